import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { buildMessages } from '../../../shared/build/messages.ts';
import type { ShareLink, SharedBuild, SharedCompatibility } from '../../../shared/build/schema.ts';
import type { CompatReport } from '../../../shared/compat/report.ts';
import type { Db } from '../../db/client.ts';
import { builds } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { checkParts, partsOfBuild } from '../compat/service.ts';
import {
  checkBuildCall,
  missingOrForbidden,
  ownedBy,
  type BuildRow,
  type Caller,
} from './service.ts';

// Share links. The owner shares a build under an unguessable id; anyone opens
// /b/<shareId> read-only; the owner may revoke it, and deleting the build or the user ends it.

/** 16 random bytes (128 bits), URL-safe: 22 characters nobody can guess or enumerate. */
export function newShareId(): string {
  return randomBytes(16).toString('base64url');
}

export function shareLink(shareId: string): ShareLink {
  return { shareId, url: `/b/${shareId}` };
}

/** The errors and warnings of a compatibility report (infos only counted). */
export function sharedCompatibility(report: CompatReport): SharedCompatibility {
  const problems: SharedCompatibility['problems'] = [];
  for (const issue of report.issues) {
    if (issue.severity !== 'info')
      problems.push({
        severity: issue.severity,
        message: issue.message,
        ...(issue.link && { link: issue.link }),
      });
  }
  return { counts: report.counts, problems };
}

/**
 * What anyone with the link sees: no owner, no ids; its compatibility checked here with the
 * catalogue's keys, so the page shows the same verdict as the Builder without loading the engine.
 */
export async function toSharedBuild(db: Db, row: BuildRow): Promise<SharedBuild> {
  const report = await checkParts(db, partsOfBuild(row.parts));
  return {
    buildName: row.name,
    buildParts: row.parts,
    platform: row.platform,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    compatibility: sharedCompatibility(report),
  };
}

/**
 * Shares the caller's build: keeps an existing share id (sharing twice gives the same link) or
 * sets `candidate`, in one statement so two concurrent shares agree. `created` tells which.
 */
export async function shareBuild(
  db: Db,
  caller: Caller,
  id: string,
  candidate: string = newShareId(),
): Promise<{ link: ShareLink; created: boolean }> {
  const forbidden = buildMessages.forbiddenView;
  if (checkBuildCall(caller, id, forbidden)) {
    const [row] = await db
      .update(builds)
      .set({ shareId: sql`coalesce(${builds.shareId}, ${candidate})` })
      .where(ownedBy(caller, id))
      .returning({ shareId: builds.shareId });
    if (row?.shareId) return { link: shareLink(row.shareId), created: row.shareId === candidate };
  }
  throw await missingOrForbidden(db, id, forbidden);
}

/** Revokes the link: the old share id stops working at once. Revoking twice is not an error. */
export async function unshareBuild(db: Db, caller: Caller, id: string): Promise<void> {
  const forbidden = buildMessages.forbiddenView;
  if (checkBuildCall(caller, id, forbidden)) {
    const [row] = await db
      .update(builds)
      .set({ shareId: null })
      .where(ownedBy(caller, id))
      .returning({ id: builds.id });
    if (row) return;
  }
  throw await missingOrForbidden(db, id, forbidden);
}

export async function findSharedBuild(db: Db, shareId: string): Promise<BuildRow> {
  const [row] = await db.select().from(builds).where(eq(builds.shareId, shareId));
  if (!row) throw new AppError('not_found', buildMessages.shareNotFound);
  return row;
}

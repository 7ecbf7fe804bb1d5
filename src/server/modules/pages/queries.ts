import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { builds } from '../../db/schema.ts';

/** Whether a build is shared under this id. */
export async function sharedBuildExists(db: Db, shareId: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(builds)
    .where(eq(builds.shareId, shareId))
    .limit(1);
  return row !== undefined;
}

import { sql } from 'drizzle-orm';
import type { BuildPart } from '../../../shared/build/schema.ts';
import { filledSubParts } from '../../../shared/build/totals.ts';
import {
  compatPartsOf,
  evaluateBuild,
  parseCompatSpecs,
  type CompatPart,
  type CompatReport,
} from '../../../shared/compat/index.ts';
import type { Db } from '../../db/client.ts';

// POST /api/compat/check (ADR 062): evaluates a posted build with the shared engine.
// The client's spec values are a claim; for every part that names a catalogue variant (or an
// ammunition item) the server uses the keys the catalogue stores instead, so a tampered client
// cannot make a part fit. Parts the catalogue does not know are checked with what was sent.

/** A part to check and the catalogue id it names, if any. */
export interface CheckedPart {
  part: CompatPart;
  /** A catalogue variant id (or an ammunition id for the Ammunition sub-part). */
  catalogId?: string;
}

/** The Builder's build as parts: the variant id a product was chosen as (included entries: the
 * composite's, whose keys describe what it includes, ADR 060). */
export function partsOfBuild(buildParts: readonly BuildPart[]): CheckedPart[] {
  const filled = filledSubParts(buildParts);
  return compatPartsOf(buildParts).map((part, i) => {
    const product = filled[i]!.product;
    const catalogId = product.variantData?._id ?? product._id;
    return { part, ...(catalogId && { catalogId }) };
  });
}

interface KeyRow {
  id: string;
  compat: unknown;
}

/** The catalogue's stored keys for these ids: variants, and ammunition items as their calibre. */
async function catalogueKeys(db: Db, parts: readonly CheckedPart[]): Promise<Map<string, unknown>> {
  const variantIds = [...new Set(parts.flatMap((p) => (p.catalogId ? [p.catalogId] : [])))];
  const ammoIds = [
    ...new Set(
      parts.flatMap((p) => (p.catalogId && p.part.subPart === 'Ammunition' ? [p.catalogId] : [])),
    ),
  ];
  const keys = new Map<string, unknown>();
  if (variantIds.length === 0) return keys;
  const ids = JSON.stringify(variantIds);
  const [variants, ammo] = await Promise.all([
    db.execute(sql`
      select id, compat from catalog_variants
       where id in (select jsonb_array_elements_text(${ids}::jsonb))`),
    ammoIds.length
      ? db.execute(sql`
          select id, jsonb_build_object('caliber', caliber) as compat from ammunition
           where id in (select jsonb_array_elements_text(${JSON.stringify(ammoIds)}::jsonb))`)
      : { rows: [] },
  ]);
  for (const row of (variants as { rows: KeyRow[] }).rows) keys.set(row.id, row.compat);
  for (const row of (ammo as { rows: KeyRow[] }).rows) keys.set(`ammo:${row.id}`, row.compat);
  return keys;
}

/** The parts with the catalogue's keys in place of the claimed ones (parts it knows). */
export async function trustedParts(db: Db, parts: readonly CheckedPart[]): Promise<CompatPart[]> {
  const keys = await catalogueKeys(db, parts);
  return parts.map(({ part, catalogId }) => {
    if (!catalogId) return part;
    const stored =
      (part.subPart === 'Ammunition' ? keys.get(`ammo:${catalogId}`) : undefined) ??
      keys.get(catalogId);
    return stored === undefined ? part : { ...part, specs: parseCompatSpecs(stored) };
  });
}

/** The build's compatibility report, catalogue keys taking the place of claimed ones. */
export async function checkParts(db: Db, parts: readonly CheckedPart[]): Promise<CompatReport> {
  return evaluateBuild(await trustedParts(db, parts));
}

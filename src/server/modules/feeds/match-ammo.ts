import { sql } from 'drizzle-orm';
import { canonicalBrand } from '../../../shared/ammo/brands.ts';
import { ammoCaliberByKey } from '../../../shared/ammo/calibers.ts';
import { readAmmoFields } from '../../../shared/ammo/parse-title.ts';
import { titleSimilarity } from '../../../shared/catalog/title-match.ts';
import type { Db } from '../../db/client.ts';
import { hash, slug } from '../../db/seed/catalog/generate.ts';
import type { AmmoInput } from '../ammo/store.ts';
import type { FeedOffer } from './normalise.ts';
import { reject, type Reject } from './rejects.ts';

// Which ammunition product an ammunition row is: the one this merchant's product already is, else
// the one with its GTIN/UPC, else a product of the same brand, calibre, grain, bullet type and
// round count whose name is close enough, else a new product made from the row. Calibre, round
// count and brand are read from the columns and, where a column is missing or not understood,
// from the title.

/** Two titles of one load and count are the same product from this similarity on. */
export const SAME_AMMO_SIMILARITY = 0.5;

export interface AmmoRow {
  offer: FeedOffer;
  item: AmmoInput;
}

/** The ammunition a row describes, or why it cannot be listed. */
export function ammoOf(offer: FeedOffer): { item: AmmoInput } | { rejects: Reject[] } {
  const fields = readAmmoFields({
    title: offer.title,
    ...(offer.brand !== undefined && { brand: offer.brand }),
    ...offer.ammo,
  });
  const rejects: Reject[] = [];
  if (!fields.caliber) rejects.push(reject('ammoNoCaliber', offer.ammo.caliber));
  if (!fields.roundCount) rejects.push(reject('ammoNoRounds', offer.ammo.roundCount));
  if (!fields.brand) rejects.push(reject('ammoNoBrand', offer.brand));
  if (rejects.length || !fields.caliber || !fields.roundCount || !fields.brand) return { rejects };
  const item: AmmoInput = {
    id: ammoIdForTitle(offer.title),
    name: offer.title,
    brand: canonicalBrand(fields.brand),
    caliber: fields.caliber,
    roundCount: fields.roundCount,
    platform: ammoCaliberByKey(fields.caliber)?.platform ?? 'Rifle',
    ...(fields.grain !== undefined && { grain: fields.grain }),
    ...(fields.bulletType && { bulletType: fields.bulletType }),
    ...(fields.casing && { casing: fields.casing }),
    ...(offer.gtin && { upc: offer.gtin }),
    ...(offer.description && { description: offer.description }),
  };
  return { item };
}

/** The id of a new ammunition product: its title as a slug. */
export function ammoIdForTitle(title: string): string {
  const id = slug(title).slice(0, 120).replace(/-+$/, '');
  return id || `ammo-${hash(title).toString(36)}`;
}

/** The load an item is, for finding the same product under another merchant's title. */
const loadKey = (i: Pick<AmmoInput, 'brand' | 'caliber' | 'grain' | 'bulletType' | 'roundCount'>) =>
  [i.brand.toLowerCase(), i.caliber, i.grain ?? '', i.bulletType ?? '', i.roundCount].join('|');

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

interface KnownItem {
  id: string;
  name: string;
  upc: string | null;
}

/** Matching state for one import run: the products made so far, by load. */
export class AmmoMatcher {
  private made = new Map<string, KnownItem[]>();
  private usedIds = new Set<string>();
  /** The connection of the batch being resolved (its transaction: PGlite has one connection). */
  private db!: Db;

  /**
   * Resolves each row to a product id: `known` holds the ids this merchant's products already
   * are. Answers the ids, and the new products to insert.
   */
  async resolve(
    db: Db,
    rows: readonly AmmoRow[],
    known: ReadonlyMap<string, string>,
  ): Promise<{ ids: Map<AmmoRow, string>; created: AmmoInput[]; rejected: Map<AmmoRow, Reject> }> {
    this.db = db;
    const ids = new Map<AmmoRow, string>();
    const rejected = new Map<AmmoRow, Reject>();
    const created: AmmoInput[] = [];
    const open = rows.filter((r) => {
      const id = known.get(r.offer.productId);
      if (id) ids.set(r, id);
      return !id;
    });
    if (!open.length) return { ids, created, rejected };

    const gtins = [...new Set(open.flatMap((r) => (r.item.upc ? [r.item.upc] : [])))];
    const byGtin = new Map<string, string>();
    if (gtins.length) {
      const found = await rowsOf<{ id: string; gtin: string }>(
        this.db,
        sql`select id, lpad(regexp_replace(upc, '[^0-9]', '', 'g'), 14, '0') as gtin
              from ammunition
             where upc is not null
               and lpad(regexp_replace(upc, '[^0-9]', '', 'g'), 14, '0') = any(array(select jsonb_array_elements_text(${JSON.stringify(gtins)}::jsonb)))`,
      );
      for (const f of found) byGtin.set(f.gtin, f.id);
    }
    const loads = [...new Map(open.map((r) => [loadKey(r.item), r.item])).values()].map((i) => ({
      b: i.brand.toLowerCase(),
      c: i.caliber,
      g: i.grain ?? null,
      t: i.bulletType ?? null,
      n: i.roundCount,
    }));
    const sameLoad = await rowsOf<KnownItem & { key: string }>(
      this.db,
      sql`select a.id, a.name, a.upc,
                 lower(a.brand) || '|' || a.caliber || '|' || coalesce(trim_scale(a.grain)::text, '')
                   || '|' || coalesce(a.bullet_type, '') || '|' || a.round_count as key
            from ammunition a
            join jsonb_to_recordset(${JSON.stringify(loads)}::jsonb)
                 as k(b text, c text, g numeric, t text, n int)
              on lower(a.brand) = k.b and a.caliber = k.c and a.round_count = k.n
             and a.grain is not distinct from k.g and a.bullet_type is not distinct from k.t
           order by a.id`,
    );
    const byLoad = new Map<string, KnownItem[]>();
    for (const s of sameLoad) byLoad.set(s.key, [...(byLoad.get(s.key) ?? []), s]);
    const candidateIds = open.map((r) => r.item.id);
    const taken = new Set(
      (
        await rowsOf<{ id: string }>(
          this.db,
          sql`select id from ammunition
               where id = any(array(select jsonb_array_elements_text(${JSON.stringify(candidateIds)}::jsonb)))`,
        )
      ).map((r) => r.id),
    );

    for (const row of open) {
      const { item } = row;
      const gtinOwner = item.upc ? byGtin.get(item.upc) : undefined;
      if (gtinOwner) {
        ids.set(row, gtinOwner);
        continue;
      }
      const key = loadKey(item);
      const same = [...(byLoad.get(key) ?? []), ...(this.made.get(key) ?? [])]
        .map((k) => ({ k, score: titleSimilarity(item.name, k.name) }))
        .sort((a, b) => b.score - a.score)[0];
      if (same && same.score >= SAME_AMMO_SIMILARITY && !(item.upc && same.k.upc)) {
        ids.set(row, same.k.id);
        continue;
      }
      let id = item.id;
      for (let n = 2; taken.has(id) || this.usedIds.has(id); n++) id = `${item.id}-${n}`;
      this.usedIds.add(id);
      if (item.upc) byGtin.set(item.upc, id);
      const made = { ...item, id };
      created.push(made);
      this.made.set(key, [
        ...(this.made.get(key) ?? []),
        { id, name: item.name, upc: item.upc ?? null },
      ]);
      ids.set(row, id);
    }
    return { ids, created, rejected };
  }
}

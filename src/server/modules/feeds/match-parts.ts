import { sql } from 'drizzle-orm';
import { classifyFeedItem } from '../../../shared/catalog/classify.ts';
import { MATCH_THRESHOLD, titleSimilarity } from '../../../shared/catalog/title-match.ts';
import type { Db } from '../../db/client.ts';
import type { FeedOffer } from './normalise.ts';

// Which catalogue variant a parts row is: the one with its GTIN/UPC, else the one with its brand
// and maker's part number, else the best same-brand title at or above the match threshold. Below
// it the row is not guessed: it waits for an operator with the classifier's suggestion and the
// closest candidates.

export interface Candidate {
  variantId: string;
  groupId: string;
  name: string;
  type: string;
  score: number;
}

export interface PartMatch {
  variantId?: string;
  method?: 'gtin' | 'mpn' | 'title';
  score?: number;
  /** For the review queue: the classifier's proposal and the best candidates. */
  suggestion?: Record<string, unknown>;
  candidates: Candidate[];
}

interface CatalogVariantRow {
  variantId: string;
  groupId: string;
  name: string;
  type: string;
  brand: string;
}

/** A brand compared loosely: lower case, letters and digits only. */
export const brandKey = (brand: string) => brand.toLowerCase().replace(/[^a-z0-9]+/g, '');

async function rowsOf<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Matching state kept for one import run (the catalogue's brands and, per brand, its variants). */
export class PartMatcher {
  private brands: { key: string; brand: string; words: string[] }[] | undefined;
  private byBrand = new Map<string, CatalogVariantRow[]>();
  /** The connection of the batch being matched (its transaction: PGlite has one connection). */
  private db!: Db;

  /** The catalogue brand a row is by: its brand column, else the brand its title starts with. */
  private async brandOf(offer: FeedOffer): Promise<string | undefined> {
    if (!this.brands) {
      const rows = await rowsOf<{ brand: string }>(
        this.db,
        sql`select distinct brand from catalog_groups`,
      );
      this.brands = rows
        .map((r) => ({
          key: brandKey(r.brand),
          brand: r.brand,
          words: r.brand
            .toLowerCase()
            .split(/[^a-z0-9]+/)
            .filter(Boolean),
        }))
        .sort((a, b) => b.words.length - a.words.length);
    }
    if (offer.brand) {
      const key = brandKey(offer.brand);
      const hit = this.brands.find((b) => b.key === key);
      if (hit) return hit.brand;
    }
    const titleWords = offer.title
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    return this.brands.find(
      (b) => b.words.length > 0 && b.words.every((w, i) => titleWords[i] === w),
    )?.brand;
  }

  private async variantsOf(brand: string): Promise<CatalogVariantRow[]> {
    const key = brandKey(brand);
    let rows = this.byBrand.get(key);
    if (!rows) {
      rows = await rowsOf<CatalogVariantRow>(
        this.db,
        sql`select v.id as "variantId", v.group_id as "groupId",
                   g.part_name || ' ' || v.model as name, g.type, g.brand
              from catalog_variants v join catalog_groups g on g.id = v.group_id
             where lower(g.brand) = ${brand.toLowerCase()}`,
      );
      this.byBrand.set(key, rows);
    }
    return rows;
  }

  /** Matches a batch of rows: one query for the GTINs, one for the part numbers, then titles. */
  async match(db: Db, offers: readonly FeedOffer[]): Promise<Map<FeedOffer, PartMatch>> {
    this.db = db;
    const result = new Map<FeedOffer, PartMatch>();
    const gtins = [...new Set(offers.flatMap((o) => (o.gtin ? [o.gtin] : [])))];
    const byGtin = new Map<string, string>();
    if (gtins.length) {
      const rows = await rowsOf<{ id: string; gtin: string }>(
        this.db,
        sql`select id, lpad(regexp_replace(upc, '[^0-9]', '', 'g'), 14, '0') as gtin
              from catalog_variants
             where lpad(regexp_replace(upc, '[^0-9]', '', 'g'), 14, '0') = any(array(select jsonb_array_elements_text(${JSON.stringify(gtins)}::jsonb)))
             order by id`,
      );
      for (const r of rows) if (!byGtin.has(r.gtin)) byGtin.set(r.gtin, r.id);
    }
    const mpns = [...new Set(offers.flatMap((o) => (o.mpn ? [o.mpn.toLowerCase()] : [])))];
    const byMpn = new Map<string, { id: string; brand: string }[]>();
    if (mpns.length) {
      const rows = await rowsOf<{ id: string; mpn: string; brand: string }>(
        this.db,
        sql`select v.id, lower(v.mpn) as mpn, g.brand
              from catalog_variants v join catalog_groups g on g.id = v.group_id
             where lower(v.mpn) = any(array(select jsonb_array_elements_text(${JSON.stringify(mpns)}::jsonb)))
             order by v.id`,
      );
      for (const r of rows) byMpn.set(r.mpn, [...(byMpn.get(r.mpn) ?? []), r]);
    }

    for (const offer of offers) {
      const gtinHit = offer.gtin && byGtin.get(offer.gtin);
      if (gtinHit) {
        result.set(offer, { variantId: gtinHit, method: 'gtin', score: 1, candidates: [] });
        continue;
      }
      const brand = await this.brandOf(offer);
      const mpnRows = offer.mpn ? (byMpn.get(offer.mpn.toLowerCase()) ?? []) : [];
      const mpnHit = brand
        ? mpnRows.find((r) => brandKey(r.brand) === brandKey(brand))
        : mpnRows.length === 1
          ? mpnRows[0]
          : undefined;
      if (mpnHit) {
        result.set(offer, { variantId: mpnHit.id, method: 'mpn', score: 1, candidates: [] });
        continue;
      }
      const classified = classifyFeedItem({
        title: offer.title,
        ...(offer.productType && { productType: offer.productType }),
        ...(offer.googleCategory && { googleCategory: offer.googleCategory }),
        ...(offer.brand && { brand: offer.brand }),
      });
      const scored = brand
        ? (await this.variantsOf(brand))
            .map((v) => ({
              variantId: v.variantId,
              groupId: v.groupId,
              name: v.name,
              type: v.type,
              score: titleSimilarity(offer.title, `${v.brand} ${v.name}`, v.brand),
            }))
            .sort((a, b) => b.score - a.score || a.variantId.localeCompare(b.variantId))
        : [];
      const best = scored[0];
      if (best && best.score >= MATCH_THRESHOLD) {
        result.set(offer, {
          variantId: best.variantId,
          method: 'title',
          score: best.score,
          candidates: [],
        });
        continue;
      }
      result.set(offer, {
        suggestion: {
          kind: classified.kind,
          ...(classified.type && { type: classified.type }),
          ...(classified.subPart && { subPart: classified.subPart }),
          ...(classified.mainCategory && { mainCategory: classified.mainCategory }),
          confidence: classified.confidence,
          ...(brand && { brand }),
        },
        candidates: scored
          .slice(0, 5)
          .map((c) => ({ ...c, score: Math.round(c.score * 1000) / 1000 })),
      });
    }
    return result;
  }
}

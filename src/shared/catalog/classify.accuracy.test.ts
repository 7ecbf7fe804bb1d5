import { describe, expect, it } from 'vitest';
import { readFixture } from '../../../tests/fixtures.ts';
import { classifyFeedItem, type FeedItemKind } from './classify.ts';
import { CATALOG_TYPES, mainCategoryForType, subPartForType } from './types.ts';

// The classifier over the labelled feed rows (tests/fixtures/feeds/part-titles-labelled.tsv):
// real brands and product lines as retailers title them, each filed by hand under the catalogue
// type a careful person would choose, or 'ammo' / 'other'. The kind must be right for at least
// 97 % of the rows; for the parts, the main category for at least 95 % and the builder sub-part for
// at least 90 %. The misses are printed once, so a rule change that costs a row shows which.

interface Row {
  title: string;
  productType: string;
  googleCategory: string;
  brand: string;
  type: string;
}

function loadRows(): Row[] {
  const [header, ...lines] = readFixture('feeds/part-titles-labelled.tsv').split('\n');
  expect(header).toBe('title\tproduct_type\tgoogle_product_category\tbrand\ttype');
  return lines
    .filter((line) => line.trim())
    .map((line) => {
      const [title = '', productType = '', googleCategory = '', brand = '', type = ''] =
        line.split('\t');
      return { title, productType, googleCategory, brand, type };
    });
}

const kindOf = (type: string): FeedItemKind =>
  type === 'ammo' ? 'ammo' : type === 'other' ? 'other' : 'part';

const percent = (n: number, of: number) => Math.round((1000 * n) / of) / 10;

describe('classifyFeedItem over the labelled feed rows', () => {
  const rows = loadRows();

  it('has at least 300 rows, every catalogue type and at least 20 ammo or other rows', () => {
    expect(rows.length).toBeGreaterThanOrEqual(300);
    const labels = new Set(rows.map((r) => r.type));
    for (const t of CATALOG_TYPES) expect(labels, t.key).toContain(t.key);
    for (const r of rows) {
      expect(
        r.type === 'ammo' || r.type === 'other' || mainCategoryForType(r.type),
        r.type,
      ).toBeTruthy();
    }
    expect(rows.filter((r) => kindOf(r.type) !== 'part').length).toBeGreaterThanOrEqual(20);
  });

  it('finds the kind for 97 %, the main category for 95 % and the sub-part for 90 % of them', () => {
    let kinds = 0;
    let mains = 0;
    let subParts = 0;
    let types = 0;
    let parts = 0;
    const misses: string[] = [];
    for (const row of rows) {
      const got = classifyFeedItem({
        title: row.title,
        productType: row.productType || undefined,
        googleCategory: row.googleCategory || undefined,
        brand: row.brand || undefined,
      });
      const kind = kindOf(row.type);
      if (got.kind === kind) kinds += 1;
      if (kind === 'part') {
        parts += 1;
        if (got.mainCategory && got.mainCategory === mainCategoryForType(row.type)) mains += 1;
        if (got.subPart && got.subPart === subPartForType(row.type)) subParts += 1;
        if (got.type === row.type) types += 1;
      }
      if (kind === 'part' ? got.type !== row.type : got.kind !== kind)
        misses.push(`${row.type} ← ${got.type ?? got.kind}: ${row.title}`);
    }
    const table = {
      rows: rows.length,
      'kind %': percent(kinds, rows.length),
      'main category %': percent(mains, parts),
      'sub-part %': percent(subParts, parts),
      'type %': percent(types, parts),
    };
    console.log(
      `classifier accuracy\n${JSON.stringify(table, null, 2)}\nmisses:\n${misses.join('\n')}`,
    );

    expect(kinds / rows.length).toBeGreaterThanOrEqual(0.97);
    expect(mains / parts).toBeGreaterThanOrEqual(0.95);
    expect(subParts / parts).toBeGreaterThanOrEqual(0.9);
  });
});

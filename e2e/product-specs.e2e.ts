import { describe, expect, it } from 'vitest';
import type { CatalogGroupDetail } from '../src/shared/catalog/schema.ts';
import { INTERNAL_FIELDS, SPEC_TABLE_FIELDS, fieldLabel } from '../src/shared/catalog/specs.ts';
import { detailTexts as t } from '../src/web/features/catalog/components/product-detail/detail-texts.ts';
import { seriousA11yViolations } from './support/browser.ts';
import { useSite } from './support/site.ts';

// The product page's Specifications table shows what the chosen variant has, in a builder's
// words: no 'N/A' rows, no internal field names ('Brand Example', 'Category Tags'), values with
// their units. A demo barrel whose specifications are known is the example.

const site = useSite();
const base = () => site.server().baseUrl;

const GROUP = 'ballistic-advantage-modern-series-government-profile-barrel';
const MODEL = 'Modern Series Government Profile Barrel, 5.56 NATO, 16"';
/** What the demo catalogue says of that barrel, as the table must show it. */
const KNOWN = [
  ['Barrel length', '16"'],
  ['Thread pitch', '1/2x28'],
  ['Twist rate', '1:7'],
  ['Gas system length', 'Mid-length'],
  ['Profile', 'Government'],
  ['Caliber', '5.56 NATO'],
] as const;

describe('the product specifications table', () => {
  it("shows only the chosen variant's specifications, in plain words", async () => {
    const res = await fetch(`${base()}/api/catalog/groups/${GROUP}`);
    expect(res.status).toBe(200);
    const detail = (await res.json()) as CatalogGroupDetail;
    const variant = detail.variants.find((v) => v.model === MODEL);
    if (!variant) throw new Error(`the demo catalogue has no ${MODEL}`);

    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto(`/product/barrels/${GROUP}`);
      await page.getByRole('heading', { level: 1, name: detail.group.partName }).waitFor();
      await page.getByRole('button', { name: t.chooseVariant(MODEL), exact: true }).click();

      const specs = page.getByRole('table', { name: `${t.specifications}: ${MODEL}` });
      await specs.waitFor();
      const labels = await specs.getByRole('rowheader').allTextContents();
      const values = await specs.locator('tbody td').allTextContents();
      const rows = new Map(labels.map((label, i) => [label, values[i]]));

      // A known specification of this barrel, with its unit.
      for (const [label, value] of KNOWN) expect(rows.get(label), label).toBe(value);

      // No empty rows.
      expect(values.filter((v) => /^(n\/a|na|-|—)?$/i.test(v.trim()))).toEqual([]);
      expect(await specs.getByText('N/A', { exact: true }).count()).toBe(0);

      // Only shopper-facing fields, labelled in words.
      const allowed = new Set(SPEC_TABLE_FIELDS.map(fieldLabel));
      expect(labels.filter((l) => !allowed.has(l))).toEqual([]);
      for (const internal of [...INTERNAL_FIELDS, '_id', 'groupId']) {
        expect(labels).not.toContain(fieldLabel(internal));
      }
      for (const label of labels) {
        expect(label).not.toMatch(/example|tags|\bid\b/i);
        expect(label, 'camelCase').not.toMatch(/[a-z][A-Z]/);
      }
      expect(await specs.getByText(/brand example|category tags/i).count()).toBe(0);

      // One row per specification the variant has, and nothing for those it lacks.
      const filled = SPEC_TABLE_FIELDS.filter((field) => {
        const value = (variant as Record<string, unknown>)[field];
        return Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '';
      });
      expect(labels).toEqual(filled.map(fieldLabel));

      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(tab.errors).toEqual([]);
    });
  });
});

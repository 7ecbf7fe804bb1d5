import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makeSelectedProduct, productAt, updateVendor } from '../src/shared/build/build.ts';
import type { BuildPart, SelectedProduct } from '../src/shared/build/schema.ts';
import { formatPrice } from '../src/shared/build/totals.ts';
import type { CartResponse } from '../src/shared/cart/schema.ts';
import type { CatalogGroupDetail, CatalogListResponse } from '../src/shared/catalog/schema.ts';
import { isBuyable } from '../src/shared/prices/offers.ts';
import { builderTexts } from '../src/web/features/builder/lib/builder-texts.ts';
import { cartTexts } from '../src/web/features/builder/lib/cart-texts.ts';
import { cartRequestOf } from '../src/web/features/builder/lib/cart.ts';
import { seriousA11yViolations } from './support/browser.ts';
import { partsWith, placeBuild } from './support/build.ts';
import { useSite } from './support/site.ts';

// "Optimise my cart" on the seeded demo catalogue: a build bought from the dearest merchants is
// offered the server's cheapest cart with its saving; Apply chooses those merchants, Undo puts
// the old ones back.

const site = useSite();
const SUB_PARTS = ['Grip', 'Stock', 'Trigger'];

async function json<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${site.server().baseUrl}${path}`, init);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** A seeded product of `subPart` with at least two merchants in stock, bought from the dearest. */
async function dearestProduct(subPart: string): Promise<SelectedProduct> {
  const list = await json<CatalogListResponse>(
    `/api/catalog/groups?platform=AR15&subPart=${encodeURIComponent(subPart)}&pageSize=50`,
  );
  for (const item of list.items) {
    const { group, variants } = await json<CatalogGroupDetail>(
      `/api/catalog/groups/${encodeURIComponent(item._id)}`,
    );
    const variant = variants.find((v) => v.vendor.filter((o) => isBuyable(o)).length >= 2);
    if (!variant) continue;
    const product = makeSelectedProduct(group, variant);
    const dearest = product
      .availableVendors!.filter((v) => v.inStock !== false && !v.stale)
      .sort((a, b) => b.price - a.price)[0]!;
    return { ...product, selectedVendorId: dearest.id };
  }
  throw new Error(`no seeded ${subPart} with two merchants in stock`);
}

function dearestBuild(products: SelectedProduct[]): BuildPart[] {
  let parts = partsWith(...products.map((p, i): [SelectedProduct, string] => [p, SUB_PARTS[i]!]));
  products.forEach((p, i) => {
    parts = updateVendor(parts, SUB_PARTS[i]!, p.selectedVendorId!);
  });
  return parts;
}

async function storedMerchants(page: Page): Promise<(string | undefined)[]> {
  const parts = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('bw.build')!) as { buildParts: BuildPart[] }).buildParts,
  );
  return SUB_PARTS.map((s) => productAt(parts, s)?.selectedVendorName);
}

describe('optimise my cart', () => {
  it('shows the cheapest cart and its saving, applies it and undoes it', async () => {
    const products = await Promise.all(SUB_PARTS.map(dearestProduct));
    const parts = dearestBuild(products);
    const dearest = SUB_PARTS.map((s) => productAt(parts, s)?.selectedVendorName);
    // What the server says the cheapest cart is (the page must show and apply the same).
    const answer = await json<CartResponse>('/api/cart/optimise', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(cartRequestOf(parts)),
    });
    expect(answer.current).not.toBeNull();
    expect(answer.cheapest.total).toBeLessThan(answer.current!.total);
    expect(answer.saving).toBeGreaterThan(0);

    await site.withPage(async (tab) => {
      const { page } = tab;
      await placeBuild(page, { buildParts: parts });
      await page.getByRole('button', { name: builderTexts.optimise }).click();
      const dialog = page.getByRole('dialog', { name: builderTexts.optimise });
      const cheapest = dialog.getByRole('region', { name: cartTexts.cheapestCart });
      await cheapest.waitFor();
      await dialog
        .getByText(formatPrice(answer.current!.total), { exact: false })
        .first()
        .waitFor();
      await cheapest.getByText(formatPrice(answer.cheapest.total), { exact: true }).waitFor();
      await cheapest.getByText(cartTexts.saves(formatPrice(answer.saving!))).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      await cheapest
        .getByRole('button', { name: cartTexts.applyLabel(cartTexts.cheapestCart) })
        .click();
      await dialog.waitFor({ state: 'detached' });
      await page
        .getByRole('status')
        .filter({ hasText: builderTexts.optimised(formatPrice(answer.cheapest.total)) })
        .waitFor();
      const planned = SUB_PARTS.map(
        (s) => answer.cheapest.choices.find((c) => c.key === s)!.merchantName,
      );
      await expect.poll(() => storedMerchants(page)).toEqual(planned);

      await page.getByRole('button', { name: builderTexts.undo, exact: true }).click();
      await expect.poll(() => storedMerchants(page)).toEqual(dearest);
      expect(
        await page.getByText(builderTexts.optimised(formatPrice(answer.cheapest.total))).count(),
      ).toBe(0);
      expect(tab.errors).toEqual([]);
    });
  });

  it('says so when the build has nothing to optimise', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await placeBuild(page, { buildParts: partsWith() });
      await page.getByRole('button', { name: builderTexts.optimise }).click();
      await page
        .getByRole('dialog', { name: builderTexts.optimise })
        .getByText(cartTexts.nothingToOptimise)
        .waitFor();
      expect(tab.errors).toEqual([]);
    });
  });
});

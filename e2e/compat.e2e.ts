import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { makeSelectedProduct } from '../src/shared/build/build.ts';
import type { SelectedProduct } from '../src/shared/build/schema.ts';
import { ammoMessages } from '../src/shared/ammo/messages.ts';
import type { AmmoListResponse } from '../src/shared/ammo/schema.ts';
import type {
  CatalogGroup,
  CatalogGroupDetail,
  CatalogListResponse,
  CatalogVariant,
} from '../src/shared/catalog/schema.ts';
import {
  compatPartsOf,
  encodeBuildSpecs,
  relevantBuildSpecs,
  type CompatSpecs,
} from '../src/shared/compat/index.ts';
import { builderTexts } from '../src/web/features/builder/lib/builder-texts.ts';
import { detailTexts } from '../src/web/features/catalog/components/product-detail/detail-texts.ts';
import {
  listTexts,
  SORT_LABELS,
} from '../src/web/features/catalog/components/product-list/list-texts.ts';
import { seriousA11yViolations } from './support/browser.ts';
import { partsWith, placeBuild } from './support/build.ts';
import { useSite } from './support/site.ts';

// The compatibility engine in the Builder, the add dialog, the
// product page's candidates and the product list (ADRs 063–065). The parts are the demo
// catalogue's (ADR 060 gives them compatibility keys), found through the API, never by id.

const site = useSite();

async function json<T>(path: string): Promise<T> {
  const res = await fetch(`${site.server().baseUrl}${path}`);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

interface Found {
  group: CatalogGroup;
  variant: CatalogVariant;
  /** The product as the build keeps it. */
  product: SelectedProduct;
}

/** The first seeded variant for `subPart` whose compatibility keys satisfy `wanted`. */
async function findVariant(
  subPart: string,
  wanted: (compat: CompatSpecs) => boolean,
): Promise<Found> {
  const list = await json<CatalogListResponse>(
    `/api/catalog/groups?platform=AR15&subPart=${encodeURIComponent(subPart)}&pageSize=100`,
  );
  for (const item of list.items) {
    const { group, variants } = await json<CatalogGroupDetail>(
      `/api/catalog/groups/${encodeURIComponent(item._id)}`,
    );
    const variant = variants.find((v) => v.compat && wanted(v.compat));
    if (variant) {
      const product = makeSelectedProduct(group, variant);
      return { group, variant, product };
    }
  }
  throw new Error(`no seeded ${subPart} matches`);
}

const threadedBarrel = () =>
  findVariant('Barrel', (c) => c.muzzleThread === '5/8x24' && c.platform === 'AR-15');
const halfInchDevice = () => findVariant('Muzzle Device', (c) => c.muzzleThread === '1/2x28');

const addButton = (page: Page) =>
  page.getByRole('button', { name: detailTexts.addToBuilder, exact: true });

/** Opens a product page for `subPart`, picks the variant and presses Add to Builder. */
async function addFromProductPage(page: Page, found: Found, subPart: string) {
  const { group, variant } = found;
  await page.goto(
    `/product/${encodeURIComponent(group.mainCategory)}/${encodeURIComponent(group._id)}` +
      `?subPart=${encodeURIComponent(subPart)}`,
  );
  await page.getByRole('heading', { level: 1, name: group.partName, exact: true }).waitFor();
  const choose = page.getByRole('button', { name: detailTexts.chooseVariant(variant.model) });
  // The prices table (with its Choose buttons) renders right after the page's top; a product
  // with one variant has it chosen already.
  await choose.or(addButton(page)).first().waitFor();
  if (await choose.count()) await choose.first().click();
  // chosen: the button reads 'Add to Builder' instead of 'Select Variant First'
  await addButton(page).waitFor();
}

describe('the compatibility check in the builder', () => {
  it('warns before adding a 1/2x28 device to a 5/8x24 barrel, and the builder explains it', async () => {
    const barrel = await threadedBarrel();
    const device = await halfInchDevice();
    await site.withPage(async (tab) => {
      const { page } = tab;
      // the barrel: nothing to warn about in an empty build
      await addFromProductPage(page, barrel, 'Barrel');
      await addButton(page).click();
      await page.waitForURL(/\/builder$/);
      await page
        .getByRole('button', { name: builderTexts.removeLabel(barrel.product.name), exact: true })
        .waitFor();

      // the device: the product page already says it does not fit, and why
      await addFromProductPage(page, device, 'Muzzle Device');
      const badge = page.getByRole('status').filter({ hasText: /^Conflicts: / });
      await badge.waitFor();
      expect(await badge.textContent()).toContain(barrel.product.name);

      await addButton(page).click();
      const dialog = page.getByRole('dialog', { name: 'Potential Conflicts Detected' });
      await dialog.waitFor();
      await dialog
        .getByText(/5\/8x24/)
        .first()
        .waitFor();
      expect(await dialog.textContent()).toContain(`Conflicts with: ${barrel.product.name}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      // The dialog's buttons are Add and Cancel; Add adds anyway
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await page.waitForURL(/\/builder$/);

      // the panel: an error, and the thread message in the notes
      await page
        .getByText(/^\d+ errors?(, \d+ warnings?)? found\.$/)
        .first()
        .waitFor();
      await page.getByRole('button', { name: builderTexts.compatibilityCheck }).click();
      const notes = page.getByRole('region', { name: builderTexts.compatibilityNotes });
      const errors = notes.getByRole('region', { name: /^Errors \(\d+\)$/ });
      await errors.waitFor();
      await errors
        .getByText(/5\/8x24.*1\/2x28|1\/2x28.*5\/8x24/)
        .first()
        .waitFor();

      // the device row's icon: its tooltip names the barrel (keyboard: focus opens it)
      const icon = page.getByRole('button', {
        name: builderTexts.issuesLabel(device.product.name),
      });
      await icon.focus();
      const tooltip = page.getByRole('tooltip').filter({ visible: true });
      await tooltip.getByText(builderTexts.currentIssues(device.product.name)).waitFor();
      await tooltip.getByText('Conflicts with Other Parts', { exact: true }).waitFor();
      await tooltip.getByText(builderTexts.conflictsWith, { exact: true }).first().waitFor();
      await tooltip.getByText(barrel.product.name, { exact: true }).first().waitFor();
      // and the button is described by it
      const describedBy = await icon.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${describedBy}"]`).getAttribute('role')).toBe('tooltip');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('tooltip').filter({ visible: true }).count()).toBe(0);

      // the barrel's row has its icon too
      await page
        .getByRole('button', { name: builderTexts.issuesLabel(barrel.product.name) })
        .waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(tab.errors).toEqual([]);
    });
  });

  it('checks ammunition added from its own page against the barrel, and shows its new row', async () => {
    const barrel = await findVariant(
      'Barrel',
      (c) => c.platform === 'AR-15' && (c.chamber ?? c.caliber) === '556',
    );
    const grendel = (await json<AmmoListResponse>('/api/ammo?caliber=65-grendel&pageSize=1'))
      .items[0];
    if (!grendel) throw new Error('no seeded 6.5 Grendel ammunition');
    await site.withPage(async (tab) => {
      const { page } = tab;
      await placeBuild(page, { buildParts: partsWith([barrel.product, 'Barrel']) });
      await page.getByText('No compatibility issues found.').waitFor();
      await page.goto(`/ammo-detail/${encodeURIComponent(grendel.id)}`);
      await page.getByRole('heading', { level: 1, name: grendel.name, exact: true }).waitFor();
      await page.getByRole('button', { name: ammoMessages.addToBuilder, exact: true }).click();
      // the calibre travels with the box: the add flow warns before it goes in
      const dialog = page.getByRole('dialog', { name: 'Potential Conflicts Detected' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(barrel.product.name);
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await page.waitForURL(/\/builder$/);

      // the Builder shows the new row: scrolled into view (it is near the page's end) and focused
      const row = page.locator('li[data-sub-part="Ammunition"]');
      await row.waitFor();
      await expect.poll(() => row.evaluate((el) => document.activeElement === el)).toBe(true);
      await expect
        .poll(() =>
          row.evaluate((el) => {
            const box = el.getBoundingClientRect();
            return box.top >= 0 && box.bottom <= innerHeight;
          }),
        )
        .toBe(true);
      expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);

      // the panel: an error naming the calibre; no note sits under a 'Conflicts' label unless
      // it is one
      await page.getByRole('button', { name: builderTexts.compatibilityCheck }).click();
      const notes = page.getByRole('region', { name: builderTexts.compatibilityNotes });
      const errors = notes.getByRole('region', { name: /^Errors \(\d+\)$/ });
      await errors
        .getByText(/6\.5 Grendel/)
        .first()
        .waitFor();
      const infos = notes.getByRole('region', { name: /^Info \(\d+\)$/ });
      await infos.waitFor();
      expect(await infos.getByText('Conflicts with Other Parts').count()).toBe(0);
      expect(tab.errors).toEqual([]);
    });
  });

  it('cancelling the conflict dialog leaves the build as it was', async () => {
    const barrel = await threadedBarrel();
    const device = await halfInchDevice();
    await site.withPage(async (tab) => {
      const { page } = tab;
      await placeBuild(page, { buildParts: partsWith([barrel.product, 'Barrel']) });
      await page.getByText('No compatibility issues found.').waitFor();
      await addFromProductPage(page, device, 'Muzzle Device');
      await addButton(page).click();
      const dialog = page.getByRole('dialog', { name: 'Potential Conflicts Detected' });
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toMatch(/^\/product\//);
      const stored = await page.evaluate(() => localStorage.getItem('bw.build') ?? '');
      expect(stored).not.toContain(device.variant._id);
      expect(tab.errors).toEqual([]);
    });
  });
});

describe('the product list and the visitor’s build', () => {
  const listQuery = (compat: string, extra = '') =>
    `/api/catalog/groups?platform=AR15&subPart=Muzzle%20Device&sort=popularity&page=1` +
    `&pageSize=20&compat=${encodeURIComponent(compat)}${extra}`;

  it("'Compatible with my build' hides the parts that do not fit; cards say how many variants fit", async () => {
    const barrel = await threadedBarrel();
    const buildParts = partsWith([barrel.product, 'Barrel']);
    const compat = encodeBuildSpecs(relevantBuildSpecs(compatPartsOf(buildParts)));
    const all = await json<CatalogListResponse>(listQuery(compat));
    const fitting = await json<CatalogListResponse>(listQuery(compat, '&compatibleOnly=true'));
    // the seed has devices of both threads
    expect(fitting.total).toBeGreaterThan(0);
    expect(fitting.total).toBeLessThan(all.total);
    expect(fitting.items.every((g) => (g.fit?.fits ?? 0) > 0)).toBe(true);

    await site.withPage(async (tab) => {
      const { page } = tab;
      await placeBuild(page, { buildParts }, '/products/AR?subPart=Muzzle%20Device');
      await page.getByText(listTexts.count(all.total), { exact: true }).first().waitFor();
      const cards = page.locator('main article');
      await cards.first().waitFor();
      // every card says how many of its variants fit
      const first = all.items[0]!;
      await cards
        .first()
        .getByText(listTexts.variantsFit(first.fit!.fits, first.fit!.total), { exact: true })
        .waitFor();

      // a card that does not fit says so, and why
      const misfitOnPage = all.items.find((g) => g.fit?.fits === 0);
      if (misfitOnPage) {
        // A long name is cut short on its card; its picture keeps the whole name.
        const card = cards
          .filter({ has: page.getByRole('img', { name: misfitOnPage.partName, exact: true }) })
          .first();
        await card.getByText(listTexts.doesNotFit, { exact: true }).waitFor();
        await card
          .getByRole('button', { name: listTexts.whyNotLabel(misfitOnPage.partName) })
          .click();
        await card
          .getByText(/^Conflicts: /)
          .first()
          .waitFor();
      }

      await page.getByRole('checkbox', { name: listTexts.compatibleOnly }).check();
      await expect.poll(() => new URL(page.url()).searchParams.get('compatibleOnly')).toBe('true');
      await page.getByText(listTexts.count(fitting.total), { exact: true }).first().waitFor();
      await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
      expect(await page.getByText(listTexts.doesNotFit, { exact: true }).count()).toBe(0);
      await page
        .getByRole('button', { name: listTexts.compatibleChip })
        .or(page.getByText(listTexts.compatibleChip))
        .first()
        .waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(tab.errors).toEqual([]);
    });
  });

  it("'Sort by Compatibility' puts the parts that fit first", async () => {
    const barrel = await threadedBarrel();
    const buildParts = partsWith([barrel.product, 'Barrel']);
    const compat = encodeBuildSpecs(relevantBuildSpecs(compatPartsOf(buildParts)));
    const sorted = await json<CatalogListResponse>(
      listQuery(compat).replace('sort=popularity', 'sort=compatibility'),
    );
    const fits = sorted.items.map((g) => (g.fit?.fits ?? 0) > 0);
    expect(fits).toEqual([...fits].sort((a, b) => Number(b) - Number(a)));

    await site.withPage(async (tab) => {
      const { page } = tab;
      await placeBuild(page, { buildParts }, '/products/AR?subPart=Muzzle%20Device');
      const select = page.getByLabel(listTexts.sortBy);
      await select.selectOption({ label: SORT_LABELS.compatibility });
      await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('compatibility');
      await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
      await expect
        .poll(() => page.locator('main article h3').allTextContents())
        .toEqual(
          sorted.items.map((g) =>
            g.partName.length > 35 ? `${g.partName.slice(0, 35)}...` : g.partName,
          ),
        );
      expect(tab.errors).toEqual([]);
    });
  });

  it('offers neither the sort nor the filter without a build, and says why', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/products/AR?sort=compatibility&compatibleOnly=true');
      const option = page.getByLabel(listTexts.sortBy).locator('option', {
        hasText: listTexts.compatibilityNeedsBuild,
      });
      expect(await option.isDisabled()).toBe(true);
      expect(await page.getByLabel(listTexts.sortBy).inputValue()).toBe('popularity');
      const box = page.getByRole('checkbox', { name: listTexts.compatibleOnly });
      expect(await box.isDisabled()).toBe(true);
      await page.getByText(listTexts.compatibleOnlyHint).waitFor();
      expect(await page.locator('main article').getByText(listTexts.doesNotFit).count()).toBe(0);
      expect(tab.errors).toEqual([]);
    });
  });
});

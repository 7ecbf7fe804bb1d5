import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { productAt } from '../src/shared/build/build.ts';
import type { BuildPart } from '../src/shared/build/schema.ts';
import { formatPrice } from '../src/shared/build/totals.ts';
import { bestOffer, compareOffers, isBuyable } from '../src/shared/prices/offers.ts';
import { catalogMessages } from '../src/shared/catalog/messages.ts';
import type {
  CatalogGroup,
  CatalogGroupDetail,
  CatalogListResponse,
  CatalogVariant,
} from '../src/shared/catalog/schema.ts';
import { SPEC_TABLE_FIELDS, fieldLabel } from '../src/shared/catalog/specs.ts';
import {
  rankVariantProperties,
  variantValue,
  type VariantConfig,
} from '../src/shared/catalog/variant-ranking.ts';
import { savePartTexts } from '../src/web/components/save-part/save-part-texts.ts';
import { builderTexts } from '../src/web/features/builder/lib/builder-texts.ts';
import { detailTexts as t } from '../src/web/features/catalog/components/product-detail/detail-texts.ts';
import { logIn, signUp } from './support/accounts.ts';
import { seriousA11yViolations, withoutFirstAnswers } from './support/browser.ts';
import { useSite } from './support/site.ts';

// The product page: variant selects, prices, specifications, Add to Builder (into the sub-part the
// visitor came from), Buy, Save to Parts List and the error states (ADRs 027–029). The demo
// catalogue is read through the API, so the tests do not depend on its ids.

const site = useSite();
const base = () => site.server().baseUrl;

async function api<T>(path: string, token?: string): Promise<T> {
  const res = await fetch(`${base()}/api${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

async function groupsOf(subPart: string): Promise<CatalogGroup[]> {
  const list = await api<CatalogListResponse>(
    `/catalog/groups?pageSize=100&subPart=${encodeURIComponent(subPart)}`,
  );
  return list.items;
}

const detailOf = (id: string) =>
  api<CatalogGroupDetail>(`/catalog/groups/${encodeURIComponent(id)}`);

/** The first group of `subPart` whose detail satisfies `accept`. */
async function findDetail(
  subPart: string,
  accept: (detail: CatalogGroupDetail) => boolean,
): Promise<CatalogGroupDetail> {
  for (const group of await groupsOf(subPart)) {
    const detail = await detailOf(group._id);
    if (accept(detail)) return detail;
  }
  throw new Error(`no ${subPart} group fits the test`);
}

const pathOf = (group: CatalogGroup) => `/product/${group.mainCategory}/${group._id}`;
/** The price a shopper is shown first: the cheapest offer in stock and fresh, else the cheapest. */
const cheapest = (variant: CatalogVariant) => bestOffer(variant.vendor)!.price;

/** Unique merchants of a variant with their best offer's price, in stock first, then cheapest
 *  (ties by name). */
function expectedMerchants(variant: CatalogVariant): [string, string][] {
  const best = new Map<string, CatalogVariant['vendor'][number]>();
  for (const offer of variant.vendor) {
    const seen = best.get(offer.merchantName);
    best.set(offer.merchantName, seen && compareOffers(seen, offer) <= 0 ? seen : offer);
  }
  return [...best]
    .sort(([a, p], [b, q]) => compareOffers(p, q) || a.localeCompare(b))
    .map(([name, offer]) => [name, formatPrice(offer.price)]);
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true });
const addButton = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^(${t.addToBuilder}|${t.selectVariantFirst})$`) });
const totalButton = (page: Page) => page.getByRole('button', { name: /^Total/ });
const builderRow = (page: Page, product: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Remove ${product}`, exact: true }) });
const pricesTable = (page: Page, model: string) =>
  page.getByRole('table', { name: t.merchantPricesCaption(model) });

async function storedParts(page: Page): Promise<BuildPart[]> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('bw.build');
    return raw ? (JSON.parse(raw) as { buildParts: BuildPart[] }).buildParts : [];
  });
}

/** Opens a product page and waits for its heading. */
async function openProduct(page: Page, group: CatalogGroup, query = '') {
  await page.goto(`${pathOf(group)}${query}`);
  await heading(page, group.partName).waitFor();
}

/** Chooses `variant` through the cascading selects, in the primary order (values filled at once
 *  because they are the only one left are left as they are). */
async function chooseThroughSelects(page: Page, config: VariantConfig, variant: CatalogVariant) {
  for (const { name, displayName } of config.primary) {
    const select = page.getByLabel(displayName, { exact: true });
    const value = variantValue(variant, name)!;
    await expect.poll(() => select.isEnabled()).toBe(true);
    if ((await select.inputValue()) !== value) await select.selectOption(value);
  }
}

/** Picks `variant` with its row of the 'from' table (a single variant is selected at once). */
async function selectFromTable(page: Page, detail: CatalogGroupDetail, variant: CatalogVariant) {
  if (detail.variants.length > 1)
    await page.getByRole('button', { name: t.chooseVariant(variant.model), exact: true }).click();
  await expect.poll(() => addButton(page).textContent()).toBe(t.addToBuilder);
  await pricesTable(page, variant.model).waitFor();
}

describe('the product detail page', () => {
  it('chooses a variant through the cascading selects, shows its merchants, and adds it to the builder', async () => {
    // A barrel line with several variants and at least two properties to choose.
    const detail = await findDetail('Barrel', (d) => {
      return d.variants.length >= 4 && rankVariantProperties(d.variants).primary.length >= 2;
    });
    const { group, variants } = detail;
    const config = rankVariantProperties(variants);
    const target = variants[variants.length - 1]!; // not the first: the choice must matter
    const [first, second] = config.primary;

    await site.withPage(async (tab) => {
      const { page } = tab;
      await openProduct(page, group);
      // breadcrumb and header
      const crumbs = page.getByRole('navigation', { name: t.breadcrumb });
      expect((await crumbs.getByRole('listitem').allTextContents()).map((s) => s.trim())).toEqual([
        'Home',
        'Products',
        'AR15',
        'Barrels',
        group.partName,
      ]);
      await page.getByText(group.brand, { exact: true }).first().waitFor();

      // before a choice: 'Select Variant First' looks disabled and says why on a click
      const add = addButton(page);
      expect(await add.textContent()).toBe(t.selectVariantFirst);
      expect(await add.getAttribute('aria-disabled')).toBe('true');
      // (Playwright counts aria-disabled as disabled: the keyboard presses it as a visitor would)
      await add.focus();
      await page.keyboard.press('Enter');
      await toast(page, catalogMessages.selectVariantBeforeAdd).waitFor();
      expect(page.url()).toBe(`${base()}${pathOf(group)}`);

      // the later select waits for the earlier one
      const firstSelect = page.getByLabel(first!.displayName, { exact: true });
      const secondSelect = page.getByLabel(second!.displayName, { exact: true });
      expect(await secondSelect.isDisabled()).toBe(true);
      expect(await firstSelect.locator('option').first().textContent()).toBe(
        t.choose(first!.displayName),
      );
      // the 'from' table: one row per variant with its lowest price
      const fromTable = page.getByRole('table', { name: t.variantPricesCaption });
      await fromTable.waitFor(); // the tables render right after the page's top
      expect(await fromTable.locator('tbody tr').count()).toBe(variants.length);
      await fromTable
        .getByRole('row', { name: new RegExp(escapeRegExp(target.model)) })
        .getByText(formatPrice(cheapest(target)), { exact: true })
        .waitFor();

      await chooseThroughSelects(page, config, target);
      await page.getByText(`${t.selectedVariant}: ${target.model}`, { exact: true }).waitFor();
      expect(await add.textContent()).toBe(t.addToBuilder);
      expect(await add.getAttribute('aria-disabled')).toBeNull();

      // the Prices table: the variant's merchants, each once, cheapest first, with Buy links
      // (the seed's merchants are demo merchants, and each says so beside its name)
      const prices = pricesTable(page, target.model);
      const rows = prices.locator('tbody tr');
      await expect
        .poll(async () =>
          Promise.all(
            (await rows.all()).map(async (row) => [
              (await row.locator('th').textContent())!.trim(),
              (await row.locator('td').first().locator('span').first().textContent())!.trim(),
            ]),
          ),
        )
        .toEqual(expectedMerchants(target).map(([name, price]) => [`${name} Demo`, price]));
      const offer = target.vendor[0]!;
      const buy = prices.getByRole('link', { name: t.buyFrom(offer.merchantName) });
      expect(await buy.getAttribute('href')).toBe(offer.buyLink);
      expect(await buy.getAttribute('target')).toBe('_blank');
      expect(await buy.getAttribute('rel')).toBe('noopener noreferrer');

      // going back to 'Choose …' on the first select clears the selection again
      await firstSelect.selectOption('');
      await expect.poll(() => add.textContent()).toBe(t.selectVariantFirst);
      expect(await secondSelect.isDisabled()).toBe(true);
      await fromTable.waitFor();
      await chooseThroughSelects(page, config, target);

      await add.click();
      await page.waitForURL(`${base()}/builder`);
      await builderRow(page, target.model).waitFor();
      await expect
        .poll(() => totalButton(page).textContent())
        .toContain(formatPrice(cheapest(target)));
      const placed = productAt(await storedParts(page), 'Barrel');
      expect(placed?._id).toBe(target._id);
      expect(placed?.selectedVendorName).toBe(target.vendor[0]!.merchantName);
      expect(tab.errors).toEqual([]);
    });
  });

  it('adds a part whose cheapest offer is out of stock with the cheapest merchant in stock', async () => {
    // A bolt carrier group with a variant whose cheapest merchant is out of stock while another
    // has it (the demo data has several, as real merchants do).
    const cheapestSoldOut = (v: CatalogVariant) => {
      const lowest = Math.min(...v.vendor.map((o) => o.price));
      return v.vendor.some((o) => o.price === lowest && !o.inStock) && v.vendor.some(isBuyable);
    };
    const detail = await findDetail('Bolt Carrier Group', (d) => d.variants.some(cheapestSoldOut));
    const variant = detail.variants.find(cheapestSoldOut)!;
    const inStock = bestOffer(variant.vendor)!;
    const soldOut = [...variant.vendor].sort((a, b) => a.price - b.price)[0]!;
    expect(inStock.inStock).toBe(true);
    expect(soldOut.price).toBeLessThan(inStock.price);
    await site.withPage(async (tab) => {
      const { page } = tab;
      await openProduct(page, detail.group);
      await selectFromTable(page, detail, variant);
      // the page's price is the in-stock one, with when it was checked
      const headline = page
        .locator('main p')
        .filter({ hasText: formatPrice(inStock.price) })
        .first();
      await headline.waitFor();
      await page.locator('main [data-field="checked"]').first().waitFor();
      // the Prices table lists the merchant in stock first, the cheaper sold-out one after it
      const prices = pricesTable(page, variant.model);
      await prices.waitFor();
      const merchants = await prices
        .locator('tbody tr th, tbody tr td:first-child')
        .allTextContents();
      const names = merchants.map((m) => m.replace(/(Demo|Price not confirmed).*$/, '').trim());
      expect(names.indexOf(inStock.merchantName)).toBeLessThan(names.indexOf(soldOut.merchantName));

      await addButton(page).click();
      await page.waitForURL(`${base()}/builder`);
      const row = builderRow(page, variant.model);
      await row.getByText(formatPrice(inStock.price), { exact: true }).waitFor();
      await expect
        .poll(() => totalButton(page).textContent())
        .toContain(formatPrice(inStock.price));
      const placed = productAt(await storedParts(page), 'Bolt Carrier Group');
      expect(placed?.selectedVendorName).toBe(inStock.merchantName);

      // the merchant list tells stock and age; 'Only in stock' hides the sold-out merchant
      const merchant = row.getByRole('combobox');
      const labels = await merchant.locator('option').allTextContents();
      const soldOutLabel = labels.find((l) => l.startsWith(`${soldOut.merchantName} — `));
      expect(soldOutLabel).toContain(builderTexts.outOfStock);
      expect(labels[0]).toMatch(
        new RegExp(`^${inStock.merchantName} — .* · ${builderTexts.inStock} · .*checked`),
      );
      await page.getByRole('checkbox', { name: builderTexts.onlyInStock }).check();
      await expect
        .poll(() => merchant.locator('option').allTextContents())
        .not.toContain(soldOutLabel);
      expect(tab.errors).toEqual([]);
    });
  });

  it("shows an 'Any {property}' select only while more than one value is left", async () => {
    // The demo catalogue ranks every differing property primary; this group gets three more that
    // differ: material (45) and colour (30) join the primary ones; finish (30, after colour in the
    // catalogue's field order) is one too many for the 20–49 band, so it is secondary.
    const real = await findDetail('Barrel', (d) => d.variants.length >= 6);
    const variants = real.variants.map((v, i) => ({
      ...v,
      material: i % 2 ? '416R Stainless' : '4150 CMV Steel',
      finish: i % 2 ? 'Bead Blasted' : 'QPQ Nitride',
      color: [i % 2 ? 'Silver' : 'Black'],
    }));
    const config = rankVariantProperties(variants);
    expect(config.secondary).toEqual(['finish']);
    const target = variants[0]!;
    await site.withPage(async (tab) => {
      const { page } = tab;
      await withoutFirstAnswers(page);
      await page.route(`**/api/catalog/groups/${real.group._id}`, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ group: real.group, variants }),
        }),
      );
      await openProduct(page, real.group);
      const finish = page.getByLabel('Finish', { exact: true });
      expect(await finish.locator('option').allTextContents()).toEqual([
        t.any('Finish'),
        'QPQ Nitride',
        'Bead Blasted',
      ]);
      expect(await finish.isEnabled()).toBe(true);
      // once the primary choices leave one variant, there is nothing left to narrow
      await chooseThroughSelects(page, config, target);
      await page.getByText(`${t.selectedVariant}: ${target.model}`, { exact: true }).waitFor();
      expect(await finish.count()).toBe(0);
      expect(tab.errors).toEqual([]);
    });
  });

  it('saves a part to the parts list: login toast, success, Saved ✓ after a reload, duplicate', async () => {
    const detail = await findDetail('Charging Handle', (d) => d.variants.length === 1);
    const { group } = detail;
    const variant = detail.variants[0]!;
    const account = await signUp(base(), 'saver', { fullName: 'Part Saver' });
    const saveButton = (page: Page) =>
      page.getByRole('button', { name: /^(Save to Parts List|Saved ✓|Saving\.\.\.)$/ });

    await site.withPage(async (visitor) => {
      // a visitor is asked to log in
      await openProduct(visitor.page, group);
      await saveButton(visitor.page).click();
      await toast(visitor.page, savePartTexts.product.login).waitFor();
      expect(visitor.errors).toEqual([]);
    });

    await site.withPage(async (other) => {
      // a second tab, opened before the save, still thinks the part is not saved
      await logIn(other.page, account, pathOf(group));
      await heading(other.page, group.partName).waitFor();
      await other.page.waitForLoadState('networkidle');
      expect(await saveButton(other.page).textContent()).toBe(savePartTexts.button);

      await site.withPage(async (tab) => {
        const { page } = tab;
        await logIn(page, account, pathOf(group));
        await heading(page, group.partName).waitFor();
        const button = saveButton(page);
        expect(await button.textContent()).toBe(savePartTexts.button);
        await button.click();
        await toast(page, savePartTexts.product.success).waitFor();
        await expect.poll(() => button.textContent()).toBe(savePartTexts.saved);
        expect(await button.isDisabled()).toBe(true);
        const user = await api<{ savedPartList: { details: { product: { _id: string } } }[] }>(
          `/users/${account.user._id}`,
          account.token,
        );
        expect(user.savedPartList.map((p) => p.details.product._id)).toEqual([variant._id]);

        await page.reload();
        await heading(page, group.partName).waitFor();
        await expect.poll(() => button.textContent()).toBe(savePartTexts.saved);
        expect(await button.isDisabled()).toBe(true);
        expect(tab.errors).toEqual([]);
      });

      // the older tab: the server refuses the duplicate; the button turns into 'Saved ✓'
      await saveButton(other.page).click();
      await toast(other.page, savePartTexts.product.duplicate).waitFor();
      await expect.poll(() => saveButton(other.page).textContent()).toBe(savePartTexts.saved);
      expect(await saveButton(other.page).isDisabled()).toBe(true);
      // the 409 is the expected answer here
      expect(other.errors.filter((e) => !e.includes('status of 409'))).toEqual([]);
    });

    // a fresh session (its stored user has no saved parts) learns the saved state from the server
    await site.withPage(async (fresh) => {
      await logIn(fresh.page, account, pathOf(group));
      await heading(fresh.page, group.partName).waitFor();
      await expect.poll(() => saveButton(fresh.page).textContent()).toBe(savePartTexts.saved);
    });
  });

  it('warns before a part a complete upper already includes; Cancel keeps the build, Add replaces', async () => {
    const upperDetail = await findDetail('Complete Upper Receiver', (d) =>
      d.variants.some((v) => v.includedParts.includes('Barrel')),
    );
    const upper = upperDetail.variants.find((v) => v.includedParts.includes('Barrel'))!;
    const barrelDetail = await findDetail('Barrel', (d) => d.variants.length > 0);
    const barrel = barrelDetail.variants[0]!;

    await site.withPage(async (tab) => {
      const { page } = tab;
      // the upper, chosen from the 'from' table (a row selects its variant)
      await openProduct(page, upperDetail.group);
      await selectFromTable(page, upperDetail, upper);
      await addButton(page).click();
      await page.waitForURL(`${base()}/builder`);
      await builderRow(page, upper.model).waitFor();
      await expect
        .poll(() => totalButton(page).textContent())
        .toContain(formatPrice(cheapest(upper)));
      const before = await storedParts(page);
      expect(productAt(before, 'Barrel')?.includedWith).toBe(upper.model);

      await openProduct(page, barrelDetail.group);
      await selectFromTable(page, barrelDetail, barrel);
      await addButton(page).click();
      // The title is the redundancy warning's, or 'Potential Conflicts Detected' when the new
      // barrel also conflicts with what the upper includes (included entries carry the
      // upper's compatibility keys, e.g. its muzzle device's thread).
      const dialog = page.getByRole('dialog', {
        name: /^Potential (Redundancy Warning|Conflicts Detected)$/,
      });
      await dialog.getByText(`Already included in ${upper.model}`).waitFor();
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(page.url()).toBe(`${base()}${pathOf(barrelDetail.group)}`);
      expect(await storedParts(page)).toEqual(before);

      await addButton(page).click();
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
      await page.waitForURL(`${base()}/builder`);
      await builderRow(page, barrel.model).waitFor();
      const after = await storedParts(page);
      expect(productAt(after, 'Barrel')?._id).toBe(barrel._id);
      expect(productAt(after, 'Complete Upper Receiver')?._id).toBe(upper._id);
      await expect
        .poll(() => totalButton(page).textContent())
        .toContain(formatPrice(cheapest(upper) + cheapest(barrel)));
      expect(tab.errors).toEqual([]);
    });
  });

  it('puts the product into the sub-part named by ?subPart=', async () => {
    // A gas block goes to 'Gas Block' by itself; the visitor came from the 'Gas System' row.
    const detail = await findDetail('Gas Block', (d) => d.variants.length > 0);
    const variant = detail.variants[0]!;
    await site.withPage(async (tab) => {
      const { page } = tab;
      await openProduct(page, detail.group, '?subPart=Gas%20System');
      await selectFromTable(page, detail, variant);
      await addButton(page).click();
      await page.waitForURL(`${base()}/builder`);
      await builderRow(page, variant.model).waitFor();
      const parts = await storedParts(page);
      expect(productAt(parts, 'Gas System')?._id).toBe(variant._id);
      expect(productAt(parts, 'Gas Block')).toBeNull();
      await page
        .getByRole('button', { name: builderTexts.addLabel('Gas Block'), exact: true })
        .waitFor();
      expect(tab.errors).toEqual([]);
    });
  });

  it('collapses a long description, leaves empty specifications out, and passes axe', async () => {
    let detail: CatalogGroupDetail | undefined;
    for (const subPart of ['Complete Upper Receiver', 'Upper Receiver Assembly', 'Barrel']) {
      try {
        detail = await findDetail(subPart, (d) => d.group.description.trim().length > 250);
        break;
      } catch {
        // try the next sub-part
      }
    }
    if (!detail) throw new Error('the demo catalogue has no description over 250 characters');
    const { group, variants } = detail;
    const config = rankVariantProperties(variants);
    const variant = variants[0]!;
    const tail = group.description.trim().slice(-20);

    await site.withPage(async (tab) => {
      const { page } = tab;
      await openProduct(page, group);
      const more = page.getByRole('button', { name: t.showMore });
      expect(await more.getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByText(tail).count()).toBe(0);
      await more.click();
      await page.getByText(tail).waitFor();
      const less = page.getByRole('button', { name: t.showLess });
      expect(await less.getAttribute('aria-expanded')).toBe('true');
      await less.click();
      await more.waitFor();
      expect(await page.getByText(tail).count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await chooseThroughSelects(page, config, variant);
      const specs = page.getByRole('table', { name: `${t.specifications}: ${variant.model}` });
      const cell = (field: string) =>
        specs
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader', { name: fieldLabel(field), exact: true }) })
          .locator('td');
      await specs.waitFor();
      const empty = SPEC_TABLE_FIELDS.find(
        (f) => (variant as Record<string, unknown>)[f] === undefined,
      )!;
      expect(await cell(empty).count()).toBe(0);
      expect(await cell('inStock').count()).toBe(0);
      if (variant.caliber) expect(await cell('caliber').textContent()).toBe(variant.caliber);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(tab.errors).toEqual([]);
    });
  });

  it('fits a 375 px phone without sideways scrolling', async () => {
    const detail = await findDetail('Handguard', (d) => d.variants.length >= 4);
    const config = rankVariantProperties(detail.variants);
    const variant = detail.variants[1]!;
    await site.withPage(
      async (tab) => {
        const { page } = tab;
        await openProduct(page, detail.group);
        const width = () => page.evaluate(() => document.documentElement.scrollWidth);
        expect(await width()).toBeLessThanOrEqual(375);
        await chooseThroughSelects(page, config, variant);
        await pricesTable(page, variant.model).waitFor();
        expect(await width()).toBeLessThanOrEqual(375);
        expect(await seriousA11yViolations(page)).toEqual([]);
        expect(tab.errors).toEqual([]);
      },
      { width: 375, height: 812 },
    );
  });

  it('asks for a variant before saving, and says so when the save fails', async () => {
    const detail = await findDetail('Handguard', (d) => d.variants.length >= 2);
    const variant = detail.variants[0]!;
    const account = await signUp(base(), 'unlucky', { fullName: 'Unlucky Saver' });
    await site.withPage(async (tab) => {
      const { page } = tab;
      await logIn(page, account, pathOf(detail.group));
      await heading(page, detail.group.partName).waitFor();
      const save = page.getByRole('button', { name: savePartTexts.button, exact: true });
      await save.click();
      await toast(page, t.selectVariantToSave).waitFor();

      await page.route('**/api/users/*/saved-parts', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'x' }),
        }),
      );
      await selectFromTable(page, detail, variant);
      await save.click();
      await toast(page, savePartTexts.product.failed).waitFor();
      expect(await save.isEnabled()).toBe(true);
      const user = await api<{ savedPartList: unknown[] }>(
        `/users/${account.user._id}`,
        account.token,
      );
      expect(user.savedPartList).toEqual([]);
    });
  });

  it('shows the empty state for a product without variants', async () => {
    const detail = await findDetail('Grip', (d) => d.variants.length > 0);
    await site.withPage(async (tab) => {
      const { page } = tab;
      await withoutFirstAnswers(page);
      // The demo catalogue has no such group: the answer is rewritten on its way to the page.
      await page.route(`**/api/catalog/groups/${detail.group._id}`, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({ group: { ...detail.group, variantCount: 0 }, variants: [] }),
        }),
      );
      await openProduct(page, detail.group);
      await page.getByText(t.noVariants).waitFor();
      expect(await addButton(page).count()).toBe(0);
      expect(await page.getByRole('table').count()).toBe(0);
      expect(tab.errors).toEqual([]);
    });
  });

  it("says 'Product not found' for an unknown product, with a way back", async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/product/barrels/no-such-product');
      await heading(page, t.notFound).waitFor();
      await page.getByRole('link', { name: t.backToProducts }).click();
      await page.waitForURL(`${base()}/products/AR`);
      expect(tab.errors.filter((e) => !e.includes('status of 404'))).toEqual([]);
    });
  });

  it("toasts 'Failed to load product data' when the request fails, and Try again recovers", async () => {
    const [group] = await groupsOf('Grip');
    await site.withPage(async (tab) => {
      const { page } = tab;
      await withoutFirstAnswers(page);
      let failing = true;
      await page.route(`**/api/catalog/groups/${group!._id}`, (route) =>
        failing ? route.abort('connectionrefused') : route.continue(),
      );
      await page.goto(pathOf(group!));
      await toast(page, catalogMessages.loadProductFailed).waitFor({ timeout: 15_000 });
      await heading(page, t.loadFailed).waitFor();
      failing = false;
      await page.getByRole('button', { name: t.tryAgain }).click();
      await heading(page, group!.partName).waitFor();
    });
  });

  it("toasts 'Missing required URL parameters' for an address without them", async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      const response = await page.goto('/product/%20/%20');
      // The server answers an address that names no product with 404 (the browser logs it).
      expect(response?.status()).toBe(404);
      await toast(page, catalogMessages.missingParams).waitFor();
      await heading(page, t.notFound).waitFor();
      expect(tab.errors).toEqual([
        'Failed to load resource: the server responded with a status of 404 (Not Found)',
      ]);
    });
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { productAt } from '../src/shared/build/build.ts';
import type { BuildPart } from '../src/shared/build/schema.ts';
import { catalogMessages } from '../src/shared/catalog/messages.ts';
import type { CatalogGroupDetail, CatalogListResponse } from '../src/shared/catalog/schema.ts';
import { detailTexts } from '../src/web/features/catalog/components/product-detail/detail-texts.ts';
import {
  listTexts,
  SORT_LABELS,
} from '../src/web/features/catalog/components/product-list/list-texts.ts';
import { seriousA11yViolations, withoutFirstAnswers } from './support/browser.ts';
import { useSite } from './support/site.ts';

// The product list: working sorts and filters kept in the URL, the builder's sub-part trip, the
// pistol and shotgun empty states, and the drawers on phones (ADRs 024, 025, 068). The site runs
// with the demo catalogue (ADR 021); expected lists come from the API the page itself uses.

const site = useSite();
const MOBILE = { width: 375, height: 812 };

/** GET /api/catalog/groups on the AR-15 platform, as the page asks for it. */
async function api(query: string): Promise<CatalogListResponse> {
  const res = await fetch(`${site.server().baseUrl}/api/catalog/groups?platform=AR15&${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as CatalogListResponse;
}

interface Card {
  name: string;
  href: string;
  meta: string;
  price: number | undefined;
  /** The price is shown as a 'from' price (only while in stock). */
  from: boolean;
  outOfStock: boolean;
}

/** The cards on screen once the list has settled (no request in flight). */
async function cards(page: Page): Promise<Card[]> {
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
  return page.locator('main article').evaluateAll((articles) =>
    articles.map((a) => {
      const text = a.textContent ?? '';
      const price = /\$([\d,]+\.\d\d)/.exec(text)?.[1];
      return {
        name: a.querySelector('img')?.getAttribute('alt') ?? '',
        href: a.querySelector('a')?.getAttribute('href') ?? '',
        meta: a.querySelector('h3 + p')?.textContent ?? '',
        price: price === undefined ? undefined : Number(price.replace(/,/g, '')),
        from: /from \$/i.test(text),
        outOfStock: text.includes('Out of stock'),
      };
    }),
  );
}

/** Waits until the cards are exactly `expected`'s items, in order (the list has settled). */
async function cardsOf(page: Page, expected: CatalogListResponse): Promise<Card[]> {
  await expect.poll(async () => (await cards(page)).map((c) => c.name)).toEqual(names(expected));
  return cards(page);
}

/** Whether the element's centre is in the viewport and not under the fixed header. */
function onScreenBelowHeader(el: Element): boolean {
  const r = el.getBoundingClientRect();
  const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  return hit !== null && (el === hit || el.contains(hit));
}

const heading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
const countShown = (page: Page, total: number) =>
  page.getByText(listTexts.count(total), { exact: true }).first().waitFor();
const search = (page: Page) => new URL(page.url()).searchParams;
const names = (list: CatalogListResponse) => list.items.map((i) => i.partName);

describe('the product list on a wide screen', () => {
  it('filters by category into the URL, and Back restores the whole list', async () => {
    const all = await api('');
    const barrels = await api('category=Barrels');
    expect(barrels.total).toBeGreaterThan(0);
    expect(barrels.total).toBeLessThan(all.total);
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/products/AR');
      await heading(page, catalogMessages.allProducts);
      await countShown(page, all.total);
      expect(await page.title()).toMatch(/^All Products \|/);
      // Home > Products > AR15 > label
      const crumbs = page.getByRole('navigation', { name: listTexts.breadcrumb });
      expect(await crumbs.getByRole('listitem').allTextContents()).toEqual([
        'Home',
        'Products',
        'AR15',
        'All Products',
      ]);
      await cardsOf(page, all);

      await page
        .getByRole('group', { name: listTexts.category })
        .getByRole('checkbox', { name: 'Barrels', exact: true })
        .check();
      await heading(page, 'Barrels');
      expect(search(page).getAll('category')).toEqual(['Barrels']);
      await countShown(page, barrels.total);
      for (const card of await cardsOf(page, barrels))
        expect(card.href).toMatch(/^\/product\/barrels\/[^?]+$/);
      await expect.poll(() => page.title()).toMatch(/^Barrels \|/);

      // a second category: the label counts them
      await page.getByRole('checkbox', { name: 'Grips', exact: true }).check();
      await heading(page, '2 Categories');

      await page.goBack();
      await heading(page, 'Barrels');
      await page.goBack();
      await heading(page, catalogMessages.allProducts);
      await cardsOf(page, all);
      expect(search(page).has('category')).toBe(false);
      expect(await page.getByRole('checkbox', { name: 'Barrels', exact: true }).isChecked()).toBe(
        false,
      );
      expect(tab.errors).toEqual([]);
    });
  });

  it('sorts by price both ways and by name', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/products/AR');
      await heading(page, catalogMessages.allProducts);
      await cardsOf(page, await api(''));
      const select = page.getByLabel(listTexts.sortBy);
      expect(await select.inputValue()).toBe('popularity');

      await select.selectOption({ label: SORT_LABELS.price });
      await expect.poll(() => search(page).get('sort')).toBe('price');
      const up = (await cardsOf(page, await api('sort=price'))).map((c) => c.price);
      expect(up.every((p) => p !== undefined)).toBe(true);
      expect(up).toEqual([...up].sort((a, b) => a! - b!));
      expect(up[0]).toBeLessThan(up[up.length - 1]!);
      // 'From' only for a price in stock; one nobody can buy now is shown, marked out of stock
      for (const card of await cards(page)) expect(card.from, card.name).toBe(!card.outOfStock);

      await select.selectOption({ label: SORT_LABELS['-price'] });
      await expect.poll(() => search(page).get('sort')).toBe('-price');
      const down = (await cardsOf(page, await api('sort=-price'))).map((c) => c.price);
      expect(down).toEqual([...down].sort((a, b) => b! - a!));
      expect(down[down.length - 1]).toBeGreaterThan(up[up.length - 1]!);

      await select.selectOption({ label: SORT_LABELS.name });
      await expect.poll(() => search(page).get('sort')).toBe('name');
      const byName = (await cardsOf(page, await api('sort=name'))).map((c) => c.name.toLowerCase());
      expect(byName).toEqual([...byName].sort());

      // The Compatibility sort needs a build: with an empty one it is listed, disabled (ADR 065)
      const compatibility = select.locator('option', { hasText: 'Compatibility' });
      expect(await compatibility.isDisabled()).toBe(true);
      expect(tab.errors).toEqual([]);
    });
  });

  it('pages through 20 at a time, in the URL, and a filter change goes back to page 1', async () => {
    const page1 = await api('');
    const page2 = await api('page=2');
    const last = Math.ceil(page1.total / 20);
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/products/AR');
      expect(await cardsOf(page, page1)).toHaveLength(20);
      const pager = page.getByRole('navigation', { name: 'Pagination' });
      await pager.getByRole('link', { name: `Page ${last}`, exact: true }).waitFor();

      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await pager.getByRole('link', { name: 'Page 2', exact: true }).click();
      await expect.poll(() => search(page).get('page')).toBe('2');
      await cardsOf(page, page2);
      expect(await pager.locator('[aria-current="page"]').textContent()).toContain('2');
      // the new page starts at the top of the list, not at the footer
      const toolbarTop = await page
        .getByText(listTexts.count(page1.total), { exact: true })
        .evaluate((el) => el.getBoundingClientRect().top);
      expect(toolbarTop).toBeGreaterThanOrEqual(0);
      expect(toolbarTop).toBeLessThan(400);

      await pager.getByRole('link', { name: 'Next page' }).click();
      await expect.poll(() => search(page).get('page')).toBe('3');
      await page.goBack();
      await expect.poll(() => search(page).get('page')).toBe('2');

      await page.getByRole('checkbox', { name: 'Stocks', exact: true }).check();
      await heading(page, 'Stocks');
      expect(search(page).has('page')).toBe(false);
      await cardsOf(page, await api('category=Stocks'));
      expect(tab.errors).toEqual([]);
    });
  });

  it("from an empty builder row: lists that sub-part's parts, and the detail page's Add fills the row", async () => {
    const barrels = await api('subPart=Barrel');
    await site.withPage(async (tab) => {
      const { page } = tab;
      // from the Builder's empty Barrel row
      await page.goto('/builder');
      await page.getByRole('button', { name: 'Add Barrel', exact: true }).click();
      await page.waitForURL(/\/products\/AR\?subPart=Barrel$/);
      await heading(page, 'Barrel');
      await countShown(page, barrels.total);
      for (const card of await cardsOf(page, barrels))
        expect(card.href).toMatch(/^\/product\/barrels\/.+\?subPart=Barrel$/);

      // the sub-part is a removable filter
      await page.getByRole('button', { name: listTexts.removeFilter('Sub-part: Barrel') }).click();
      await heading(page, catalogMessages.allProducts);
      expect(search(page).has('subPart')).toBe(false);
      for (const card of await cardsOf(page, await api('')))
        expect(card.href).not.toContain('subPart');

      await page.goBack();
      await heading(page, 'Barrel');
      const first = (await cardsOf(page, barrels))[0]!;
      await page.getByRole('link', { name: listTexts.addLabel(first.name), exact: true }).click();
      await page.waitForURL((url) => `${url.pathname}${url.search}` === first.href);

      // …and the detail page's Add puts the product into that row (the whole trip)
      const groupId = barrels.items[0]!._id;
      const detail = (await (
        await fetch(`${site.server().baseUrl}/api/catalog/groups/${groupId}`)
      ).json()) as CatalogGroupDetail;
      const variant = detail.variants[0]!;
      await page.getByRole('heading', { level: 1, name: detail.group.partName }).waitFor();
      if (detail.variants.length > 1)
        await page
          .getByRole('button', { name: detailTexts.chooseVariant(variant.model), exact: true })
          .click();
      await page.getByRole('button', { name: detailTexts.addToBuilder, exact: true }).click();
      await page.waitForURL(/\/builder$/);
      await page.getByRole('button', { name: `Remove ${variant.model}`, exact: true }).waitFor();
      const parts = await page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('bw.build') ?? '{}') as { buildParts: BuildPart[] })
            .buildParts,
      );
      expect(productAt(parts, 'Barrel')?._id).toBe(variant._id);
      expect(tab.errors).toEqual([]);
    });
  });

  it('opens and closes filter groups; Category and Caliber start open', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/products/AR');
      await heading(page, catalogMessages.allProducts);
      const toggle = (name: string) => page.getByRole('button', { name, exact: true });
      const body = async (name: string) =>
        page.locator(`[id="${await toggle(name).getAttribute('aria-controls')}"]`);
      for (const [name, open] of [
        ['Category', 'true'],
        ['Caliber', 'true'],
        ['Brand', 'false'],
        ['Price Range', 'false'],
        ['Material', 'false'],
        ['Availability', 'false'],
      ] as const)
        expect(await toggle(name).getAttribute('aria-expanded'), name).toBe(open);

      await page.getByRole('checkbox', { name: '5.56 NATO', exact: true }).waitFor();
      await toggle('Caliber').click();
      expect(await toggle('Caliber').getAttribute('aria-expanded')).toBe('false');
      expect(await page.getByRole('checkbox', { name: '5.56 NATO', exact: true }).isVisible()).toBe(
        false,
      );
      await toggle('Material').press('Enter');
      expect(await toggle('Material').getAttribute('aria-expanded')).toBe('true');
      await (await body('Material')).getByText(listTexts.underConstruction).waitFor();
      expect(tab.errors).toEqual([]);
    });
  });

  it('filters by brand and by price range', async () => {
    const faxon = await api('category=Barrels&brand=Faxon%20Firearms');
    const ranged = await api('category=Barrels&priceMin=150&priceMax=250');
    const barrels = await api('category=Barrels');
    expect(faxon.total).toBeGreaterThan(0);
    expect(ranged.total).toBeGreaterThan(0);
    expect(ranged.total).toBeLessThan(barrels.total);
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/products/AR?category=Barrels');
      await heading(page, 'Barrels');

      await page.getByRole('button', { name: 'Brand', exact: true }).click();
      await page.getByRole('searchbox', { name: listTexts.brandSearch }).fill('faxon');
      const brands = page.getByRole('group', { name: listTexts.brand });
      expect(await brands.getByRole('checkbox').count()).toBe(1);
      await brands.getByRole('checkbox', { name: 'Faxon Firearms', exact: true }).check();
      await expect.poll(() => search(page).getAll('brand')).toEqual(['Faxon Firearms']);
      await countShown(page, faxon.total);
      for (const card of await cardsOf(page, faxon)) expect(card.meta).toContain('Faxon Firearms');
      await page.getByRole('button', { name: listTexts.removeFilter('Faxon Firearms') }).click();
      await cardsOf(page, barrels);
      expect(search(page).has('brand')).toBe(false);

      await page.getByRole('button', { name: 'Price Range', exact: true }).click();
      await page.getByLabel(listTexts.priceMin).fill('150');
      await page.getByLabel(listTexts.priceMax).fill('250');
      await page.getByLabel(listTexts.priceMax).press('Enter');
      await expect.poll(() => search(page).get('priceMax')).toBe('250');
      expect(search(page).get('priceMin')).toBe('150');
      await countShown(page, ranged.total);
      for (const card of await cardsOf(page, ranged)) {
        expect(card.price).toBeGreaterThanOrEqual(150);
        expect(card.price).toBeLessThanOrEqual(250);
      }
      // a minimum above the maximum is refused where it was typed, never sent
      await page.getByLabel(listTexts.priceMin).fill('300');
      await page.getByLabel(listTexts.priceMin).press('Enter');
      await page.getByText(listTexts.priceOrder).waitFor();
      expect(search(page).get('priceMin')).toBe('150');
      // leaving the form applies a valid range
      await page.getByLabel(listTexts.priceMin).fill('');
      await page.getByLabel(listTexts.priceMax).fill('100');
      await page.getByRole('button', { name: 'Brand', exact: true }).focus();
      await expect.poll(() => search(page).get('priceMax')).toBe('100');
      expect(search(page).has('priceMin')).toBe(false);
      for (const card of await cardsOf(page, await api('category=Barrels&priceMax=100')))
        expect(card.price).toBeLessThanOrEqual(100);

      await page.getByRole('button', { name: listTexts.clearAll, exact: true }).click();
      await heading(page, catalogMessages.allProducts);
      expect([...search(page).keys()]).toEqual([]);
      expect(await page.getByLabel(listTexts.priceMax).inputValue()).toBe('');
      expect(tab.errors).toEqual([]);
    });
  });

  it('shows only products in stock when asked', async () => {
    const all = await api('');
    const stocked = await api('inStock=true');
    expect(all.items.some((i) => !i.inStock)).toBe(true);
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/products/AR');
      expect((await cardsOf(page, all)).some((c) => c.outOfStock)).toBe(true);
      await page.getByRole('button', { name: 'Availability', exact: true }).click();
      await page.getByRole('checkbox', { name: listTexts.inStockOnly }).check();
      await expect.poll(() => search(page).get('inStock')).toBe('true');
      await countShown(page, stocked.total);
      for (const card of await cardsOf(page, stocked)) expect(card.outOfStock).toBe(false);
    });
  });

  it('shows the empty state, and Clear all filters brings the list back', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/products/AR?category=Tools&caliber=50-beowulf');
      await page.getByText(catalogMessages.noProducts('Tools'), { exact: true }).waitFor();
      expect(await page.locator('main article').count()).toBe(0);
      await page.getByRole('button', { name: listTexts.clearFilters }).click();
      await heading(page, catalogMessages.allProducts);
      await cardsOf(page, await api(''));

      // no pistol catalogue yet: its empty state
      await page.goto('/products/pistol');
      await page.getByText(catalogMessages.noProducts('Pistol'), { exact: true }).waitFor();
    });
  });

  it('survives a URL full of nonsense and shows the whole list', async () => {
    const all = await api('');
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto(
        '/products/AR?page=abc&sort=cheapest&category=Spaceships&caliber=laser&priceMin=-3&inStock=perhaps',
      );
      await heading(page, catalogMessages.allProducts);
      await countShown(page, all.total);
      await cardsOf(page, all);
      // a page past the end shows the last page
      const last = Math.ceil(all.total / 20);
      await page.goto('/products/AR?page=500');
      await expect.poll(() => search(page).get('page')).toBe(String(last));
      await cardsOf(page, await api(`page=${last}`));
      expect(tab.errors).toEqual([]);
    });
  });

  it('shows a loading skeleton, then an error with Try again; a refused filter offers Clear all filters', async () => {
    const isList = (url: URL) => url.pathname === '/api/catalog/groups';
    await site.withPage(async (tab) => {
      const { page } = tab;
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let failures = 0;
      await withoutFirstAnswers(page);
      await page.route(isList, async (route) => {
        await held;
        // the first answer and the query's one automatic retry fail
        if (failures < 2) {
          failures += 1;
          await route.fulfill({ status: 503, json: { statusCode: 503, error: 'x', message: 'x' } });
        } else await route.continue();
      });
      await page.goto('/products/AR');
      await page.getByText(listTexts.loading).waitFor({ state: 'attached' });
      expect(await page.locator('main [aria-busy="true"]').count()).toBe(1);
      release();
      await page.getByText(listTexts.failed).waitFor();
      await page.getByRole('button', { name: listTexts.retry }).click();
      await cardsOf(page, await api(''));
      await page.unroute(isList);

      await page.route(isList, (route) =>
        new URL(route.request().url()).searchParams.has('brand')
          ? route.fulfill({
              status: 400,
              json: { statusCode: 400, error: 'Bad Request', message: 'brand: too odd' },
            })
          : route.continue(),
      );
      await page.goto('/products/AR?brand=Odd');
      await page.getByText(listTexts.invalidFilters).waitFor();
      await page.getByText('brand: too odd').waitFor();
      await page.getByRole('button', { name: listTexts.clearFilters }).click();
      await heading(page, catalogMessages.allProducts);
      await cardsOf(page, await api(''));
    });
  });

  it("jumps from the top of the filters to the sort with 'Skip to results'", async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/products/AR');
      await heading(page, catalogMessages.allProducts);
      const skip = page.getByRole('link', { name: listTexts.skipToResults });
      const shown = () =>
        skip.evaluate((el) => {
          const r = el.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return hit !== null && el.contains(hit);
        });
      expect(await shown()).toBe(false); // hidden until focused
      // the breadcrumb's last link (Home > Products > AR15) is the last stop before the filters
      await page
        .getByRole('navigation', { name: listTexts.breadcrumb })
        .getByRole('link')
        .last()
        .focus();
      await page.keyboard.press('Tab');
      expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await shown()).toBe(true);
      // Tab from the link goes into the filters; Enter on it goes to the sort
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('aside') !== null)).toBe(
        true,
      );
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Enter');
      const sort = page.getByLabel(listTexts.sortBy);
      await expect.poll(() => sort.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await sort.evaluate(onScreenBelowHeader)).toBe(true);
      expect(new URL(page.url()).hash).toBe('');
      // the next Tab reaches the first card
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('article') !== null)).toBe(
        true,
      );
      expect(tab.errors).toEqual([]);
    });
  });

  it('has no serious accessibility violation', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/products/AR?subPart=Barrel&brand=Faxon%20Firearms');
      await heading(page, 'Barrel');
      await cards(page);
      // a group with a filter in force starts open
      await page.getByRole('checkbox', { name: 'Faxon Firearms', exact: true }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  });
});

describe('the product list on a phone (375 × 812)', () => {
  it('filters in a drawer that opens 173 px down, locks scroll and closes on Escape', async () => {
    const all = await api('');
    const barrels = await api('category=Barrels');
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/products/AR');
      await heading(page, catalogMessages.allProducts);
      await cardsOf(page, all);
      // no sidebar and no sideways scroll; windows of 5 page numbers
      expect(await page.getByRole('heading', { name: listTexts.filters }).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      const pager = page.getByRole('navigation', { name: 'Pagination' });
      expect(await pager.getByRole('link', { name: /^Page \d+$/ }).count()).toBe(4);

      const opener = page.getByRole('button', { name: listTexts.filterButton, exact: true });
      await opener.click();
      const drawer = page.getByRole('dialog', { name: listTexts.filterDrawer });
      await drawer.waitFor();
      // 173 px from the top
      expect((await drawer.boundingBox())!.y).toBeCloseTo(173, 0);
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
      // focus is inside and Tab keeps it there
      for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+Tab');
      expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);

      await drawer.getByRole('checkbox', { name: 'Barrels', exact: true }).check();
      await expect.poll(() => search(page).getAll('category')).toEqual(['Barrels']);
      await drawer.getByRole('button', { name: listTexts.showResults(barrels.total) }).waitFor();
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
      expect(await opener.evaluate((b) => b === document.activeElement)).toBe(true);
      await heading(page, 'Barrels');
      await cardsOf(page, barrels);

      // a click on the backdrop closes it too
      await opener.click();
      await drawer.waitFor();
      await page.mouse.click(200, 100);
      await drawer.waitFor({ state: 'detached' });

      await opener.click();
      await drawer.getByRole('button', { name: listTexts.clearAll, exact: true }).click();
      await drawer.getByRole('button', { name: listTexts.showResults(all.total) }).click();
      await drawer.waitFor({ state: 'detached' });
      await heading(page, catalogMessages.allProducts);
      expect(tab.errors).toEqual([]);
    }, MOBILE);
  });

  it('sorts in a 375 px drawer that closes 150 ms after a choice', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/products/AR?category=Barrels');
      await heading(page, 'Barrels');
      await cards(page);
      await page.getByRole('button', { name: listTexts.sortButton, exact: true }).click();
      const drawer = page.getByRole('dialog', { name: listTexts.sortDrawer });
      await drawer.waitFor();
      // 375 px high
      expect((await drawer.boundingBox())!.height).toBeCloseTo(375, 0);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // time the close in the page: from the choice to the dialog leaving the DOM
      await page.evaluate(() => {
        const w = window as unknown as { chosenAt?: number; closedAt?: number };
        document.addEventListener(
          'click',
          (e) => {
            if ((e.target as Element).matches('input[type="radio"]'))
              w.chosenAt ??= performance.now();
          },
          true,
        );
        new MutationObserver(() => {
          if (!document.querySelector('[role="dialog"]') && w.closedAt === undefined)
            w.closedAt = performance.now();
        }).observe(document.body, { childList: true, subtree: true });
      });
      // click, not check: the drawer may close before check() could read the radio back.
      await drawer.getByRole('radio', { name: SORT_LABELS.price }).click();
      await drawer.waitFor({ state: 'detached' });
      const { chosenAt, closedAt } = await page.evaluate(() => {
        const w = window as unknown as { chosenAt?: number; closedAt?: number };
        return { chosenAt: w.chosenAt, closedAt: w.closedAt };
      });
      const delay = closedAt! - chosenAt!;
      // 150 ms (a few ms of timer slack either way)
      expect(delay, `chosen at ${chosenAt}, closed at ${closedAt}`).toBeGreaterThanOrEqual(145);
      expect(delay).toBeLessThan(1000);
      expect(search(page).get('sort')).toBe('price');
      const sorted = await cardsOf(page, await api('category=Barrels&sort=price'));
      const prices = sorted.map((c) => c.price!);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(tab.errors).toEqual([]);
    }, MOBILE);
  });
});

import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { productAt } from '../src/shared/build/build.ts';
import type { BuildPart } from '../src/shared/build/schema.ts';
import { formatPrice } from '../src/shared/build/totals.ts';
import { ammoMessages } from '../src/shared/ammo/messages.ts';
import type { AmmoDetail, AmmoListResponse } from '../src/shared/ammo/schema.ts';
import { savePartTexts } from '../src/web/components/save-part/save-part-texts.ts';
import { formatPerRound } from '../src/web/features/ammo/lib/per-round.ts';
import { ammoTexts } from '../src/web/features/ammo/lib/ammo-texts.ts';
import { caliberOptions } from '../src/web/features/ammo/lib/caliber-options.ts';
import { signUp, logIn } from './support/accounts.ts';
import { seriousA11yViolations, withoutFirstAnswers } from './support/browser.ts';
import { useSite } from './support/site.ts';

// The ammo list (filters by calibre, bullet type and buckets; the product list's drawers on phones)
// and the ammo page (Add into the build's Ammunition row, Save to Parts List, error states); ADRs
// 035, 068. The site runs with the demo ammunition (ADR 034); expected lists come from the API the
// page itself uses.

const site = useSite();
const base = () => site.server().baseUrl;
const MOBILE = { width: 375, height: 812 };

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${base()}/api${path}`);
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

interface Card {
  id: string;
  name: string;
  platform: string;
  brand: string;
  price: string;
  perRound: string;
  href: string;
}

/** The cards on screen once the list has settled (no request in flight). */
async function cards(page: Page): Promise<Card[]> {
  await page.waitForFunction(() => !document.querySelector('main [aria-busy="true"]'));
  return page.locator('main article').evaluateAll((articles) =>
    articles.map((a) => {
      const field = (name: string) =>
        a.querySelector(`[data-field="${name}"]`)?.textContent?.trim() ?? '';
      return {
        id: a.getAttribute('data-ammo-id') ?? '',
        name: a.querySelector('h3')?.textContent ?? '',
        platform: field('platform'),
        brand: field('brand'),
        price: field('price'),
        perRound: field('per-round'),
        href: a.querySelector('a')?.getAttribute('href') ?? '',
      };
    }),
  );
}

const ids = (list: AmmoListResponse) => list.items.map((i) => i.id);
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
const h1 = (page: Page) => page.locator('h1').first();
const check = (page: Page, group: string, label: string) =>
  page.getByRole('group', { name: group }).getByLabel(label, { exact: true }).check();

/** Whether the element's centre is in the viewport and it, not something over it, gets a click there. */
function onScreen(el: Element): boolean {
  const r = el.getBoundingClientRect();
  const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
  if (r.width === 0 || x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
  const hit = document.elementFromPoint(x, y);
  return hit !== null && (el === hit || el.contains(hit) || hit.contains(el));
}

/** Whether the element, a box inside it or one around it scrolls its content on its own. */
function scrollsInside(el: Element): boolean {
  const boxes = [...el.querySelectorAll('*')];
  for (let node: Element | null = el; node && node !== document.body; node = node.parentElement)
    boxes.push(node);
  return boxes.some(
    (node) =>
      /auto|scroll/.test(getComputedStyle(node).overflowY) &&
      node.scrollHeight > node.clientHeight + 1,
  );
}

describe('ammo list', () => {
  it('filters 5.56 + FMJ + a price bucket into the URL; every card matches; Clear All Filters', async () => {
    const expected = await api<AmmoListResponse>(
      '/ammo?caliber=556&bulletType=FMJ&priceRange=under-50&pageSize=20',
    );
    expect(expected.total).toBeGreaterThan(0);
    const all = await api<AmmoListResponse>('/ammo?pageSize=20');

    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/ammo/');
      expect(await h1(page).textContent()).toBe(ammoTexts.ammo);
      await expect.poll(async () => (await cards(page)).map((c) => c.id)).toEqual(ids(all));

      await check(page, ammoTexts.caliber, '5.56 NATO');
      await check(page, ammoTexts.bulletType, 'FMJ');
      await check(page, ammoTexts.price, 'Under $50');
      await expect.poll(async () => (await cards(page)).map((c) => c.id)).toEqual(ids(expected));
      const url = new URL(page.url());
      expect(url.searchParams.getAll('caliber')).toEqual(['556']);
      expect(url.searchParams.getAll('bulletType')).toEqual(['FMJ']);
      expect(url.searchParams.getAll('priceRange')).toEqual(['under-50']);
      // breadcrumb Home > Ammo > caliber, and the heading
      expect(
        await page.getByRole('navigation', { name: ammoTexts.breadcrumb }).textContent(),
      ).toContain('5.56 NATO');
      expect(await h1(page).textContent()).toBe('5.56 NATO');

      // every card: the API's item, 5.56, FMJ in the name, under $50, price per round, Add → detail
      const shown = await cards(page);
      for (const [i, card] of shown.entries()) {
        const item = expected.items[i]!;
        expect(item.caliber).toBe('556');
        expect(item.bulletType).toBe('FMJ');
        expect(item.price!).toBeLessThan(50);
        expect(card).toEqual({
          id: item.id,
          name: item.name,
          platform: item.platform,
          brand: item.brand,
          price: formatPrice(item.price!),
          perRound: formatPerRound(item.pricePerRound),
          href: `/ammo-detail/${item.id}`,
        });
        expect(card.perRound).toMatch(/^\$\d+\.\d\d\/rd$/);
      }
      expect(await seriousA11yViolations(page)).toEqual([]);

      // a bucket nothing falls in → the empty state; Clear All Filters lists everything
      await check(page, ammoTexts.grain, '150gr and above');
      await page.getByText(ammoMessages.noAmmoForFilters, { exact: true }).waitFor();
      await page.getByRole('button', { name: ammoMessages.clearAllFilters, exact: true }).click();
      await expect.poll(async () => (await cards(page)).map((c) => c.id)).toEqual(ids(all));
      expect(new URL(page.url()).search).toBe('');
      expect(await h1(page).textContent()).toBe(ammoTexts.ammo);
      expect(tab.errors).toEqual([]);
    });
  });

  it('reads the calibre from the URL, sorts, and pages 20 at a time', async () => {
    const first = await api<AmmoListResponse>('/ammo?caliber=556&sort=price&pageSize=20');
    expect(first.total).toBeGreaterThan(20);
    const second = await api<AmmoListResponse>('/ammo?caliber=556&sort=price&page=2&pageSize=20');
    await site.withPage(async ({ page }) => {
      await page.goto('/ammo/?caliber=5.56%20NATO');
      expect(await h1(page).textContent()).toBe('5.56 NATO');
      await page.getByLabel(ammoTexts.sortBy).selectOption('price');
      await expect.poll(async () => (await cards(page)).map((c) => c.id)).toEqual(ids(first));
      expect((await cards(page)).length).toBe(20);
      await page
        .getByRole('navigation', { name: 'Pagination' })
        .getByRole('link', { name: 'Page 2' })
        .click();
      await expect.poll(async () => (await cards(page)).map((c) => c.id)).toEqual(ids(second));
      expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    });
  });

  it('lists the AR calibres first with no scroll box, and the Caliber search narrows the list', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/ammo/');
      const caliber = page.getByRole('group', { name: ammoTexts.caliber });
      const option = (label: string) => caliber.getByLabel(label, { exact: true });
      await option('.300 Blackout').waitFor();
      // on screen without scrolling anything: inside the viewport, and no box of the list scrolls
      for (const label of [
        '5.56 NATO',
        '.300 Blackout',
        '6.5 Grendel',
        '7.62x39',
        '.450 Bushmaster',
      ])
        expect(await option(label).evaluate(onScreen), label).toBe(true);
      expect(await caliber.evaluate(scrollsInside)).toBe(false);

      // ten shown, the rest behind 'Show all'; unfolding moves the focus to the first one revealed
      const all = caliberOptions([]);
      const [firstHidden, last] = [all[10]!.label, all.at(-1)!.label];
      const more = page.getByRole('button', { name: ammoTexts.showAllCalibers(all.length) });
      expect(await option(last).count()).toBe(0);
      await more.focus();
      await page.keyboard.press('Enter');
      await option(last).waitFor();
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.closest('label')?.textContent))
        .toBe(firstHidden);
      await page.getByRole('button', { name: ammoTexts.showFewer }).click();
      await option(last).waitFor({ state: 'detached' });

      // the search box, by keyboard: only the matching calibres stay; a tick still filters
      const search = page.getByRole('searchbox', { name: ammoTexts.caliberSearch });
      await search.focus();
      await page.keyboard.type('grendel');
      await expect
        .poll(() => caliber.getByRole('checkbox').evaluateAll((els) => els.length))
        .toBe(1);
      expect(await caliber.getByRole('checkbox').getAttribute('value')).toBe('65-grendel');
      expect(await more.count()).toBe(0);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await page.waitForURL((url) => url.searchParams.get('caliber') === '65-grendel');
      await search.fill('zzz');
      await page.getByText(ammoTexts.caliberNone, { exact: true }).waitFor();
      await cards(page); // the list has settled: no card is dimmed while loading
      expect(await seriousA11yViolations(page)).toEqual([]);
      await search.fill('');
      await option('.300 Blackout').waitFor();
      expect(await option('6.5 Grendel').isChecked()).toBe(true);
      expect(tab.errors).toEqual([]);
    });
  });

  it("jumps from the top of the filters to the sort with 'Skip to results'", async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/ammo/');
      await page.getByRole('group', { name: ammoTexts.caliber }).waitFor();
      const skip = page.getByRole('link', { name: ammoTexts.skipToResults });
      expect(await skip.evaluate(onScreen)).toBe(false); // hidden until focused
      // the breadcrumb's Home is the last stop before the filters
      await page
        .getByRole('navigation', { name: ammoTexts.breadcrumb })
        .getByRole('link', { name: ammoTexts.home })
        .focus();
      await page.keyboard.press('Tab');
      expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await skip.evaluate(onScreen)).toBe(true);
      await page.keyboard.press('Enter');
      const sort = page.getByLabel(ammoTexts.sortBy);
      await expect.poll(() => sort.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(new URL(page.url()).hash).toBe('');
      expect(tab.errors).toEqual([]);
    });
  });

  it('uses the Filter and Sort drawers below 768 px', async () => {
    const expected = await api<AmmoListResponse>('/ammo?bulletType=JHP&sort=name&pageSize=20');
    await site.withPage(async ({ page }) => {
      await page.goto('/ammo/');
      expect(await page.locator('aside').count()).toBe(0);
      await page.getByRole('button', { name: ammoTexts.filterButton, exact: true }).click();
      const drawer = page.getByRole('dialog', { name: ammoTexts.filterDrawer });
      await check(page, ammoTexts.bulletType, 'JHP');
      await drawer.getByRole('button', { name: /^Show [\d,]+ results?$/ }).click();
      await page.getByRole('button', { name: ammoTexts.sortButton, exact: true }).click();
      // click, not check: the drawer closes 150 ms after a choice, and on a busy machine it can be
      // gone before check() reads the radio back; the closed drawer and the list prove the choice.
      await page.getByRole('radio', { name: 'Name' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await expect.poll(async () => (await cards(page)).map((c) => c.id)).toEqual(ids(expected));
    }, MOBILE);
  });
});

describe('ammo detail', () => {
  it('shows the item, its Prices table, and adds it into the Ammunition row with that merchant', async () => {
    const list = await api<AmmoListResponse>('/ammo?caliber=556&pageSize=100');
    let item: AmmoDetail | undefined;
    for (const candidate of list.items) {
      const detail = await api<AmmoDetail>(`/ammo/${candidate.id}`);
      if (detail.vendor.length >= 2) {
        item = detail;
        break;
      }
    }
    if (!item) throw new Error('no 5.56 ammo with two offers');
    const second = item.vendor[1]!;

    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto(`/ammo-detail/${item.id}`);
      await page.getByRole('heading', { level: 1, name: item.name, exact: true }).waitFor();
      const main = page.locator('main');
      expect(await main.textContent()).toContain(item.brand);
      expect(await page.locator('[data-field="from-price"]').textContent()).toContain(
        `${ammoMessages.from} ${formatPrice(item.price!)}`,
      );
      expect(await main.textContent()).toContain(
        `${item.roundCount.toLocaleString('en-US')} rounds per box`,
      );
      const headers = await page.locator('table thead th').allTextContents();
      expect(headers).toEqual(['Merchant', 'Price', 'Availability', 'Shipping', 'Actions']);
      const merchants = await page.locator('table tbody th').allTextContents();
      // the seed's merchants are demo merchants, and each says so beside its name
      expect(merchants).toEqual(item.vendor.map((o) => `${o.merchantName} Demo`));
      const buy = page.getByRole('link', { name: ammoTexts.buyOffer(second.merchantName) });
      expect(await buy.getAttribute('target')).toBe('_blank');
      expect(await buy.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await buy.getAttribute('href')).toBe(second.buyLink);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // the Prices table's Add: into the build's Ammunition row with that merchant, then /builder
      await page.getByRole('button', { name: ammoTexts.addOffer(second.merchantName) }).click();
      await page.waitForURL('**/builder');
      const parts = await page.evaluate(() => {
        const raw = localStorage.getItem('bw.build');
        return raw ? (JSON.parse(raw) as { buildParts: unknown }).buildParts : [];
      });
      const product = productAt((parts ?? []) as BuildPart[], 'Ammunition');
      expect(product?._id).toBe(item.id);
      expect(product?.selectedVendorName).toBe(second.merchantName);
      expect(product?.selectedVendorPrice).toBe(second.price);
      expect(tab.errors).toEqual([]);
    });
  });

  it("says 'No Ammo Found' for an unknown id", async () => {
    await site.withPage(async ({ page }) => {
      await page.goto('/ammo-detail/no-such-ammo');
      await page
        .getByRole('heading', { level: 1, name: ammoMessages.noAmmoFound, exact: true })
        .waitFor();
    });
  });

  it("toasts 'Missing ammo ID' for an empty id", async () => {
    await site.withPage(async ({ page }) => {
      await page.goto('/ammo-detail/%20');
      await toast(page, ammoMessages.missingAmmoId).waitFor();
      await page
        .getByRole('heading', { level: 1, name: ammoMessages.noAmmoFound, exact: true })
        .waitFor();
    });
  });

  it("toasts 'Failed to load ammo data' when the server fails, and Try again recovers", async () => {
    const list = await api<AmmoListResponse>('/ammo?pageSize=1');
    const item = list.items[0]!;
    await site.withPage(async ({ page }) => {
      await withoutFirstAnswers(page);
      const failing = `**/api/ammo/${item.id}`;
      await page.route(failing, (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
      );
      await page.goto(`/ammo-detail/${item.id}`);
      await toast(page, ammoMessages.loadAmmoFailed).waitFor();
      await page
        .getByRole('heading', { level: 1, name: ammoMessages.loadAmmoFailed, exact: true })
        .waitFor({ timeout: 15_000 });
      await page.unroute(failing);
      await page.getByRole('button', { name: ammoTexts.retry, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: item.name, exact: true }).waitFor();
    });
  });

  it("saves ammo: the login toast for a visitor, then 'Saved ✓', also after a reload", async () => {
    const list = await api<AmmoListResponse>('/ammo?caliber=9mm&pageSize=1');
    const item = list.items[0]!;
    const account = await signUp(base(), 'ammosaver', { fullName: 'Ammo Saver' });
    const saveButton = (page: Page) =>
      page.getByRole('button', { name: /^(Save to Parts List|Saved ✓|Saving\.\.\.)$/ });

    await site.withPage(async ({ page }) => {
      await page.goto(`/ammo-detail/${item.id}`);
      await saveButton(page).click();
      await toast(page, savePartTexts.ammo.login).waitFor();
      expect(await saveButton(page).textContent()).toBe(savePartTexts.button);
    });

    await site.withPage(async ({ page }) => {
      await logIn(page, account, `/ammo-detail/${item.id}`);
      const button = saveButton(page);
      await button.waitFor();
      expect(await button.textContent()).toBe(savePartTexts.button);
      await button.click();
      await toast(page, savePartTexts.ammo.success).waitFor();
      await expect.poll(() => button.textContent()).toBe(ammoMessages.saved);
      expect(await button.isDisabled()).toBe(true);
      // after a reload the server's list says it is saved
      await page.reload();
      await expect.poll(() => saveButton(page).textContent()).toBe(ammoMessages.saved);
    });

    const res = await fetch(`${base()}/api/users/${account.user._id}`, {
      headers: { authorization: `Bearer ${account.token}` },
    });
    const user = (await res.json()) as { savedPartList: { details: { ammo?: { id: string } } }[] };
    expect(user.savedPartList.map((p) => p.details.ammo?.id)).toEqual([item.id]);
  });
});

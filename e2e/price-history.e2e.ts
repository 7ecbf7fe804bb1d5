import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { AmmoListResponse } from '../src/shared/ammo/schema.ts';
import { formatPrice } from '../src/shared/build/totals.ts';
import type {
  CatalogGroupDetail,
  CatalogListResponse,
  CatalogVariant,
} from '../src/shared/catalog/schema.ts';
import {
  rankVariantProperties,
  variantValue,
  type VariantConfig,
} from '../src/shared/catalog/variant-ranking.ts';
import type { FeedMerchantsResponse, FeedRun } from '../src/shared/feeds/schemas.ts';
import type { PriceHistoryDays, PriceHistoryResponse } from '../src/shared/prices/history.ts';
import {
  historyChartData,
  priceHistorySummary,
  type HistoryRange,
} from '../src/shared/prices/history-chart.ts';
import { priceHistoryTexts as t } from '../src/web/components/price-history/price-history-texts.ts';
import { detailTexts } from '../src/web/features/catalog/components/product-detail/detail-texts.ts';
import { seedAdminAccount, SEED_ADMIN_ENV, type Account } from './support/accounts.ts';
import { seriousA11yViolations } from './support/browser.ts';
import { useSite } from './support/site.ts';

// The price-history chart on the product and ammo pages (ADR 088): loaded on demand, drawn, said
// in words, with its period buttons; the variant shown is the variant charted. A merchant's feed,
// served here and run twice through the back office's API, gives a variant a history: a price
// below every other merchant's, then one above them.

const site = useSite({ ...SEED_ADMIN_ENV, FEEDS_ALLOW_PRIVATE: 'true' });
const base = () => site.server().baseUrl;
const WAIT = { timeout: 30_000 };
const PHONE = { width: 390, height: 844 };

let feed = '';
let feedServer: Server;

beforeAll(async () => {
  feedServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/tab-separated-values; charset=utf-8' });
    res.end(feed);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise((resolve) => feedServer.close(resolve));
});

async function api<T>(path: string, token?: string): Promise<T> {
  const res = await fetch(`${base()}/api${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** Whether the page's selects reach `variant`: no variant before it has the same choices. */
const reachable = (detail: CatalogGroupDetail, config: VariantConfig, variant: CatalogVariant) =>
  detail.variants.find((v) =>
    config.primary.every((p) => variantValue(v, p.name) === variantValue(variant, p.name)),
  ) === variant;

/** A demo product with two variants that have offers and that its selects can choose. */
async function productWithVariants(): Promise<{
  detail: CatalogGroupDetail;
  variants: [CatalogVariant, CatalogVariant];
}> {
  for (let page = 1; page <= 20; page++) {
    const list = await api<CatalogListResponse>(`/catalog/groups?pageSize=50&page=${page}`);
    for (const group of list.items.filter((g) => g.variantCount >= 2)) {
      const detail = await api<CatalogGroupDetail>(
        `/catalog/groups/${encodeURIComponent(group._id)}`,
      );
      const config = rankVariantProperties(detail.variants);
      const choosable = detail.variants.filter(
        (v) => v.vendor.length > 0 && reachable(detail, config, v),
      );
      if (config.primary.length > 0 && choosable.length >= 2)
        return { detail, variants: [choosable[0]!, choosable[1]!] };
    }
  }
  throw new Error('no demo product has two variants with offers');
}

/** Runs `merchantId`'s feed, served with `rows`, and waits for the run to end well. */
async function runFeed(admin: Account, merchantId: string, rows: string[]) {
  feed =
    ['id\ttitle\tlink\tprice\tavailability\tbrand\tgtin\tcondition', ...rows].join('\n') + '\n';
  const auth = { authorization: `Bearer ${admin.token}` };
  const run = await fetch(`${base()}/api/admin/feeds/${merchantId}/run`, {
    method: 'POST',
    headers: auth,
  });
  expect(run.status).toBe(202);
  const { runId } = (await run.json()) as { runId: string };
  await expect
    .poll(async () => (await api<FeedRun>(`/admin/feed-runs/${runId}`, admin.token)).status, WAIT)
    .toBe('succeeded');
}

const historyOf = (variantId: string, days: PriceHistoryDays) =>
  api<PriceHistoryResponse>(
    `/catalog/variants/${encodeURIComponent(variantId)}/price-history?days=${days}`,
  );

/** The summary the page should show for this history, days written in the browser's zone. */
async function expectedSummary(page: Page, history: PriceHistoryResponse) {
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  return priceHistorySummary(historyChartData(history), history.days, { timeZone });
}

const section = (page: Page) => page.getByRole('region', { name: t.heading, exact: true });
const summaryOf = (chart: Locator) => chart.locator('p[aria-live]');
const rangeButton = (chart: Locator, range: HistoryRange) =>
  chart
    .getByRole('group', { name: t.ranges })
    .getByRole('button', { name: t.range(range), exact: true });

async function expectDrawn(chart: Locator) {
  await chart.locator('canvas').first().waitFor(WAIT);
  expect(await chart.locator('canvas').first().getAttribute('width')).not.toBe('0');
}

/** Picks `variant` through the product page's selects. */
async function chooseVariant(page: Page, detail: CatalogGroupDetail, variant: CatalogVariant) {
  for (const { name, displayName } of rankVariantProperties(detail.variants).primary) {
    const select = page.getByLabel(displayName, { exact: true });
    await expect.poll(() => select.isEnabled(), WAIT).toBe(true);
    const value = variantValue(variant, name)!;
    if ((await select.inputValue()) !== value) await select.selectOption(value);
  }
  await expect
    .poll(() => page.getByText(`${detailTexts.selectedVariant}:`).locator('..').textContent(), WAIT)
    .toBe(`${detailTexts.selectedVariant}: ${variant.model}`);
}

describe('the price history on a product page', () => {
  it("charts the chosen variant's lowest price and each merchant's, in words too, for 90 days, 30 and all", async () => {
    const admin = await seedAdminAccount(base());
    const {
      detail,
      variants: [target, other],
    } = await productWithVariants();
    // A merchant that does not sell the variant yet: its feed gives the history's lowest price.
    const merchants = await api<FeedMerchantsResponse>('/admin/feeds', admin.token);
    const merchant = merchants.items.find(
      (m) => !target.vendor.some((o) => o.merchantName === m.name),
    )!;
    const prices = target.vendor.map((o) => o.price);
    const low = Math.floor(Math.min(...prices) * 50) / 100;
    const high = Math.ceil(Math.max(...prices) * 150) / 100;
    const row = (price: number) =>
      [
        'PH-1',
        `${detail.group.brand} ${detail.group.partName} ${target.model}`,
        `https://${merchant.id}.example/p/ph-1`,
        price.toFixed(2),
        'in_stock',
        detail.group.brand,
        target.upc,
        'new',
      ].join('\t');
    const saved = await fetch(`${base()}/api/admin/feeds/${merchant.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        url: `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/feed.tsv`,
        format: 'google-tsv',
        mapping: null,
        intervalMinutes: 360,
        fullCatalogue: false,
        enabled: true,
      }),
    });
    expect(saved.status).toBe(200);
    await runFeed(admin, merchant.id, [row(low)]);
    await runFeed(admin, merchant.id, [row(high)]);

    await site.withPage(async (tab) => {
      const { page } = tab;
      const asked: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/price-history')) asked.push(r.url());
      });
      await page.goto(`/product/${detail.group.mainCategory}/${detail.group._id}`);
      await page.getByRole('heading', { level: 1, name: detail.group.partName }).waitFor();
      await chooseVariant(page, detail, target);

      const chart = section(page);
      await expectDrawn(chart);
      // 90 days at first: the lowest was the merchant's price from its first run, now its higher.
      expect(await rangeButton(chart, 90).getAttribute('aria-pressed')).toBe('true');
      const summary = summaryOf(chart);
      await expect
        .poll(() => summary.textContent(), WAIT)
        .toBe(await expectedSummary(page, await historyOf(target._id, 90)));
      const text = (await summary.textContent())!;
      expect(text).toMatch(
        new RegExp(`^Lowest in 90 days: \\${formatPrice(low)} on .+ at ${merchant.name}\\.`),
      );
      // The drawing is hidden from screen readers: the summary speaks for it.
      expect(
        await chart
          .locator('canvas')
          .first()
          .evaluate((c) => c.closest('[aria-hidden]')),
      ).not.toBeNull();

      // 30 days, by keyboard.
      await rangeButton(chart, 30).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => rangeButton(chart, 30).getAttribute('aria-pressed')).toBe('true');
      expect(await rangeButton(chart, 90).getAttribute('aria-pressed')).toBe('false');
      await expect
        .poll(() => summary.textContent(), WAIT)
        .toBe(await expectedSummary(page, await historyOf(target._id, 30)));
      expect(await summary.textContent()).toMatch(
        new RegExp(`^Lowest in 30 days: \\${formatPrice(low)} on `),
      );

      // All of it.
      await rangeButton(chart, 'all').click();
      await expect
        .poll(() => summary.textContent(), WAIT)
        .toBe(await expectedSummary(page, await historyOf(target._id, 'all')));
      expect(await summary.textContent()).toMatch(
        new RegExp(`^Lowest on record: \\${formatPrice(low)} on .+ at ${merchant.name}\\.`),
      );
      await expectDrawn(chart);
      expect(asked.some((url) => url.endsWith(`days=all`))).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Another variant: its own history is fetched and charted.
      await chooseVariant(page, detail, other);
      await expect
        .poll(
          () => asked.some((url) => url.includes(`/variants/${encodeURIComponent(other._id)}/`)),
          WAIT,
        )
        .toBe(true);
      await expect
        .poll(() => summary.textContent(), WAIT)
        .toBe(await expectedSummary(page, await historyOf(other._id, 'all')));
      expect(tab.errors).toEqual([]);
    });
  });

  it('says when the history cannot be loaded and tries again, and when there is none', async () => {
    const {
      detail,
      variants: [variant],
    } = await productWithVariants();
    await site.withPage(async (tab) => {
      const { page } = tab;
      let failing = true;
      let empty = false;
      await page.route(
        (url) => url.pathname.endsWith('/price-history'),
        async (route) => {
          if (failing) return route.fulfill({ status: 503, body: '' });
          if (empty) {
            const now = new Date().toISOString();
            return route.fulfill({
              contentType: 'application/json',
              body: JSON.stringify({ id: variant._id, days: 365, from: now, to: now, series: [] }),
            });
          }
          return route.continue();
        },
      );
      await page.goto(`/product/${detail.group.mainCategory}/${detail.group._id}`);
      await chooseVariant(page, detail, variant);
      const chart = section(page);
      await chart.getByRole('alert').getByText(t.failed).waitFor(WAIT);
      failing = false;
      await chart.getByRole('button', { name: t.retry }).click();
      await expectDrawn(chart);
      await expect
        .poll(() => summaryOf(chart).textContent(), WAIT)
        .toBe(await expectedSummary(page, await historyOf(variant._id, 90)));

      empty = true;
      await rangeButton(chart, 365).click();
      await chart.getByText(t.empty, { exact: true }).waitFor(WAIT);
      expect(await chart.locator('canvas').count()).toBe(0);
      // The failed loads are the console's only errors.
      expect(tab.errors.every((e) => /503/.test(e))).toBe(true);
    });
  });
});

describe('the price history on an ammo page', () => {
  it('charts the item on a phone: drawn within the screen, said in words, the period buttons in reach', async () => {
    const list = await api<AmmoListResponse>('/ammo?pageSize=20');
    const item = list.items.find((i) => i.price !== undefined)!;
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto(`/ammo-detail/${encodeURIComponent(item.id)}`);
      await page.getByRole('heading', { level: 1, name: item.name }).waitFor();
      const chart = section(page);
      const box = chart.locator('canvas').first();
      await expectDrawn(chart);
      await expect
        .poll(() => summaryOf(chart).textContent(), WAIT)
        .toBe(
          await expectedSummary(
            page,
            await api<PriceHistoryResponse>(
              `/ammo/${encodeURIComponent(item.id)}/price-history?days=90`,
            ),
          ),
        );
      expect(await summaryOf(chart).textContent()).toMatch(
        /^Lowest in 90 days: \$[\d,]+\.\d\d on /,
      );
      const width = await box.evaluate((c) => c.getBoundingClientRect().right);
      expect(width).toBeLessThanOrEqual(PHONE.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      for (const days of [30, 90, 365, 'all'] as const) {
        const button = rangeButton(chart, days);
        const right = await button.evaluate((b) => b.getBoundingClientRect().right);
        expect(right, String(days)).toBeLessThanOrEqual(PHONE.width);
      }
      await rangeButton(chart, 'all').click();
      await expect.poll(() => summaryOf(chart).textContent(), WAIT).toMatch(/^Lowest on record: /);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(tab.errors).toEqual([]);
    }, PHONE);
  });

  it('loads the chart code only when the section is near or the browser idle, into a box that keeps its height', async () => {
    const list = await api<AmmoListResponse>('/ammo?pageSize=5');
    const item = list.items.find((i) => i.price !== undefined)!;
    await site.withPage(async (tab) => {
      const { page } = tab;
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
      });
      await page.goto(`/ammo-detail/${encodeURIComponent(item.id)}`);
      const chart = section(page);
      await chart.waitFor();
      const box = chart.locator('> div').first();
      const before = await box.evaluate((b) => b.getBoundingClientRect().height);
      expect(before).toBeGreaterThan(300);
      await expectDrawn(chart);
      expect(scripts.some((s) => /\/price-history-chart-[\w-]+\.js$/.test(s))).toBe(true);
      expect(await box.evaluate((b) => b.getBoundingClientRect().height)).toBe(before);
      expect(tab.errors).toEqual([]);
    });
  });
});

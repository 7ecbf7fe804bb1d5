import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { FeedMerchantsResponse } from '../src/shared/feeds/schemas.ts';
import type {
  CatalogGroup,
  CatalogGroupDetail,
  CatalogListResponse,
} from '../src/shared/catalog/schema.ts';
import { detailTexts } from '../src/web/features/catalog/components/product-detail/detail-texts.ts';
import { feedMessages } from '../src/shared/feeds/messages.ts';
import { describeShipping } from '../src/shared/prices/shipping.ts';
import { feedsTexts, reviewTexts } from '../src/web/features/admin/feeds-messages.ts';
import { logIn, seedAdminAccount, SEED_ADMIN_ENV, signUp } from './support/accounts.ts';
import { seriousA11yViolations } from './support/browser.ts';
import { useSite } from './support/site.ts';

// The operator's round trip: a merchant's feed set up on /admin/feeds and run with Run now
// against a local feed server; its three parts no variant matches wait on /admin/feeds/review,
// where one is linked to a catalogue variant through the picker, one is created as a new
// product, and one is ignored; the queue empties, and the linked variant's product page shows the
// merchant's offer.

const site = useSite({ ...SEED_ADMIN_ENV, FEEDS_ALLOW_PRIVATE: 'true' });
const base = () => site.server().baseUrl;
const WAIT = { timeout: 15_000 };

const MERCHANT = 'Rainier Arms';
const LINK_PRICE = '123.45';

const HEADER = ['id', 'title', 'link', 'price', 'availability', 'brand', 'condition'];
const ROWS = [
  [
    'VB-HG15',
    'Vantablack Arms 15 inch M-LOK Handguard',
    'https://rainier-arms.example/p/vb-hg15',
    LINK_PRICE,
    'in_stock',
    'Vantablack Arms',
    'new',
  ],
  [
    'QX-BBL16',
    'Quixote Precision 16 inch Carbine Length Barrel 5.56 NATO',
    'https://rainier-arms.example/p/qx-bbl16',
    '279.00',
    'in_stock',
    'Quixote Precision',
    'new',
  ],
  [
    'OT-TG',
    'Ortega Tactical Oversized Trigger Guard',
    'https://rainier-arms.example/p/ot-tg',
    '12.99',
    'in_stock',
    'Ortega Tactical',
    'new',
  ],
];
const FEED = [HEADER, ...ROWS].map((r) => r.join('\t')).join('\n') + '\n';

let feedServer: Server;
let feedUrl = '';

beforeAll(async () => {
  feedServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/tab-separated-values; charset=utf-8' });
    res.end(FEED);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}/rainier-arms.tsv`;
});
afterAll(async () => {
  await new Promise((resolve) => feedServer.close(resolve));
});

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${base()}/api${path}`);
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** A demo product with one variant (its page selects it at once). */
async function singleVariantGroup(): Promise<CatalogGroupDetail> {
  for (let page = 1; page <= 10; page++) {
    const list = await api<CatalogListResponse>(`/catalog/groups?pageSize=50&page=${page}`);
    const group = list.items.find((g: CatalogGroup) => g.variantCount === 1);
    if (group) return api<CatalogGroupDetail>(`/catalog/groups/${encodeURIComponent(group._id)}`);
  }
  throw new Error('no demo product has a single variant');
}

/** A failed request logs 'Failed to load resource … status of N' in Chromium: expected there. */
const unexpected = (errors: string[], ...statuses: number[]) =>
  errors.filter((e) => !statuses.some((s) => e.includes(`status of ${s}`)));

/** A merchant's line of GET /api/admin/feeds, as the admin `token` reads it. */
async function feedMerchant(token: string, name: string) {
  const res = await fetch(`${base()}/api/admin/feeds`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`GET /admin/feeds: ${res.status}`);
  const merchant = ((await res.json()) as FeedMerchantsResponse).items.find((m) => m.name === name);
  if (!merchant) throw new Error(`no merchant ${name}`);
  return merchant;
}

/** The text the input's aria-describedby points to: its error line. */
const describedBy = (input: Locator) =>
  input.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
const reviewItems = (page: Page) =>
  page.getByRole('list', { name: reviewTexts.listLabel }).getByRole('listitem');
const reviewItem = (page: Page, title: string) =>
  page.getByRole('article', { name: title, exact: true });

describe('the feeds back office', () => {
  it('imports a feed with Run now, then links, creates and ignores its unmatched parts', async () => {
    const admin = await seedAdminAccount(base());
    const target = await singleVariantGroup();
    const variant = target.variants[0]!;
    const targetName = `${target.group.brand} ${target.group.partName} ${variant.model}`;

    await site.withPage(async (tab) => {
      const { page } = tab;
      await logIn(page, admin, '/admin/feeds');
      await page.getByRole('heading', { level: 1, name: feedsTexts.heading }).waitFor();

      // The merchant's feed: a URL, not the whole catalogue (its demo offers stay), then Run now.
      const card = page.getByRole('article', { name: MERCHANT, exact: true });
      await card.getByText(feedsTexts.demo, { exact: true }).waitFor();
      await card.getByRole('button', { name: feedsTexts.edit }).click();
      const form = page.getByRole('form', { name: feedsTexts.formLabel(MERCHANT) });
      await form.getByLabel(feedsTexts.urlLabel).fill('ftp://nowhere');
      await form.getByRole('button', { name: feedsTexts.save }).click();
      await form.getByText(feedMessages.urlNotHttp).waitFor();
      await form.getByLabel(feedsTexts.urlLabel).fill(feedUrl);
      await form.getByLabel(feedsTexts.formatLabel).selectOption('google-tsv');
      await form.getByLabel(feedsTexts.fullLabel).uncheck();
      await form.getByRole('button', { name: feedsTexts.save }).click();
      await toast(page, feedsTexts.saved(MERCHANT)).waitFor();
      await card.getByText(feedUrl).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      await card.getByRole('button', { name: feedsTexts.runNow }).click();
      const progress = card.getByRole('status');
      await progress.getByText(feedsTexts.runStatus.succeeded).waitFor(WAIT);
      expect(await progress.textContent()).toContain('3 for review');

      // The review queue, from the merchant's count.
      await card.getByRole('link', { name: feedsTexts.reviewLink(3) }).click();
      await page.waitForURL(/\/admin\/feeds\/review\?merchant=rainier-arms$/);
      await page.getByRole('heading', { level: 1, name: reviewTexts.heading }).waitFor();
      await expect.poll(() => reviewItems(page).count(), WAIT).toBe(3);
      const handguard = reviewItem(page, ROWS[0]![1]!);
      await handguard.getByText(/^Hand Guards · Handguards \(\d+ %\)$/).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Link: the picker finds the variant by brand and name.
      await handguard.getByRole('button', { name: reviewTexts.link, exact: true }).click();
      const picker = page.getByRole('dialog', { name: reviewTexts.linkTitle });
      await picker
        .getByLabel(reviewTexts.pickerLabel)
        .fill(`${target.group.brand} ${target.group.partName}`);
      await picker.getByRole('button', { name: reviewTexts.choose(targetName) }).click();
      await toast(page, reviewTexts.linked(ROWS[0]![1]!, targetName)).waitFor();
      await expect.poll(() => reviewItems(page).count(), WAIT).toBe(2);

      // Create: the form starts from the item and the suggestion; the model is ours to give.
      const barrel = reviewItem(page, ROWS[1]![1]!);
      await barrel.getByRole('button', { name: reviewTexts.create, exact: true }).click();
      const create = page.getByRole('dialog', { name: reviewTexts.createTitle });
      expect(await create.getByLabel(reviewTexts.brandLabel).inputValue()).toBe(
        'Quixote Precision',
      );
      expect(await create.getByLabel(reviewTexts.partNameLabel).inputValue()).toBe(
        '16 inch Carbine Length Barrel 5.56 NATO',
      );
      await create.getByLabel(reviewTexts.typeLabel).selectOption('ar15-barrels');
      await create.getByRole('button', { name: reviewTexts.createSubmit }).click();
      await create.getByText(feedMessages.modelRequired).waitFor();
      await create.getByLabel(reviewTexts.modelLabel).fill('16" 5.56 NATO');
      await create.getByRole('button', { name: reviewTexts.createSubmit }).click();
      await toast(
        page,
        reviewTexts.created('Quixote Precision 16 inch Carbine Length Barrel 5.56 NATO'),
      ).waitFor();
      await expect.poll(() => reviewItems(page).count(), WAIT).toBe(1);

      // Ignore: the queue is empty.
      await reviewItem(page, ROWS[2]![1]!)
        .getByRole('button', { name: reviewTexts.ignore, exact: true })
        .click();
      await toast(page, reviewTexts.ignored(ROWS[2]![1]!)).waitFor();
      await page.getByText(reviewTexts.emptyFiltered).waitFor(WAIT);

      // The created product is in the catalogue with the merchant's offer.
      const created = await api<CatalogGroupDetail>(
        '/catalog/groups/quixote-precision-16-inch-carbine-length-barrel-556-nato',
      );
      expect(created.variants[0]!.vendor.map((o) => [o.merchantName, o.price])).toEqual([
        [MERCHANT, 279],
      ]);

      // The linked variant's page shows the merchant's offer from the feed.
      await page.goto(`/product/${target.group.mainCategory}/${target.group._id}`);
      const prices = page.getByRole('table', {
        name: detailTexts.merchantPricesCaption(variant.model),
      });
      await prices.waitFor(WAIT);
      const row = prices.locator('tbody tr').filter({ hasText: MERCHANT });
      await row.getByText(`$${LINK_PRICE}`).waitFor();
      expect(
        await prices
          .getByRole('link', { name: detailTexts.buyFrom(MERCHANT) })
          .getAttribute('href'),
      ).toBe(ROWS[0]![2]);
      expect(tab.errors).toEqual([]);
    });
  });

  it("edits a merchant's shipping rule, refusing a negative amount before it is sent", async () => {
    const SHIPPING_MERCHANT = 'Brownells';
    const admin = await seedAdminAccount(base());
    const before = (await feedMerchant(admin.token, SHIPPING_MERCHANT)).shipping;
    const saved = '$7.99 shipping, free over $99.00';
    expect(describeShipping(before)).not.toBe(saved);

    await site.withPage(async (tab) => {
      const { page } = tab;
      const sent: unknown[] = [];
      page.on('request', (r) => {
        if (r.method() === 'PUT' && r.url().endsWith('/shipping')) sent.push(r.postDataJSON());
      });
      await logIn(page, admin, '/admin/feeds');
      const card = page.getByRole('article', { name: SHIPPING_MERCHANT, exact: true });
      await card.getByText(describeShipping(before), { exact: true }).waitFor(WAIT);

      // Opened from the keyboard, with the stored rule in the fields.
      // Its name says what it does next: Edit shipping, or Close shipping while the form shows.
      const toggle = card
        .getByRole('button', { name: feedsTexts.editShipping, exact: true })
        .or(card.getByRole('button', { name: feedsTexts.closeShipping, exact: true }));
      await toggle.focus();
      await page.keyboard.press('Enter');
      const form = page.getByRole('form', {
        name: feedsTexts.shippingFormLabel(SHIPPING_MERCHANT),
      });
      const flat = form.getByLabel(feedsTexts.flatLabel);
      const perItem = form.getByLabel(feedsTexts.perItemLabel);
      const freeOver = form.getByLabel(feedsTexts.freeOverLabel);
      await flat.waitFor();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await perItem.inputValue()).toBe(before.perItem.toFixed(2));

      // A negative amount: its error beside the field, nothing sent, the rule as it was.
      await flat.fill('7.99');
      await perItem.fill('-1');
      await freeOver.fill('99');
      await form.getByRole('button', { name: feedsTexts.save }).click();
      await form.getByRole('alert').filter({ hasText: feedsTexts.amountNegative }).waitFor();
      expect(await perItem.getAttribute('aria-invalid')).toBe('true');
      expect(await describedBy(perItem)).toBe(feedsTexts.amountNegative);
      expect(await flat.getAttribute('aria-invalid')).toBeNull();
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(sent).toEqual([]);
      await card.getByText(describeShipping(before), { exact: true }).waitFor();

      // The server's refusal of a field goes beside that field, which gets the focus.
      await page.route(
        '**/api/admin/merchants/*/shipping',
        (route) =>
          route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              statusCode: 400,
              error: 'Bad Request',
              message: 'freeOver: The free-shipping threshold must be whole cents',
              errors: { freeOver: 'The free-shipping threshold must be whole cents' },
            }),
          }),
        { times: 1 },
      );
      await perItem.fill('0');
      await page.keyboard.press('Enter');
      await form
        .getByRole('alert')
        .filter({ hasText: 'The free-shipping threshold must be whole cents' })
        .waitFor();
      expect(await describedBy(freeOver)).toBe('The free-shipping threshold must be whole cents');
      await expect.poll(() => freeOver.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await perItem.getAttribute('aria-invalid')).toBeNull();

      // Saved: the rule in words at once, the form closed, the focus back on its button.
      await page.keyboard.press('Enter');
      await toast(page, feedsTexts.shippingSaved(SHIPPING_MERCHANT)).waitFor(WAIT);
      await card.getByText(saved, { exact: true }).waitFor(WAIT);
      await form.waitFor({ state: 'detached' });
      await expect.poll(() => toggle.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');
      expect(sent).toEqual([
        { flat: 7.99, perItem: 0, freeOver: 99 },
        { flat: 7.99, perItem: 0, freeOver: 99 },
      ]);
      expect((await feedMerchant(admin.token, SHIPPING_MERCHANT)).shipping).toEqual({
        flat: 7.99,
        perItem: 0,
        freeOver: 99,
      });

      // Opened again, the form starts from the saved rule.
      await toggle.click();
      expect(await form.getByLabel(feedsTexts.freeOverLabel).inputValue()).toBe('99.00');
      await form.getByRole('button', { name: feedsTexts.cancel }).click();
      await form.waitFor({ state: 'detached' });
      await card.getByText(saved, { exact: true }).waitFor();
      expect(unexpected(tab.errors, 400)).toEqual([]);
    });
  });

  it('refuses a signed-in user who is no admin and sends a signed-out visitor to log in', async () => {
    const account = await signUp(base(), 'feedsnotadmin', { fullName: 'Not Admin' });
    await site.withPage(async (tab) => {
      const { page } = tab;
      const asked: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/api/admin/')) asked.push(r.url());
      });
      await page.goto('/admin/feeds/review');
      await page.waitForURL(`${base()}/auth?next=%2Fadmin%2Ffeeds%2Freview`);
      await logIn(page, account, '/admin/feeds');
      await page.getByRole('alert').getByText(feedsTexts.notAllowed).waitFor();
      await page.goto('/admin/feeds/review');
      await page.getByRole('alert').getByText(reviewTexts.notAllowed).waitFor();
      expect(asked).toEqual([]);
      expect(tab.errors).toEqual([]);
    });
  });

  it('fits a phone-sized screen', async () => {
    const admin = await seedAdminAccount(base());
    await site.withPage(
      async (tab) => {
        const { page } = tab;
        await logIn(page, admin, '/admin/feeds');
        await page.getByRole('article', { name: MERCHANT, exact: true }).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          375,
        );
        await page.goto('/admin/feeds/review?status=matched');
        await page.getByRole('heading', { level: 1, name: reviewTexts.heading }).waitFor();
        await page.getByText(/^[\d,]+ products?$/).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          375,
        );
        expect(tab.errors).toEqual([]);
      },
      { width: 375, height: 740 },
    );
  });
});

describe('a feed image on a card', () => {
  it("shows the merchant's photo, fetched from its feed and stored as WebP, on the product card", async () => {
    const admin = await seedAdminAccount(base());
    // The first card of /products/AR (the default order) is the product the feed names.
    const first = (await api<CatalogListResponse>('/catalog/groups?platform=AR15')).items[0]!;
    const detail = await api<CatalogGroupDetail>(
      `/catalog/groups/${encodeURIComponent(first._id)}`,
    );
    const variant = detail.variants[0]!;
    const png = await sharp({
      create: { width: 600, height: 400, channels: 3, background: '#3a6ea5' },
    })
      .png()
      .toBuffer();
    const images = createServer((req, res) => {
      if (req.url === '/photo.png') {
        res.writeHead(200, { 'content-type': 'image/png' });
        res.end(png);
        return;
      }
      res.writeHead(200, { 'content-type': 'text/tab-separated-values' });
      const port = (images.address() as AddressInfo).port;
      res.end(
        'id\ttitle\tlink\tprice\tavailability\tbrand\tgtin\timage_link\tcondition\n' +
          `PHOTO-1\t${detail.group.brand} ${detail.group.partName}\thttps://opticsplanet.example/p/1\t99.00\tin_stock\t${detail.group.brand}\t${variant.upc}\thttp://127.0.0.1:${port}/photo.png\tnew\n`,
      );
    });
    await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
    try {
      const port = (images.address() as AddressInfo).port;
      const token = admin.token;
      const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const saved = await fetch(`${base()}/api/admin/feeds/opticsplanet`, {
        method: 'PUT',
        headers: auth,
        body: JSON.stringify({
          url: `http://127.0.0.1:${port}/feed.tsv`,
          format: 'google-tsv',
          mapping: null,
          intervalMinutes: 360,
          fullCatalogue: false,
          enabled: true,
        }),
      });
      expect(saved.status).toBe(200);
      const run = await fetch(`${base()}/api/admin/feeds/opticsplanet/run`, {
        method: 'POST',
        headers: { authorization: auth.authorization },
      });
      expect(run.status).toBe(202);
      // The image job fetches the photo in the background; the card shows it once it is stored.
      await expect
        .poll(
          async () =>
            (await api<CatalogGroupDetail>(`/catalog/groups/${encodeURIComponent(first._id)}`))
              .group.photo?.thumb,
          { timeout: 60_000, interval: 500 },
        )
        .toMatch(/^\/media\/[0-9a-f]{64}-thumb\.webp$/);

      await site.withPage(async (tab) => {
        const { page } = tab;
        await page.goto('/products/AR');
        const photo = page.locator('img[data-photo]').first();
        await photo.waitFor(WAIT);
        expect(await photo.getAttribute('src')).toMatch(/^\/media\/[0-9a-f]{64}-thumb\.webp$/);
        await expect
          .poll(
            () => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
            WAIT,
          )
          .toBeGreaterThan(0);
        expect(tab.errors).toEqual([]);
      });
    } finally {
      await new Promise((resolve) => images.close(resolve));
    }
  });
});

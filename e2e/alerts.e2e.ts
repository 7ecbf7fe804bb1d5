import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertMessages, MAX_TARGET_PRICE, type AlertList } from '../src/shared/alerts/schema.ts';
import type { AmmoListResponse } from '../src/shared/ammo/schema.ts';
import { makeSelectedProduct, targetSubPart } from '../src/shared/build/build.ts';
import { buildLanded } from '../src/shared/build/landed.ts';
import type { SelectedProduct } from '../src/shared/build/schema.ts';
import type {
  CatalogGroupDetail,
  CatalogListResponse,
  CatalogVariant,
} from '../src/shared/catalog/schema.ts';
import { rankVariantProperties, variantValue } from '../src/shared/catalog/variant-ranking.ts';
import type { FeedMerchantsResponse, FeedRun } from '../src/shared/feeds/schemas.ts';
import { alertTexts } from '../src/web/components/price-alert/alert-texts.ts';
import {
  formatAlertPrice,
  suggestedTarget,
} from '../src/web/components/price-alert/alert-format.ts';
import { priceAlertButtonTexts } from '../src/web/components/price-alert/price-alert-texts.ts';
import { builderTexts } from '../src/web/features/builder/lib/builder-texts.ts';
import { savedBuildsMessages } from '../src/web/features/builder/saved-builds/messages.ts';
import { detailTexts } from '../src/web/features/catalog/components/product-detail/detail-texts.ts';
import { groupRecord } from '../src/web/features/catalog/lib/detail-product.ts';
import { alertsTabTexts as tab } from '../src/web/features/account/messages.ts';
import { startSmtpSink, type SmtpSink } from '../tests/smtp-sink.ts';
import {
  logIn,
  seedAdminAccount,
  SEED_ADMIN_ENV,
  signUp,
  type Account,
} from './support/accounts.ts';
import { seriousA11yViolations } from './support/browser.ts';
import { partsWith, placeBuild } from './support/build.ts';
import { freePort } from './support/server.ts';
import { useSite } from './support/site.ts';

// Price alerts in the web app: set from a product page, listed on /account/alerts, fired by a
// merchant's feed run that lowers the price (one e-mail with one-click unsubscribe headers), stopped
// from that e-mail; edited and deleted from the tab; set on a saved build's total from the Builder.

const sinkPort = await freePort();
let sink: SmtpSink;
let feed = '';
let feedServer: Server;

beforeAll(async () => {
  sink = await startSmtpSink({ port: sinkPort });
  feedServer = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/tab-separated-values; charset=utf-8' });
    res.end(feed);
  });
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await sink?.close();
  await new Promise((resolve) => feedServer.close(resolve));
});

const site = useSite({
  ...SEED_ADMIN_ENV,
  FEEDS_ALLOW_PRIVATE: 'true',
  SMTP_URL: `smtp://127.0.0.1:${sinkPort}`,
});
const base = () => site.server().baseUrl;
const WAIT = { timeout: 30_000 };
const PHONE = { width: 390, height: 844 };

async function api<T>(path: string, token?: string): Promise<T> {
  const res = await fetch(`${base()}/api${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** A demo product with a variant that has offers and that the page's selects can choose. */
async function productWithOffers(): Promise<{
  detail: CatalogGroupDetail;
  variant: CatalogVariant;
}> {
  for (let page = 1; page <= 20; page++) {
    const list = await api<CatalogListResponse>(`/catalog/groups?pageSize=50&page=${page}`);
    for (const group of list.items.filter((g) => g.variantCount >= 1)) {
      const detail = await api<CatalogGroupDetail>(
        `/catalog/groups/${encodeURIComponent(group._id)}`,
      );
      const config = rankVariantProperties(detail.variants);
      const variant = detail.variants.find(
        (v) =>
          v.vendor.some((o) => o.inStock) &&
          detail.variants.find((w) =>
            config.primary.every((p) => variantValue(w, p.name) === variantValue(v, p.name)),
          ) === v,
      );
      if (config.primary.length > 0 && variant) return { detail, variant };
    }
  }
  throw new Error('no demo product has a choosable variant with offers');
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

/** Runs `merchantId`'s feed, served with `rows`, and waits for the run to end well. */
async function runFeed(admin: Account, merchantId: string, rows: string[]) {
  feed =
    ['id\ttitle\tlink\tprice\tavailability\tbrand\tgtin\tcondition', ...rows].join('\n') + '\n';
  const run = await fetch(`${base()}/api/admin/feeds/${merchantId}/run`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(run.status).toBe(202);
  const { runId } = (await run.json()) as { runId: string };
  await expect
    .poll(async () => (await api<FeedRun>(`/admin/feed-runs/${runId}`, admin.token)).status, WAIT)
    .toBe('succeeded');
}

/** Two demo catalogue products in stock with a price, each in the sub-part its category names. */
async function catalogueProducts(): Promise<[SelectedProduct, string][]> {
  const picked: [SelectedProduct, string][] = [];
  for (let page = 1; page <= 20 && picked.length < 2; page++) {
    const list = await api<CatalogListResponse>(`/catalog/groups?pageSize=50&page=${page}`);
    for (const group of list.items.filter((g) => g.variantCount >= 1)) {
      const detail = await api<CatalogGroupDetail>(
        `/catalog/groups/${encodeURIComponent(group._id)}`,
      );
      const variant = detail.variants.find(
        (v) =>
          typeof v.price === 'number' &&
          v.vendor.some((o) => o.inStock) &&
          v.includedParts.length === 0,
      );
      if (!variant) continue;
      const product = makeSelectedProduct(groupRecord(detail.group), variant);
      const subPart = targetSubPart(product);
      if (!subPart || picked.some(([, taken]) => taken === subPart)) continue;
      picked.push([product, subPart]);
      if (picked.length === 2) break;
    }
  }
  if (picked.length < 2) throw new Error('fewer than two priced demo products fit a sub-part');
  return picked;
}

/** A failed request logs 'Failed to load resource … status of N' in Chromium: expected there. */
const unexpected = (errors: string[], status: number) =>
  errors.filter((e) => !e.includes(`status of ${status}`));

const alertRow = (page: Page, name: string) =>
  page.getByRole('main').getByRole('listitem', { name, exact: true });

describe('price alerts', () => {
  it('sends a signed-out visitor to sign in and back', async () => {
    const { detail, variant } = await productWithOffers();
    const path = `/product/${detail.group.mainCategory}/${detail.group._id}`;
    await site.withPage(async ({ page }) => {
      await page.goto(path);
      await chooseVariant(page, detail, variant);
      await page.getByRole('button', { name: priceAlertButtonTexts.label(variant.model) }).click();
      await page.waitForURL((url) => url.pathname === '/auth');
      expect(new URL(page.url()).searchParams.get('next')).toBe(path);
    });
  });

  it('is set on a product page, listed, fired by a feed run, mailed and stopped by the mail', async () => {
    const admin = await seedAdminAccount(base());
    const account = await signUp(base(), 'alerter', { fullName: 'Al Erter' });
    const { detail, variant } = await productWithOffers();
    const path = `/product/${detail.group.mainCategory}/${detail.group._id}`;

    await site.withPage(async (t) => {
      const { page } = t;
      await logIn(page, account, path);
      await page.getByRole('heading', { level: 1, name: detail.group.partName }).waitFor(WAIT);
      await chooseVariant(page, detail, variant);

      // The dialog: a price alert, its target a little under the headline price.
      const headline = Number(
        (await page.locator('[class*="headlinePrice"] strong').first().textContent())!.replace(
          /[$,]/g,
          '',
        ),
      );
      await page.getByRole('button', { name: priceAlertButtonTexts.label(variant.model) }).click();
      const dialog = page.getByRole('dialog', { name: alertTexts.dialogTitle });
      await dialog.waitFor(WAIT);
      expect(await dialog.getByLabel(alertTexts.optionPrice).isChecked()).toBe(true);
      const target = dialog.getByLabel(alertTexts.targetLabel);
      const suggested = suggestedTarget(headline, 'variant');
      expect(await target.inputValue()).toBe(suggested);
      expect(await seriousA11yViolations(page)).toEqual([]);
      // Nothing typed is refused in the page.
      await target.fill('');
      await dialog.getByRole('button', { name: alertTexts.save }).click();
      await dialog.getByText(alertTexts.targetRequired).waitFor();
      await target.fill(suggested);
      await dialog.getByRole('button', { name: alertTexts.save }).click();
      await page.getByText(alertTexts.saved).waitFor(WAIT);
      await dialog.waitFor({ state: 'detached', ...WAIT });

      // Listed on the Alerts tab, not fired yet.
      await page.goto('/account/alerts');
      await page.getByRole('heading', { level: 1, name: 'Price Alerts' }).waitFor(WAIT);
      const name = `${detail.group.partName} — ${variant.model}`;
      const row = alertRow(page, name);
      await row.waitFor(WAIT);
      const kindText = alertTexts.kindPrice(formatAlertPrice(Number(suggested), 'variant'));
      await row.getByText(kindText).waitFor();
      await row.getByText(tab.notTriggered).waitFor();
      expect(await row.getByRole('link', { name }).getAttribute('href')).toBe(
        `/product/${encodeURIComponent(detail.group.mainCategory)}/${encodeURIComponent(detail.group._id)}`,
      );
      expect(await seriousA11yViolations(page)).toEqual([]);

      // A merchant that does not sell the variant yet offers it for half its lowest price.
      const merchants = await api<FeedMerchantsResponse>('/admin/feeds', admin.token);
      const merchant = merchants.items.find(
        (m) => !variant.vendor.some((o) => o.merchantName === m.name),
      )!;
      const low = Math.floor(Math.min(...variant.vendor.map((o) => o.price)) * 50) / 100;
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
      await runFeed(admin, merchant.id, [
        [
          'AL-1',
          `${detail.group.brand} ${detail.group.partName} ${variant.model}`,
          `https://${merchant.id}.example/p/al-1`,
          low.toFixed(2),
          'in_stock',
          detail.group.brand,
          variant.upc,
          'new',
        ].join('\t'),
      ]);

      // One e-mail, with the one-click unsubscribe headers.
      // (The sign-up's verification mail came first.)
      const alertMails = () =>
        sink.sentTo('alerter@example.com').filter((m) => m.headers['list-unsubscribe']);
      await expect.poll(() => alertMails().length, { timeout: 60_000 }).toBe(1);
      const mail = alertMails()[0]!;
      const listUnsubscribe = mail.headers['list-unsubscribe'] ?? '';
      expect(listUnsubscribe).toMatch(
        /^<https?:\/\/[^>]+\/api\/alerts\/unsubscribe\?token=[^>]+>$/,
      );
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.body).toContain(variant.model);

      // The tab shows when it fired and the price now.
      await page.reload();
      await row.waitFor(WAIT);
      await expect.poll(() => row.getByText(tab.notTriggered).count(), WAIT).toBe(0);
      await row.getByText(formatAlertPrice(low, 'variant')).first().waitFor(WAIT);

      // A mail app's one-click POST stops the alerts.
      const link = new URL(listUnsubscribe.slice(1, -1));
      const stop = await fetch(`${base()}${link.pathname}${link.search}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(stop.status).toBe(200);
      expect(((await stop.json()) as { removed: number }).removed).toBe(1);

      await page.reload();
      await page.getByText(tab.empty).waitFor(WAIT);
      expect(await alertRow(page, name).count()).toBe(0);
      expect(t.errors).toEqual([]);
    });
  });

  it('edits and deletes an alert from the tab, per round for ammunition, on a phone too', async () => {
    const account = await signUp(base(), 'ammowatch', { fullName: 'Ammo Watch' });
    const ammo = (await api<AmmoListResponse>('/ammo?pageSize=50')).items.find(
      (a) => a.pricePerRound !== undefined,
    )!;

    await site.withPage(async (t) => {
      const { page } = t;
      // Set from the ammo page: the target is per round.
      await logIn(page, account, `/ammo-detail/${encodeURIComponent(ammo.id)}`);
      await page.getByRole('heading', { level: 1, name: ammo.name }).waitFor(WAIT);
      await page.getByRole('button', { name: priceAlertButtonTexts.label(ammo.name) }).click();
      const dialog = page.getByRole('dialog', { name: alertTexts.dialogTitle });
      await dialog.getByLabel(alertTexts.optionPricePerRound).waitFor(WAIT);
      await dialog.getByLabel(alertTexts.targetLabelPerRound).fill('0.25');
      await dialog.getByRole('button', { name: alertTexts.save }).click();
      await page.getByText(alertTexts.saved).waitFor(WAIT);

      await page.goto('/account/alerts');
      const row = alertRow(page, ammo.name);
      await row.getByText(alertTexts.kindPrice(formatAlertPrice(0.25, 'ammo'))).waitFor(WAIT);

      // Edit by keyboard: any price drop instead.
      await row.getByRole('button', { name: tab.editLabel(ammo.name) }).focus();
      await page.keyboard.press('Enter');
      const edit = page.getByRole('dialog', { name: tab.editTitle });
      await edit.waitFor(WAIT);
      await edit.getByLabel(alertTexts.optionDrop).check();
      expect(await edit.getByLabel(alertTexts.targetLabelPerRound).count()).toBe(0);
      await edit.getByRole('button', { name: alertTexts.save }).click();
      await page.getByText(alertTexts.updated).waitFor(WAIT);
      await row.getByText(alertTexts.kindDrop).waitFor(WAIT);

      // Delete asks first; Cancel keeps it.
      await row.getByRole('button', { name: tab.deleteLabel(ammo.name) }).click();
      const confirm = page.getByRole('dialog', { name: tab.deleteTitle });
      await confirm.getByRole('button', { name: tab.cancel }).click();
      await confirm.waitFor({ state: 'detached', ...WAIT });
      await row.waitFor();
      await row.getByRole('button', { name: tab.deleteLabel(ammo.name) }).click();
      await confirm.getByRole('button', { name: tab.delete, exact: true }).click();
      await page.getByText(tab.empty).waitFor(WAIT);
      const list = await api<{ items: unknown[] }>('/alerts', account.token);
      expect(list.items).toEqual([]);
      expect(t.errors).toEqual([]);
    });

    // The phone layout: nothing wider than the screen.
    await fetch(`${base()}/api/alerts`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ targetKind: 'ammo', targetId: ammo.id, kind: 'stock' }),
    });
    await site.withPage(async ({ page }) => {
      await logIn(page, account, '/account/alerts');
      const row = alertRow(page, ammo.name);
      await row.getByText(alertTexts.kindStock).waitFor(WAIT);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE.width);
      const box = await row.getByRole('button', { name: tab.deleteLabel(ammo.name) }).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    }, PHONE);
  });

  it('is set on a saved build from the Builder, after sign-in and the save, and listed by name', async () => {
    const account = await signUp(base(), 'buildwatch', { fullName: 'Build Watch' });
    const buildParts = partsWith(...(await catalogueProducts()));
    const total = buildLanded(buildParts).items;
    const buildName = 'Range Day';

    await site.withPage(async (t) => {
      const { page } = t;
      const priceAlert = page.getByRole('button', { name: builderTexts.priceAlert, exact: true });
      const dialog = page.getByRole('dialog', { name: alertTexts.dialogTitle });

      // Signed out: to sign-in and back, as from a product page.
      await placeBuild(page, { buildParts, buildName });
      await priceAlert.click();
      await page.waitForURL((url) => url.pathname === '/auth', WAIT);
      expect(new URL(page.url()).searchParams.get('next')).toBe('/builder');

      // Signed in with a build not saved yet: the dialog asks for the save first; Cancel keeps
      // everything as it was.
      await logIn(page, account, '/builder');
      await priceAlert.click();
      await dialog.getByText(alertTexts.saveBuildFirst).waitFor(WAIT);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: savedBuildsMessages.cancel }).click();
      await dialog.waitFor({ state: 'detached', ...WAIT });
      expect(await api<AlertList>('/alerts', account.token)).toEqual({ items: [] });

      // Saving from that dialog saves the build under its name and goes on to the alert.
      await priceAlert.click();
      await dialog.getByRole('button', { name: savedBuildsMessages.saveBuild }).click();
      await page
        .getByRole('group', { name: 'Save or load a build' })
        .getByRole('button', { name: savedBuildsMessages.update, exact: true })
        .waitFor(WAIT);
      const option = dialog.getByLabel(alertTexts.optionTotal);
      await option.waitFor(WAIT);
      expect(await option.isChecked()).toBe(true);
      expect(await dialog.getByLabel(alertTexts.optionStock).count()).toBe(0);
      await dialog.getByText(alertTexts.currentTotalIs(formatAlertPrice(total, 'build'))).waitFor();
      await dialog.getByText(alertTexts.buildAsSaved(buildName)).waitFor();
      const buildId = await page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('bw.build')!) as { currentBuildId: string })
            .currentBuildId,
      );
      expect(buildId).toMatch(/^[0-9a-f-]{36}$/);

      // The target starts a little under the total, in whole dollars.
      const target = dialog.getByLabel(alertTexts.targetLabelTotal);
      const suggested = suggestedTarget(total, 'build');
      expect(await target.inputValue()).toBe(suggested);
      expect(await seriousA11yViolations(page)).toEqual([]);
      // The form's own check, then the server's word on the target, under the field.
      await target.fill('');
      await dialog.getByRole('button', { name: alertTexts.save }).click();
      await dialog.getByText(alertTexts.targetRequired).waitFor();
      await target.fill(String(MAX_TARGET_PRICE + 1));
      await dialog.getByRole('button', { name: alertTexts.save }).click();
      await dialog.getByText(alertMessages.targetPrice).waitFor(WAIT);
      expect(await target.getAttribute('aria-invalid')).toBe('true');
      await target.fill(suggested);
      await dialog.getByRole('button', { name: alertTexts.save }).click();
      await page.getByText(alertTexts.saved).waitFor(WAIT);
      await dialog.waitFor({ state: 'detached', ...WAIT });

      // A saved build opens the alert form at once.
      await priceAlert.click();
      await dialog.getByLabel(alertTexts.targetLabelTotal).waitFor(WAIT);
      await dialog.getByRole('button', { name: alertTexts.cancel }).click();
      await dialog.waitFor({ state: 'detached', ...WAIT });

      // Listed on the Alerts tab under the build's name, linked back to it in the Builder.
      await page.goto('/account/alerts');
      const row = alertRow(page, buildName);
      await row.waitFor(WAIT);
      await row.getByText(tab.targetBuild, { exact: true }).waitFor();
      await row
        .getByText(alertTexts.kindPrice(formatAlertPrice(Number(suggested), 'build')))
        .waitFor();
      await row.getByText(tab.notTriggered).waitFor();
      expect(await row.getByText(tab.noPrice).count()).toBe(0);
      expect(await row.getByRole('link', { name: buildName }).getAttribute('href')).toBe(
        `/builder?load=${buildId}`,
      );
      const { items } = await api<AlertList>('/alerts', account.token);
      expect(items).toMatchObject([
        {
          targetKind: 'build',
          targetId: buildId,
          kind: 'price',
          targetPrice: Number(suggested),
          targetName: buildName,
        },
      ]);
      expect(unexpected(t.errors, 400)).toEqual([]);
    });
  });
});

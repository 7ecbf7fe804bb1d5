import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeSelectedProduct } from '../src/shared/build/build.ts';
import type { SavedBuild, SelectedProduct } from '../src/shared/build/schema.ts';
import { formatPrice } from '../src/shared/build/totals.ts';
import type { CatalogGroupDetail, CatalogListResponse } from '../src/shared/catalog/schema.ts';
import type { GalleryEntry, GalleryMine, GalleryPhoto } from '../src/shared/gallery/schema.ts';
import { entryTexts, galleryTexts } from '../src/web/features/gallery/messages.ts';
import { publishTexts } from '../src/web/features/gallery/publish-texts.ts';
import {
  logIn,
  seedAdminAccount,
  SEED_ADMIN_ENV,
  signUp,
  type Account,
} from './support/accounts.ts';
import { seriousA11yViolations } from './support/browser.ts';
import { partsWith } from './support/build.ts';
import { useSite } from './support/site.ts';

// The completed builds gallery in the browser: publishing a saved build with photos, finding it
// in the gallery by calibre and price, unpublishing it; a file that is no picture; an admin
// hiding an entry from visitors and showing it again.

const site = useSite(SEED_ADMIN_ENV);
const base = () => site.server().baseUrl;

async function json<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${base()}${path}`, init);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

const bearer = (account: Account) => ({ authorization: `Bearer ${account.token}` });

/** The first seeded product of `subPart` the catalogue lists. */
async function seededProduct(subPart: string): Promise<SelectedProduct> {
  const list = await json<CatalogListResponse>(
    `/api/catalog/groups?platform=AR15&subPart=${encodeURIComponent(subPart)}&pageSize=5`,
  );
  const item = list.items[0];
  if (!item) throw new Error(`no seeded ${subPart}`);
  const { group, variants } = await json<CatalogGroupDetail>(
    `/api/catalog/groups/${encodeURIComponent(item._id)}`,
  );
  return makeSelectedProduct(group, variants[0]!);
}

/** A saved build of the account with a seeded barrel (its calibre) and trigger. */
async function saveBuild(account: Account, buildName: string) {
  const [barrel, trigger] = await Promise.all([seededProduct('Barrel'), seededProduct('Trigger')]);
  const build = await json<SavedBuild>('/api/user-builds', {
    method: 'POST',
    headers: { ...bearer(account), 'content-type': 'application/json' },
    body: JSON.stringify({
      buildName,
      buildParts: partsWith([barrel, 'Barrel'], [trigger, 'Trigger']),
    }),
  });
  return { build, barrel, trigger };
}

/** A picture of `width`×`height` pixels, as a phone might send it. */
function picture(format: 'png' | 'jpeg', width: number, height: number, colour: string) {
  const image = sharp({ create: { width, height, channels: 3, background: colour } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

/** Publishes `buildId` through the API with one photo. */
async function publishByApi(account: Account, buildId: string, title: string) {
  const bytes = await picture('png', 320, 240, '#556b2f');
  const photo = await json<GalleryPhoto>('/api/gallery/photos', {
    method: 'POST',
    headers: { ...bearer(account), 'content-type': 'image/png' },
    body: new Uint8Array(bytes),
  });
  return json<GalleryEntry>('/api/gallery', {
    method: 'POST',
    headers: { ...bearer(account), 'content-type': 'application/json' },
    body: JSON.stringify({ buildId, title, writeUp: 'Built for the range.', photoIds: [photo.id] }),
  });
}

/** A failed request logs 'Failed to load resource … status of N' in Chromium: expected there. */
const unexpected = (errors: string[], ...statuses: number[]) =>
  errors.filter((e) => !statuses.some((s) => e.includes(`status of ${s}`)));

const card = (page: Page, title: string) => page.getByRole('link').filter({ hasText: title });
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/** The gallery has shown its answer: cards, or one of its empty states. */
async function galleryShown(page: Page) {
  await page
    .getByText(/^\d+ builds?$/)
    .or(page.getByRole('heading', { name: galleryTexts.empty }))
    .or(page.getByRole('heading', { name: galleryTexts.noMatch }))
    .first()
    .waitFor();
}

describe('completed builds gallery', () => {
  it('publishes a saved build with two photos, finds it by calibre and price, and unpublishes it', async () => {
    const owner = await signUp(base(), 'galleryowner', { fullName: 'Gail Owner' });
    const { build, barrel } = await saveBuild(owner, 'Range Day Carbine');
    const title = 'Gail’s Range Day Carbine';

    await site.withPage(async (tab) => {
      const { page } = tab;
      await logIn(page, owner, `/completed-builds/publish?build=${build._id}`);
      await page.getByRole('heading', { level: 1, name: publishTexts.heading }).waitFor();

      // the build of the link is chosen and its name is the title until one is written
      const select = page.getByLabel(publishTexts.build);
      await expect.poll(() => select.inputValue()).toBe(build._id);
      const titleBox = page.getByLabel(publishTexts.title, { exact: true });
      expect(await titleBox.inputValue()).toBe('Range Day Carbine');
      expect(await seriousA11yViolations(page)).toEqual([]);

      await titleBox.fill(title);
      const writeUp = page.getByLabel(publishTexts.writeUp);
      await writeUp.fill('Took a weekend to put together.\n\nShoots under 2 MOA with match ammo.');
      await page.getByText(publishTexts.counter(68)).waitFor();

      const [png, jpeg] = await Promise.all([
        picture('png', 800, 600, '#ff6b00'),
        picture('jpeg', 600, 800, '#2f4f4f'),
      ]);
      await page.locator('input[type="file"]').setInputFiles([
        { name: 'left-side.png', mimeType: 'image/png', buffer: png },
        { name: 'right-side.jpg', mimeType: 'image/jpeg', buffer: jpeg },
      ]);
      for (const n of [1, 2])
        await page.getByRole('img', { name: publishTexts.photoAlt(n, title) }).waitFor();
      await page.getByRole('button', { name: publishTexts.submit }).click();

      await page.waitForURL(/\/completed-builds\/(?!publish)[^/?]+$/);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await toast(page, publishTexts.published).waitFor();
      const entryPath = new URL(page.url()).pathname;
      const entry = await json<GalleryEntry>(
        `/api${entryPath.replace('/completed-builds', '/gallery')}`,
      );
      expect(entry.photos).toHaveLength(2);

      // the photos: the first large, the second shown from its thumbnail
      const large = page.getByRole('img', { name: entryTexts.photoAlt(1, 2, title) });
      await expect
        .poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      await page.getByRole('button', { name: entryTexts.showPhoto(2, 2) }).click();
      await page.getByRole('img', { name: entryTexts.photoAlt(2, 2, title) }).waitFor();
      expect(
        await page
          .getByRole('button', { name: entryTexts.showPhoto(2, 2) })
          .getAttribute('aria-pressed'),
      ).toBe('true');

      // the write-up's two paragraphs, the author and the parts
      await page.getByText('Took a weekend to put together.', { exact: true }).waitFor();
      await page.getByText('Shoots under 2 MOA with match ammo.', { exact: true }).waitFor();
      await page.getByText('Gail', { exact: true }).waitFor();
      await page.getByRole('row').filter({ hasText: barrel.name }).waitFor();
      await page.getByRole('button', { name: entryTexts.unpublish }).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      // the account's Completed Builds tab links the published build to its entry
      await page.goto('/account/completedbuilds');
      await page.getByRole('link', { name: 'View in gallery' }).click();
      await page.waitForURL(`${base()}${entryPath}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();

      // the gallery lists it, and finds it by its calibre and its price
      await page.goto('/completed-builds');
      await card(page, title).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      // the seeded barrel names its calibre
      const calibre = entry.calibre!;
      expect(calibre).not.toBeNull();
      await page.getByLabel(galleryTexts.calibre).selectOption(calibre.key);
      await page.waitForURL(new RegExp(`calibre=${calibre.key}`));
      await card(page, title).waitFor();
      const total = Math.floor(entry.totalPrice);
      await page.getByLabel(galleryTexts.minPrice).fill(String(total + 1));
      await page.getByRole('button', { name: galleryTexts.apply }).click();
      await page.getByRole('heading', { name: galleryTexts.noMatch }).waitFor();
      await page.getByRole('button', { name: galleryTexts.clearFilters }).first().click();
      await card(page, title).waitFor();
      expect(new URL(page.url()).search).toBe('');
      await page.getByLabel(galleryTexts.maxPrice).fill(String(total + 1));
      await page.getByRole('button', { name: galleryTexts.apply }).click();
      await page.waitForURL(/maxPrice=/);
      await card(page, title).waitFor();

      // unpublished, it leaves the gallery
      await card(page, title).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByRole('button', { name: entryTexts.unpublish }).click();
      const dialog = page.getByRole('dialog', { name: entryTexts.unpublishTitle });
      await dialog.getByRole('button', { name: entryTexts.unpublishConfirm }).click();
      await page.waitForURL(`${base()}/completed-builds`);
      await toast(page, entryTexts.unpublished).waitFor();
      await galleryShown(page);
      expect(await card(page, title).count()).toBe(0);
      expect(await json<GalleryMine>('/api/gallery/mine', { headers: bearer(owner) })).toEqual([]);

      // the gone entry's page says so
      await page.goto(entryPath);
      await page.getByRole('alert').filter({ hasText: entryTexts.notFound }).waitFor();
      expect(unexpected(tab.errors, 404)).toEqual([]);
    });
  });

  it('refuses a file that is no picture with a clear message and publishes nothing', async () => {
    const owner = await signUp(base(), 'gallerybadfile', { fullName: 'Bea File' });
    const { build } = await saveBuild(owner, 'Bad File Build');

    await site.withPage(async (tab) => {
      const { page } = tab;
      await logIn(page, owner, `/completed-builds/publish?build=${build._id}`);
      await page.getByRole('heading', { level: 1, name: publishTexts.heading }).waitFor();
      await page.locator('input[type="file"]').setInputFiles({
        name: 'notes.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('These are my build notes, not a picture.'),
      });
      const alert = page.getByRole('alert').filter({ hasText: 'notes.jpg' });
      await alert.waitFor();
      expect(await alert.textContent()).not.toMatch(/^\s*$/);
      await expect.poll(() => page.getByRole('status', { name: /Uploading/ }).count()).toBe(0);
      expect(await page.getByRole('img', { name: /^Photo \d/ }).count()).toBe(0);

      // a file of another type is refused before it is sent
      await page.locator('input[type="file"]').setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('plain text'),
      });
      await page
        .getByRole('alert')
        .filter({ hasText: publishTexts.notPicture('notes.txt') })
        .waitFor();

      expect(await json<GalleryMine>('/api/gallery/mine', { headers: bearer(owner) })).toEqual([]);
      expect(unexpected(tab.errors, 400)).toEqual([]);
    });
  });

  it('lets an admin hide an entry from visitors and show it again', async () => {
    const owner = await signUp(base(), 'galleryhidden', { fullName: 'Hal Hidden' });
    const { build } = await saveBuild(owner, 'Soon Hidden Build');
    const title = 'Soon Hidden Build in the gallery';
    const entry = await publishByApi(owner, build._id, title);
    const admin = await seedAdminAccount(base());

    await site.withPage(async (tab) => {
      const { page } = tab;
      await logIn(page, admin, `/completed-builds/${entry.id}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByRole('button', { name: entryTexts.hide }).click();
      await page.getByRole('button', { name: entryTexts.show }).waitFor();
      await page.getByText(entryTexts.hiddenNote).waitFor();
      expect(tab.errors).toEqual([]);
    });

    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/completed-builds');
      await galleryShown(page);
      expect(await card(page, title).count()).toBe(0);
      await page.goto(`/completed-builds/${entry.id}`);
      await page.getByRole('alert').filter({ hasText: entryTexts.notFound }).waitFor();
      expect(unexpected(tab.errors, 404)).toEqual([]);
    });

    await site.withPage(async (tab) => {
      const { page } = tab;
      await logIn(page, admin, '/completed-builds');
      await galleryShown(page);
      expect(await card(page, title).count()).toBe(0);
      // click, not check: the box re-renders with the new address, and check() reads it back.
      await page.getByLabel(galleryTexts.includeHidden).click();
      await page.waitForURL(/includeHidden=true/);
      const hiddenCard = card(page, title);
      await hiddenCard.getByText(galleryTexts.hidden, { exact: true }).waitFor();
      await hiddenCard.click();
      await page.getByRole('button', { name: entryTexts.show }).click();
      await page.getByRole('button', { name: entryTexts.hide }).waitFor();
      expect(tab.errors).toEqual([]);
    });

    await site.withPage(async (tab) => {
      await tab.page.goto('/completed-builds');
      await card(tab.page, title).waitFor();
      await tab.page.getByText(formatPrice(entry.totalPrice)).first().waitFor();
    });
  });
});

import { describe, expect, it } from 'vitest';
import { makeSelectedProduct } from '../src/shared/build/build.ts';
import { buildMessages } from '../src/shared/build/messages.ts';
import type { SavedBuild, SelectedProduct } from '../src/shared/build/schema.ts';
import { formatPrice, totalPrice } from '../src/shared/build/totals.ts';
import type { CatalogGroupDetail, CatalogListResponse } from '../src/shared/catalog/schema.ts';
import { formatBuildDate } from '../src/web/features/builder/saved-builds/format-date.ts';
import { sharedBuildTexts as t } from '../src/web/components/build-parts/build-parts-texts.ts';
import { makeProduct } from '../tests/build-factories.ts';
import { signUp } from './support/accounts.ts';
import { seriousA11yViolations } from './support/browser.ts';
import { partsWith } from './support/build.ts';
import { useSite } from './support/site.ts';

// A shared build's page, /b/<shareId>, as a visitor who opens a pasted link sees it: every part
// with its picture and a link to its product page, the server's compatibility check, the total
// and the build's dates; and the link-preview picture its head names.

const site = useSite();
const base = () => site.server().baseUrl;

async function json<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${base()}${path}`, init);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The first seeded product of `subPart` that has a picture. */
async function seededProduct(subPart: string): Promise<SelectedProduct> {
  const list = await json<CatalogListResponse>(
    `/api/catalog/groups?platform=AR15&subPart=${encodeURIComponent(subPart)}&pageSize=20`,
  );
  for (const item of list.items) {
    const { group, variants } = await json<CatalogGroupDetail>(
      `/api/catalog/groups/${encodeURIComponent(item._id)}`,
    );
    if (variants[0] && (group.images.length > 0 || group.photo))
      return makeSelectedProduct(group, variants[0]);
  }
  throw new Error(`no seeded ${subPart} with a picture`);
}

describe('shared build page', () => {
  it('shows pictures, product links, the compatibility check, the total and the dates', async () => {
    const [stock, trigger] = await Promise.all([seededProduct('Stock'), seededProduct('Trigger')]);
    // Two parts the catalogue does not know, whose threads cannot meet: one error.
    const barrel = makeProduct(
      { model: 'Thin Thread Barrel', compat: { muzzleThread: '1/2x28' } },
      { category: 'Barrel' },
    );
    const device = makeProduct(
      { model: 'Wide Thread Brake', compat: { muzzleThread: '5/8x24' } },
      { category: 'Muzzle Device', subcategory: 'Muzzle Device' },
    );
    const buildParts = partsWith(
      [stock, 'Stock'],
      [trigger, 'Trigger'],
      [barrel, 'Barrel'],
      [device, 'Muzzle Device'],
    );
    const account = await signUp(base(), 'shareviewer');
    const auth = { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' };
    const saved = await json<SavedBuild>('/api/user-builds', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ buildName: 'Pasted Link Rifle', buildParts }),
    });
    const { shareId } = await json<{ shareId: string }>(`/api/user-builds/${saved._id}/share`, {
      method: 'POST',
      headers: { authorization: auth.authorization },
    });

    await site.withPage(async (visitor) => {
      const { page } = visitor;
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await page.goto(`/b/${shareId}`);
      await page.getByRole('heading', { level: 1, name: 'Pasted Link Rifle' }).waitFor();

      // each seeded part: its picture shows, its name opens its product page
      for (const product of [stock, trigger]) {
        const row = page.getByRole('row').filter({ hasText: product.name });
        const link = row.getByRole('link', { name: product.name });
        expect(await link.getAttribute('href')).toBe(
          `/product/${encodeURIComponent(product.groupData!.mainCategory!)}/${encodeURIComponent(product.groupData!._id)}`,
        );
        const picture = row.locator('img');
        await expect
          .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0);
      }

      // the server put the build into the HTML: the page did not ask for it again
      expect(asked.filter((p) => p.startsWith('/api/shared-builds/'))).toEqual([]);

      const check = page.getByRole('region', { name: t.compatibilityCheck });
      await check.getByText(t.problemsFound(1, 0)).waitFor();
      await check.getByText(/Thin Thread Barrel is threaded 1\/2x28/).waitFor();

      await page.getByText(formatPrice(totalPrice(buildParts)), { exact: true }).waitFor();
      await page.getByText(`(${t.partCount(4)})`).waitFor();
      const created = formatBuildDate(saved.createdAt, buildMessages.unknownDate);
      await page.locator('time', { hasText: created }).first().waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      // the head's preview picture is the server's PNG card
      const image = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(await page.locator('meta[name="twitter:card"]').getAttribute('content')).toBe(
        'summary_large_image',
      );
      const png = await fetch(image!);
      expect(png.status).toBe(200);
      expect(png.headers.get('content-type')).toBe('image/png');

      await page.getByRole('link', { name: stock.name }).click();
      await page.waitForURL(/\/product\//);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(visitor.errors).toEqual([]);
    });
  });
});

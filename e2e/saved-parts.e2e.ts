import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatPrice } from '../src/shared/build/totals.ts';
import { ammoMessages } from '../src/shared/ammo/messages.ts';
import type { AmmoListResponse } from '../src/shared/ammo/schema.ts';
import type { CatalogGroupDetail, CatalogListResponse } from '../src/shared/catalog/schema.ts';
import { savedProductPart } from '../src/web/features/catalog/lib/detail-product.ts';
import { savePartTexts } from '../src/web/components/save-part/save-part-texts.ts';
import { accountUiMessages, savedPartsTexts } from '../src/web/features/account/messages.ts';
import { logIn, signUp } from './support/accounts.ts';
import { seriousA11yViolations } from './support/browser.ts';
import { useSite } from './support/site.ts';

// The account's Saved Part List shows saved ammo and parts with their brand, links back to them,
// removes them and puts a removed one back with Undo (ADR 036).

const site = useSite();
const base = () => site.server().baseUrl;

async function api<T>(path: string, token?: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${base()}/api${path}`, {
    ...init,
    headers: {
      ...(init.body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status}`);
  return (await res.json()) as T;
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
const cardNames = (page: Page) => page.locator('main li[data-saved-part] h2').allTextContents();

describe('Saved Part List (/account/savedpartlist)', () => {
  it('shows saved ammo and parts with price, date and links back, and removes them', async () => {
    const account = await signUp(base(), 'partlister', { fullName: 'Part Lister' });
    const ammo = (await api<AmmoListResponse>('/ammo?caliber=308&pageSize=1')).items[0]!;
    const groups = await api<CatalogListResponse>('/catalog/groups?pageSize=1&subPart=Barrel');
    const detail = await api<CatalogGroupDetail>(`/catalog/groups/${groups.items[0]!._id}`);
    const variant = detail.variants[0]!;
    // a product saved through the API (as the product page does)
    await api(`/users/${account.user._id}/saved-parts`, account.token, {
      method: 'PATCH',
      body: JSON.stringify({
        name: variant.model,
        details: { product: { ...variant, name: variant.model }, groupData: detail.group },
      }),
    });

    await site.withPage(async (tab) => {
      const { page } = tab;
      // the ammo is saved through its page
      await logIn(page, account, `/ammo-detail/${ammo.id}`);
      await page.getByRole('button', { name: savePartTexts.button }).click();
      await toast(page, savePartTexts.ammo.success).waitFor();
      await page.getByRole('button', { name: ammoMessages.saved }).waitFor();

      await page.goto('/account/savedpartlist');
      await expect.poll(() => cardNames(page)).toEqual([variant.model, ammo.name]);
      const ammoCard = page.locator(`li[data-saved-part="${ammo.id}"]`);
      const text = await ammoCard.textContent();
      expect(text).toContain(ammo.brand);
      expect(text).toContain(formatPrice(ammo.price!));
      expect(text).toMatch(/Saved [A-Z][a-z]{2} \d{1,2}, \d{4}/);
      expect(await ammoCard.getByRole('link', { name: ammo.name }).getAttribute('href')).toBe(
        `/ammo-detail/${ammo.id}`,
      );
      const productCard = page.locator(`li[data-saved-part="${variant._id}"]`);
      expect(
        await productCard.getByRole('link', { name: variant.model }).getAttribute('href'),
      ).toBe(`/product/${detail.group.mainCategory}/${detail.group._id}`);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // Remove: gone from the grid and from the server
      await ammoCard.getByRole('button', { name: savedPartsTexts.removeLabel(ammo.name) }).click();
      await toast(page, savedPartsTexts.removed(ammo.name)).waitFor();
      await expect.poll(() => cardNames(page)).toEqual([variant.model]);
      const user = await api<{ savedPartList: unknown[] }>(
        `/users/${account.user._id}`,
        account.token,
      );
      expect(user.savedPartList).toHaveLength(1);

      // the ammo page no longer says 'Saved ✓' (the cached user was updated)
      await page.goto(`/ammo-detail/${ammo.id}`);
      await page.getByRole('button', { name: savePartTexts.button }).waitFor();

      // removing the last one leaves the empty state
      await page.goto('/account/savedpartlist');
      await page.getByRole('button', { name: savedPartsTexts.removeLabel(variant.model) }).click();
      await page.getByText(accountUiMessages.noSavedParts, { exact: true }).waitFor();
      expect(tab.errors).toEqual([]);
    });
  });

  it('shows the brand and puts a removed part back with Undo, on the server too', async () => {
    const account = await signUp(base(), 'partundoer', { fullName: 'Part Undoer' });
    const groups = await api<CatalogListResponse>('/catalog/groups?pageSize=1&subPart=Barrel');
    const detail = await api<CatalogGroupDetail>(`/catalog/groups/${groups.items[0]!._id}`);
    const variant = detail.variants[0]!;
    expect(variant.brand.trim()).not.toBe('');
    const part = savedProductPart(detail.group, variant);
    const path = `/users/${account.user._id}`;
    type SavedList = { savedPartList: { details: { savedAt?: string } }[] };
    // saved as the product page saves it
    const saved = await api<SavedList>(`${path}/saved-parts`, account.token, {
      method: 'PATCH',
      body: JSON.stringify(part),
    });
    const savedAt = saved.savedPartList[0]!.details.savedAt;
    const onServer = async () => (await api<SavedList>(path, account.token)).savedPartList;

    await site.withPage(async (tab) => {
      const { page } = tab;
      await logIn(page, account, '/account/savedpartlist');
      const card = page.locator(`li[data-saved-part="${variant._id}"]`);
      await card.waitFor();
      expect(await card.textContent()).toContain(variant.brand.trim());

      // Remove: the card goes, the server forgets it, and the toast offers Undo
      await card.getByRole('button', { name: savedPartsTexts.removeLabel(part.name) }).click();
      const removed = toast(page, savedPartsTexts.removed(part.name));
      await removed.waitFor();
      await page.getByText(accountUiMessages.noSavedParts, { exact: true }).waitFor();
      await expect.poll(onServer).toEqual([]);

      // Undo from the keyboard: Alt+T moves into the toasts, Tab reaches Undo, Enter presses it
      const undo = removed.getByRole('button', { name: savedPartsTexts.undo });
      await page.keyboard.press('Alt+KeyT');
      const onUndo = () =>
        undo.evaluate((button) => button === document.activeElement).catch(() => false);
      for (let i = 0; i < 5 && !(await onUndo()); i++) await page.keyboard.press('Tab');
      expect(await onUndo()).toBe(true);
      await page.keyboard.press('Enter');
      await toast(page, savedPartsTexts.restored(part.name)).waitFor();
      await card.waitFor();
      expect(await card.textContent()).toContain(variant.brand.trim());

      // back on the server, as it was saved (its date kept), and after a reload
      await expect.poll(async () => (await onServer()).length).toBe(1);
      expect((await onServer())[0]!.details.savedAt).toBe(savedAt);
      await page.reload();
      await expect.poll(() => cardNames(page)).toEqual([part.name]);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(tab.errors).toEqual([]);
    });
  });
});

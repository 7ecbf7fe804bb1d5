import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { buildMessages } from '../src/shared/build/messages.ts';
import type { BuildPart, SavedBuild } from '../src/shared/build/schema.ts';
import { builderTexts } from '../src/web/features/builder/lib/builder-texts.ts';
import { savedBuildsMessages as m } from '../src/web/features/builder/saved-builds/messages.ts';
import { accountUiMessages } from '../src/web/features/account/messages.ts';
import { makeProduct } from '../tests/build-factories.ts';
import { logIn, signUp, type Account } from './support/accounts.ts';
import { seriousA11yViolations } from './support/browser.ts';
import { partsWith, placeBuild } from './support/build.ts';
import { useSite } from './support/site.ts';

// Saved builds in the Builder: save flow, unsaved-changes guard, load, delete, logged-out
// buttons, share links and the Completed Builds tab (ADR 018, ADR 072).

const site = useSite();

/** What the builder keeps in localStorage, as far as these tests read it. */
interface StoredBuild {
  currentBuildId?: string | null;
}
const base = () => site.server().baseUrl;

/** A failed request logs 'Failed to load resource … status of N' in Chromium: expected there. */
const unexpected = (errors: string[], ...statuses: number[]) =>
  errors.filter((e) => !statuses.some((s) => e.includes(`status of ${s}`)));

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
const saveLoad = (page: Page) => page.getByRole('group', { name: 'Save or load a build' });
const myBuilds = (page: Page) => page.getByRole('region', { name: m.myBuilds });
const toolbar = (page: Page) => page.getByRole('complementary', { name: m.toolbar });
/** The build title of the builder page (the other h2s are 'My Builds' and group headings). */
const buildTitle = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

/** Two parts at $99.50 each (the cheaper of two merchants): $199.00, 2 of 10 core parts. */
function twoParts(): BuildPart[] {
  return partsWith(
    [makeProduct({ model: 'Test Barrel 16' }, { category: 'Barrel' }), 'Barrel'],
    [makeProduct({ model: 'Test Trigger Kit' }, { category: 'Trigger' }), 'Trigger'],
  );
}

async function api<T>(
  account: Account,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${base()}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${account.token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

async function saveThroughApi(account: Account, buildName: string): Promise<SavedBuild> {
  const res = await api<SavedBuild>(account, '/user-builds', {
    method: 'POST',
    body: { buildName, buildParts: twoParts() },
  });
  expect(res.status).toBe(201);
  return res.body;
}

const listOf = async (account: Account) =>
  (
    await api<{ _id: string; buildName: string }[]>(
      account,
      `/user-builds?userId=${account.user._id}`,
    )
  ).body;

describe('logged out', () => {
  it('Save and Load look disabled, show their tooltips on hover and their toasts on click', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.goto('/builder');
      const save = saveLoad(page).getByRole('button', { name: m.save, exact: true });
      const load = saveLoad(page).getByRole('button', { name: m.load });
      expect(await save.getAttribute('aria-disabled')).toBe('true');
      expect(await load.getAttribute('aria-disabled')).toBe('true');
      // Logged-in pieces are absent.
      expect(await myBuilds(page).count()).toBe(0);
      expect(await toolbar(page).count()).toBe(0);

      const tip = (text: string) => page.getByRole('tooltip').filter({ hasText: text });
      await save.hover();
      await tip(buildMessages.loginToSaveTooltip).waitFor();
      expect(await save.getAttribute('aria-describedby')).toBe(
        await tip(buildMessages.loginToSaveTooltip).getAttribute('id'),
      );
      // Playwright counts aria-disabled as disabled; the click is real all the same.
      await save.click({ force: true });
      await toast(page, buildMessages.loginToSave).waitFor();

      await load.hover();
      await tip(buildMessages.loginToLoad).waitFor();
      await tip(buildMessages.loginToSaveTooltip).waitFor({ state: 'hidden' });
      await load.focus();
      await page.keyboard.press('Enter');
      await toast(page, buildMessages.loginToLoad).waitFor();

      // Still focusable: keyboard focus shows the tooltip too, Escape hides it.
      await page.mouse.move(0, 0);
      await save.focus();
      await tip(buildMessages.loginToSaveTooltip).waitFor();
      await page.keyboard.press('Escape');
      await tip(buildMessages.loginToSaveTooltip).waitFor({ state: 'hidden' });
      expect(tab.errors).toEqual([]);
    });
  });
});

describe('saving, loading, updating and deleting', () => {
  it('saves with a name, reloads, loads from the dialog, renames, updates and deletes', async () => {
    const account = await signUp(base(), 'saver', { fullName: 'Sam Saver' });
    await site.withPage(async (tab) => {
      const { page } = tab;
      await logIn(page, account, '/');
      await placeBuild(page, { buildParts: twoParts() });
      await buildTitle(page, 'My List').waitFor();

      // The default name opens the name dialog first.
      await saveLoad(page).getByRole('button', { name: m.save, exact: true }).click();
      const nameDialog = dialog(page, m.saveNameTitle);
      const name = nameDialog.getByLabel(m.saveNameLabel);
      expect(await name.inputValue()).toBe('');
      expect(await name.getAttribute('maxlength')).toBe('50');
      await nameDialog.getByText(m.counter(0, 50)).waitFor();
      await name.fill('A');
      await nameDialog.getByText(m.counter(1, 50)).waitFor();
      await nameDialog.getByRole('button', { name: m.saveBuild }).click();
      await nameDialog.getByRole('alert').filter({ hasText: buildMessages.nameTooShort }).waitFor();
      await name.fill('   ');
      await nameDialog.getByRole('button', { name: m.saveBuild }).click();
      await nameDialog
        .getByRole('alert')
        .filter({ hasText: buildMessages.nameCannotBeEmpty })
        .waitFor();
      await name.fill('Range Day');
      await nameDialog.getByRole('button', { name: m.saveBuild }).click();
      await toast(page, buildMessages.saved).waitFor();
      await nameDialog.waitFor({ state: 'detached' });
      await buildTitle(page, 'Range Day').waitFor();
      await saveLoad(page).getByRole('button', { name: m.update }).waitFor();
      await myBuilds(page)
        .getByRole('button', { name: m.loadBuildCount(1) })
        .waitFor();
      expect((await listOf(account)).map((b) => b.buildName)).toEqual(['Range Day']);

      // The saved build survives a reload; New Build asks first (a build with an id).
      await page.reload();
      await buildTitle(page, 'Range Day').waitFor();
      await myBuilds(page).getByRole('button', { name: m.newBuild }).click();
      const guard = dialog(page, m.unsavedTitle);
      await guard.getByRole('button', { name: m.dontSave }).click();
      await toast(page, buildMessages.started).waitFor();
      await buildTitle(page, 'My List').waitFor();
      expect(await page.getByText('Test Barrel 16').count()).toBe(0);
      // This New Build shows only while a saved build is loaded.
      expect(await myBuilds(page).getByRole('button', { name: m.newBuild }).count()).toBe(0);

      // Load: the dialog lists name and date; an empty new build needs no guard.
      await saveLoad(page).getByRole('button', { name: m.load }).click();
      const loadDialog = dialog(page, m.loadTitle);
      const item = loadDialog.getByRole('button', { name: /Range Day/ });
      expect(await item.textContent()).toMatch(/Range Day[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      await item.click();
      await toast(page, buildMessages.loaded).waitFor();
      await buildTitle(page, 'Range Day').waitFor();
      await page.getByText('Test Barrel 16').first().waitFor();

      // Rename with the title editor, then Update.
      await page.getByRole('button', { name: builderTexts.editName }).click();
      await page.getByRole('textbox', { name: builderTexts.nameLabel }).fill('Range Day II');
      await page
        .getByRole('form', { name: builderTexts.editName })
        .getByRole('button', { name: builderTexts.save })
        .click();
      await buildTitle(page, 'Range Day II').waitFor();
      await saveLoad(page).getByRole('button', { name: m.update }).click();
      await toast(page, buildMessages.updated).waitFor();
      expect((await listOf(account)).map((b) => b.buildName)).toEqual(['Range Day II']);

      // Delete: confirm, 'Deleting...' while the server works, then the builder resets.
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/user-builds/*', async (route) => {
        if (route.request().method() === 'DELETE') await held;
        await route.continue();
      });
      await myBuilds(page).getByRole('button', { name: m.deleteBuild }).click();
      const confirm = dialog(page, m.deleteTitle);
      expect(await confirm.textContent()).toContain('Range Day II');
      expect(await confirm.textContent()).toContain('This action cannot be undone.');
      await confirm.getByRole('button', { name: m.delete, exact: true }).click();
      await confirm.getByRole('button', { name: m.deleting }).waitFor();
      release();
      await toast(page, buildMessages.deleted).waitFor();
      await confirm.waitFor({ state: 'detached' });
      await buildTitle(page, 'My List').waitFor();
      await myBuilds(page)
        .getByRole('button', { name: m.loadBuildCount(0) })
        .waitFor();
      expect(await listOf(account)).toEqual([]);

      // Nothing loaded now: Delete says so; Load finds nothing.
      await myBuilds(page).getByRole('button', { name: m.deleteBuild }).click();
      await toast(page, buildMessages.noBuildSelected).waitFor();
      await saveLoad(page).getByRole('button', { name: m.load }).click();
      await toast(page, buildMessages.noSavedBuilds).waitFor();
      await myBuilds(page)
        .getByRole('button', { name: m.loadBuildCount(0) })
        .click();
      await myBuilds(page).getByText(buildMessages.noSavedBuildsList).waitFor();
      expect(tab.errors).toEqual([]);
    });
  });

  it('guards New Build: Cancel keeps the list, Save & Continue asks for a name, Don’t Save resets', async () => {
    const account = await signUp(base(), 'guarded', { fullName: 'Gus Guard' });
    await site.withPage(async (tab) => {
      const { page } = tab;
      await logIn(page, account, '/');
      await placeBuild(page, { buildParts: twoParts() });
      const newBuild = toolbar(page).getByRole('button', { name: m.newBuild });
      const guard = dialog(page, m.unsavedTitle);

      await newBuild.click();
      await guard.getByRole('button', { name: m.cancel }).click();
      await guard.waitFor({ state: 'detached' });
      await page.getByText('Test Barrel 16').first().waitFor();

      // With the default name, Save & Continue becomes the name prompt; the action stops.
      await newBuild.click();
      await guard.getByRole('button', { name: m.saveAndContinue }).click();
      const nameDialog = dialog(page, m.saveNameTitle);
      await nameDialog.waitFor();
      expect(await guard.count()).toBe(0);
      await page.keyboard.press('Escape');
      await nameDialog.waitFor({ state: 'detached' });
      await buildTitle(page, 'My List').waitFor();
      await page.getByText('Test Barrel 16').first().waitFor();

      await newBuild.click();
      await guard.getByRole('button', { name: m.dontSave }).click();
      await toast(page, buildMessages.started).waitFor();
      await buildTitle(page, 'My List').waitFor();
      expect(await page.getByText('Test Barrel 16').count()).toBe(0);

      // An empty new build has nothing to lose: New Build proceeds at once.
      await newBuild.click();
      expect(await guard.count()).toBe(0);
      await expect.poll(() => toast(page, buildMessages.started).count()).toBeGreaterThan(0);
      expect(await listOf(account)).toEqual([]);
      expect(tab.errors).toEqual([]);
    });
  });

  it('Save & Continue saves a named build, shows Saving..., then loads the other one', async () => {
    const account = await signUp(base(), 'switcher', { fullName: 'Sue Switch' });
    const other = await saveThroughApi(account, 'Other Build');
    await site.withPage(async (tab) => {
      const { page } = tab;
      await logIn(page, account, '/');
      await placeBuild(page, { buildParts: twoParts(), buildName: 'Fresh Idea' });
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/user-builds*', async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.continue();
      });
      await myBuilds(page)
        .getByRole('button', { name: m.loadBuildCount(1) })
        .click();
      await myBuilds(page)
        .getByRole('button', { name: /Other Build/ })
        .click();
      const guard = dialog(page, m.unsavedTitle);
      expect(await guard.textContent()).toContain(m.actionLoad('Other Build'));
      await guard.getByRole('button', { name: m.saveAndContinue }).click();
      await guard.getByRole('button', { name: m.saving }).waitFor();
      release();
      await toast(page, buildMessages.saved).waitFor();
      await toast(page, buildMessages.loaded).waitFor();
      await buildTitle(page, 'Other Build').waitFor();
      const names = (await listOf(account)).map((b) => b.buildName).sort();
      expect(names).toEqual(['Fresh Idea', 'Other Build']);
      const stored = await page.evaluate(
        () => JSON.parse(localStorage.getItem('bw.build') ?? '{}') as StoredBuild,
      );
      expect(stored.currentBuildId).toBe(other._id);
      expect(tab.errors).toEqual([]);
    });
  });

  it('keeps a visitor’s build across a reload and saves it into the account after logging in', async () => {
    const account = await signUp(base(), 'latecomer', { fullName: 'Lee Late' });
    await site.withPage(async (tab) => {
      const { page } = tab;
      await placeBuild(page, { buildParts: twoParts(), buildName: 'Before Login' });
      await page.reload();
      await buildTitle(page, 'Before Login').waitFor();
      await page.getByText('Test Trigger Kit').first().waitFor();

      await logIn(page, account, '/builder');
      await buildTitle(page, 'Before Login').waitFor();
      await saveLoad(page).getByRole('button', { name: m.save, exact: true }).click();
      await toast(page, buildMessages.saved).waitFor();
      const [saved] = await listOf(account);
      expect(saved?.buildName).toBe('Before Login');
      const full = await api<SavedBuild>(
        account,
        `/user-builds/${saved?._id}?userId=${account.user._id}`,
      );
      expect(full.body.userId).toBe(account.user._id);
      expect(
        full.body.buildParts.flatMap((p) => p.subParts ?? []).filter((s) => s.product).length,
      ).toBe(2);
      expect(tab.errors).toEqual([]);
    });
  });

  it('shows a dismissible error line when the build list fails to load', async () => {
    const account = await signUp(base(), 'unlucky', { fullName: 'Una Lucky' });
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.route('**/api/user-builds?*', (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({
              status: 500,
              contentType: 'application/json',
              body: JSON.stringify({
                statusCode: 500,
                error: 'Internal Server Error',
                message: buildMessages.fetchAllFailed,
              }),
            })
          : route.continue(),
      );
      await logIn(page, account, '/builder');
      const line = myBuilds(page)
        .getByRole('alert')
        .filter({ hasText: m.errorLine(buildMessages.fetchAllFailed) });
      await line.waitFor();
      await line.getByRole('button', { name: m.dismiss }).click();
      await line.waitFor({ state: 'detached' });
      expect(unexpected(tab.errors, 500)).toEqual([]);
    });
  });

  it('has no serious axe violation with the load dialog open', async () => {
    const account = await signUp(base(), 'axeload', { fullName: 'Ax Load' });
    await saveThroughApi(account, 'Axe Build');
    await site.withPage(async (tab) => {
      const { page } = tab;
      await logIn(page, account, '/builder');
      await myBuilds(page)
        .getByRole('button', { name: m.loadBuildCount(1) })
        .waitFor();
      await toolbar(page).getByRole('button', { name: m.load }).click();
      await dialog(page, m.loadTitle)
        .getByRole('button', { name: /Axe Build/ })
        .waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(tab.errors).toEqual([]);
    });
  });
});

describe('share links', () => {
  it('shares a build read-only; another visitor copies it into their own builder; revoking ends it', async () => {
    const account = await signUp(base(), 'sharer', { fullName: 'Shay Sharer' });
    const build = await saveThroughApi(account, 'Shared Rifle');
    await site.withPage(async (owner) => {
      const { page } = owner;
      await owner.context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await logIn(page, account, `/builder?load=${build._id}`);
      await toast(page, buildMessages.loaded).waitFor();
      await buildTitle(page, 'Shared Rifle').waitFor();
      expect(new URL(page.url()).search).toBe('');

      await myBuilds(page).getByRole('button', { name: m.share }).click();
      const shareDialog = dialog(page, m.shareTitle);
      const link = await shareDialog.getByLabel(m.shareLinkLabel).inputValue();
      expect(link).toMatch(new RegExp(`^${base()}/b/[A-Za-z0-9_-]{16,}$`));
      await shareDialog.getByRole('button', { name: m.copy }).click();
      await toast(page, m.copied).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

      await site.withPage(async (visitor) => {
        const v = visitor.page;
        await v.goto(link);
        await v.getByRole('heading', { level: 1, name: 'Shared Rifle' }).waitFor();
        const rows = v.getByRole('row');
        expect(await rows.count()).toBe(3); // header + two parts
        await v.getByRole('cell', { name: 'Test Barrel 16' }).waitFor();
        await v.getByRole('cell', { name: 'Primary Arms' }).first().waitFor();
        await v.getByText('$199.00').waitFor();
        await v.getByText(m.complete(20)).waitFor();
        expect(await v.getByRole('button', { name: builderTexts.editName }).count()).toBe(0);
        expect(await seriousA11yViolations(v)).toEqual([]);

        await v.getByRole('button', { name: m.copyToBuilder }).click();
        await v.waitForURL(/\/builder$/);
        await buildTitle(v, 'Shared Rifle').waitFor();
        await v.getByText('Test Barrel 16').first().waitFor();
        const stored = await v.evaluate(
          () => JSON.parse(localStorage.getItem('bw.build') ?? '{}') as StoredBuild,
        );
        expect(stored.currentBuildId).toBeNull();
        expect(visitor.errors).toEqual([]);
      });

      await shareDialog.getByRole('button', { name: m.stopSharing }).click();
      await toast(page, m.unshared).waitFor();
      await shareDialog.waitFor({ state: 'detached' });
      expect(owner.errors).toEqual([]);

      await site.withPage(async (visitor) => {
        await visitor.page.goto(new URL(link).pathname);
        await visitor.page
          .getByRole('alert')
          .filter({ hasText: buildMessages.shareNotFound })
          .waitFor();
        expect(unexpected(visitor.errors, 404)).toEqual([]);
      });
    });
  });
});

describe('Completed Builds tab', () => {
  it('lists saved builds with total and percent and opens one in the builder', async () => {
    const account = await signUp(base(), 'finisher', { fullName: 'Fin Isher' });
    await site.withPage(async (tab) => {
      const { page } = tab;
      await logIn(page, account, '/account/completedbuilds');
      await page.getByText(accountUiMessages.noCompletedBuilds).waitFor();
      await page.getByRole('link', { name: 'Open the Builder' }).waitFor();

      await saveThroughApi(account, 'Finished Carbine');
      await page.reload();
      const card = page.getByRole('listitem').filter({ hasText: 'Finished Carbine' });
      await card.getByRole('heading', { name: 'Finished Carbine' }).waitFor();
      expect(await card.textContent()).toContain('$199.00');
      expect(await card.textContent()).toContain('20%');
      expect(await card.textContent()).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await card.getByRole('link', { name: 'Open in Builder' }).click();
      await page.waitForURL(/\/builder$/);
      await toast(page, buildMessages.loaded).waitFor();
      await buildTitle(page, 'Finished Carbine').waitFor();
      await saveLoad(page).getByRole('button', { name: m.update }).waitFor();
      expect(tab.errors).toEqual([]);
    });
  });
});

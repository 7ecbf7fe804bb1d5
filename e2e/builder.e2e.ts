import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { emptyBuildParts } from '../src/shared/build/build.ts';
import { buildMessages } from '../src/shared/build/messages.ts';
import { COMPOSITES } from '../src/shared/build/parts.ts';
import type { BuildPart } from '../src/shared/build/schema.ts';
import { builderTexts } from '../src/web/features/builder/lib/builder-texts.ts';
import { cartTexts } from '../src/web/features/builder/lib/cart-texts.ts';
import { progressTexts } from '../src/web/features/builder/lib/progress-texts.ts';
import { makeProduct } from '../tests/build-factories.ts';
import { seriousA11yViolations } from './support/browser.ts';
import { partsWith, placeBuild } from './support/build.ts';
import { useSite } from './support/site.ts';

// The Builder page: rows, totals, mobile layout, Add and Buy (ADR 017).

const site = useSite();
const url = (path: string) => `${site.server().baseUrl}${path}`;

const BARREL = 'Faxon 16" Gunner Barrel';
const GRIP = 'Magpul MOE Grip';
const TRIGGER = 'Geissele SSA-E Trigger';
const UPPER = 'Aero M4E1 Complete Upper';

const barrel = () =>
  makeProduct(
    {
      model: BARREL,
      retailPrice: 289.99,
      notes:
        'Nitrided 4150 steel, 1:8 twist, pencil-light Gunner profile with a mid-length gas port, ' +
        'made for a light carbine that still holds half-MOA groups.',
      vendor: [
        { merchantName: 'Brownells', price: 250, buyLink: 'https://brownells.example/faxon' },
        { merchantName: 'Primary Arms', price: 239.99, buyLink: 'https://pa.example/faxon' },
      ],
    },
    { subcategory: 'Barrel' },
  );
const grip = () =>
  makeProduct(
    { model: GRIP, retailPrice: undefined, vendor: [{ merchantName: 'Magpul', price: 24.95 }] },
    { subcategory: 'Grip', category: 'Grip' },
  );
const trigger = () =>
  makeProduct(
    {
      model: TRIGGER,
      retailPrice: undefined,
      vendor: [{ merchantName: 'Geissele', price: 240, shipping: '$9.95 flat rate' }],
    },
    { subcategory: 'Trigger', category: 'Trigger' },
  );
const upper = () =>
  makeProduct(
    {
      model: UPPER,
      retailPrice: undefined,
      includedParts: [...COMPOSITES['Complete Upper Receiver']!],
      vendor: [{ merchantName: 'Aero Direct', price: 899.99 }],
    },
    { subcategory: 'Complete Upper Receiver', category: 'Upper Receiver' },
  );

/** The barrel's dearer merchant as its dropdown names it. */
const BROWNELLS = 'Brownells — $250.00 · In Stock · Free Shipping';

/** Barrel 239.99 (cheapest merchant) + grip 24.95 + trigger 240 = 504.94. */
const threeParts = () => partsWith([barrel(), 'Barrel'], [grip(), 'Grip'], [trigger(), 'Trigger']);

async function openBuilder(page: Page, buildParts: BuildPart[], buildName?: string) {
  await placeBuild(page, { buildParts, buildName });
  await page.getByRole('heading', { level: 1, name: builderTexts.heading, exact: true }).waitFor();
}

const totalButton = (page: Page) => page.getByRole('button', { name: /^Total/ });
const groupButton = (page: Page, group: string) =>
  page.getByRole('heading', { level: 3 }).getByRole('button', { name: new RegExp(`^${group}`) });
/** The row of a filled sub-part, found by its remove control. */
const row = (page: Page, product: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Remove ${product}`, exact: true }) });

async function storedParts(page: Page): Promise<BuildPart[]> {
  return page.evaluate(
    () => (JSON.parse(localStorage.getItem('bw.build')!) as { buildParts: BuildPart[] }).buildParts,
  );
}

describe('the builder parts list', () => {
  it("shows a visitor's list with its total, ticks, struck retail price and notes", async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await openBuilder(page, threeParts());
      expect(await totalButton(page).textContent()).toContain('$504.94');
      await page.getByRole('heading', { level: 2, name: 'My List' }).waitFor();
      await page.getByRole('button', { name: builderTexts.compatibilityCheck }).waitFor();
      await page.getByText(buildMessages.noCompatibilityIssues).waitFor();

      const barrelRow = row(page, BARREL);
      // The name is cut at 35 characters; the full name is in the title
      await barrelRow.getByText('$239.99', { exact: true }).waitFor();
      await barrelRow.getByText(builderTexts.inStock, { exact: true }).waitFor();
      await barrelRow.getByText(builderTexts.freeShipping, { exact: true }).waitFor();
      expect(await barrelRow.locator('s').textContent()).toContain('$289.99');
      // a flat-rate merchant: no Free Shipping tick; one merchant: no dropdown
      const triggerRow = row(page, TRIGGER);
      await triggerRow.getByText(builderTexts.inStock, { exact: true }).waitFor();
      expect(await triggerRow.getByText(builderTexts.freeShipping).count()).toBe(0);
      expect(await triggerRow.getByRole('combobox').count()).toBe(0);

      // Notes past 86 characters: 'Read more' / '...Read less'
      const more = barrelRow.getByRole('button', { name: builderTexts.readMore });
      expect(await barrelRow.getByText('half-MOA').count()).toBe(0);
      await more.click();
      await barrelRow.getByText(/half-MOA groups\./).waitFor();
      await barrelRow.getByRole('button', { name: builderTexts.readLess }).click();
      await barrelRow.getByRole('button', { name: builderTexts.readMore }).waitFor();
      expect(tab.errors).toEqual([]);
    });
  });

  it('cuts a long product name at 35 characters and keeps the full name in its title', async () => {
    const long = makeProduct(
      { model: 'Radian Raptor-LT Ambidextrous Charging Handle, Black' },
      { subcategory: 'Charging Handle' },
    );
    await site.withPage(async (tab) => {
      const { page } = tab;
      await openBuilder(page, partsWith([long, 'Charging Handle']));
      const name = row(page, long.name).getByText('Radian Raptor-LT Ambidextrous Charg...', {
        exact: true,
      });
      expect(await name.getAttribute('title')).toBe(long.name);
    });
  });

  it('changes the row price and the total when another merchant is chosen', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await openBuilder(page, threeParts());
      const merchant = page.getByLabel('Merchant for Barrel');
      // each merchant with its price, stock and shipping, the cheapest in stock first
      // (polled: the Barrel's group may render just after the page's first group)
      await expect
        .poll(() => merchant.locator('option').allTextContents())
        .toEqual(['Primary Arms — $239.99 · In Stock · Free Shipping', BROWNELLS]);
      await merchant.selectOption({ label: BROWNELLS });
      await row(page, BARREL).getByText('$250.00', { exact: true }).waitFor();
      await expect.poll(() => totalButton(page).textContent()).toContain('$514.95');
      expect(tab.errors).toEqual([]);
    });
  });

  it('removes a product with its delete control', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await openBuilder(page, threeParts());
      await page.getByRole('button', { name: `Remove ${GRIP}`, exact: true }).click();
      await page.getByRole('button', { name: 'Add Grip', exact: true }).waitFor();
      await expect.poll(() => totalButton(page).textContent()).toContain('$479.99');
    });
  });

  it("shows each part a complete upper includes once, in its own place, and the upper's Remove clears them all", async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await openBuilder(page, partsWith([upper(), 'Complete Upper Receiver']));
      // Included entries cost nothing on their own
      expect(await totalButton(page).textContent()).toContain('$899.99');
      const included = [
        'Barrel',
        'Bolt Carrier Group',
        'Charging Handle',
        'Handguard',
        'Gas System',
        'Muzzle Device',
      ];
      // the upper names its places in one line…
      await page.getByText(builderTexts.includes(included), { exact: true }).waitFor();
      // …and each place shows its part once, saying it came with the upper
      const places = page.getByText(builderTexts.includedWith(UPPER), { exact: true });
      await expect.poll(() => places.count()).toBe(6);
      // one 'Included' badge per place: no second, nested row repeats them under the upper
      expect(await page.getByText(builderTexts.included, { exact: true }).count()).toBe(6);
      expect(await page.getByRole('button', { name: 'Add Barrel' }).count()).toBe(0);
      // nothing to remove piecemeal: the upper came whole
      expect(await page.getByRole('button', { name: /^Remove .*\(Included with/ }).count()).toBe(0);

      await page.getByRole('button', { name: `Remove ${UPPER}`, exact: true }).click();
      await page
        .getByRole('button', { name: 'Add Complete Upper Receiver', exact: true })
        .waitFor();
      for (const part of ['Barrel', 'Bolt Carrier Group', 'Handguard', 'Muzzle Device']) {
        await page.getByRole('button', { name: `Add ${part}`, exact: true }).waitFor();
      }
      expect(await places.count()).toBe(0);
      expect(await totalButton(page).textContent()).toContain('$0.00');
      const stored = await storedParts(page);
      expect(stored.flatMap((p) => p.subParts ?? []).filter((s) => s.product)).toEqual([]);
      expect(tab.errors).toEqual([]);
    });
  });

  it('shows the build progress: the core parts still to add, each a link, and the percent done', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await openBuilder(page, threeParts());
      const progress = page.getByRole('region', { name: builderTexts.progressLabel });
      const checklist = progress.getByRole('list', { name: progressTexts.stillToAdd });
      await checklist.waitFor();
      // barrel, grip and trigger are three of the ten core parts
      await progress.getByText(progressTexts.summary(3, 10, 30), { exact: true }).waitFor();
      expect(await progress.getByRole('progressbar').getAttribute('value')).toBe('30');
      expect(await checklist.getByRole('listitem').count()).toBe(10);
      const links = checklist.getByRole('link');
      expect(await links.allTextContents()).toEqual([
        'Add upper receiver',
        'Add lower receiver',
        'Add bolt carrier group',
        'Add charging handle',
        'Add gas system',
        'Add stock or brace',
        'Add buffer system',
      ]);
      await checklist.getByText(`Barrel ${progressTexts.added}`, { exact: true }).waitFor();

      // its box keeps the height it had before its code arrived, at both widths, so nothing
      // below it moves
      const fits = () =>
        progress.locator('> div').evaluate((box) => {
          const reserved = parseFloat(getComputedStyle(box).minHeight);
          return reserved > 0 && box.getBoundingClientRect().height <= reserved + 0.5;
        });
      expect(await fits()).toBe(true);
      await page.setViewportSize({ width: 375, height: 812 });
      await expect.poll(fits).toBe(true);
      await page.setViewportSize({ width: 1280, height: 800 });

      // an item's link opens the catalogue for that part
      await links.filter({ hasText: 'Add buffer system' }).click();
      await page.waitForURL(/\/products\/AR\?subPart=Buffer(%20|\+)Tube(%20|\+)Kit$/);
      expect(tab.errors).toEqual([]);
    });
  });

  it('says when every core part is in the build', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      const lower = makeProduct(
        { model: 'Complete Lower', includedParts: [...COMPOSITES['Complete Lower Receiver']!] },
        { subcategory: 'Complete Lower Receiver', category: 'Lower Receiver' },
      );
      const parts = partsWith(
        [upper(), 'Complete Upper Receiver'],
        [lower, 'Complete Lower Receiver'],
      );
      await openBuilder(page, parts);
      const progress = page.getByRole('region', { name: builderTexts.progressLabel });
      await progress.getByRole('heading', { name: progressTexts.complete }).waitFor();
      expect(await progress.getByRole('link').count()).toBe(0);
      expect(await progress.getByRole('progressbar').getAttribute('value')).toBe('100');
      expect(tab.errors).toEqual([]);
    });
  });

  it('lists the products in the Price Summary, and says so when there are none', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await openBuilder(page, partsWith([upper(), 'Complete Upper Receiver'], [grip(), 'Grip']));
      await totalButton(page).click();
      const dialog = page.getByRole('dialog', { name: builderTexts.priceSummary });
      const products = dialog.getByRole('table').first();
      for (const column of builderTexts.summaryColumns) {
        await products.getByRole('columnheader', { name: column, exact: true }).waitFor();
      }
      // one row per product paid for (header + 2 + total line); included entries are left out
      expect(await products.getByRole('row').count()).toBe(4);
      const upperRow = dialog.getByRole('row').filter({ hasText: UPPER });
      expect(await upperRow.getByRole('cell').allTextContents()).toEqual([
        '',
        UPPER,
        'Aero Precision',
        'Complete Upper Receiver',
        'Aero Direct',
        '$899.99',
      ]);
      await dialog
        .getByRole('row')
        .filter({ hasText: GRIP })
        .getByRole('cell', { name: 'Magpul', exact: true })
        .waitFor();
      await products.getByText('$924.94').waitFor();
      // and by merchant: each merchant's items, shipping and total
      const byMerchant = dialog.getByRole('region', { name: cartTexts.byMerchant });
      expect(
        await byMerchant
          .getByRole('row')
          .filter({ hasText: 'Aero Direct' })
          .getByRole('cell')
          .allTextContents(),
      ).toEqual(['$899.99', cartTexts.free, '$899.99']);
      expect(await dialog.getByText(buildMessages.noItems).count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      await openBuilder(page, emptyBuildParts());
      await totalButton(page).click();
      await page
        .getByRole('dialog', { name: builderTexts.priceSummary })
        .getByText(buildMessages.noItems, { exact: true })
        .waitFor();
      expect(tab.errors).toEqual([]);
    });
  });

  it('adds shipping by merchant rule and lists what to buy where', async () => {
    const brownells = {
      merchantId: 'brownells',
      merchantName: 'Brownells',
      shippingRule: { flat: 7.99, perItem: 0, freeOver: 99 },
    };
    const stock = makeProduct(
      {
        model: 'Magpul CTR Stock',
        vendor: [{ ...brownells, price: 59.99, buyLink: 'https://brownells.example/ctr' }],
      },
      { subcategory: 'Stock', category: 'Stock' },
    );
    const sling = makeProduct(
      {
        model: 'Blue Force Vickers Sling',
        vendor: [{ ...brownells, price: 29.99, buyLink: 'https://brownells.example/vcas' }],
      },
      { subcategory: 'Slings', category: 'Slings' },
    );
    await site.withPage(async (tab) => {
      const { page } = tab;
      // Brownells: 89.98 in items, under its $99 threshold: $7.99 shipping; Magpul ships free.
      await openBuilder(page, partsWith([stock, 'Stock'], [sling, 'Slings'], [grip(), 'Grip']));
      await expect
        .poll(() => totalButton(page).textContent())
        .toContain(builderTexts.landedLine('$7.99', '$122.92'));
      await page.getByRole('button', { name: builderTexts.openBuyList }).click();
      const dialog = page.getByRole('dialog', { name: cartTexts.buyList });
      const order = dialog.getByRole('region', { name: /^Brownells/ });
      await order.waitFor();
      expect(await order.getByRole('listitem').count()).toBe(2);
      expect(
        await order
          .getByRole('link', { name: `${cartTexts.buyAt('Brownells')}: Magpul CTR Stock` })
          .getAttribute('href'),
      ).toBe('https://brownells.example/ctr');
      await order.getByText('$97.97').waitFor();
      const magpul = dialog.getByRole('region', { name: /^Magpul/ });
      expect(await magpul.locator('dd').allTextContents()).toEqual([
        '$24.95',
        cartTexts.free,
        '$24.95',
      ]);
      await dialog.getByText('$122.92').waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(tab.errors).toEqual([]);
    });
  });

  it('sends an empty sub-part’s Add to the catalogue for that sub-part', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await openBuilder(page, emptyBuildParts());
      await page.getByRole('button', { name: 'Add Barrel', exact: true }).click();
      await page.waitForURL(url('/products/AR?subPart=Barrel'));
      expect(tab.errors).toEqual([]);
    });
  });

  it("collapses a group to 'N of M selected', and collapses and expands them all", async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await openBuilder(page, partsWith([upper(), 'Complete Upper Receiver'], [grip(), 'Grip']));
      const upperGroup = groupButton(page, 'Upper Receiver');
      expect(await upperGroup.getAttribute('aria-expanded')).toBe('true');
      await upperGroup.click();
      expect(await upperGroup.getAttribute('aria-expanded')).toBe('false');
      await upperGroup.getByText(builderTexts.selected(1, 6)).waitFor();
      expect(await page.getByRole('button', { name: `Remove ${UPPER}` }).isVisible()).toBe(false);

      await page.getByRole('button', { name: builderTexts.collapseAll }).click();
      await page.getByRole('button', { name: builderTexts.expandAll }).waitFor();
      // the Barrel place holds the upper's included barrel: it counts as selected
      await groupButton(page, 'Barrel').getByText(builderTexts.selected(1, 1)).waitFor();
      await groupButton(page, 'Lower Receiver').getByText(builderTexts.selected(0, 11)).waitFor();
      await groupButton(page, 'Grip').getByText(builderTexts.selected(1, 1)).waitFor();

      await page.getByRole('button', { name: builderTexts.expandAll }).click();
      await page.getByRole('button', { name: builderTexts.collapseAll }).waitFor();
      expect(await page.getByText(builderTexts.selected(1, 1)).count()).toBe(0);
      await page.getByRole('button', { name: `Remove ${GRIP}` }).waitFor();
    });
  });

  it('shows only the chosen category and moves between tabs with the arrow keys', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await openBuilder(page, threeParts());
      const tabs = page.getByRole('tablist', { name: builderTexts.categories });
      expect(await tabs.getByRole('tab').count()).toBe(18);
      await tabs.getByRole('tab', { name: 'Barrel', exact: true }).click();
      const headings = page.getByRole('tabpanel').getByRole('heading', { level: 3 });
      await expect
        .poll(async () => (await headings.allTextContents()).map((t) => t.trim()))
        .toEqual(['Barrel']);
      await page.getByRole('tabpanel', { name: 'Barrel' }).waitFor();
      await page.keyboard.press('ArrowRight');
      const muzzle = tabs.getByRole('tab', { name: 'Muzzle Device' });
      expect(await muzzle.getAttribute('aria-selected')).toBe('true');
      expect(await muzzle.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.getByRole('button', { name: 'Add Muzzle Device' }).waitFor();
      await page.keyboard.press('Home');
      await expect.poll(() => headings.count()).toBe(17);
    });
  });

  it('explains a redundancy warning in the icon tooltip, on hover and on focus', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await openBuilder(
        page,
        partsWith([upper(), 'Complete Upper Receiver'], [barrel(), 'Barrel']),
      );
      const icon = page.getByRole('button', { name: `Issues with ${UPPER}` });
      await icon.hover();
      const tooltip = page.getByRole('tooltip').filter({ visible: true });
      await tooltip.waitFor();
      for (const text of [
        builderTexts.currentIssues(UPPER),
        'Redundant with Other Parts',
        `Duplicates: ${BARREL}`,
        builderTexts.conflictsWith,
      ]) {
        await tooltip.getByText(text, { exact: true }).waitFor();
      }
      await tooltip.getByText(BARREL, { exact: true }).waitFor();

      // keyboard: focus opens the barrel's own tooltip, Escape closes it
      await page.mouse.move(0, 0);
      await tooltip.waitFor({ state: 'detached' }).catch(() => undefined);
      const barrelIcon = page.getByRole('button', { name: `Issues with ${BARREL}` });
      await barrelIcon.focus();
      const barrelTip = page.getByRole('tooltip').filter({ visible: true });
      await barrelTip.getByText(`Duplicates ${UPPER}`, { exact: true }).waitFor();
      expect(await page.getByRole('tooltip').filter({ visible: true }).count()).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('tooltip').filter({ visible: true }).count()).toBe(0);
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(tab.errors).toEqual([]);
    });
  });

  it('edits the build title: a too-short name is refused, Cancel restores, Save renames', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await openBuilder(page, threeParts());
      await page.getByRole('button', { name: builderTexts.editName }).click();
      const input = page.getByLabel(builderTexts.nameLabel, { exact: true });
      expect(await input.inputValue()).toBe('My List');
      expect(await input.getAttribute('maxlength')).toBe('50');
      await input.fill('A');
      const form = page.getByRole('form', { name: builderTexts.editName });
      await form.getByRole('button', { name: builderTexts.save, exact: true }).click();
      await page.getByText(buildMessages.nameTooShort).waitFor();
      await form.getByRole('button', { name: builderTexts.cancel, exact: true }).click();
      await page.getByRole('heading', { level: 2, name: 'My List' }).waitFor();

      await page.getByRole('button', { name: builderTexts.editName }).click();
      await page.getByLabel(builderTexts.nameLabel, { exact: true }).fill('  Weekend Carbine ');
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { level: 2, name: 'Weekend Carbine' }).waitFor();
      expect(tab.errors).toEqual([]);
    });
  });

  it('keeps the list, its merchants and its name over a reload', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await openBuilder(page, threeParts(), 'Range Day');
      await page.getByLabel('Merchant for Barrel').selectOption({ label: BROWNELLS });
      await expect.poll(() => totalButton(page).textContent()).toContain('$514.95');
      await page.reload();
      await page.getByRole('heading', { level: 2, name: 'Range Day' }).waitFor();
      await expect.poll(() => totalButton(page).textContent()).toContain('$514.95');
      const chosen = await page
        .getByLabel('Merchant for Barrel')
        .evaluate((el) => (el as HTMLSelectElement).selectedOptions[0]?.textContent);
      expect(chosen).toBe(BROWNELLS);
      await row(page, GRIP).waitFor();
      expect(tab.errors).toEqual([]);
    });
  });

  it("opens the merchant's link in a new tab, or says the purchase is simulated", async () => {
    const noLink = makeProduct(
      { model: 'Plain Stock', vendor: [{ merchantName: 'Local Shop', price: 60 }] },
      { subcategory: 'Stock' },
    );
    await site.withPage(async (tab) => {
      const { page } = tab;
      await page.addInitScript(() => {
        const opened: unknown[][] = [];
        (window as unknown as { __opened: unknown[][] }).__opened = opened;
        window.open = (...args: unknown[]) => {
          opened.push(args);
          return null;
        };
      });
      await openBuilder(page, partsWith([barrel(), 'Barrel'], [noLink, 'Stock']));
      await page.getByRole('button', { name: `Buy ${BARREL}` }).click();
      expect(
        await page.evaluate(() => (window as unknown as { __opened: unknown[][] }).__opened),
      ).toEqual([['https://pa.example/faxon', '_blank', 'noopener,noreferrer']]);

      const alerted = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => {
          resolve(dialog.message());
          void dialog.accept();
        }),
      );
      await page.getByRole('button', { name: 'Buy Plain Stock' }).click();
      expect(await alerted).toBe(buildMessages.purchaseSimulated);
      expect(tab.errors).toEqual([]);
    });
  });

  it('shows the legal disclaimer', async () => {
    await site.withPage(async ({ page }) => {
      await openBuilder(page, emptyBuildParts());
      await page.getByText(builderTexts.disclaimer).waitFor();
    });
  });

  it('lays the builder out for a 375 px phone without sideways scrolling', async () => {
    await site.withPage(
      async (tab) => {
        const { page } = tab;
        await openBuilder(
          page,
          partsWith(
            [upper(), 'Complete Upper Receiver'],
            [barrel(), 'Barrel'],
            [grip(), 'Grip'],
            [trigger(), 'Trigger'],
          ),
        );
        await row(page, BARREL).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          375,
        );
        // the tab bar scrolls sideways on its own
        const tabs = page.getByRole('tablist', { name: builderTexts.categories });
        expect(await tabs.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
        expect(await tabs.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
        // rows stack: the Buy button sits below the product name
        const barrelRow = row(page, BARREL);
        const nameBox = await barrelRow.getByTitle(BARREL, { exact: true }).boundingBox();
        const buyBox = await barrelRow.getByRole('button', { name: `Buy ${BARREL}` }).boundingBox();
        expect(buyBox!.y).toBeGreaterThan(nameBox!.y + nameBox!.height);
        // the tooltip opened near the right edge stays on the page
        await page.getByRole('button', { name: `Issues with ${UPPER}` }).focus();
        await page.getByRole('tooltip').filter({ visible: true }).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          375,
        );
        await page.getByRole('button', { name: `Issues with ${UPPER}` }).blur();

        // the Price Summary turns into cards
        await totalButton(page).click();
        const dialog = page.getByRole('dialog', { name: builderTexts.priceSummary });
        await dialog.getByText(UPPER).waitFor();
        // products as cards, merchants as lines: no table, nothing wider than the screen
        expect(await dialog.getByRole('table').count()).toBe(0);
        expect(await dialog.getByRole('list').first().getByRole('listitem').count()).toBe(4);
        const byMerchant = dialog.getByRole('region', { name: cartTexts.byMerchant });
        await byMerchant.getByText('Aero Direct').waitFor();
        const merchants = await byMerchant.boundingBox();
        expect(merchants!.x + merchants!.width).toBeLessThanOrEqual(375);
        expect(await seriousA11yViolations(page)).toEqual([]);
        expect(tab.errors).toEqual([]);
      },
      { width: 375, height: 812 },
    );
  });

  it('has no serious accessibility violation on a filled builder', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await openBuilder(
        page,
        partsWith(
          [upper(), 'Complete Upper Receiver'],
          [barrel(), 'Barrel'],
          [grip(), 'Grip'],
          [trigger(), 'Trigger'],
        ),
      );
      await page.getByRole('button', { name: builderTexts.compatibilityCheck }).click();
      await page.getByRole('region', { name: builderTexts.compatibilityNotes }).waitFor();
      await groupButton(page, 'Lower Receiver').click();
      expect(await seriousA11yViolations(page)).toEqual([]);
      expect(tab.errors).toEqual([]);
    });
  });
});

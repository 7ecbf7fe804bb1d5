import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { buildMessages } from '../src/shared/build/messages.ts';
import type { BuildPart, SavedBuild, ShareLink } from '../src/shared/build/schema.ts';
import { builderTexts } from '../src/web/features/builder/lib/builder-texts.ts';
import { exportTexts as t } from '../src/web/features/builder/lib/export-texts.ts';
import { makeProduct } from '../tests/build-factories.ts';
import { signUp } from './support/accounts.ts';
import { seriousA11yViolations } from './support/browser.ts';
import { partsWith, placeBuild } from './support/build.ts';
import { useSite } from './support/site.ts';

// Export a part list, from the Builder and from a share page: each format shows the build's parts
// and total, Copy puts the text on the clipboard and says so, CSV downloads as a file.

const site = useSite();
const base = () => site.server().baseUrl;

/** Two parts at $99.50 each (the cheaper of two merchants, Primary Arms): $199.00. */
function twoParts(): BuildPart[] {
  return partsWith(
    [makeProduct({ model: 'Export Barrel 16' }, { category: 'Barrel' }), 'Barrel'],
    [makeProduct({ model: 'Export Trigger | Pro' }, { category: 'Trigger' }), 'Trigger'],
  );
}

const CSV_HEADER = 'Part,Sub-part,Product,Brand,Variant,Merchant,Price,Included with,Link';
const FORMATS = Object.entries(t.formats) as [keyof typeof t.formats, string][];

const exportDialog = (page: Page) => page.getByRole('dialog', { name: t.title });

/** The export's text area once its formats have loaded. */
async function exportText(dialog: Locator, label: string): Promise<string> {
  const area = dialog.getByRole('textbox', { name: t.textLabel(label) });
  await expect.poll(() => area.inputValue()).not.toBe('');
  return area.inputValue();
}

/** What every format must show of the two-part build. */
function expectParts(text: string, format: string) {
  expect(text, format).toContain('Export Barrel 16');
  expect(text, format).toContain('Primary Arms');
  expect(text, format).toMatch(/99\.50/);
  expect(text, format).toMatch(/199\.00/);
}

/** Shows each format in turn, copies it and checks the clipboard holds it; downloads the CSV. */
async function checkFormats(page: Page, dialog: Locator): Promise<void> {
  for (const [format, label] of FORMATS) {
    await dialog.getByRole('radio', { name: label }).check();
    const text = await exportText(dialog, label);
    expectParts(text, format);
    if (format === 'markdown') {
      expect(text).toContain('| $99.50 @ Primary Arms');
      // The name's bar is escaped, so the table keeps its three columns.
      expect(text).toContain('Export Trigger \\| Pro');
    }
    if (format === 'bbcode') expect(text).toContain('[b]Total: $199.00[/b]');
    if (format === 'csv') {
      // A text area shows line ends as line feeds; the copy and the file keep CSV's CRLF.
      expect(text.split('\n')[0]).toBe(CSV_HEADER);
      const download = page.waitForEvent('download');
      await dialog.getByRole('button', { name: t.download }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.csv$/);
      const saved = await readFile(await file.path(), 'utf8');
      expect(saved.startsWith(`\uFEFF${CSV_HEADER}\r\n`)).toBe(true);
      expect(saved.slice(1).replaceAll('\r\n', '\n')).toBe(text);
    } else {
      expect(await dialog.getByRole('button', { name: t.download }).count()).toBe(0);
    }
    await dialog.getByRole('button', { name: t.copy }).click();
    await dialog.getByRole('status').filter({ hasText: t.copied }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.replaceAll('\r\n', '\n')).toBe(text);
    if (format === 'csv') expect(copied).toContain(`${CSV_HEADER}\r\n`);
  }
}

describe('export a part list', () => {
  it('exports the Builder list in every format and copies it', async () => {
    await site.withPage(async (tab) => {
      const { page, context } = tab;
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await placeBuild(page, { buildParts: twoParts(), buildName: 'Export Rifle' });
      await page.getByText('Export Barrel 16').first().waitFor();

      await page.getByRole('button', { name: builderTexts.exportList, exact: true }).click();
      const dialog = exportDialog(page);
      const markdown = await exportText(dialog, t.formats.markdown);
      expect(markdown.startsWith('**Export Rifle**')).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await checkFormats(page, dialog);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(tab.errors).toEqual([]);
    });
  });

  it('says what to do when the clipboard is refused', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await placeBuild(page, { buildParts: twoParts() });
      // A browser that refuses the clipboard (no permission, an insecure page).
      await page.evaluate(() => {
        Object.defineProperty(navigator, 'clipboard', {
          value: { writeText: () => Promise.reject(new Error('refused')) },
        });
      });
      await page.getByRole('button', { name: builderTexts.exportList, exact: true }).click();
      const dialog = exportDialog(page);
      await exportText(dialog, t.formats.markdown);
      await dialog.getByRole('button', { name: t.copy }).click();
      await dialog.getByRole('status').filter({ hasText: t.copyRefused }).waitFor();
      expect(tab.errors).toEqual([]);
    });
  });

  it('explains that an empty build has nothing to export', async () => {
    await site.withPage(async (tab) => {
      const { page } = tab;
      await placeBuild(page, { buildParts: partsWith() });
      await page.getByRole('button', { name: builderTexts.exportList, exact: true }).click();
      await exportDialog(page).getByText(buildMessages.noItems).waitFor();
      expect(tab.errors).toEqual([]);
    });
  });

  it('exports a shared build from its share page, with the share link', async () => {
    const account = await signUp(base(), 'exporter');
    const auth = { authorization: `Bearer ${account.token}`, 'content-type': 'application/json' };
    const saved = await fetch(`${base()}/api/user-builds`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ buildName: 'Shared Export', buildParts: twoParts() }),
    });
    expect(saved.status).toBe(201);
    const build = (await saved.json()) as SavedBuild;
    const shared = await fetch(`${base()}/api/user-builds/${build._id}/share`, {
      method: 'POST',
      headers: { authorization: auth.authorization },
    });
    const { shareId } = (await shared.json()) as ShareLink;

    await site.withPage(async (tab) => {
      const { page, context } = tab;
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto(`/b/${shareId}`);
      await page.getByRole('heading', { level: 1, name: 'Shared Export' }).waitFor();
      await page.getByRole('button', { name: builderTexts.exportList, exact: true }).click();
      const dialog = exportDialog(page);
      const markdown = await exportText(dialog, t.formats.markdown);
      expect(markdown).toContain(`${t.sharedAt} <${base()}/b/${shareId}>`);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await checkFormats(page, dialog);
      expect(tab.errors).toEqual([]);
    });
  });
});

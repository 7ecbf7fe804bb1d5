import type { Page } from 'playwright-core';
import { addProduct, emptyBuildParts } from '../../src/shared/build/build.ts';
import type { BuildPart, SelectedProduct } from '../../src/shared/build/schema.ts';

/** Build parts with `products` added in order: `partsWith([barrel, 'Barrel'], [upper, 'Complete Upper Receiver'])`. */
export function partsWith(...adds: [SelectedProduct, string][]): BuildPart[] {
  return adds.reduce((parts, [product, subPart]) => {
    const result = addProduct(parts, product, subPart);
    if (!result) throw new Error(`no sub-part ${subPart}`);
    return result.parts;
  }, emptyBuildParts());
}

/**
 * Puts a visitor's build into the browser as the builder keeps it (localStorage 'bw.build'), then
 * opens `path`. The page must already be on the site's origin or is sent to '/' first.
 */
export async function placeBuild(
  page: Page,
  build: { buildParts: BuildPart[]; buildName?: string },
  path = '/builder',
): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/');
  await page.evaluate((b) => {
    localStorage.setItem(
      'bw.build',
      JSON.stringify({
        buildName: b.buildName ?? 'My List',
        buildParts: b.buildParts,
        platform: 'AR15',
        saveStatus: 'idle',
        currentBuildId: null,
        ownerId: null,
      }),
    );
  }, build);
  await page.goto(path);
}

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const WEB_DIST = path.resolve('dist/web');

// The JavaScript a first visit needs before a page can show itself: the scripts index.html loads
// and preloads, plus the page's own chunk, the data layer's layout route (every page but the home
// page sits in it) and everything they import statically. Code loaded on demand (the search
// overlay, the newsletter modal, toasts, the API answers' schemas, the compatibility engine) is
// not counted. Budgets in KB gzipped: the home page 120, every other main page 150.
const DATA_LAYER = 'layout/query-layout.tsx';
const PAGES = [
  { page: '/', module: 'features/content/pages/home-page.tsx', budgetKb: 120, dataLayer: false },
  { page: '/builder', module: 'features/builder/pages/builder-page.tsx', budgetKb: 150 },
  { page: '/products/AR', module: 'features/catalog/pages/product-list-page.tsx', budgetKb: 150 },
  {
    page: 'a product page',
    module: 'features/catalog/pages/product-detail-page.tsx',
    budgetKb: 150,
  },
  { page: '/ammo', module: 'features/ammo/pages/ammo-list-page.tsx', budgetKb: 150 },
  { page: 'an ammo page', module: 'features/ammo/pages/ammo-detail-page.tsx', budgetKb: 150 },
  { page: '/blog', module: 'features/blog/pages/blog-list-page.tsx', budgetKb: 150 },
  { page: 'a blog post', module: 'features/blog/pages/blog-post-page.tsx', budgetKb: 150 },
  {
    page: 'a shared build',
    module: 'features/builder/pages/shared-build-page.tsx',
    budgetKb: 150,
  },
];

type Manifest = Record<string, { file: string; imports?: string[]; src?: string }>;

async function load() {
  const html = await readFile(path.join(WEB_DIST, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    await readFile(path.join(WEB_DIST, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const shell = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((m) => m[1]!.replace(/^\//, ''));
  return { manifest, shell };
}

async function gzipKb(files: Iterable<string>): Promise<number> {
  let total = 0;
  for (const file of files) total += gzipSync(await readFile(path.join(WEB_DIST, file))).length;
  return total / 1024;
}

/** A page's first-visit scripts: the shell, its module and (unless it has none) the data layer. */
function firstVisit(
  manifest: Manifest,
  shell: readonly string[],
  { module, dataLayer = true }: { module: string; dataLayer?: boolean },
): Set<string> {
  const files = new Set(shell);
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    entry.imports?.forEach(visit);
  };
  const roots = [module, ...(dataLayer ? [DATA_LAYER] : [])];
  for (const root of roots) {
    const keys = Object.keys(manifest).filter((key) => manifest[key]!.src?.endsWith(root));
    expect(keys, `${root} in the Vite manifest`).toHaveLength(1);
    visit(keys[0]!);
  }
  return files;
}

async function sourcesOf(files: Iterable<string>): Promise<string[]> {
  const sources: string[] = [];
  for (const file of files) {
    const map = await readFile(path.join(WEB_DIST, `${file}.map`), 'utf8').catch(() => null);
    if (map) sources.push(...(JSON.parse(map) as { sources: string[] }).sources);
  }
  return sources;
}

describe('bundle budget', () => {
  it('keeps what a first visit to each main page loads within its budget', async () => {
    const { manifest, shell } = await load();
    expect(shell.length).toBeGreaterThan(0);
    const report: string[] = [];
    const sizes: { page: string; kb: number; budgetKb: number }[] = [];
    for (const page of PAGES) {
      const files = firstVisit(manifest, shell, page);
      const kb = await gzipKb(files);
      sizes.push({ page: page.page, kb, budgetKb: page.budgetKb });
      report.push(
        `${page.page}: ${files.size} scripts, ${kb.toFixed(1)} KB gzipped (budget ${page.budgetKb})`,
      );
    }
    // Every page's figure first, so a page over its budget is seen beside the others.
    console.info(`first visit:\n${report.join('\n')}`);
    for (const { page, kb, budgetKb } of sizes) expect(kb, page).toBeLessThanOrEqual(budgetKb);
  });

  it('loads zod on no main page and the data layer not on the home page', async () => {
    const { manifest, shell } = await load();
    for (const page of PAGES) {
      const sources = await sourcesOf(firstVisit(manifest, shell, page));
      expect(
        sources.filter((s) => /node_modules\/zod\//.test(s)),
        page.page,
      ).toEqual([]);
      if (page.dataLayer === false)
        expect(
          sources.filter((s) => s.includes('node_modules/@tanstack/')),
          page.page,
        ).toEqual([]);
    }
  });

  it('builds react-router from its production files and keeps zod out of the shell', async () => {
    const { shell } = await load();
    const sources = await sourcesOf(shell);
    expect(sources.some((s) => s.includes('react-router/dist/production/'))).toBe(true);
    expect(sources.filter((s) => s.includes('react-router/dist/development/'))).toEqual([]);
    expect(sources.filter((s) => /node_modules\/(zod|react-hook-form|sonner)\//.test(s))).toEqual(
      [],
    );
  });
});

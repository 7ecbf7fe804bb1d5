import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const WEB_DIST = path.resolve('dist/web');

// The JavaScript a first visit needs before a page can show itself: the scripts index.html loads
// and preloads, plus the page's own chunk and everything it imports statically. Code loaded on
// demand (the search overlay, the newsletter modal, toasts, form schemas) is not counted.
// Budgets in KB gzipped, measured with some headroom; lower them as pages get leaner.
const PAGES = [
  { page: '/', module: 'features/content/pages/home-page.tsx', budgetKb: 125 },
  { page: '/builder', module: 'features/builder/pages/builder-page.tsx', budgetKb: 182 },
  { page: '/products/AR', module: 'features/catalog/pages/product-list-page.tsx', budgetKb: 182 },
  {
    page: 'a product page',
    module: 'features/catalog/pages/product-detail-page.tsx',
    budgetKb: 186,
  },
  { page: '/ammo', module: 'features/ammo/pages/ammo-list-page.tsx', budgetKb: 168 },
  { page: 'an ammo page', module: 'features/ammo/pages/ammo-detail-page.tsx', budgetKb: 186 },
  { page: '/blog', module: 'features/blog/pages/blog-list-page.tsx', budgetKb: 158 },
  { page: 'a blog post', module: 'features/blog/pages/blog-post-page.tsx', budgetKb: 160 },
] as const;

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

describe('bundle budget', () => {
  it('keeps what a first visit to each main page loads within its budget', async () => {
    const { manifest, shell } = await load();
    expect(shell.length).toBeGreaterThan(0);
    const report: string[] = [];
    for (const { page, module, budgetKb } of PAGES) {
      const entries = Object.values(manifest).filter((e) => e.src?.endsWith(module));
      expect(entries, `${module} in the Vite manifest`).toHaveLength(1);
      const files = new Set(shell);
      const visit = (key: string) => {
        const entry = manifest[key];
        if (!entry || files.has(entry.file)) return;
        files.add(entry.file);
        entry.imports?.forEach(visit);
      };
      files.add(entries[0]!.file);
      entries[0]!.imports?.forEach(visit);
      const kb = await gzipKb(files);
      report.push(
        `${page}: ${files.size} scripts, ${kb.toFixed(1)} KB gzipped (budget ${budgetKb})`,
      );
      expect(kb, page).toBeLessThanOrEqual(budgetKb);
    }
    console.info(`first visit:\n${report.join('\n')}`);
  });

  it('builds react-router from its production files and keeps zod out of the shell', async () => {
    const { shell } = await load();
    const sources: string[] = [];
    for (const file of shell) {
      const map = await readFile(path.join(WEB_DIST, `${file}.map`), 'utf8').catch(() => null);
      if (map) sources.push(...(JSON.parse(map) as { sources: string[] }).sources);
    }
    expect(sources.some((s) => s.includes('react-router/dist/production/'))).toBe(true);
    expect(sources.filter((s) => s.includes('react-router/dist/development/'))).toEqual([]);
    expect(sources.filter((s) => /node_modules\/(zod|react-hook-form|sonner)\//.test(s))).toEqual(
      [],
    );
  });
});

import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pagePreloads } from './preload.ts';

async function build(manifest: object): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bw-preload-'));
  await mkdir(path.join(dir, '.vite'));
  await writeFile(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_shared-1.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
  'features/a/a-page.tsx': {
    file: 'assets/a-page-1.js',
    imports: ['index.html', '_react-1.js', '_shared-1.js'],
    css: ['assets/a-page-1.css'],
  },
};
const indexHtml =
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">';

describe('pagePreloads', () => {
  it("names a page's chunk, its imports and styles, leaving out what index.html loads", async () => {
    const tags = pagePreloads(await build(manifest), indexHtml, {
      a: ['features/a/a-page.tsx'],
      none: [],
      missing: ['features/b/b-page.tsx'],
    });
    expect(tags.get('a')).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/a-page-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/shared-1.js" />',
      '<link rel="preload" as="style" href="/assets/a-page-1.css" />',
      '<link rel="preload" as="style" href="/assets/shared-1.css" />',
    ]);
    expect(tags.has('none')).toBe(false);
    expect(tags.get('missing')).toEqual([]);
  });

  it("adds a layout route's chunk once, beside the page's own", async () => {
    const withLayout = {
      ...manifest,
      'layout/l.tsx': { file: 'assets/l-1.js', imports: ['index.html', '_shared-1.js'] },
    };
    const tags = pagePreloads(await build(withLayout), indexHtml, {
      a: ['features/a/a-page.tsx', 'layout/l.tsx'],
    });
    expect(tags.get('a')?.filter((t) => t.includes('modulepreload'))).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/a-page-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/shared-1.js" />',
      '<link rel="modulepreload" crossorigin href="/assets/l-1.js" />',
    ]);
  });

  it('preloads nothing without a manifest', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bw-preload-'));
    expect(pagePreloads(dir, indexHtml, { a: ['features/a/a-page.tsx'] }).size).toBe(0);
  });
});

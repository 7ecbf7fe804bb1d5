import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const WEB_DIST = path.resolve('dist/web');
const BUDGET_BYTES = 200 * 1024;

/** The scripts index.html loads up front: the entry module and the chunks it preloads. */
async function firstVisitScripts(): Promise<string[]> {
  const html = await readFile(path.join(WEB_DIST, 'index.html'), 'utf8');
  const srcs = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  return [...new Set(srcs)];
}

describe('bundle budget', () => {
  it('keeps the JavaScript of a first visit to / under 200 KB gzipped', async () => {
    const scripts = await firstVisitScripts();
    expect(scripts.length).toBeGreaterThan(0);
    // The home page's own lazy chunk is fetched on a first visit to / as well.
    const manifest = JSON.parse(
      await readFile(path.join(WEB_DIST, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string; imports?: string[]; src?: string }>;
    const homeEntries = Object.values(manifest).filter((e) =>
      /features\/content\/pages\/home-page\.tsx$/.test(e.src ?? ''),
    );
    expect(homeEntries, 'home page chunk in the Vite manifest').toHaveLength(1);
    const files = new Set(scripts.map((s) => s.replace(/^\//, '')));
    const visit = (key: string) => {
      const entry = manifest[key];
      if (!entry || files.has(entry.file)) return;
      files.add(entry.file);
      entry.imports?.forEach(visit);
    };
    for (const home of homeEntries) {
      files.add(home.file);
      home.imports?.forEach(visit);
    }
    let total = 0;
    for (const file of files) total += gzipSync(await readFile(path.join(WEB_DIST, file))).length;
    console.info(
      `first visit to /: ${files.size} scripts, ${(total / 1024).toFixed(1)} KB gzipped`,
    );
    expect(total).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});

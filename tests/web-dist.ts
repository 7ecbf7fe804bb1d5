import { execFile } from 'node:child_process';
import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** The body of the source files put into the fake build: they must never come back. */
export const SOURCE_MARKER = 'export const source = true;';

/**
 * A folder that looks like a web build to the server: index.html (over the 1 KB compression
 * threshold, as a built page is), Vite's manifest, a hashed asset with its .br and .gz copies,
 * and source files that must never be served.
 */
export async function makeWebDist(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bw-web-'));
  await mkdir(path.join(dir, 'assets'));
  await mkdir(path.join(dir, '.vite'));
  await writeFile(path.join(dir, '.vite', 'manifest.json'), '{}');
  await writeFile(path.join(dir, 'main.tsx'), SOURCE_MARKER);
  await writeFile(path.join(dir, 'assets', 'stray.ts'), SOURCE_MARKER);
  await writeFile(
    path.join(dir, 'index.html'),
    [
      '<!doctype html><html><head>',
      '<meta name="site-name" content="Buildwright" />',
      '<meta\n      name="description"\n      content="The site-wide description."\n    />',
      '<title>Buildwright</title>',
      `<style>${'.x{color:red}'.repeat(100)}</style>`,
      '</head><body><div id="root"></div></body></html>',
    ].join('\n'),
  );
  await writeFile(
    path.join(dir, 'assets', 'app-abc123.js'),
    Array.from({ length: 200 }, (_, i) => `console.log(${i});`).join('\n'),
  );
  // the build's own step writes the .br and .gz copies
  await promisify(execFile)(process.execPath, ['scripts/precompress.mjs', dir]);
  return dir;
}

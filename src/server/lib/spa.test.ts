import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { brandIndexHtml, builtWebApp } from './spa.ts';

const html =
  '<head><meta name="site-name" content="Buildwright" /><title>Buildwright</title></head>';

describe('brandIndexHtml', () => {
  it('leaves the default brand untouched', () => {
    expect(brandIndexHtml(html, 'Buildwright')).toBe(html);
  });

  it('escapes the configured brand into the title and meta tag', () => {
    const out = brandIndexHtml(html, '<Rifle> & "Co"');
    expect(out).toContain('<title>&#60;Rifle&#62; &#38; &#34;Co&#34;</title>');
    expect(out).toContain('content="&#60;Rifle&#62; &#38; &#34;Co&#34;"');
    expect(out).not.toContain('<Rifle>');
  });
});

describe('builtWebApp', () => {
  const tmp = mkdtemp(path.join(os.tmpdir(), 'bw-spa-'));
  afterAll(async () => rm(await tmp, { recursive: true, force: true }));

  it('refuses the source folder src/web, which the server started from source would pick', () => {
    const srcServer = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
    const srcWeb = path.resolve(srcServer, '../web');
    expect(path.relative(process.cwd(), srcWeb)).toBe(path.join('src', 'web'));
    expect(builtWebApp(srcWeb)).toBeUndefined();
  });

  it('refuses a folder with an index.html but no build manifest', async () => {
    const dir = path.join(await tmp, 'unbuilt');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'index.html'), '<script type="module" src="./main.tsx">');
    expect(builtWebApp(dir)).toBeUndefined();
  });

  it('accepts a Vite build: index.html and .vite/manifest.json', async () => {
    const dir = path.join(await tmp, 'built');
    await mkdir(path.join(dir, '.vite'), { recursive: true });
    await writeFile(path.join(dir, 'index.html'), '<div id="root"></div>');
    await writeFile(path.join(dir, '.vite', 'manifest.json'), '{}');
    expect(builtWebApp(dir)).toBe(dir);
  });
});

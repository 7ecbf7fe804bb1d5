import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// Tool configs may read process.env (the app itself reads it only in src/server/config.ts).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001';

// The dev server sends every path under /api to the API server, so a web module at
// src/web/api/x.ts (requested as /api/x.ts) would never reach the browser: shared queries live in
// src/web/queries (ADR 066).
if (existsSync(fileURLToPath(new URL('./src/web/api', import.meta.url)))) {
  throw new Error(
    'src/web/api/ collides with the /api proxy of the dev server: put shared server queries in src/web/queries/.',
  );
}

// react-router's package sends every bundler to its development build (dev warnings on, about
// 30 KB more); a production build takes the production files, which have the same exports.
const routerDist = fileURLToPath(
  new URL('./node_modules/react-router/dist/production/', import.meta.url),
);

/**
 * The stylesheet every page needs (the shell's: tokens, base styles, header and footer) goes into
 * index.html as a <style> element: a phone paints the page without first waiting for a
 * render-blocking stylesheet request. Pages' own styles still load with their code.
 */
function inlineShellCss(): Plugin {
  return {
    name: 'buildwright:inline-shell-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
          (tag, file: string) => {
            const asset = bundle[file];
            if (asset?.type !== 'asset') return tag;
            return `<style>${String(asset.source)}</style>`;
          },
        );
      },
    },
  };
}

/** Five characters naming a stylesheet's file: the same for all its classes, so they compress. */
function fileHash(file: string): string {
  const relative = path.relative(fileURLToPath(new URL('.', import.meta.url)), file);
  return createHash('sha256').update(relative).digest('base64url').slice(0, 5);
}

const webZod = fileURLToPath(new URL('./src/web/lib/zod.ts', import.meta.url));

export default defineConfig(({ mode }) => ({
  root: 'src/web',
  publicDir: '../../public',
  // A private dependency cache for a dev server started next to another one (the dev e2e test).
  cacheDir: process.env.VITE_CACHE_DIR,
  plugins: [react(), inlineShellCss()],
  resolve: {
    alias: [
      // zod with its code-generation probe turned off (src/web/lib/zod.ts).
      { find: /^zod$/, replacement: webZod },
      ...(mode === 'production'
        ? [
            { find: /^react-router$/, replacement: `${routerDist}index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${routerDist}dom-export.mjs` },
          ]
        : []),
    ],
  },
  // A production CSS module class is '_<name>_<hash>': without the source line number the default
  // adds, which every page's JavaScript carries once per class (ADR 093).
  css:
    mode === 'production'
      ? {
          modules: {
            generateScopedName: (name: string, file: string) => `_${name}_${fileHash(file)}`,
          },
        }
      : {},
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    // The server serves dist/web only when this manifest is there (a build, never the source
    // folder); the bundle-budget test reads it to find what a first visit to / downloads.
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Fewer, larger chunks on a first visit (ADR 097): small modules that always load
        // together go into one file each, so a phone's slow connection makes fewer round trips.
        // A group never copies a module (each stays one instance); it only decides the file.
        codeSplitting: {
          groups: [
            // React alone, before the next group could take it as a dependency.
            { name: 'react', test: /node_modules[\\/]react[\\/]/, priority: 3 },
            // The data layer's library: every page that reads the API loads all of it.
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/]|src[\\/]web[\\/]lib[\\/](with-queries|query-client)\./,
              priority: 2,
              includeDependenciesRecursively: false,
            },
            // The build's rules and store, which the Builder, product and ammo pages share.
            {
              name: 'build-core',
              test: /src[\\/](shared[\\/](build|prices)[\\/](?!.*schema)|web[\\/]stores[\\/]build)/,
              minShareCount: 2,
              priority: 1,
            },
            // Small pieces most pages in the data layer use: their API helpers, price notes,
            // the page band, the account words and the on-demand compatibility engine's loader.
            {
              name: 'page-kit',
              test: /src[\\/]web[\\/](components[\\/](listing[\\/]fetch-parsed|price-checked[\\/]|page-band[\\/]|save-part[\\/]api[\\/])|lib[\\/](compat-engine|use-second-pass)\.)|src[\\/]shared[\\/](accounts[\\/]messages|validation[\\/]messages|site[\\/]page-meta|catalog[\\/]saved-part-keys)\./,
              minShareCount: 2,
              includeDependenciesRecursively: false,
            },
            // The catalogue's and ammunition's words and value lists, which the listings share.
            {
              name: 'catalog-texts',
              test: /src[\\/]shared[\\/](catalog|ammo|listing)[\\/](messages|limits|types|calibers|list-options)\./,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
  server: {
    // /api and /api/… only: not a web path that merely starts with the letters "api".
    proxy: {
      '^/api(/|$)': { target: apiTarget, changeOrigin: false },
      // Product photos the server fetched from feeds (DATA_DIR/media).
      '^/media/': { target: apiTarget, changeOrigin: false },
    },
  },
}));

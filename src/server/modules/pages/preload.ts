import { readFileSync } from 'node:fs';
import path from 'node:path';

// A page's own code is a chunk the web app loads only once its entry script has run: a second
// round trip before the page can show. The server knows the page from the address, so the HTML
// it sends names that chunk, the chunks it imports and its stylesheets up front, and the browser
// fetches them beside the entry script.

interface ManifestEntry {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestEntry>;

/** The <link> tags that fetch the modules' chunks, their static imports and styles early. */
function preloadTags(
  manifest: Manifest,
  modules: readonly string[],
  loaded: ReadonlySet<string>,
): string[] {
  const scripts: string[] = [];
  const styles: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || seen.has(key) || entry.isEntry) return;
    seen.add(key);
    if (!loaded.has(entry.file)) scripts.push(entry.file);
    for (const css of entry.css ?? []) if (!styles.includes(css)) styles.push(css);
    entry.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
    ...styles.map((file) => `<link rel="preload" as="style" href="/${file}" />`),
  ];
}

/**
 * For each page (keyed as `modules` is), the preload tags of its modules (its own and the layout
 * routes it sits in), read from the Vite manifest of the build in `webDist`. A module the build
 * does not have adds none.
 */
export function pagePreloads(
  webDist: string,
  indexHtml: string,
  modules: Readonly<Record<string, readonly string[]>>,
): Map<string, string[]> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(
      readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
  } catch {
    return new Map();
  }
  // What index.html loads already.
  const loaded = new Set(
    [...indexHtml.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!),
  );
  const tags = new Map<string, string[]>();
  for (const [page, pageModules] of Object.entries(modules)) {
    if (pageModules.length > 0) tags.set(page, preloadTags(manifest, pageModules, loaded));
  }
  return tags;
}

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The repository stands alone: a maintainer's clone has nothing beside it, so no file may read or
// name a path outside the repository, and no comment, message or test name may cite a document
// the maintainer does not have (a product-decision number, a section sign, an issue number).
// The rules themselves are written out in the code instead; ADRs in docs/decisions are fine.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Third-party data copied unchanged (their READMEs give source and licence): not our text. */
const VENDORED = ['tests/fixtures/ammo-titles/', 'tests/fixtures/calibers/'];
const BINARY = /\.(png|jpe?g|gif|webp|avif|ico|woff2?|ttf|otf|pdf|zip|gz|wasm|data)$/i;

function walk(dir: string, out: string[]): void {
  for (const entry of readdirSync(path.join(root, dir))) {
    const rel = `${dir}/${entry}`;
    if (statSync(path.join(root, rel)).isDirectory()) walk(rel, out);
    else if (!BINARY.test(entry)) out.push(rel);
  }
}

/** Source, test, script and config files, relative to the root with '/' separators. */
function checkedFiles(): string[] {
  const files: string[] = [];
  for (const dir of ['src', 'tests', 'e2e', 'scripts']) walk(dir, files);
  for (const entry of readdirSync(root)) {
    if (/\.(ts|js|mjs|cjs|json)$/.test(entry) && entry !== 'package-lock.json') files.push(entry);
  }
  if (existsSync(path.join(root, '.ci/run'))) files.push('.ci/run');
  return files.filter((f) => !VENDORED.some((v) => f.startsWith(v))).sort();
}

interface Hit {
  file: string;
  line: number;
  text: string;
  why: string;
}

function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

function report(hits: Hit[]): string {
  return hits.map((h) => `${h.file}:${h.line}: ${h.why}: ${h.text.trim()}`).join('\n');
}

// ---- (a) paths outside the repository ------------------------------------------------------------

// Spelt in pieces so that this file does not match itself.
const SIBLING_SHARED = ['..', 'shared'].join('/');
const DECISIONS_FILE = ['PRODUCT', 'DECISIONS'].join('-');

/** The folder a relative path in `file` is resolved from: vite.config.ts resolves from its `root`. */
function baseFolder(file: string, text: string): string {
  const dir = path.dirname(path.join(root, file));
  if (file === 'vite.config.ts') {
    const viteRoot = /^\s*root:\s*['"]([^'"]+)['"]/m.exec(text)?.[1];
    if (viteRoot) return path.resolve(dir, viteRoot);
  }
  return dir;
}

function outside(target: string): boolean {
  const rel = path.relative(root, target);
  return rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel);
}

/** The text between the parenthesis at `open` and its partner (strings are not parsed). */
function argumentsAt(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i += 1) {
    if (text[i] === '(') depth += 1;
    else if (text[i] === ')' && --depth === 0) return text.slice(open + 1, i);
  }
  return text.slice(open + 1);
}

function outsidePathHits(file: string, text: string): Hit[] {
  const hits: Hit[] = [];
  const lines = text.split('\n');
  const hit = (index: number, why: string) => {
    const line = lineOf(text, index);
    hits.push({ file, line, text: lines[line - 1] ?? '', why });
  };
  const base = baseFolder(file, text);

  for (const m of text.matchAll(new RegExp(DECISIONS_FILE, 'g')))
    hit(m.index, 'names a document outside the repository');

  // Any '../…' path, in code or comment, resolved from the file's folder (an import, a
  // new URL('…', import.meta.url), a path in prose). Not inside a longer path ('a/../b').
  for (const m of text.matchAll(/(?<![\w./-])((?:\.\.\/)+)([\w@+-][\w@.+-]*)?/g)) {
    const [, climb = '', first = ''] = m;
    const target = path.resolve(base, climb, first);
    if (outside(target)) hit(m.index, `climbs above the repository root (${climb}${first})`);
    else if (first === 'shared' && !existsSync(target))
      hit(m.index, `names the folder beside the repository (${SIBLING_SHARED})`);
  }
  for (const m of text.matchAll(/new URL\(\s*(['"`])(\.\.?)\1\s*,\s*import\.meta\.url/g)) {
    if (outside(path.resolve(base, m[2]!))) hit(m.index, 'climbs above the repository root');
  }

  // path.resolve / path.join / resolve / join calls: their string parts, from the folder the
  // call starts at when it can be told (the module's folder or the repository root).
  for (const m of text.matchAll(/\b(?:path\.)?(?:resolve|join)\(/g)) {
    const args = argumentsAt(text, m.index + m[0].length - 1);
    const parts = [...args.matchAll(/(['"`])([^'"`$]*)\1/g)].map((s) => s[2]!);
    if (!parts.some((p) => p === '..' || p.startsWith('../'))) continue;
    const from = /import\.meta\.(url|dirname)|__dirname/.test(args)
      ? path.dirname(path.join(root, file))
      : /process\.cwd\(\)|^\s*(repoRoot|root)\b/.test(args)
        ? root
        : undefined;
    if (from === undefined) continue;
    if (outside(path.resolve(from, ...parts)))
      hit(m.index, `climbs above the repository root (${parts.join(', ')})`);
  }
  return hits;
}

// ---- (b) references to documents the maintainer does not have -----------------------------------

const REFERENCES: [RegExp, string][] = [
  [/\bD[1-9][0-9]?\b/g, 'cites a product-decision number'],
  [/\u00a7/g, 'cites a section of an outside document'],
  [/\b[Ii]ssues? #?[0-9]+\b/g, 'cites an issue number'],
];

function referenceHits(file: string, text: string): Hit[] {
  const hits: Hit[] = [];
  text.split('\n').forEach((line, i) => {
    for (const [pattern, why] of REFERENCES) {
      for (const m of line.matchAll(pattern))
        hits.push({ file, line: i + 1, text: line, why: `${why} (${m[0]})` });
    }
  });
  return hits;
}

describe('the repository stands alone', () => {
  const files = checkedFiles();

  it('refers to no path outside the repository root', () => {
    expect(files).toContain('tests/repository-rules.test.ts');
    expect(files).toContain('vitest.config.ts');
    const hits = files.flatMap((f) => outsidePathHits(f, readFileSync(path.join(root, f), 'utf8')));
    expect(report(hits)).toBe('');
  });

  it('cites no product-decision number, section sign or issue number', () => {
    const hits = files.flatMap((f) => referenceHits(f, readFileSync(path.join(root, f), 'utf8')));
    expect(report(hits)).toBe('');
  });
});

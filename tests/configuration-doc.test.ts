import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/server/config.ts';

// docs/configuration.md must list every environment variable the server reads, and its first
// section ("Read by the server") nothing the server does not read. Variables in the later
// section ("Read only by tools and tests") are exempt from the second check, but must still be
// read somewhere in the scripts, tests or tool configs.

const root = path.resolve(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const ENV_NAME = /^[A-Z][A-Z0-9_]*$/;

/** Every name loadConfig asks its environment for, observed through a recording proxy. */
function namesConfigReads(): Set<string> {
  const seen = new Set<string>();
  const env = new Proxy<Record<string, string | undefined>>(
    {},
    {
      get(_target, key) {
        if (typeof key === 'string' && ENV_NAME.test(key)) seen.add(key);
        return undefined;
      },
    },
  );
  loadConfig(env);
  return seen;
}

/** Names read in config.ts's source outside the schema (`env.X`, `process.env.X`, `env['X']`). */
function namesInConfigSource(): Set<string> {
  const source = read('src/server/config.ts');
  const names = new Set<string>();
  for (const m of source.matchAll(
    /\benv\s*(?:\.\s*([A-Z][A-Z0-9_]*)|\[\s*['"]([A-Z][A-Z0-9_]*)['"])/g,
  ))
    names.add((m[1] ?? m[2])!);
  return names;
}

/** Backticked names in the first cell of each table row, per `## ` section of the doc. */
function documentedNames(): { server: Set<string>; tools: Set<string> } {
  const doc = read('docs/configuration.md');
  const server = new Set<string>();
  const tools = new Set<string>();
  let section: Set<string> | undefined;
  for (const line of doc.split('\n')) {
    if (line.startsWith('## ')) {
      section = /read by the server/i.test(line)
        ? server
        : /tools and tests/i.test(line)
          ? tools
          : undefined;
      continue;
    }
    const cell = /^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/.exec(line);
    if (cell && section) section.add(cell[1]!);
  }
  return { server, tools };
}

describe('docs/configuration.md', () => {
  const serverReads = new Set([...namesConfigReads(), ...namesInConfigSource()]);
  const { server, tools } = documentedNames();

  it('finds the variables the server reads and the two sections of the doc', () => {
    expect(serverReads.size).toBeGreaterThan(10);
    expect(serverReads).toContain('DATABASE_URL');
    expect(server.size).toBeGreaterThan(0);
    expect(tools.size).toBeGreaterThan(0);
  });

  it('lists every environment variable src/server/config.ts reads', () => {
    const missing = [...serverReads].filter((name) => !server.has(name)).sort();
    expect(missing, 'add these to "Read by the server" in docs/configuration.md').toEqual([]);
  });

  it('lists under "Read by the server" only variables src/server/config.ts reads', () => {
    const stale = [...server].filter((name) => !serverReads.has(name)).sort();
    expect(stale, 'config.ts no longer reads these: remove them from the doc').toEqual([]);
  });

  it('lists under "tools and tests" only variables a script, test or tool config reads', () => {
    const sources = [
      'tests/env.ts',
      'e2e/support/browser.ts',
      'vitest.config.ts',
      'vite.config.ts',
      'scripts/dev.mjs',
      'scripts/bench-catalog.ts',
      'scripts/bench-search.ts',
      'scripts/cluster.ts',
    ]
      .map(read)
      .join('\n');
    const unread = [...tools].filter((name) => !sources.includes(name)).sort();
    expect(unread, 'nothing reads these any more: remove them from the doc').toEqual([]);
  });
});

import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { COMPAT_DOCS_PATH, formatCompatDocs } from '../../../scripts/compat-docs.ts';
import { renderCompatDocs } from './docs.ts';
import { RULES } from './rules.ts';

describe('docs/compatibility.md', () => {
  it('has a row for every rule', () => {
    const text = renderCompatDocs();
    for (const rule of RULES) expect(text).toContain(`| ${rule.id} |`);
  });

  it('is up to date with rules.ts (else run npm run docs:compat)', async () => {
    const current = await readFile(COMPAT_DOCS_PATH, 'utf8');
    expect(current).toBe(await formatCompatDocs());
  });
});

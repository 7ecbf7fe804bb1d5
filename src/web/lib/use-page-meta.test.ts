import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SITE_DESCRIPTION } from './use-page-meta.ts';

describe('SITE_DESCRIPTION', () => {
  it('is the description index.html carries (put back when a page without one is shown)', () => {
    const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
    expect(html.replace(/\s+/g, ' ')).toContain(`content="${SITE_DESCRIPTION}"`);
  });
});

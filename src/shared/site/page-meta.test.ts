import { describe, expect, it } from 'vitest';
import {
  ammoMetaDescription,
  blogMetaDescription,
  clipDescription,
  META_DESCRIPTION_MAX,
  productMetaDescription,
} from './page-meta.ts';

describe('clipDescription', () => {
  it('keeps a short text as one plain line', () => {
    expect(clipDescription('  A <b>bold</b>\n  barrel. ')).toBe('A bold barrel.');
  });

  it('cuts a long text at a word boundary with an ellipsis, within the limit', () => {
    const long = 'word '.repeat(100);
    const clipped = clipDescription(long);
    expect(clipped.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(clipped).toMatch(/word…$/);
  });
});

describe('item descriptions', () => {
  it('uses a product’s own description, or says what the page offers when it has none', () => {
    expect(
      productMetaDescription({ partName: 'X', brand: 'B', description: 'Chrome-lined.' }),
    ).toBe('Chrome-lined.');
    expect(
      productMetaDescription({ partName: '16" Barrel', brand: 'Acme', description: ' ' }),
    ).toBe('Acme 16" Barrel: compare merchant prices and fit it to your build.');
  });

  it('describes an ammo box by calibre and rounds', () => {
    expect(
      ammoMetaDescription({ name: 'Federal 55gr', caliberLabel: '5.56 NATO', roundCount: 1 }),
    ).toBe('Federal 55gr: 5.56 NATO, 1 round per box. Compare merchant prices per round.');
  });

  it('prefers a post’s SEO description to its excerpt', () => {
    expect(blogMetaDescription({ seoDescription: 'SEO', excerpt: 'Excerpt' })).toBe('SEO');
    expect(blogMetaDescription({ seoDescription: '', excerpt: 'Excerpt' })).toBe('Excerpt');
  });
});

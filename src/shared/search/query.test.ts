import { describe, expect, it } from 'vitest';
import { prefixTsquery, searchWords } from './query.ts';

describe('search words and the prefix tsquery', () => {
  it('makes every word a required prefix', () => {
    expect(prefixTsquery('Barr  twist')).toBe('barr:* & twist:*');
  });

  it('keeps calibres and thread pitches whole', () => {
    expect(searchWords('5.56 NATO, 1/2x28.')).toEqual(['5.56', 'nato', '1/2x28']);
  });

  it('drops every tsquery operator and quote, leaving only words', () => {
    expect(prefixTsquery("'); drop table blog_posts; --")).toBe(
      'drop:* & table:* & blog:* & posts:*',
    );
    expect(prefixTsquery('a & | ! :*')).toBe('a:*');
    expect(prefixTsquery("&|!:*()'\\<->")).toBeUndefined();
    expect(prefixTsquery('')).toBeUndefined();
    expect(prefixTsquery('...//')).toBeUndefined();
  });

  it('keeps letters of any script, deduplicated and at most 10 words', () => {
    expect(searchWords('Ünïcödé 日本語 ünïcödé')).toEqual(['ünïcödé', '日本語']);
    expect(searchWords('a b c d e f g h i j k l')).toHaveLength(10);
  });

  it('reads only the first 500 characters', () => {
    expect(searchWords(`${'x'.repeat(499)} barrel`)).toEqual(['x'.repeat(499)]);
  });
});

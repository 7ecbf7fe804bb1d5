import { describe, expect, it } from 'vitest';
import { brandIndexHtml } from './spa.ts';

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

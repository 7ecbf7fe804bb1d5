import { describe, expect, it } from 'vitest';
import { highlightParts, markedToHtml, MATCH_START as S, MATCH_STOP as E } from './highlight.ts';

describe('highlighted search text', () => {
  it('escapes the text and marks the matches', () => {
    expect(markedToHtml(`a <b>${S}barrel${E}</b> & "x"`)).toBe(
      'a &lt;b&gt;<mark>barrel</mark>&lt;/b&gt; &amp; &quot;x&quot;',
    );
  });

  it('closes a mark left open and ignores a stray stop', () => {
    expect(markedToHtml(`${E}a ${S}b`)).toBe('a <mark>b</mark>');
  });

  it('splits the HTML back into plain text parts, unescaped', () => {
    expect(highlightParts('a &lt;b&gt; <mark>barrel</mark> &amp; &#39;x&#39;')).toEqual([
      { text: 'a <b> ', match: false },
      { text: 'barrel', match: true },
      { text: " & 'x'", match: false },
    ]);
  });

  it('never yields markup: a script tag stays text', () => {
    const parts = highlightParts(markedToHtml(`<script>alert(1)</script> ${S}x${E}`));
    expect(parts[0]).toEqual({ text: '<script>alert(1)</script> ', match: false });
  });
});

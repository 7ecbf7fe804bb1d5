import { SEARCH_LIMITS } from './schema.ts';

// Turning what a visitor typed into a PostgreSQL tsquery, safely (ADR 055). The
// words are bound as one parameter of to_tsquery(): user text never becomes SQL, and only letters,
// digits, dots and slashes survive, so it can never be tsquery syntax either (& | ! ( ) : * ' \ <).

/** The searchable words of a query: letters and digits (any script), with inner dots and slashes
 * kept so '5.56' and '1/2x28' stay one word; lower-cased, deduplicated, at most 10. */
export function searchWords(q: string): string[] {
  const words = q
    .slice(0, SEARCH_LIMITS.queryChars)
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}./]+/u)
    .map((w) => w.replace(/^[./]+|[./]+$/g, ''))
    .filter(Boolean);
  return [...new Set(words)].slice(0, SEARCH_LIMITS.words);
}

/**
 * Every word as a prefix, all required: 'barr twist' → 'barr:* & twist:*', so a partial word
 * finds the whole one. undefined when nothing searchable is left ('', '&|!:*()', '…').
 */
export function prefixTsquery(q: string): string | undefined {
  const words = searchWords(q);
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : undefined;
}

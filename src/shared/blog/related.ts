import { RELATED_POSTS } from './post-rules.ts';

// 'More Like This': posts whose title shares a word with the current title, excluding the current
// one, capped at 3; if fewer, topped up with random other posts to 3. The random source is
// injected so the rule is testable.

interface Titled {
  id: string;
  title: string;
}

/** The words of a title, lower-cased; punctuation splits words. */
export function titleWords(title: string): Set<string> {
  return new Set(title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
}

export function sharesTitleWord(a: string, b: string): boolean {
  const words = titleWords(a);
  for (const word of titleWords(b)) if (words.has(word)) return true;
  return false;
}

/**
 * Picks up to `count` related posts from `candidates` (in the order given for the word matches),
 * topping up with others chosen by `random` (a source of numbers in [0, 1)).
 */
export function relatedPosts<T extends Titled>(
  current: Titled,
  candidates: readonly T[],
  random: () => number = Math.random,
  count: number = RELATED_POSTS,
): T[] {
  const others = candidates.filter((c) => c.id !== current.id);
  const matching = others.filter((c) => sharesTitleWord(current.title, c.title)).slice(0, count);
  const rest = others.filter((c) => !matching.includes(c));
  const picked = [...matching];
  while (picked.length < count && rest.length > 0) {
    const index = Math.min(rest.length - 1, Math.floor(random() * rest.length));
    picked.push(...rest.splice(index, 1));
  }
  return picked;
}

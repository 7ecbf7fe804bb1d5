import { SEARCH_LIMITS } from './schema.ts';
import { wholeNumber } from '../format/numbers.ts';

// The texts of the search overlay and the search results page, kept as data in one place; the
// browser tests import them.

export const searchMessages = {
  placeholder: 'Search for keywords, product type or anything',
  topResults: 'Top Results',
  noResultsFor: (query: string) => `No results found for "${query}"`,
  heading: 'Search',
  searchIn: 'Search In',
  scopeLabels: { all: 'All', blogs: 'Blogs', products: 'Products' },
  noResults: 'No results found',
  browseAllPosts: 'Browse All Posts',
  fromBlog: 'From Blog',
  fromProducts: 'From Products',
  fromAmmo: 'From Ammo',
  /** The kind beside an overlay suggestion. */
  kindOf: (type: 'blog' | 'part' | 'ammo') =>
    ({ blog: 'Blog post', part: 'Part', ammo: 'Ammo' })[type],
  resultsLine: (total: number, query: string) =>
    `${wholeNumber(total)} ${total === 1 ? 'result' : 'results'} for "${query}"`,
  enterQuery: 'Type a keyword, product type or anything to search.',
  searching: 'Searching…',
  failed: 'Search failed. Please try again.',
  tryAgain: 'Try again',
  minChars: `Type at least ${SEARCH_LIMITS.minChars} characters to see top results.`,
} as const;

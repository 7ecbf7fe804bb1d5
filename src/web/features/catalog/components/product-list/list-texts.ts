import type { ListSort } from '../../lib/list-query.ts';
import { wholeNumber } from '../../../../../shared/format/numbers.ts';
import { fitTexts } from '../fit/fit-texts.ts';

// The product list's own words. The agreed texts ('All Products', 'No products available for
// ...') are catalogMessages in src/shared/catalog/messages.ts; these are the page's labels,
// imported by the browser tests.

export const listTexts = {
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  products: 'Products',
  results: 'Products found',
  count: (n: number) => `${wholeNumber(n)} ${n === 1 ? 'product' : 'products'}`,
  // the 'Sort by' select; Popularity is the default
  sortBy: 'Sort by',
  sortDrawer: 'Sort By',
  sortButton: 'Sort',
  // ADR 065: the Compatibility sort and the 'Compatible with my build' filter need a build.
  compatibilityNeedsBuild: 'Compatibility (add parts to your build first)',
  myBuild: 'My Build',
  compatibleOnly: 'Compatible with my build',
  compatibleOnlyHint: 'Add parts to your build to see only the parts that fit it.',
  compatibleChip: 'Compatible with my build',
  // cards: how the group fits the visitor's build (the list's `fit`)
  ...fitTexts,
  filterButton: 'Filter',
  filterDrawer: 'Filter',
  filters: 'Filters',
  skipToResults: 'Skip to results',
  showResults: (n: number) => `Show ${wholeNumber(n)} ${n === 1 ? 'product' : 'products'}`,
  // filter groups
  category: 'Category',
  caliber: 'Caliber',
  brand: 'Brand',
  priceRange: 'Price Range',
  availability: 'Availability',
  underConstruction: 'Under construction',
  inStockOnly: 'In stock only',
  clearAll: 'Clear all',
  clearFilters: 'Clear all filters',
  removeFilter: (label: string) => `Remove filter: ${label}`,
  activeFilters: 'Active filters',
  subPartChip: (subPart: string) => `Sub-part: ${subPart}`,
  searchChip: (q: string) => `Search: “${q}”`,
  priceChip: (min?: string, max?: string) =>
    min && max ? `${min} – ${max}` : min ? `From ${min}` : `Up to ${max}`,
  // price range form
  priceMin: 'Min price',
  priceMax: 'Max price',
  apply: 'Apply',
  priceInvalid: 'Enter a price such as 150 or 99.99.',
  priceOrder: 'The minimum must not be above the maximum.',
  // brand filter
  brandSearch: 'Search brands',
  brandNone: 'No brand matches.',
  brandsLoading: 'Loading brands…',
  brandsFailed: 'The brands could not be loaded.',
  // cards: image, name, platform, brand, 'from' price, Add
  from: (price: string) => `from ${price}`,
  noOffers: 'No offers yet',
  outOfStock: 'Out of stock',
  add: 'Add',
  addLabel: (name: string) => `Add ${name}`,
  // states
  loading: 'Loading products…',
  failed: 'The products could not be loaded.',
  retry: 'Try again',
  invalidFilters: 'The catalogue cannot use a filter in this link.',
} as const;

/** Popularity, Price both ways, Name, and Compatibility (ADR 065; ADR 024 had it 'soon'). */
export const SORT_LABELS: Record<ListSort, string> = {
  popularity: 'Popularity',
  price: 'Price (low to high)',
  '-price': 'Price (high to low)',
  name: 'Name',
  compatibility: 'Compatibility',
};

/** The filter groups that are 'Under construction' (Brand and Availability work here). */
export const UNDER_CONSTRUCTION_GROUPS = [
  'Caliber Compatibility',
  'Material',
  'Finish',
  'Rating and Reviews',
  'Type of Component',
  'Barrel Length',
  'Weight',
  'Handguard Type',
] as const;

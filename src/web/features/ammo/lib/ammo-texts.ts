import type { AmmoSort } from '../../../../shared/ammo/list-options.ts';
import { wholeNumber } from '../../../../shared/format/numbers.ts';

// The ammo pages' own words. The agreed texts ('No ammo found for the selected
// filters.', 'Clear All Filters', 'No Ammo Found', toasts) are ammoMessages in
// src/shared/ammo/messages.ts; these are the pages' labels, imported by the browser tests.

export const ammoTexts = {
  ammo: 'Ammo',
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  results: 'Ammo found',
  count: (n: number) => `${wholeNumber(n)} ${n === 1 ? 'result' : 'results'}`,
  filters: 'Filters',
  skipToResults: 'Skip to results',
  clearAll: 'Clear all',
  filterButton: 'Filter',
  filterDrawer: 'Filter',
  sortButton: 'Sort',
  sortBy: 'Sort by',
  sortDrawer: 'Sort By',
  showResults: (n: number) => `Show ${wholeNumber(n)} ${n === 1 ? 'result' : 'results'}`,
  // filter groups
  caliber: 'Caliber',
  caliberSearch: 'Search calibers',
  caliberNone: 'No caliber matches.',
  showAllCalibers: (n: number) => `Show all ${n} calibers`,
  showFewer: 'Show fewer',
  bulletType: 'Bullet Type',
  grain: 'Grain',
  price: 'Price',
  // cards
  add: 'Add',
  addLabel: (name: string) => `Add ${name}`,
  noOffers: 'No offers yet',
  outOfStock: 'Out of stock',
  // states
  loading: 'Loading ammo…',
  listFailed: 'The ammo could not be loaded.',
  retry: 'Try again',
  // detail
  loadingItem: 'Loading ammo...',
  brandLabel: 'Brand',
  platformLabel: 'Platform',
  goBack: 'Go Back',
  notFoundText: 'This ammo is not in the catalogue, or the link is wrong.',
  backToAmmo: 'Browse ammo',
  prices: 'Prices',
  merchant: 'Merchant',
  priceColumn: 'Price',
  availability: 'Availability',
  shipping: 'Shipping',
  actions: 'Actions',
  buy: 'Buy',
  addOffer: (merchant: string) => `Add to build from ${merchant}`,
  buyOffer: (merchant: string) => `Buy from ${merchant} (opens in a new tab)`,
  noOffersTable: 'No merchant sells this ammo right now.',
  perRound: 'per round',
  imageAlt: (name: string) => `${name} (placeholder image)`,
} as const;

/** The sorts (cost per round first, the default). */
export const AMMO_SORT_LABELS: Record<AmmoSort, string> = {
  pricePerRound: 'Price per round',
  price: 'Price (low to high)',
  '-price': 'Price (high to low)',
  name: 'Name',
};

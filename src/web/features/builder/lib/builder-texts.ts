// The builder page's own words (spec builder-catalogue-ammo §2 "Builder page", §4, §9). The spec's
// build messages live in src/shared/build/messages.ts; these are the page's labels, in one place so
// the browser tests import them instead of repeating them.
export const builderTexts = {
  heading: 'Builder',
  compatibilityCheck: 'Compatibility Check',
  compatibilityNotes: 'Compatibility notes',
  editName: 'Edit build name',
  nameLabel: 'Build name',
  save: 'Save',
  cancel: 'Cancel',
  categories: 'Part categories',
  all: 'All',
  total: 'Total',
  priceSummary: 'Price Summary',
  collapseAll: 'Collapse all',
  expandAll: 'Expand all',
  selected: (filled: number, of: number) => `${filled} of ${of} selected`,
  add: 'Add',
  addLabel: (subPart: string) => `Add ${subPart}`,
  buy: 'Buy',
  buyLabel: (product: string) => `Buy ${product}`,
  removeLabel: (product: string) => `Remove ${product}`,
  remove: 'Remove',
  readMore: 'Read more',
  readLess: '...Read less',
  inStock: 'In Stock',
  outOfStock: 'Out of Stock',
  freeShipping: 'Free Shipping',
  retailPrice: 'Retail price',
  merchantFor: (subPart: string) => `Merchant for ${subPart}`,
  included: 'Included',
  includedWith: (parent: string) => `Included with ${parent}`,
  issuesLabel: (product: string) => `Issues with ${product}`,
  currentIssues: (product: string) => `Current Issues with ${product}`,
  conflictsWith: 'Conflicts with:',
  // Ours (ADR 017): the spec asks for "a legal disclaimer about local and state laws".
  disclaimer:
    'Laws on firearms and firearm parts differ by state and locality. Check the laws where you ' +
    'live before you buy, build or transport any part or firearm.',
  summaryColumns: ['Image', 'Product Name', 'Brand', 'Category', 'Merchant', 'Price'],
} as const;

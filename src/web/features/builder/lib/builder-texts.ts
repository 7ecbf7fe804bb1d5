// The builder page's own words. The agreed build messages live in src/shared/build/messages.ts;
// these are the page's labels, in one place so the browser tests import them instead of repeating
// them.
export const builderTexts = {
  heading: 'Builder',
  compatibilityCheck: 'Compatibility Check',
  checkingCompatibility: 'Checking compatibility…',
  compatibilityNotes: 'Compatibility notes',
  /** One panel note lists the core parts the build still lacks (ADR 063). */
  stillToAdd: 'Still to add:',
  /** The panel's heading of a part the compatibility engine could not check. */
  notChecked: 'Not Checked',
  /** The panel's heading of any other info note (advice, not a conflict). */
  noteLabel: 'Note',
  progressLabel: 'Build progress',
  editName: 'Edit build name',
  nameLabel: 'Build name',
  save: 'Save',
  cancel: 'Cancel',
  categories: 'Part categories',
  all: 'All',
  total: 'Total',
  priceSummary: 'Price Summary',
  exportList: 'Export',
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
  onlyInStock: 'Only in stock',
  notConfirmed: 'not confirmed recently',
  included: 'Included',
  includedWith: (parent: string) => `Included with ${parent}`,
  /** Under a composite: the places it filled, each shown there as 'Included with …'. */
  includes: (places: readonly string[]) => `Includes: ${places.join(', ')}`,
  issuesLabel: (product: string) => `Issues with ${product}`,
  currentIssues: (product: string) => `Current Issues with ${product}`,
  conflictsWith: 'Conflicts with:',
  // ADR 063: the Compatibility Check panel's notes, grouped by severity.
  severityHeadings: { error: 'Errors', warning: 'Warnings', info: 'Info' },
  severityCount: (heading: string, n: number) => `${heading} (${n})`,
  problemsFound: (errors: number, warnings: number) =>
    [
      errors > 0 ? `${errors} ${errors === 1 ? 'error' : 'errors'}` : '',
      warnings > 0 ? `${warnings} ${warnings === 1 ? 'warning' : 'warnings'}` : '',
    ]
      .filter(Boolean)
      .join(', ') + ' found.',
  noNotes: 'Nothing to note yet: add parts to your build.',
  // Ours (ADR 017): the page carries "a legal disclaimer about local and state laws".
  disclaimer:
    'Laws on firearms and firearm parts differ by state and locality. Check the laws where you ' +
    'live before you buy, build or transport any part or firearm.',
  summaryColumns: ['Image', 'Product Name', 'Brand', 'Category', 'Merchant', 'Price'],
  // The Builder's cart actions; their dialogs' words are in cart-texts.ts (loaded with them).
  landedLine: (shipping: string, total: string) => `+ ${shipping} shipping = ${total}`,
  openBuyList: 'Buy list',
  optimise: 'Optimise my cart',
  optimised: (total: string) => `Cart optimised: ${total} with shipping.`,
  undo: 'Undo',
  // A price alert on the saved build's total; its dialogs' words load with them (alert-texts.ts).
  priceAlert: 'Price alert',
} as const;

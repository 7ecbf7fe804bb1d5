import { listingMessages } from '../listing/messages.ts';

// Texts of the catalogue and saved parts (the product list and detail pages, their toasts, and the
// saved-parts API): one place, imported by the server, the web app and the tests.

/** Limits on a user's saved parts (ADR 022). */
export const MAX_SAVED_PARTS = 500;
export const MAX_SAVED_PART_KB = 32;

export const catalogMessages = {
  // API (ours)
  groupNotFound: (id: string) => `Product not found with ID: ${id}`,
  typeGroupNotFound: (type: string, id: string) => `No ${type} product found with ID: ${id}`,
  typeNotAllowed: (endpoint: string) =>
    `${endpoint} is not on the list of allowed catalogue types.`,
  unknownCategory: (category: string) => `Unknown category: ${category}`,
  unknownSubPart: (subPart: string) => `Unknown sub-part: ${subPart}`,
  unknownCaliber: (caliber: string) => `Unknown caliber: ${caliber}`,
  tooManyValues: listingMessages.tooManyValues,
  priceInvalid: listingMessages.priceInvalid,
  priceRange: listingMessages.priceRange,
  inStockInvalid: listingMessages.inStockInvalid,
  queryTooLong: 'Search text must be at most 100 characters',
  platformInvalid: 'platform must be AR15 or AR10',
  sortInvalid: listingMessages.sortInvalid([
    'popularity',
    'price',
    '-price',
    'name',
    'compatibility',
  ]),
  // the list's build filter (ADR 061)
  compatInvalid: 'compat must be a build summary from encodeBuildSpecs',
  compatibleOnlyInvalid: 'compatibleOnly must be true or false',
  pageInvalid: listingMessages.pageInvalid,
  pageSizeInvalid: listingMessages.pageSizeInvalid,
  // the product list and detail pages
  allProducts: 'All Products',
  noProducts: (label: string) => `No products available for ${label}`,
  selectVariantFirst: 'Select Variant First',
  addToBuilder: 'Add to Builder',
  saveToPartsList: 'Save to Parts List',
  saved: 'Saved ✓',
  // toasts
  loadProductFailed: 'Failed to load product data',
  missingParams: 'Missing required URL parameters',
  selectVariantBeforeAdd: 'Please select a variant before adding to build',
  addProductFailed: 'Failed to add product to build',
} as const;

export const savedPartMessages = {
  // the Save buttons and their toasts
  loginToSaveParts: 'Please log in to save parts',
  loginToSaveAmmo: 'Please log in to save ammo',
  partDuplicate: 'This part is already in your saved list!',
  ammoDuplicate: 'This ammo is already in your saved list!',
  savePartFailed: 'Failed to save part to list',
  saveAmmoFailed: 'Failed to save ammo to list',
  // ours: the saved-parts API (ADR 022)
  notSaved: (partId: string) => `No saved part with ID: ${partId}`,
  tooMany: `You can keep at most ${MAX_SAVED_PARTS} saved parts. Remove one to save another.`,
  tooLarge: `This part is too large to save (${MAX_SAVED_PART_KB} KB at most).`,
  detailsInvalid: 'details must hold a product with groupData, or an ammo item',
  productIdRequired: 'details.product needs an _id',
  ammoIdRequired: 'details.ammo needs an id',
} as const;

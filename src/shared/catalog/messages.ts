// Texts of the catalogue and saved parts (spec builder-catalogue-ammo §2, §4, §8, decision D27):
// one place, imported by the server, the web app and the tests.

/** Limits on a user's saved parts (decision D27, ADR 022). */
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
  tooManyValues: 'At most 20 values',
  priceInvalid: 'Price must be a number from 0 to 10,000,000',
  priceRange: 'priceMax must not be below priceMin',
  inStockInvalid: 'inStock must be true or false',
  queryTooLong: 'Search text must be at most 100 characters',
  platformInvalid: 'platform must be AR15 or AR10',
  sortInvalid: 'sort must be one of popularity, price, -price, name, compatibility',
  // issue 9, ADR 061
  compatInvalid: 'compat must be a build summary from encodeBuildSpecs',
  compatibleOnlyInvalid: 'compatibleOnly must be true or false',
  pageInvalid: 'page must be a whole number from 1 to 10,000',
  pageSizeInvalid: 'pageSize must be a whole number from 1 to 100',
  // spec §2 / §4 product list and detail
  allProducts: 'All Products',
  noProducts: (label: string) => `No products available for ${label}`,
  selectVariantFirst: 'Select Variant First',
  addToBuilder: 'Add to Builder',
  saveToPartsList: 'Save to Parts List',
  saved: 'Saved ✓',
  // spec §8 toasts
  loadProductFailed: 'Failed to load product data',
  missingParams: 'Missing required URL parameters',
  selectVariantBeforeAdd: 'Please select a variant before adding to build',
  addProductFailed: 'Failed to add product to build',
} as const;

export const savedPartMessages = {
  // spec §6 and §8
  loginToSaveParts: 'Please log in to save parts',
  loginToSaveAmmo: 'Please log in to save ammo',
  partDuplicate: 'This part is already in your saved list!',
  ammoDuplicate: 'This ammo is already in your saved list!',
  savePartFailed: 'Failed to save part to list',
  saveAmmoFailed: 'Failed to save ammo to list',
  // ours (decision D27, ADR 022)
  notSaved: (partId: string) => `No saved part with ID: ${partId}`,
  tooMany: `You can keep at most ${MAX_SAVED_PARTS} saved parts. Remove one to save another.`,
  tooLarge: `This part is too large to save (${MAX_SAVED_PART_KB} KB at most).`,
  detailsInvalid: 'details must hold a product with groupData, or an ammo item',
  productIdRequired: 'details.product needs an _id',
  ammoIdRequired: 'details.ammo needs an id',
} as const;

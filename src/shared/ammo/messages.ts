import { listingMessages } from '../listing/messages.ts';

// Texts of the ammunition pages, API and import: one place, imported by the server, the web app
// and the tests. The saved-parts toasts for ammo ('Please log in to save ammo', 'This ammo is
// already in your saved list!', 'Failed to save ammo to list') are savedPartMessages in
// src/shared/catalog/messages.ts.

export const ammoMessages = {
  // the ammo list and detail pages, and their toasts
  noAmmoForFilters: 'No ammo found for the selected filters.',
  clearAllFilters: 'Clear All Filters',
  noAmmoFound: 'No Ammo Found',
  from: 'From',
  addToBuilder: 'Add to Builder',
  saveToPartsList: 'Save to Parts List',
  saved: 'Saved ✓',
  inStock: 'In Stock',
  freeShipping: 'Free',
  loadAmmoFailed: 'Failed to load ammo data',
  missingAmmoId: 'Missing ammo ID',
  addAmmoFailed: 'Failed to add ammo to build',
  // API (ours)
  ammoNotFound: (id: string) => `Ammo not found with ID: ${id}`,
  unknownCaliber: (caliber: string) => `Unknown caliber: ${caliber}`,
  unknownBulletType: (type: string) =>
    `Unknown bullet type: ${type} (FMJ, FMJBT, JHP, HPBT, Soft Point, FMC, TMJ, LRN or CPHP)`,
  unknownGrain: (grain: string) =>
    `Unknown grain range: ${grain} (under-50, 50-100, 100-150 or 150-plus)`,
  unknownPriceRange: (range: string) =>
    `Unknown price range: ${range} (under-50, 50-100, 100-200 or 200-plus)`,
  tooManyValues: listingMessages.tooManyValues,
  inStockInvalid: listingMessages.inStockInvalid,
  sortInvalid: listingMessages.sortInvalid(['pricePerRound', 'price', '-price', 'name']),
  pageInvalid: listingMessages.pageInvalid,
  pageSizeInvalid: listingMessages.pageSizeInvalid,
} as const;

/** Why the import refuses a listing (npm run ammo:import, ADR 033). */
export const ammoImportMessages = {
  merchantMissing: 'no merchant',
  productIdMissing: 'no productId',
  nameMissing: 'no title (name)',
  caliberMissing: 'no caliber in the caliber column or the title',
  caliberUnknown: (caliber: string) => `unknown caliber '${caliber}'`,
  brandMissing: 'no brand in the brand column or the title',
  roundCountMissing: 'no round count in the rounds column or the title',
  roundCountInvalid: (value: string) =>
    `round count '${value}' is not a whole number from 1 to 100,000`,
  grainInvalid: (value: string) => `grain '${value}' is not a number from 1 to 1,000`,
  priceMissing: 'no price',
  priceInvalid: (value: string) => `price '${value}' is not an amount from 0 to 100,000`,
  inStockInvalid: (value: string) => `inStock '${value}' is not yes/no, true/false or 1/0`,
  buyLinkInvalid: (value: string) => `buyLink '${value}' is not an http(s) address`,
  tooLong: (field: string, max: number) => `${field} is longer than ${max} characters`,
  duplicateInFile: (line: number) => `same merchant and productId as row ${line}`,
  upcTaken: (upc: string) => `UPC ${upc} belongs to another ammunition`,
} as const;

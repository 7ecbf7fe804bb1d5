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

// The agreed texts for builds (validation, server errors, client fallbacks, toasts): one place,
// imported by the server, the web app and the tests.
/** Limits on saved builds (ADR 016). */
export const MAX_BUILDS_PER_USER = 200;
export const MAX_BUILD_KB = 256;
/** Longest name of a build part or sub-part. */
export const MAX_PART_NAME = 200;
/** A build's name: trimmed, 2–50 characters; a new build is called DEFAULT_BUILD_NAME. */
export const BUILD_NAME_MIN = 2;
export const BUILD_NAME_MAX = 50;
export const DEFAULT_BUILD_NAME = 'My List';

export const buildMessages = {
  // Validation
  nameEmpty: 'Please enter a build name',
  nameTooShort: 'Build name must be at least 2 characters',
  nameTooLong: 'Build name must be less than 50 characters',
  nameCannotBeEmpty: 'Build name cannot be empty',
  partsArray: 'buildParts must be an array',
  partNameRequired: 'Every build part needs a name',
  partNameTooLong: `Part names are at most ${MAX_PART_NAME} characters`,
  subPartsArray: 'subParts must be an array',
  subPartNameRequired: 'Every sub-part needs a name',
  subPartNameTooLong: `Sub-part names are at most ${MAX_PART_NAME} characters`,
  buildIdRequired: 'Build ID is required and cannot be empty',
  noUserInToken: 'No user ID found in token',
  userIdRequired: 'User ID is required',
  // Server errors
  notFound: (id: string) => `Build not found with ID: ${id}`,
  forbiddenUpdate: 'You do not have permission to update this build.',
  forbiddenDelete: 'You do not have permission to delete this build.',
  // ours: reading or sharing another user's build, limits
  forbiddenView: 'You do not have permission to view this build.',
  tooManyBuilds: `You can keep at most ${MAX_BUILDS_PER_USER} saved builds. Delete one to save another.`,
  tooLarge: `This build is too large to save (${MAX_BUILD_KB} KB at most).`,
  shareNotFound: 'This shared build does not exist or is no longer shared.',
  // Client fallbacks
  createFailed: 'Failed to create build',
  fetchAllFailed: 'Failed to fetch builds',
  fetchFailed: 'Failed to fetch build',
  updateFailed: 'Failed to update build',
  deleteFailed: 'Failed to delete build',
  // Toasts and tooltips
  loginToSave: 'Please log in to save your build',
  loginToSaveTooltip: 'Please log in or create an account to save your build',
  loginToLoad: 'Please log in to load builds',
  noSavedBuilds: 'No saved builds found.',
  noSavedBuildsList: 'No saved builds found',
  noBuildSelected: 'No build selected',
  saveFailed: 'Failed to save build',
  loadFailed: 'Failed to load build',
  deleteFailedToast: 'Failed to delete build',
  started: 'Started new build!',
  saved: 'Build saved successfully!',
  updated: 'Build updated successfully!',
  loaded: 'Build loaded successfully!',
  deleted: 'Build deleted successfully!',
  includedNotice: (subPart: string, parts: readonly string[]) =>
    `${subPart} includes ${parts.join(', ')}, which have been successfully added to your build.`,
  noMapping: (category: string) => `Cannot add product: No mapping found for category ${category}`,
  purchaseSimulated: 'Redirecting to purchase... (simulated)',
  unknownProduct: 'Unknown Product',
  unknownVendor: 'Unknown Vendor',
  freeShipping: 'Free shipping',
  noItems: 'There are no items to display',
  noCompatibilityIssues: 'No compatibility issues found.',
  unknownDate: 'Unknown date',
  noDate: 'No date',
} as const;

// User-facing strings of the content pages that tests check (the product's texts are data).

export const contentTexts = {
  // The home page says what the working site does, never that it is still to come.
  homeTitle: 'AR-15 Build Planner',
  homeHeading: 'Plan your AR-15 build, part by part',
  startBuild: 'Start your build',
  joinCommunity: 'Join our Community',
  promoCopied: 'Promo code copied',
  promoCopyManually: 'Could not reach the clipboard: the code is selected, copy it by hand.',
  copyPromoCode: 'Copy',
  checkout: 'Book your AceXR experience',
  opensInNewTab: '(opens in a new tab)',
} as const;

// User-facing strings of the content pages that tests check (the product's texts are data).

export const contentTexts = {
  promoCopied: 'Promo code copied',
  promoCopyManually: 'Could not reach the clipboard: the code is selected, copy it by hand.',
  copyPromoCode: 'Copy',
  checkout: 'Book your AceXR experience',
  opensInNewTab: '(opens in a new tab)',
} as const;

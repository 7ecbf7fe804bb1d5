// How a part fits the visitor's build, in words: the product list's cards and the product page's
// variants say it alike. Its own module, so the product page does not load the list's texts.

export const fitTexts = {
  fitsBuild: 'Fits your build',
  doesNotFit: 'Does not fit your build',
  variantsFit: (fits: number, total: number) =>
    `${fits} of ${total} ${total === 1 ? 'variant fits' : 'variants fit'}`,
  whyNot: 'Why not?',
  whyNotLabel: (name: string) => `Why ${name} does not fit your build`,
  whyLoading: 'Checking the variants…',
  whyFailed: 'The variants could not be loaded.',
  conflicts: (reasons: string) => `Conflicts: ${reasons}`,
} as const;

// The words of the part-list export (its dialog and the exported text), in one place so the unit
// and browser tests import them instead of repeating them.
export const exportTexts = {
  title: 'Export part list',
  lead: 'Copy your part list into a Reddit post, a forum thread or a spreadsheet.',
  format: 'Format',
  formats: {
    markdown: 'Markdown (Reddit)',
    bbcode: 'BBCode (forums)',
    text: 'Plain text',
    csv: 'CSV (spreadsheet)',
  },
  textLabel: (format: string) => `Part list as ${format}`,
  copy: 'Copy',
  copied: 'Copied',
  copyRefused:
    'Your browser did not allow copying: the text is selected, press Ctrl+C (⌘C on a Mac) to copy it.',
  download: 'Download CSV',
  // In the exported text
  part: 'Part',
  subPart: 'Sub-part',
  item: 'Item',
  product: 'Product',
  brand: 'Brand',
  variant: 'Variant',
  merchant: 'Merchant',
  price: 'Price',
  includedWith: 'Included with',
  link: 'Link',
  included: 'Included',
  noPrice: 'No price',
  total: 'Total',
  sharedAt: 'Shared at',
  madeWith: 'Part list made with',
} as const;

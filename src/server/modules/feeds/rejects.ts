// Why a feed row was not imported. Each reason has a code (the report groups rows by it) and one
// sentence an operator can act on; the row's own detail (the bad value) goes with its example.

export const REJECT_REASONS = {
  noId: 'No product id, and no link to tell the product by',
  noTitle: 'No title',
  noPrice: 'No price',
  badPrice: 'The price is not a positive amount',
  priceTooHigh: 'The price is over the highest price the site accepts',
  noLink: 'No link to the product page',
  badLink: 'The link is not an http(s) address',
  badAvailability: 'The availability is not one the importer reads',
  notNew: 'Not a new product (the site compares new products only)',
  tooLong: 'A value is longer than the site stores',
  duplicateId: 'The same product id is on an earlier row of the file',
  duplicateRow: 'The same product (same link and title) is on an earlier row of the file',
  notListed: 'Not ammunition or a rifle part the catalogue lists',
  ammoNoCaliber: 'Ammunition without a calibre the site knows (neither column nor title names one)',
  ammoNoRounds: 'Ammunition without a round count (neither column nor title gives one)',
  ammoNoBrand: 'Ammunition without a brand (neither column nor title names one)',
  ammoUpcTaken: 'Its GTIN/UPC belongs to another ammunition product',
  sameVariant: 'Another product of this feed is already the offer for the same catalogue variant',
  noMerchant: 'No merchant: pass --merchant, or give each row a merchant column',
} as const;

export type RejectCode = keyof typeof REJECT_REASONS;

export interface Reject {
  code: RejectCode;
  /** What in the row was wrong (a value, a row number). */
  detail?: string;
}

export const reject = (code: RejectCode, detail?: string): Reject =>
  detail === undefined ? { code } : { code, detail };

// What every feed reader hands the importer: rows of raw text keyed by attribute name, one at a
// time, so a feed of any size is read in bounded memory. Cleaning (entities, prices,
// availability, URLs) is the importer's job, not the reader's: a reader only finds the values.

/** The feed formats `npm run feed:import` reads. */
export const FEED_FORMATS = ['google-tsv', 'google-xml', 'csv', 'json'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

/**
 * The attributes the importer reads. Google Merchant Center's product data names, plus what
 * ammunition feeds add (calibre, grain, rounds, bullet type, casing) and numeric stock.
 */
export const FEED_ATTRIBUTES = [
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'price',
  'sale_price',
  'sale_price_effective_date',
  'availability',
  'inventory',
  'brand',
  'gtin',
  'mpn',
  'product_type',
  'google_product_category',
  'shipping',
  'condition',
  'item_group_id',
  'caliber',
  'grain',
  'round_count',
  'bullet_type',
  'casing',
  // Files that list several merchants' offers (the older ammunition import): the merchant's name.
  // `--merchant` on the command line wins over it.
  'merchant',
] as const;
export type FeedAttribute = (typeof FEED_ATTRIBUTES)[number];

export interface FeedRow {
  /**
   * The row's place in the file, from 1: a CSV/TSV row's data line after the header (a quoted
   * field over several lines counts once), an XML feed's n-th item or entry, a JSON feed's n-th
   * record.
   */
  row: number;
  /**
   * The row's values by attribute. Text as the file had it (entities and whitespace untouched);
   * an attribute the row leaves empty or does not have is absent. XML's nested shipping becomes
   * one `country:region:service:price` text, as in Google's text feeds.
   */
  fields: Partial<Record<FeedAttribute, string>>;
  /**
   * What the reader could not read cleanly in this row (an unclosed quote read as text, more cells
   * than the header, a line that is not JSON); the row still has what could be read.
   */
  problem?: string;
}

export interface FeedReader {
  format: FeedFormat;
  /**
   * Column or element names the feed has that no attribute is read from, each once (known after
   * the header for CSV/TSV; for XML and JSON, after the rows have been read).
   */
  unknownColumns(): string[];
  /** The attributes the feed's columns fill (known after the header / first rows). */
  knownColumns(): FeedAttribute[];
  rows: AsyncIterable<FeedRow>;
}

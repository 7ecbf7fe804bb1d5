import { hash } from '../catalog/generate.ts';
import type { DemoFeedMerchant, DemoFeedRow } from './rows.ts';

// The demo feeds written as merchants send them (ADR 084): a Google text feed (tab-separated,
// Google's attribute names), a Google XML feed (RSS 2.0, the g: namespace) and a retailer's own
// CSV with its own column names and a mapping file. Each carries a little of the dirt real feeds
// have and the importer cleans: HTML entities in titles, prices as '$1,299.00' or '1299.00 USD',
// availability in words or as a stock count, a bare '&' in XML, links wrapped over lines, a sale
// price on a few rows. Which rows get which dirt follows from their ids, so files are the same
// every time.

/** One row in `n`, picked by the row's id and a salt. */
const oneIn = (row: DemoFeedRow, salt: string, n: number) => hash(`${salt}:${row.id}`) % n === 0;

const money = (amount: number) => amount.toFixed(2);

/** '$1,299.00', as shop systems print prices. */
const dollars = (amount: number) =>
  `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** HTML entities as many shop exports write them in text. */
const htmlEncoded = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

// ---- Google text feed -------------------------------------------------------------------------

const TSV_COLUMNS = [
  'id',
  'title',
  'link',
  'price',
  'sale_price',
  'availability',
  'condition',
  'brand',
  'gtin',
  'mpn',
  'product_type',
  'google_product_category',
  'shipping',
  // what ammunition feeds add (Google has no attributes for these)
  'caliber',
  'grain',
  'round_count',
  'bullet_type',
  'casing',
] as const;

function tsvCells(row: DemoFeedRow): Record<(typeof TSV_COLUMNS)[number], string> {
  const words = oneIn(row, 'words', 7);
  return {
    id: row.id,
    title: htmlEncoded(row.title),
    link: row.link,
    price: oneIn(row, 'dollars', 9) ? dollars(row.price) : `${money(row.price)} USD`,
    sale_price: row.salePrice === undefined ? '' : `${money(row.salePrice)} USD`,
    availability: row.inStock
      ? words
        ? 'in stock'
        : 'in_stock'
      : words
        ? 'Out of Stock'
        : 'out_of_stock',
    condition: 'new',
    brand: htmlEncoded(row.brand),
    gtin: row.gtin,
    mpn: row.mpn ?? '',
    product_type: htmlEncoded(row.productType),
    google_product_category: htmlEncoded(row.googleCategory),
    shipping: `US:::${money(row.shipping)} USD`,
    caliber: row.ammo?.caliber ?? '',
    grain: row.ammo?.grain === undefined ? '' : `${row.ammo.grain} gr`,
    round_count: row.ammo ? String(row.ammo.roundCount) : '',
    bullet_type: row.ammo?.bulletType ?? '',
    casing: row.ammo?.casing ?? '',
  };
}

/** A Google text feed: a header of Google's names, one tab-separated line per product. */
export function googleTsv(rows: readonly DemoFeedRow[]): string {
  const lines = [TSV_COLUMNS.join('\t')];
  for (const row of rows) {
    const cells = tsvCells(row);
    lines.push(TSV_COLUMNS.map((c) => cells[c].replace(/[\t\r\n]+/g, ' ')).join('\t'));
  }
  return `${lines.join('\n')}\n`;
}

// ---- Google XML feed --------------------------------------------------------------------------

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A title as feeds write it: in CDATA with HTML entities inside, or escaped as XML. */
function xmlTitle(row: DemoFeedRow): string {
  if (row.title.includes('"')) return `<![CDATA[${htmlEncoded(row.title)}]]>`;
  return xmlText(row.title);
}

function xmlItem(row: DemoFeedRow): string {
  const price = (amount: number) =>
    oneIn(row, 'usd-first', 11) ? `USD ${money(amount)}` : `${money(amount)} USD`;
  // a feed that wraps long links over lines, with the indentation
  const link = oneIn(row, 'wrapped', 13) ? `\n        ${row.link}\n      ` : row.link;
  const lines = [
    `<g:id>${xmlText(row.id)}</g:id>`,
    `<title>${xmlTitle(row)}</title>`,
    `<link>${xmlText(link)}</link>`,
    `<g:price>${price(row.price)}</g:price>`,
    ...(row.salePrice === undefined
      ? []
      : [`<g:sale_price>${price(row.salePrice)}</g:sale_price>`]),
    `<g:availability>${row.inStock ? 'in stock' : 'out of stock'}</g:availability>`,
    `<g:condition>new</g:condition>`,
    // a bare '&' (Sellier & Bellot), as hand-made feeds have it
    `<g:brand>${row.brand}</g:brand>`,
    // GTIN-13: the UPC with a leading zero
    `<g:gtin>0${row.gtin}</g:gtin>`,
    ...(row.mpn ? [`<g:mpn>${xmlText(row.mpn)}</g:mpn>`] : []),
    `<g:product_type>${xmlText(row.productType)}</g:product_type>`,
    `<g:google_product_category>${xmlText(row.googleCategory)}</g:google_product_category>`,
    `<g:shipping><g:country>US</g:country><g:service>Standard</g:service>` +
      `<g:price>${money(row.shipping)} USD</g:price></g:shipping>`,
  ];
  return `    <item>\n${lines.map((l) => `      ${l}`).join('\n')}\n    </item>`;
}

/**
 * A Google XML feed (RSS 2.0). Ammunition rows carry no calibre or round-count elements, as
 * Google's attributes have none: the importer tells them by their titles.
 */
export function googleXml(merchant: DemoFeedMerchant, rows: readonly DemoFeedRow[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
    '  <channel>',
    `    <title>${xmlText(merchant.name)} product feed</title>`,
    `    <link>${merchant.websiteUrl ?? ''}</link>`,
    '    <description>Demo data: illustrative prices, not a live offer</description>',
    ...rows.map(xmlItem),
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

// ---- A retailer's CSV -------------------------------------------------------------------------

const CSV_COLUMNS = [
  'sku',
  'product_name',
  'url',
  'our_price',
  'promo_price',
  'stock_qty',
  'manufacturer',
  'upc',
  'mfr_part',
  'category',
  'ship_cost',
  'cal',
  'bullet_wt',
  'rds_per_box',
  'projectile',
  'case_material',
] as const;

/**
 * The retailer's mapping file: the columns the importer's synonyms do not know (`sku`,
 * `product_name`, `url`, `promo_price`, `manufacturer`, `upc`, `category`, `projectile` and
 * `case_material` they do).
 */
export const RETAILER_CSV_MAPPING = {
  format: 'csv',
  columns: {
    price: 'our_price',
    inventory: 'stock_qty',
    mpn: 'mfr_part',
    shipping: 'ship_cost',
    caliber: 'cal',
    grain: 'bullet_wt',
    round_count: 'rds_per_box',
  },
  constants: { condition: 'new' },
} as const;

const csvCell = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

function csvCells(row: DemoFeedRow): Record<(typeof CSV_COLUMNS)[number], string> {
  return {
    sku: row.id,
    // some titles went through an HTML export ('Sellier &amp; Bellot'), most did not
    product_name: oneIn(row, 'entities', 5) ? htmlEncoded(row.title) : row.title,
    url: row.link,
    our_price: dollars(row.price),
    promo_price: row.salePrice === undefined ? '' : dollars(row.salePrice),
    stock_qty: String(row.quantity),
    manufacturer: row.brand,
    upc: row.gtin,
    mfr_part: row.mpn ?? '',
    category: row.productType,
    ship_cost: row.shipping === 0 ? 'Free' : money(row.shipping),
    cal: row.ammo?.caliberTitle ?? '',
    bullet_wt: row.ammo?.grain === undefined ? '' : `${row.ammo.grain}gr`,
    rds_per_box: row.ammo ? String(row.ammo.roundCount) : '',
    projectile: row.ammo?.bulletType ?? '',
    case_material: row.ammo?.casing ?? '',
  };
}

/** A retailer's CSV export: its own column names, quoted where a value needs it. */
export function retailerCsv(rows: readonly DemoFeedRow[]): string {
  const lines = [CSV_COLUMNS.join(',')];
  for (const row of rows) {
    const cells = csvCells(row);
    lines.push(CSV_COLUMNS.map((c) => csvCell(cells[c])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

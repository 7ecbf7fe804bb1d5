import { mappedColumns, type FeedMapping } from './mapping.ts';
import type { FeedAttribute } from './types.ts';

// Which attribute a column fills. A column name is compared squashed (lower case, letters and
// digits only), after a byte-order mark, surrounding quotes and Google's `g:` prefix are taken
// off, so `Image Link`, `image_link`, `g:image_link` and `"IMAGE-LINK"` are one name. Google's own
// name comes first, then the names other feeds use for the same thing (SYNONYMS), best first;
// a column a merchant's mapping file names wins over all of them.

/**
 * Every attribute and the column names that fill it, best first (the first is Google's name or
 * ours). `quantity` is read as numeric stock, as Google reads it: an ammunition feed whose
 * `quantity` is the rounds in a box says so in its mapping file (`"round_count": "quantity"`).
 */
export const SYNONYMS: Readonly<Record<FeedAttribute, readonly string[]>> = {
  id: [
    'id',
    'product_id',
    'sku',
    'offer_id',
    'item_id',
    'merchant_product_id',
    'listing_id',
    'product_code',
    'item_number',
    'variant_sku',
  ],
  title: ['title', 'name', 'product_name', 'product_title', 'item_name', 'item_title'],
  description: [
    'description',
    'product_description',
    'long_description',
    'desc',
    'body_html',
    'body',
    'details',
    'summary',
    'content',
  ],
  link: [
    'link',
    'product_url',
    'url',
    'buy_link',
    'buy_url',
    'product_link',
    'product_page',
    'deeplink',
    'landing_page',
    'item_url',
    'page_url',
  ],
  image_link: [
    'image_link',
    'image_url',
    'image',
    'main_image',
    'picture_url',
    'picture',
    'photo_url',
    'photo',
    'img',
    'thumbnail',
    'images',
  ],
  price: ['price', 'regular_price', 'list_price', 'base_price', 'original_price', 'price_regular'],
  sale_price: [
    'sale_price',
    'sale',
    'special_price',
    'discount_price',
    'discounted_price',
    'promo_price',
    'offer_price',
    'deal_price',
    'price_sale',
  ],
  sale_price_effective_date: ['sale_price_effective_date', 'sale_dates', 'sale_period'],
  availability: [
    'availability',
    'in_stock',
    'stock',
    'stock_status',
    'available',
    'is_in_stock',
    'inventory_status',
    'availability_status',
    'stock_availability',
  ],
  inventory: [
    'inventory',
    'quantity',
    'qty',
    'stock_level',
    'stock_quantity',
    'quantity_available',
    'qty_available',
    'available_quantity',
    'inventory_quantity',
    'quantity_on_hand',
    'on_hand',
    'units_in_stock',
    'stock_count',
    'sell_on_google_quantity',
  ],
  brand: ['brand', 'manufacturer', 'maker', 'brand_name', 'manufacturer_name', 'mfr'],
  gtin: [
    'gtin',
    'upc',
    'ean',
    'barcode',
    'upc_code',
    'ean13',
    'gtin13',
    'gtin12',
    'gtin14',
    'gtin8',
    'upc_ean',
    'variant_barcode',
  ],
  mpn: [
    'mpn',
    'manufacturer_part_number',
    'mfr_part_number',
    'mfg_part_number',
    'part_number',
    'model_number',
    'mfr_number',
    'manufacturer_sku',
    'mfr_sku',
  ],
  product_type: [
    'product_type',
    'category',
    'categories',
    'product_category',
    'category_path',
    'department',
    'breadcrumb',
  ],
  google_product_category: ['google_product_category', 'google_category'],
  shipping: [
    'shipping',
    'shipping_cost',
    'shipping_price',
    'shipping_rate',
    'shipping_charge',
    'shipping_info',
    'delivery_cost',
  ],
  condition: ['condition', 'item_condition'],
  item_group_id: ['item_group_id', 'group_id', 'parent_id', 'parent_sku', 'product_group_id'],
  caliber: ['caliber', 'calibre', 'cartridge', 'chambering', 'gauge'],
  grain: ['grain', 'grains', 'bullet_weight', 'grain_weight'],
  round_count: [
    'round_count',
    'rounds',
    'rounds_per_box',
    'count',
    'round_qty',
    'rounds_per_case',
    'box_count',
  ],
  bullet_type: ['bullet_type', 'bullet', 'projectile', 'projectile_type', 'bullet_style'],
  casing: ['casing', 'case', 'case_material', 'casing_material', 'case_type'],
  // as the older ammunition import read it: `vendor` is the shop there, not the maker
  merchant: ['merchant', 'merchant_name', 'retailer', 'store', 'vendor', 'seller', 'shop'],
};

/**
 * Google product data attributes, ours or not: a text feed whose header has three of them is
 * read as a Google feed.
 */
export const GOOGLE_ATTRIBUTE_NAMES: readonly string[] = [
  'id',
  'title',
  'description',
  'link',
  'mobile_link',
  'image_link',
  'additional_image_link',
  'price',
  'sale_price',
  'sale_price_effective_date',
  'availability',
  'availability_date',
  'expiration_date',
  'brand',
  'gtin',
  'mpn',
  'identifier_exists',
  'condition',
  'adult',
  'multipack',
  'is_bundle',
  'google_product_category',
  'product_type',
  'item_group_id',
  'color',
  'size',
  'gender',
  'age_group',
  'material',
  'pattern',
  'shipping',
  'shipping_label',
  'shipping_weight',
  'tax',
  'custom_label_0',
  'custom_label_1',
  'custom_label_2',
  'custom_label_3',
  'custom_label_4',
  'excluded_destination',
  'included_destination',
  'product_highlight',
  'product_detail',
];

/** Lower case, letters and digits only: `Image Link` and `image_link` are both `imagelink`. */
export function squash(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The column names an attribute is read from (compared ignoring case, spaces and punctuation). */
export function acceptedNames(attribute: FeedAttribute): string[] {
  return [...SYNONYMS[attribute]];
}

const GOOGLE_NAMES = new Set(GOOGLE_ATTRIBUTE_NAMES.map(squash));

/** A synonym's attribute and place in its list (0 = Google's or our own name). */
const BY_NAME = new Map<string, { attribute: FeedAttribute; rank: number }>();
for (const [attribute, names] of Object.entries(SYNONYMS) as [FeedAttribute, string[]][])
  names.forEach((name, rank) => {
    const key = squash(name);
    if (BY_NAME.has(key)) throw new Error(`column name ${name} is given to two attributes`);
    BY_NAME.set(key, { attribute, rank });
  });

/** A header cell as it names a column: BOM, quotes, spaces and the `g:` prefix taken off. */
export function columnName(header: string): string {
  let name = header.replace(/^\uFEFF/, '').trim();
  const quoted = /^(["'])(.*)\1$/s.exec(name);
  if (quoted) name = quoted[2]!.trim();
  return name.replace(/^g:/i, '');
}

/**
 * A Google header with sub-attributes, `shipping(country:region:service:price)`: its base name
 * and the sub-attributes the cells give, in order. Undefined for a plain name.
 */
export function subAttributes(name: string): { base: string; parts: string[] } | undefined {
  const match = /^([^()]+)\(([^()]*)\)$/.exec(columnName(name));
  if (!match) return undefined;
  return { base: match[1]!.trim(), parts: match[2]!.split(':').map(squash) };
}

/** Whether a header cell is one of Google's attribute names (with or without `g:`). */
export function isGoogleName(header: string): boolean {
  const sub = subAttributes(header);
  return GOOGLE_NAMES.has(squash(sub ? sub.base : columnName(header)));
}

const SHIPPING_PARTS = ['country', 'region', 'service', 'price'];

/**
 * A shipping cell under a `shipping(…)` header as Google's one text, `country:region:service:price`
 * (the first of several comma-separated entries). `shipping(price)` with `7.99 USD` is
 * `:::7.99 USD`.
 */
export function shippingText(parts: readonly string[], cell: string): string {
  const first = cell.split(/,(?=[^,:]*:)/)[0] ?? '';
  const values = first.split(':');
  // the price is the last part and may itself hold no colon; extra colons join into it
  const byPart = new Map<string, string>();
  parts.forEach((part, i) => {
    const value = i === parts.length - 1 ? values.slice(i).join(':') : values[i];
    if (value !== undefined) byPart.set(part, value.trim());
  });
  return SHIPPING_PARTS.map((part) => byPart.get(part) ?? '').join(':');
}

/** What a column is read for: an attribute, and how good a match (lower is better). */
export interface ColumnMatch {
  attribute: FeedAttribute;
  rank: number;
  /** A `shipping(…)` column: the sub-attributes its cells give, in order. */
  shippingParts?: string[];
}

/** Keys of a nested object that hold the value of the object itself, best first. */
const GENERIC_CHILDREN = ['name', 'value', 'text', 'label', 'title', 'url', 'href', 'code', 'id'];

/**
 * Nested objects whose keys are the product's own attributes (`offer.price`, `specs.grain`); a
 * key under any other object (`rating.count`, `seller.name`) is not read by its last part.
 */
const CONTAINERS = new Set([
  'offer',
  'offers',
  'pricing',
  'prices',
  'stock',
  'inventory',
  'product',
  'item',
  'attributes',
  'specs',
  'specifications',
  'details',
  'identifiers',
  'ammo',
  'ammunition',
  'links',
  'media',
]);

const MAPPED = 0;
const NAMED = 100;
const LEAF = 200;

/**
 * Matches column names to attributes: the mapping file's names first, then Google's names and
 * the synonyms. A column the mapping names is read only for what the mapping says. A dotted
 * name from a JSON feed is tried whole (`price.sale`), then as its parent when the key is the
 * parent's value (`brand.name`, `image.url`), then by its last part under an offer-like parent
 * (`offer.price`).
 */
export class ColumnMatcher {
  private readonly mapped = new Map<string, { attribute: FeedAttribute; rank: number }[]>();
  private readonly cache = new Map<string, ColumnMatch[]>();

  constructor(mapping?: FeedMapping) {
    for (const [attribute, names] of mappedColumns(mapping)) {
      names.forEach((name, rank) => {
        const key = squash(columnName(name));
        const list = this.mapped.get(key) ?? [];
        list.push({ attribute, rank: MAPPED + rank });
        this.mapped.set(key, list);
      });
    }
  }

  /** The attributes a column fills (none: an unknown column). */
  match(name: string): ColumnMatch[] {
    const cached = this.cache.get(name);
    if (cached) return cached;
    const result = this.find(name);
    if (this.cache.size < 10_000) this.cache.set(name, result);
    return result;
  }

  private find(name: string): ColumnMatch[] {
    const mapped = this.mapped.get(squash(columnName(name)));
    if (mapped) return mapped;
    const sub = subAttributes(name);
    if (sub) {
      const found = BY_NAME.get(squash(sub.base));
      if (found?.attribute !== 'shipping') return [];
      return [{ attribute: 'shipping', rank: NAMED + found.rank, shippingParts: sub.parts }];
    }
    const whole = BY_NAME.get(squash(columnName(name)));
    if (whole) return [{ attribute: whole.attribute, rank: NAMED + whole.rank }];
    const dot = name.lastIndexOf('.');
    if (dot > 0) {
      // `brand.name`, `image.url`: the parent's attribute; `offer.price`: the child's
      const parent = BY_NAME.get(squash(name.slice(0, dot)));
      const child = squash(name.slice(dot + 1));
      const generic = GENERIC_CHILDREN.indexOf(child);
      if (parent && generic >= 0) return [{ attribute: parent.attribute, rank: LEAF + generic }];
      const leaf = CONTAINERS.has(squash(name.slice(0, dot))) ? BY_NAME.get(child) : undefined;
      if (leaf && !this.mapped.has(child))
        return [{ attribute: leaf.attribute, rank: LEAF + 50 + leaf.rank }];
    }
    return [];
  }

  /**
   * The mapped attributes none of whose columns is among `names`: for each, the column names
   * the mapping gave.
   */
  static missingMapped(mapping: FeedMapping | undefined, names: Iterable<string>) {
    const present = new Set<string>();
    for (const name of names) present.add(squash(columnName(name)));
    const missing: { attribute: FeedAttribute; columns: string[] }[] = [];
    for (const [attribute, columns] of mappedColumns(mapping))
      if (!columns.some((column) => present.has(squash(columnName(column)))))
        missing.push({ attribute, columns });
    return missing;
  }
}

/** The mapping's missing columns as one sentence, for a FeedReadError. */
export function missingMappedMessage(
  missing: { attribute: FeedAttribute; columns: string[] }[],
  have: string[],
): string {
  const each = missing.map(
    ({ attribute, columns }) =>
      `${attribute} ← ${columns.map((c) => JSON.stringify(c)).join(' or ')}`,
  );
  const shown = have.slice(0, 40).map((c) => JSON.stringify(c));
  return (
    `the mapping names ${missing.length === 1 ? 'a column' : 'columns'} the feed does not have ` +
    `(${each.join('; ')}); the feed's columns are ${shown.join(', ')}` +
    (have.length > shown.length ? ', …' : '')
  );
}

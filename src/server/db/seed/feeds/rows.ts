import { ammoCaliberByKey } from '../../../../shared/ammo/calibers.ts';
import { catalogTypeForEndpoint } from '../../../../shared/catalog/types.ts';
import { AMMO_LINES } from '../ammo/data.ts';
import { AMMO_MERCHANTS, generateDemoAmmo } from '../ammo/generate.ts';
import {
  DEMO_MERCHANTS,
  generateDemoCatalog,
  hash,
  shippingFee,
  type DemoMerchant,
} from '../catalog/generate.ts';

// What each demo merchant lists in its feed (ADR 084), as plain rows before any file format: the
// demo catalogues' offers (who sells which variant or load, at what price, in stock or not), each
// with the product's GTIN, brand, part number and category, so the importer matches it to the
// product by GTIN. Deterministic, like the catalogues: the same rows every time, so a second
// import changes nothing.

/** The three formats the demo feeds rotate through, so the seed exercises each reader. */
export type DemoFeedFormat = 'google-tsv' | 'google-xml' | 'csv';

export interface DemoFeedMerchant extends DemoMerchant {
  format: DemoFeedFormat;
  /** How the merchant's own product ids (SKUs) of parts start. */
  skuPrefix: string;
}

const FEEDS: Readonly<Record<string, { format: DemoFeedFormat; skuPrefix: string }>> = {
  brownells: { format: 'google-xml', skuPrefix: '100-' },
  midwayusa: { format: 'google-tsv', skuPrefix: 'MW' },
  'primary-arms': { format: 'csv', skuPrefix: 'PA-' },
  'palmetto-state-armory': { format: 'google-xml', skuPrefix: 'PSA' },
  opticsplanet: { format: 'google-tsv', skuPrefix: 'OP-' },
  'rainier-arms': { format: 'csv', skuPrefix: 'RA' },
  'lucky-gunner': { format: 'google-tsv', skuPrefix: 'LG' },
  'target-sports-usa': { format: 'google-xml', skuPrefix: 'TSU' },
  sgammo: { format: 'csv', skuPrefix: 'SG' },
  'sportsmans-warehouse': { format: 'google-tsv', skuPrefix: 'SW' },
};

/** Every demo merchant (parts and ammunition), each with its feed's format. */
export const DEMO_FEED_MERCHANTS: readonly DemoFeedMerchant[] = [
  ...DEMO_MERCHANTS,
  ...AMMO_MERCHANTS.filter((m) => !DEMO_MERCHANTS.some((d) => d.id === m.id)),
].map((m) => {
  const feed = FEEDS[m.id];
  if (!feed) throw new Error(`demo merchant ${m.id} has no feed format`);
  return { ...m, ...feed };
});

export interface DemoAmmoColumns {
  /** The calibre as the store names it ('5.56 NATO'). */
  caliber: string;
  /** The calibre as listing titles write it ('5.56x45'). */
  caliberTitle: string;
  grain?: number;
  roundCount: number;
  bulletType?: string;
  casing?: string;
}

export interface DemoFeedRow {
  /** The merchant's own product id. */
  id: string;
  title: string;
  link: string;
  /** The listed price; with `salePrice`, the price before the sale. */
  price: number;
  /** The price the offer is sold at, on the few rows on sale. */
  salePrice?: number;
  inStock: boolean;
  /** Units in stock (0 when out of stock), for feeds that give a count instead of words. */
  quantity: number;
  /** Shipping for one unit; 0 is free. */
  shipping: number;
  brand: string;
  /** UPC-A, 12 digits. */
  gtin: string;
  mpn?: string;
  productType: string;
  googleCategory: string;
  /** Ammunition rows: what ammunition feeds add. */
  ammo?: DemoAmmoColumns;
}

const PARTS_CATEGORY = 'Mature > Weapons > Gun Care & Accessories';
const AMMO_CATEGORY = 'Mature > Weapons > Gun Care & Accessories > Ammunition';
/** About one row in 25 (of those with a retail price above theirs) is on sale. */
const SALE_ONE_IN = 25;

const merchantById = new Map(DEMO_FEED_MERCHANTS.map((m) => [m.id, m]));

function merchantOf(id: string): DemoFeedMerchant {
  const m = merchantById.get(id);
  if (!m) throw new Error(`offer of unknown demo merchant ${id}`);
  return m;
}

function add(out: Map<string, DemoFeedRow[]>, merchantId: string, row: DemoFeedRow): void {
  const list = out.get(merchantId);
  if (list) list.push(row);
  else out.set(merchantId, [row]);
}

const quantityOf = (key: string, inStock: boolean) => (inStock ? 1 + (hash(`qty:${key}`) % 60) : 0);

function partRows(out: Map<string, DemoFeedRow[]>): void {
  const catalog = generateDemoCatalog();
  const variants = new Map(catalog.variants.map((v) => [v.id, v]));
  const groups = new Map(catalog.groups.map((g) => [g.id, g]));
  for (const offer of catalog.offers) {
    const variant = variants.get(offer.variantId)!;
    const group = groups.get(variant.groupId)!;
    const type = catalogTypeForEndpoint(group.type)!;
    const merchant = merchantOf(offer.merchantId);
    const key = `${merchant.id}:${variant.id}`;
    const onSale =
      offer.retailPrice !== undefined &&
      offer.retailPrice > offer.price &&
      hash(`sale:${key}`) % SALE_ONE_IN === 0;
    const row: DemoFeedRow = {
      id: `${merchant.skuPrefix}${variant.upc!.slice(1, 11)}`,
      title: `${group.brand} ${variant.model}`,
      link: offer.buyUrl,
      price: onSale ? offer.retailPrice! : offer.price,
      ...(onSale && { salePrice: offer.price }),
      inStock: offer.inStock ?? true,
      quantity: quantityOf(key, offer.inStock ?? true),
      shipping: shippingFee(merchant, offer.price),
      brand: group.brand,
      gtin: variant.upc!,
      ...(variant.mpn && { mpn: variant.mpn }),
      productType: `${type.platform === 'AR10' ? 'AR-10' : 'AR-15'} Parts > ${type.label}`,
      googleCategory: PARTS_CATEGORY,
    };
    add(out, merchant.id, row);
  }
}

function ammoRows(out: Map<string, DemoFeedRow[]>): void {
  const ammo = generateDemoAmmo();
  const items = new Map(ammo.items.map((i) => [i.id, i]));
  const titleCalibers = new Map(AMMO_LINES.map((c) => [c.caliber, c.title]));
  for (const offer of ammo.offers) {
    const item = items.get(offer.ammoId)!;
    const caliber = ammoCaliberByKey(item.caliber)!;
    const merchant = merchantOf(offer.merchantId);
    const row: DemoFeedRow = {
      id: offer.productId,
      title: item.name,
      link: offer.buyUrl,
      price: offer.price,
      inStock: offer.inStock ?? true,
      quantity: quantityOf(`${merchant.id}:${item.id}`, offer.inStock ?? true),
      shipping: shippingFee(merchant, offer.price),
      brand: item.brand,
      gtin: item.upc!,
      productType: `Ammunition > ${caliber.category[0]!.toUpperCase()}${caliber.category.slice(1)} Ammunition`,
      googleCategory: AMMO_CATEGORY,
      ammo: {
        caliber: caliber.label,
        caliberTitle: titleCalibers.get(item.caliber) ?? caliber.label,
        ...(item.grain !== undefined && { grain: item.grain }),
        roundCount: item.roundCount,
        ...(item.bulletType && { bulletType: item.bulletType }),
        ...(item.casing && { casing: item.casing }),
      },
    };
    add(out, merchant.id, row);
  }
}

/** Each demo merchant's feed rows: its parts first, then its ammunition, in catalogue order. */
export function demoFeedRows(): Map<string, DemoFeedRow[]> {
  const out = new Map<string, DemoFeedRow[]>();
  partRows(out);
  ammoRows(out);
  return out;
}

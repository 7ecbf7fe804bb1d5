import {
  colourForFinish,
  silhouetteUrl,
  type SilhouetteColour,
} from '../../../../shared/catalog/silhouettes.ts';
import type { CatalogSpecs } from '../../../../shared/catalog/specs-schema.ts';
import type {
  CatalogInput,
  GroupInput,
  MerchantInput,
  OfferInput,
  VariantInput,
} from '../../../modules/catalog/store.ts';
import { compatFor } from './compat.ts';
import { AR10_TYPES } from './data-ar10.ts';
import { GEAR_TYPES } from './data-gear.ts';
import { LOWER_TYPES } from './data-lower.ts';
import { UPPER_TYPES } from './data-upper.ts';
import type { AxisValue, LineSpec, TypeData, VariantFields } from './model.ts';
import { seededRandom } from '../../../../shared/seeded-random.ts';

// Generates the demo catalogue from the compact tables, deterministically: the same code gives
// the same ids, prices and stock every time, so the seed is idempotent (ADR 021).

export const ALL_TYPES: readonly TypeData[] = [
  ...UPPER_TYPES,
  ...LOWER_TYPES,
  ...GEAR_TYPES,
  ...AR10_TYPES,
];
export const MAX_VARIANTS_PER_GROUP = 12;

export interface DemoMerchant extends MerchantInput {
  /** Flat shipping fee below the free-shipping threshold. */
  shippingFee: number;
  freeOver: number;
  /** Typical price level relative to the street price. */
  level: number;
}

/** Real retailers' names; links point at `.example` hosts until a real feed is imported. */
export const DEMO_MERCHANTS: readonly DemoMerchant[] = [
  { id: 'brownells', name: 'Brownells', shippingFee: 7.99, freeOver: 99, level: 1.03 },
  { id: 'midwayusa', name: 'MidwayUSA', shippingFee: 8.99, freeOver: 150, level: 1.0 },
  { id: 'primary-arms', name: 'Primary Arms', shippingFee: 6.95, freeOver: 99, level: 0.98 },
  {
    id: 'palmetto-state-armory',
    name: 'Palmetto State Armory',
    shippingFee: 5.99,
    freeOver: 125,
    level: 0.94,
  },
  { id: 'opticsplanet', name: 'OpticsPlanet', shippingFee: 9.95, freeOver: 49, level: 1.05 },
  { id: 'rainier-arms', name: 'Rainier Arms', shippingFee: 9.99, freeOver: 200, level: 1.01 },
].map((m) => ({ ...m, websiteUrl: `https://${m.id}.example` }));

export function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[’'".]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** FNV-1a: a stable 32-bit hash of a string. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A 12-digit UPC-A with a valid check digit, made from a seed (not a real product's code). */
export function makeUpc(seed: number): string {
  const body = `8${String(seed % 10_000_000_000).padStart(10, '0')}`;
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(body[i]) * (i % 2 === 0 ? 3 : 1);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** What a merchant charges to ship an order of this price: nothing from its threshold on. */
export function shippingFee(merchant: DemoMerchant, price: number): number {
  return price >= merchant.freeOver ? 0 : merchant.shippingFee;
}

/** Shipping as offers show it ('Free shipping', '$7.99 shipping'). */
export function shippingLabel(fee: number): string {
  return fee === 0 ? 'Free shipping' : `$${fee.toFixed(2)} shipping`;
}

/** Street prices end in .99 (.95 under $20). */
export function streetPrice(value: number): number {
  if (value < 20) return Math.max(0.95, Math.floor(value) + 0.95);
  return Math.floor(value) + 0.99;
}

function axisValue(value: AxisValue, index: number, step: number) {
  if (typeof value === 'string') return { label: value, delta: index * step, extra: {} };
  return { label: value[0], delta: value[1], extra: value[2] ?? {} };
}

type Combo = { field: keyof VariantFields; label: string; delta: number; extra: VariantFields }[];

function combos(typeData: TypeData, spec: LineSpec): Combo[] {
  let result: Combo[] = [[]];
  for (const [field, values] of Object.entries(spec.axes) as [
    keyof VariantFields,
    readonly AxisValue[],
  ][]) {
    const step = typeData.steps?.[field] ?? 0;
    result = result.flatMap((combo) =>
      values.map((v, i) => [...combo, { field, ...axisValue(v, i, step) }]),
    );
  }
  return result;
}

function notesFor(fields: VariantFields): string {
  if (fields.includedParts?.length)
    return `Includes: ${fields.includedParts.map((p) => p.toLowerCase()).join(', ')}.`;
  const facts = [
    fields.caliber,
    fields.barrelLength && `${fields.barrelLength} barrel`,
    fields.gasLength && `${fields.gasLength.toLowerCase()} gas`,
    fields.twistRate && `${fields.twistRate} twist`,
    fields.railLength && `${fields.railLength} ${fields.railType ?? ''}`.trim(),
    fields.magnification,
    fields.reticleType,
    fields.capacity,
    fields.bufferType,
    fields.pullWeight && `${fields.pullWeight} pull`,
    fields.finish,
    fields.material,
  ].filter(Boolean);
  return facts.slice(0, 4).join(' · ');
}

/** Splits a variant's fields into the typed columns and the jsonb specs (ADR 019). */
function split(fields: VariantFields): {
  caliber?: string;
  caliberCompatibility?: string[];
  includedParts?: string[];
  specs: CatalogSpecs;
} {
  const { caliber, caliberCompatibility, includedParts, ...specs } = fields;
  return {
    ...(caliber && { caliber }),
    ...(caliberCompatibility && { caliberCompatibility }),
    ...(includedParts && { includedParts }),
    specs,
  };
}

function offersFor(variantId: string, price: number, retail: number, image: string): OfferInput[] {
  const random = seededRandom(hash(`offers:${variantId}`));
  const count = 2 + Math.floor(random() * 4); // 2–5 of the 6 merchants
  const merchants = [...DEMO_MERCHANTS];
  for (let i = merchants.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [merchants[i], merchants[j]] = [merchants[j]!, merchants[i]!];
  }
  merchants.length = count;
  const soldOut = random() < 0.06; // a few variants nobody has in stock
  const updatedAt = new Date(Date.UTC(2026, 10, 20, 12) - Math.floor(random() * 72) * 3_600_000);
  return merchants.map((m) => {
    const offerPrice = streetPrice(price * m.level * (0.95 + random() * 0.1));
    return {
      variantId,
      merchantId: m.id,
      price: offerPrice,
      ...(retail > offerPrice && { retailPrice: retail }),
      inStock: !soldOut && random() >= 0.15,
      shipping: shippingLabel(shippingFee(m, offerPrice)),
      buyUrl: `${m.websiteUrl}/p/${variantId}`,
      imageLarge: image,
      updatedAt,
    };
  });
}

function generateLine(typeData: TypeData, spec: LineSpec, out: CatalogInput, ids: Set<string>) {
  const platformPrefix = typeData.type.startsWith('ar10-') ? 'ar10-' : '';
  const groupId = `${platformPrefix}${slug(`${spec.brand} ${spec.line}`)}`;
  if (ids.has(groupId)) throw new Error(`duplicate group id ${groupId}`);
  ids.add(groupId);
  const all = combos(typeData, spec);
  if (all.length > MAX_VARIANTS_PER_GROUP)
    throw new Error(`${groupId}: ${all.length} variants (at most ${MAX_VARIANTS_PER_GROUP})`);

  const images: string[] = [];
  all.forEach((combo, position) => {
    let fields: VariantFields = { ...typeData.base, ...spec.specs };
    let price = spec.price;
    for (const { field, label, delta, extra } of combo) {
      fields = { ...fields, [field]: field === 'color' ? [label] : label, ...extra };
      price += delta;
    }
    fields = { ...typeData.derive?.(fields), ...fields };
    const labels = combo.map((c) => c.label);
    const variantId = `${groupId}--${slug(labels.join(' ')) || 'standard'}`;
    const colour: SilhouetteColour = colourForFinish(
      fields.color?.[0] ?? fields.finish ?? fields.material,
    );
    const image = silhouetteUrl(typeData.silhouette, colour);
    if (!images.includes(image) && images.length < 4) images.push(image);
    const street = streetPrice(price);
    const retail = streetPrice(price * 1.12);
    const seed = hash(variantId);
    const variant: VariantInput = {
      id: variantId,
      groupId,
      position,
      model: labels.length ? `${spec.line}, ${labels.join(', ')}` : spec.line,
      upc: makeUpc(seed),
      mpn: `${slug(spec.brand).slice(0, 3).toUpperCase()}-${(seed % 1_000_000).toString(36).toUpperCase()}`,
      retailPrice: retail,
      notes: notesFor(fields),
      images: [image],
      ...split(fields),
      compat: compatFor(typeData.type, groupId, fields),
    };
    out.variants.push(variant);
    out.offers.push(...offersFor(variantId, street, retail, image));
  });

  const group: GroupInput = {
    id: groupId,
    type: typeData.type,
    partName: `${spec.brand} ${spec.line}`,
    brand: spec.brand,
    images,
    description: [`${spec.brand} ${spec.line}.`, typeData.blurb, spec.blurb]
      .filter(Boolean)
      .join(' '),
  };
  out.groups.push(group);
}

/** The merchants rows of a demo catalogue (parts or ammunition): id, name, website, marked demo. */
export function merchantInputs(merchants: readonly DemoMerchant[]): MerchantInput[] {
  return merchants.map(({ id, name, websiteUrl, shippingFee, freeOver }) => ({
    id,
    name,
    ...(websiteUrl && { websiteUrl }),
    isDemo: true,
    // Their feeds name each offer's shipping; the rule adds that an order over the threshold
    // ships free, and charges the fee for an offer that names none.
    shipping: { flat: 0, perItem: shippingFee, freeOver: freeOver > 0 ? freeOver : null },
  }));
}

/**
 * The whole demo catalogue: merchants, groups, variants and offers. The seed writes the offers
 * as the merchants' feed files and imports them (ADR 084); the rest it writes directly.
 */
export function generateDemoCatalog(types: readonly TypeData[] = ALL_TYPES): CatalogInput {
  const out: CatalogInput = {
    merchants: merchantInputs(DEMO_MERCHANTS),
    groups: [],
    variants: [],
    offers: [],
  };
  const ids = new Set<string>();
  for (const typeData of types)
    for (const spec of typeData.lines) generateLine(typeData, spec, out, ids);
  return out;
}

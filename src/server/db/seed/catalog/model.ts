import { COMPOSITES } from '../../../../shared/build/parts.ts';
import type { CatalogSpecs } from '../../../../shared/catalog/specs-schema.ts';
import type { SilhouetteColour, SilhouetteKind } from '../../../../shared/catalog/silhouettes.ts';

// The compact tables the demo catalogue is generated from (ADR 021): per catalogue type, product
// lines of real brands (brand × line × variant axes). Names, specifications and typical street
// prices are facts of the AR-15 market; every description is ours.

/** A variant's catalogue fields as the tables give them. */
export interface VariantFields extends CatalogSpecs {
  caliber?: string;
  caliberCompatibility?: string[];
  includedParts?: string[];
}

/** One value of an axis: its label, or [label, price difference, fields that come with it]. */
export type AxisValue = string | readonly [label: string, delta: number, extra?: VariantFields];

/** Variant axes: a catalogue field → its values. 'color' values become one-colour lists. */
export type Axes = Readonly<Partial<Record<keyof VariantFields, readonly AxisValue[]>>>;

export interface LineSpec {
  brand: string;
  /** The product line; the group's part name is `${brand} ${line}`. */
  line: string;
  /** Typical street price of the first variant, in dollars. */
  price: number;
  axes: Axes;
  specs: VariantFields;
  /** One sentence of our own about the line, after the type's sentence. */
  blurb?: string;
}

export interface TypeData {
  /** Catalogue type key (src/shared/catalog/types.ts). */
  type: string;
  silhouette: SilhouetteKind;
  /** One sentence of our own about this kind of part. */
  blurb: string;
  /** Fields every line of the type shares unless it says otherwise. */
  base?: VariantFields;
  /** Price difference per step along an axis of string values (e.g. +$10 per barrel length). */
  steps?: Readonly<Partial<Record<keyof VariantFields, number>>>;
  /** Fields that follow from others (a barrel's twist from its calibre). Explicit values win. */
  derive?: (fields: VariantFields) => VariantFields;
  /** Silhouette colour when a variant names none. */
  colour?: SilhouetteColour;
  lines: LineSpec[];
}

/** A product line: `line('Aero Precision', 'M4E1 Stripped Upper Receiver', 120, { color: […] })`. */
export function line(
  brand: string,
  name: string,
  price: number,
  axes: Axes = {},
  specs: VariantFields = {},
  blurb?: string,
): LineSpec {
  return { brand, line: name, price, axes, specs, ...(blurb && { blurb }) };
}

// What a composite includes, by the Builder's sub-part names (the AR-15 and AR-10 alike): the
// Builder's own composite lists, except that a complete lower lists its buffer parts as one
// 'Buffer System' entry.
export const UPPER_INCLUDES = [...COMPOSITES['Complete Upper Receiver']!];
export const LOWER_INCLUDES = ['Trigger', 'Grip', 'Stock', 'Buffer System', 'Lower Parts Kit'];
export const BCG_INCLUDES = [...COMPOSITES['Bolt Carrier Group']!];

// Shared axis values
export const COLORS = ['Black', ['FDE', 10], ['OD Green', 10]] as const;
export const COLORS_GREY = ['Black', ['FDE', 10], ['Tungsten Grey', 10]] as const;
export const COLORS_4 = ['Black', ['FDE', 15], ['OD Green', 15], ['Sniper Grey', 15]] as const;
export const BLACK_FDE = ['Black', ['FDE', 10]] as const;

// Calibre facts for derived fields.
export const TWIST: Record<string, string> = {
  '5.56 NATO': '1:7',
  '.223 Wylde': '1:8',
  '.223 Remington': '1:9',
  '.300 Blackout': '1:8',
  '6.5 Grendel': '1:8',
  '6.8 SPC': '1:11',
  '7.62x39': '1:10',
  '.224 Valkyrie': '1:7',
  '6mm ARC': '1:7.5',
  '9mm': '1:10',
  '.350 Legend': '1:16',
  '.450 Bushmaster': '1:24',
  // The twists the big-bore barrels are made with (.458 SOCOM 1:14; Alexander Arms' Beowulf 1:20).
  '.458 SOCOM': '1:14',
  '.50 Beowulf': '1:20',
  '.308 Winchester': '1:10',
  '6.5 Creedmoor': '1:8',
};

export const THREAD: Record<string, string> = {
  '5.56 NATO': '1/2x28',
  '.223 Wylde': '1/2x28',
  '.223 Remington': '1/2x28',
  '.224 Valkyrie': '1/2x28',
  '9mm': '1/2x28',
  '.300 Blackout': '5/8x24',
  '6.5 Grendel': '5/8x24',
  '6.8 SPC': '5/8x24',
  '7.62x39': '5/8x24',
  '6mm ARC': '5/8x24',
  '.308 Winchester': '5/8x24',
  '6.5 Creedmoor': '5/8x24',
  '.450 Bushmaster': '11/16x24',
  // The same threads as compat.ts's CALIBER_THREAD: .458 SOCOM 5/8x32, .50 Beowulf 3/4x24.
  '.458 SOCOM': '5/8x32',
  '.50 Beowulf': '3/4x24',
};

/** What a chamber also takes, so the caliber filter finds parts for either round. */
export const COMPATIBLE: Record<string, string[]> = {
  '5.56 NATO': ['5.56 NATO', '.223 Remington'],
  '.223 Wylde': ['5.56 NATO', '.223 Remington'],
};

/** .308-class calibres, barrelled for the AR-10. */
const LARGE_FRAME = new Set(['.308 Winchester', '6.5 Creedmoor']);
/**
 * Big-bore AR-15 calibres: their makers pair barrel length and gas system differently from one
 * another, so a barrel of theirs states its own or none.
 */
const BIG_BORE = new Set(['.450 Bushmaster', '.458 SOCOM', '.50 Beowulf']);

/**
 * Gas system length for a barrel length (inches) and calibre, as the market pairs them; undefined
 * for the big bores, whose barrels state their own.
 */
export function gasLengthFor(
  barrelLength: string | undefined,
  caliber?: string,
): string | undefined {
  const inches = Number.parseFloat(barrelLength ?? '');
  if (caliber && BIG_BORE.has(caliber)) return undefined;
  if (caliber === '9mm') return 'Blowback';
  if (!Number.isFinite(inches)) return 'Mid-length';
  if (caliber === '.300 Blackout' && inches <= 10.5) return 'Pistol';
  // AR-10 barrels: carbine gas under 14", mid-length to 17", rifle-length from 18" (Aero
  // Precision M5 and Ballistic Advantage .308 and 6.5 Creedmoor listings).
  if (caliber && LARGE_FRAME.has(caliber))
    return inches < 14 ? 'Carbine' : inches < 18 ? 'Mid-length' : 'Rifle-length';
  // Pistol gas up to 8" (10.3–10.5" 5.56 barrels run carbine gas), carbine to 14",
  // mid-length to 18", rifle from 20" (the keys of src/shared/compat/keys.ts).
  if (inches <= 8) return 'Pistol';
  if (inches < 14) return 'Carbine';
  if (inches < 19) return 'Mid-length';
  return 'Rifle-length';
}

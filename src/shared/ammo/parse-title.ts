import { brandAtStart } from './brands.ts';
import { findBulletType, type BulletType } from './bullet-types.ts';
import { findAmmoCaliber, LONGEST_CALIBER_WORDS } from './calibers.ts';

// Reads an ammunition listing title such as 'Hornady BLACK 5.56x45 Ammo - 200 Rounds of 62 Grain
// FMJ Ammunition' (ADR 031): brand, calibre key, grain, bullet type (one of the nine) and round
// count. Pure and total: any string gives an answer, never an exception; what a
// title does not say stays undefined, and the import reports it.

export const CASINGS = ['Brass', 'Steel', 'Nickel', 'Aluminum'] as const;
export type Casing = (typeof CASINGS)[number];

export interface ParsedTitle {
  brand?: string;
  /** An ammo calibre key (src/shared/ammo/calibers.ts). */
  caliber?: string;
  /** The words of the title that named the calibre ('5.56x45'). */
  caliberText?: string;
  grain?: number;
  bulletType?: BulletType;
  roundCount?: number;
  casing?: Casing;
}

export const MAX_GRAIN = 1000;
export const MAX_ROUND_COUNT = 100_000;

/** First words that are not a maker ('Bulk 9mm Ammo'). */
const NOT_BRANDS = new Set(['ammo', 'ammunition', 'bulk', 'new', 'sale', 'the', 'case', 'box']);

const GRAIN = /(?<![\d.])(\d{1,4}(?:\.\d+)?)\s*-?\s*(?:grains?|grs?)(?![a-z])/i;
const COUNT =
  /(?<![\d.])(\d{1,3}(?:,\d{3})+|\d{1,6})\s*-?\s*(?:rounds?|rnds?|rds?|count|ct|cartridges|shells)(?![a-z])/i;
const BOX_OF = /\b(?:box|case|pack|can)\s+of\s+(\d{1,3}(?:,\d{3})+|\d{1,6})(?![\d.])/i;
const PER_BOX = /(?<![\d.])(\d{1,6})\s*\/\s*(?:box|bx|case|pack)\b/i;
const CASING =
  /\b(brass|steel|nickel(?:[\s-]*plated)?|aluminum|aluminium)[\s-]*(?:cased?|casings?)\b/i;

function normalise(title: string): string {
  return title.normalize('NFKC').replace(/\s+/g, ' ').trim();
}

/**
 * The calibre named by the longest run of words that names one (leftmost among equals). A run may
 * hold a lone '-': scraped titles write '30 - 06' for .30-06.
 */
function findCaliberIn(
  tokens: readonly string[],
): { key: string; text: string; at: number } | undefined {
  for (let n = Math.min(LONGEST_CALIBER_WORDS, tokens.length); n >= 1; n--) {
    for (let i = 0; i + n <= tokens.length; i++) {
      const text = tokens.slice(i, i + n).join(' ');
      // a run must start and end on a word with a digit or a letter, never on '-' or '+P'
      if (!/[a-z0-9]/i.test(tokens[i]!) || !/[a-z0-9]/i.test(tokens[i + n - 1]!)) continue;
      const caliber = findAmmoCaliber(text);
      if (caliber) return { key: caliber.key, text, at: i };
    }
  }
  return undefined;
}

const toNumber = (digits: string): number => Number(digits.replace(/,/g, ''));

function findBrand(text: string, tokens: readonly string[], caliberAt: number | undefined) {
  const known = brandAtStart(text);
  if (known) return known;
  const first = tokens[0];
  if (caliberAt === 0 || !first || !/^[a-z][a-z&'.]+$/i.test(first)) return undefined;
  if (NOT_BRANDS.has(first.toLowerCase())) return undefined;
  return first;
}

function findCasing(text: string): Casing | undefined {
  const word = CASING.exec(text)?.[1]?.toLowerCase();
  if (!word) return undefined;
  if (word.startsWith('nickel')) return 'Nickel';
  if (word.startsWith('alumin')) return 'Aluminum';
  return word === 'brass' ? 'Brass' : 'Steel';
}

export function parseTitle(title: string): ParsedTitle {
  const text = normalise(typeof title === 'string' ? title : String(title ?? ''));
  const tokens = text.split(' ').filter(Boolean);
  const caliber = findCaliberIn(tokens);
  const brand = findBrand(text, tokens, caliber?.at);

  const grainMatch = GRAIN.exec(text);
  const grain = grainMatch ? Number(grainMatch[1]) : undefined;
  const countMatch = COUNT.exec(text) ?? BOX_OF.exec(text) ?? PER_BOX.exec(text);
  const roundCount = countMatch ? toNumber(countMatch[1]!) : undefined;
  const bulletType = findBulletType(text);
  const casing = findCasing(text);

  return {
    ...(brand && { brand }),
    ...(caliber && { caliber: caliber.key, caliberText: caliber.text }),
    ...(grain !== undefined && grain > 0 && grain <= MAX_GRAIN && { grain }),
    ...(bulletType && { bulletType }),
    ...(roundCount !== undefined &&
      Number.isInteger(roundCount) &&
      roundCount >= 1 &&
      roundCount <= MAX_ROUND_COUNT && { roundCount }),
    ...(casing && { casing }),
  };
}

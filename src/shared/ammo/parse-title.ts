import {
  brandAfterBy,
  brandAnywhere,
  brandAtStart,
  canonicalBrand,
  LEADING_NOISE,
} from './brands.ts';
import { bulletTypeFromName, findBulletType, type BulletType } from './bullet-types.ts';
import { ammoCaliberByKey, findAmmoCaliber, LONGEST_CALIBER_WORDS } from './calibers.ts';

// Reads an ammunition listing title such as 'Hornady BLACK 5.56x45 Ammo - 200 Rounds of 62 Grain
// FMJ Ammunition' or 'Buy this 250 Rounds of 9mm 115grn FMJ by Remington' (ADR 031, ADR 078):
// brand, calibre key, grain, bullet type (one of the nine), round count and casing. Pure and
// total: any string gives an answer, never an exception; what a title does not say stays
// undefined, and the import reports it. readAmmoFields does the same for a feed row, taking each
// column it understands and the title for the rest.

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

/** First words that are not a maker ('Bulk 9mm Ammo'), nor a brand column's value. */
const NOT_BRANDS = new Set([
  ...['ammo', 'ammunition', 'bulk', 'new', 'sale', 'the', 'case', 'box', 'pack', 'can', 'of'],
  ...['rounds', 'round', 'target', 'match', 'subsonic', 'premium', 'steel', 'brass', 'lead'],
  ...['n/a', 'na', 'none', 'unknown', 'other', 'various', 'generic', 'misc', 'house brand'],
]);

const GRAIN = /(?<![\d.])(\d{1,4}(?:\.\d+)?)\s*-?\s*(?:grains?|grn|grs?)(?![a-z])/i;
const COUNT =
  /(?<![\d.])(\d{1,3}(?:,\d{3})+|\d{1,6})\s*-?\s*(?:rounds?|rnds?|rds?|count|ct|cartridges|shells|shotshells)(?![a-z])/i;
const BOX_OF = /\b(?:box|case|pack|can)\s+of\s+(\d{1,3}(?:,\d{3})+|\d{1,6})(?![\d.])/i;
const PER_BOX = /(?<![\d.])(\d{1,6})\s*\/\s*(?:box|bx|case|pack)\b/i;

// A casing is the word, not what it is part of: 'Steel Core' and shotshells' 'Steel Shot' and
// 'High Brass' are no casing, 'Cases Not Nickel' says what the casing is not.
const STEEL = /\bsteel\b(?![\s-]*(?:core|shot|penetrator|jacket|jacketed|tip|tipped|insert|bb)\b)/i;
const NICKEL = /(?<!\b(?:not|non)[\s-]?)\bnickel\b/i;
const ALUMINUM = /\balumin(?:um|ium)\b/i;
const BRASS = /(?<!\b(?:hi|high|low)[\s-]{1,3})\bbrass\b(?![\s-]*enclosed)/i;

const ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  apos: "'",
  '#39': "'",
  nbsp: ' ',
  reg: ' ',
  trade: ' ',
  copy: ' ',
};

function normalise(title: unknown): string {
  return (
    (typeof title === 'string' ? title : typeof title === 'number' ? String(title) : '')
      .replace(/&(amp|quot|apos|#39|nbsp|reg|trade|copy);/gi, (_, e: string) => {
        return ENTITIES[e.toLowerCase()] ?? ' ';
      })
      // before NFKC, which would write '™' as 'TM'
      .replace(/[™®©℠]/g, ' ')
      .normalize('NFKC')
      .replace(/[“”″]/g, '"')
      .replace(/[‘’]/g, "'")
      // '5.45x39cal', '.50cal BMG'
      .replace(/(\d)(cal(?:iber|ibre)?)\b/gi, '$1 $2')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Words for the calibre search; a '/' is a word of its own ('.308/7.62x51'). */
const caliberTokens = (text: string): string[] =>
  text.replace(/\//g, ' / ').split(' ').filter(Boolean);

interface Run {
  key: string;
  text: string;
  at: number;
  end: number;
}

/** The calibre named by tokens [i, i + n), if any. */
function runAt(tokens: readonly string[], i: number, n: number): Run | undefined {
  if (i < 0 || n < 1 || i + n > tokens.length) return undefined;
  const words = tokens.slice(i, i + n);
  // a run starts and ends on a word with a digit or a letter, never on '-' or '+P', and never
  // spans a '/': a slash pair is two names
  if (!/[a-z0-9]/i.test(words[0]!) || !/[a-z0-9]/i.test(words[n - 1]!)) return undefined;
  if (words.includes('/')) return undefined;
  const text = words.join(' ');
  const caliber = findAmmoCaliber(text);
  return caliber && { key: caliber.key, text, at: i, end: i + n };
}

/** The longest run that starts at `from` (forward) or ends just before `to` (backward). */
function runFrom(tokens: readonly string[], from: number): Run | undefined {
  for (let n = LONGEST_CALIBER_WORDS; n >= 1; n--) {
    const run = runAt(tokens, from, n);
    if (run) return run;
  }
  return undefined;
}
function runTo(tokens: readonly string[], to: number): Run | undefined {
  for (let n = LONGEST_CALIBER_WORDS; n >= 1; n--) {
    const run = runAt(tokens, to - n, n);
    if (run) return run;
  }
  return undefined;
}

/**
 * The calibre named by the longest run of words that names one (leftmost among equals). A run may
 * hold a lone '-': scraped titles write '30 - 06' for .30-06. A slash pair ('.308/7.62x51',
 * '5.56x45/.223 Remington') names one cartridge, and the first name wins. `runs` holds every
 * name of the pair, which the brand search leaves out ('.223 Remington' is no maker).
 */
function findCaliber(tokens: readonly string[]): { chosen: Run; runs: Run[] } | undefined {
  for (let n = Math.min(LONGEST_CALIBER_WORDS, tokens.length); n >= 1; n--) {
    for (let i = 0; i + n <= tokens.length; i++) {
      const best = runAt(tokens, i, n);
      if (!best) continue;
      const before = tokens[best.at - 1] === '/' ? runTo(tokens, best.at - 1) : undefined;
      const after = tokens[best.end] === '/' ? runFrom(tokens, best.end + 1) : undefined;
      const runs = [before, best, after].filter((r): r is Run => r !== undefined);
      return { chosen: before ?? best, runs };
    }
  }
  return undefined;
}

const isNoise = (token: string) =>
  !/[a-z0-9]/i.test(token) || LEADING_NOISE.has(token.toLowerCase().replace(/[^a-z]/g, ''));

/** Capitalised words after 'by' that no table knows ('… by Staccato'), at most three. */
function unknownAfterBy(tokens: readonly string[]): string | undefined {
  const by = tokens.findIndex((t) => t.toLowerCase() === 'by');
  if (by < 0) return undefined;
  const words: string[] = [];
  for (const token of tokens.slice(by + 1, by + 4)) {
    const word = token.replace(/[,;:)]+$/, '');
    if (!/^[A-Z][A-Za-z&'.-]*$/.test(word)) break;
    words.push(word);
    if (word !== token) break;
  }
  const name = words.join(' ');
  return name && !NOT_BRANDS.has(name.toLowerCase()) && !NOT_BRANDS.has(words[0]!.toLowerCase())
    ? name
    : undefined;
}

/**
 * The brand: a known maker at the start (past 'Buy this', 'NEW!'), else one named after 'by',
 * else the leftmost known maker anywhere outside the calibre's words, else one that opens a part
 * set off by ' - ' or ' | ' (where an everyday-word name such as 'Estate' is read too), else an
 * unknown name after 'by', else the first word when it is a word and not the calibre.
 */
function findBrand(tokens: readonly string[], caliber?: { runs: Run[] }): string | undefined {
  const masked = tokens
    .map((t, i) => (caliber?.runs.some((r) => i >= r.at && i < r.end) ? '|' : t))
    .join(' ');
  const known =
    brandAtStart(masked) ??
    brandAfterBy(masked) ??
    brandAnywhere(masked) ??
    masked
      .split(/ [-|–] /)
      .map((part) => brandAtStart(part))
      .find(Boolean) ??
    unknownAfterBy(tokens);
  if (known) return known;
  let i = 0;
  while (i < tokens.length && isNoise(tokens[i]!)) i++;
  const first = tokens[i];
  if (!first || caliber?.runs.some((r) => r.at === i) || !/^[a-z][a-z&'.]+$/i.test(first))
    return undefined;
  return NOT_BRANDS.has(first.toLowerCase()) ? undefined : first;
}

function findCasing(text: string): Casing | undefined {
  if (STEEL.test(text)) return 'Steel';
  if (NICKEL.test(text)) return 'Nickel';
  if (ALUMINUM.test(text)) return 'Aluminum';
  return BRASS.test(text) ? 'Brass' : undefined;
}

const toNumber = (digits: string): number => Number(digits.replace(/,/g, ''));

/** Grains written in a text ('150grn'); a column may hold the bare number ('150'). */
function readGrain(text: string, column = false): number | undefined {
  const bare = column ? /^\d+(?:\.\d+)?$/.exec(text)?.[0] : undefined;
  const match = bare ?? GRAIN.exec(text)?.[1];
  const grain = match === undefined ? undefined : Number(match);
  return grain !== undefined && grain > 0 && grain <= MAX_GRAIN ? grain : undefined;
}

/** A round count written in a text ('50rds', 'Box of 50'); a column may hold the bare number. */
function readRoundCount(text: string, column = false): number | undefined {
  const bare = column ? /^(?:\d{1,3}(?:,\d{3})+|\d+)$/.exec(text)?.[0] : undefined;
  const match = bare ?? (COUNT.exec(text) ?? BOX_OF.exec(text) ?? PER_BOX.exec(text))?.[1];
  const count = match === undefined ? undefined : toNumber(match);
  return count !== undefined && Number.isInteger(count) && count >= 1 && count <= MAX_ROUND_COUNT
    ? count
    : undefined;
}

/** The bullet type of a text; a shotshell has none of the nine (slugs, buckshot, shot). */
function readBulletType(text: string, caliberKey: string | undefined): BulletType | undefined {
  const category = caliberKey ? ammoCaliberByKey(caliberKey)?.category : undefined;
  if (category === 'shotshell') return undefined;
  return bulletTypeFromName(text) ?? findBulletType(text, { rimfire: category === 'rimfire' });
}

export function parseTitle(title: string): ParsedTitle {
  const text = normalise(title);
  const tokens = caliberTokens(text);
  const caliber = findCaliber(tokens);
  const shotshell = caliber && ammoCaliberByKey(caliber.chosen.key)?.category === 'shotshell';
  const brand = findBrand(tokens, caliber);
  const grain = readGrain(text);
  const roundCount = readRoundCount(text);
  const bulletType = readBulletType(text, caliber?.chosen.key);
  // a shotshell's 'steel' is its shot and its 'brass' the hull's base: no casing
  const casing = shotshell ? undefined : findCasing(text);
  return {
    ...(brand && { brand }),
    ...(caliber && { caliber: caliber.chosen.key, caliberText: caliber.chosen.text }),
    ...(grain !== undefined && { grain }),
    ...(bulletType && { bulletType }),
    ...(roundCount !== undefined && { roundCount }),
    ...(casing && { casing }),
  };
}

/** The columns of a feed row that name what a title names; each may be missing. */
export interface AmmoColumns {
  title: string;
  brand?: string;
  caliber?: string;
  grain?: string;
  roundCount?: string;
  bulletType?: string;
  casing?: string;
}

export type AmmoField = Exclude<keyof AmmoColumns, 'title'>;

export interface AmmoFields extends ParsedTitle {
  /** Where each value found came from: its own column, or the title. */
  sources: Partial<Record<AmmoField, 'column' | 'title'>>;
}

/** A brand column as we store it; undefined when it names no maker ('N/A', 'Ammo'). */
function readBrand(text: string): string | undefined {
  if (!/[a-z]/i.test(text) || NOT_BRANDS.has(text.toLowerCase())) return undefined;
  const stored = canonicalBrand(text);
  return stored !== text.trim() ? stored : (brandAtStart(text) ?? stored);
}

/**
 * A feed row's fields: each column read with the title's own readers ('150grn' → 150, '.223/5.56X45'
 * → '223', 'Sellier and Bellot' → 'Sellier & Bellot'), and the title's value wherever a column is
 * missing or not understood.
 */
export function readAmmoFields(columns: AmmoColumns): AmmoFields {
  const fromTitle = parseTitle(columns.title);
  const column = (field: AmmoField): string => normalise(columns[field]);
  const caliberText = column('caliber');
  const named = findAmmoCaliber(caliberText);
  // a messy calibre column ('.223/5.56X45', '9mm Luger Ammo') is read like a title
  const caliberRun = named
    ? { key: named.key, text: caliberText }
    : findCaliber(caliberTokens(caliberText))?.chosen;
  const caliber = caliberRun?.key ?? fromTitle.caliber;
  const casingText = column('casing');
  const read: { [F in AmmoField]: ParsedTitle[F] } = {
    brand: readBrand(column('brand')),
    caliber: caliberRun?.key,
    grain: readGrain(column('grain'), true),
    roundCount: readRoundCount(column('roundCount'), true),
    bulletType: readBulletType(column('bulletType'), caliber),
    casing: casingText ? findCasing(casingText) : undefined,
  };
  const fields: AmmoFields = { sources: {} };
  for (const field of Object.keys(read) as AmmoField[]) {
    const value = read[field] ?? fromTitle[field];
    if (value === undefined) continue;
    Object.assign(fields, { [field]: value });
    fields.sources[field] = read[field] !== undefined ? 'column' : 'title';
  }
  if (caliberRun) fields.caliberText = caliberRun.text;
  else if (fromTitle.caliberText) fields.caliberText = fromTitle.caliberText;
  return fields;
}

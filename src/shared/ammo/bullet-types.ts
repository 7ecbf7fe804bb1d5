// A bullet type is taken from the name among FMJBT, FMJ, JHP, HPBT, Soft Point, FMC, TMJ, LRN,
// CPHP (in that order: FMJBT is looked for before FMJ), and the filter lists them in the order
// FMJ, FMJBT, JHP, … . Real titles also write these types in other words ('BTHP', 'JSP', 'Full
// Metal Jacket', Remington's 'MC'); those synonyms map onto the nine (ADR 031).

/** The Bullet types filter, in its order. */
export const BULLET_TYPES = [
  'FMJ',
  'FMJBT',
  'JHP',
  'HPBT',
  'Soft Point',
  'FMC',
  'TMJ',
  'LRN',
  'CPHP',
] as const;
export type BulletType = (typeof BULLET_TYPES)[number];

/** The order a name is searched in. */
export const BULLET_TYPE_SEARCH_ORDER: readonly BulletType[] = [
  'FMJBT',
  'FMJ',
  'JHP',
  'HPBT',
  'Soft Point',
  'FMC',
  'TMJ',
  'LRN',
  'CPHP',
];

/** Every way a title writes a type, as words (case ignored). The type's own name comes first. */
const SYNONYMS: Record<BulletType, readonly string[]> = {
  FMJBT: ['FMJBT', 'FMJ BT', 'FMJ-BT', 'FMJ Boat Tail', 'Full Metal Jacket Boat Tail'],
  FMJ: ['FMJ', 'Full Metal Jacket', 'Ball'],
  JHP: ['JHP', 'Jacketed Hollow Point', 'BJHP'],
  HPBT: ['HPBT', 'BTHP', 'HP BT', 'JHP BT', 'Hollow Point Boat Tail', 'Boat Tail Hollow Point'],
  'Soft Point': [
    'Soft Point',
    'SP',
    'JSP',
    'PSP',
    'SJSP',
    'SPCE',
    'Jacketed Soft Point',
    'Power-Point',
  ],
  FMC: ['FMC', 'Full Metal Case', 'MC', 'Metal Case'],
  TMJ: ['TMJ', 'Total Metal Jacket'],
  LRN: ['LRN', 'Lead Round Nose'],
  CPHP: ['CPHP', 'Copper Plated Hollow Point'],
};

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Every synonym as its words, longest first, then in the search order. */
const PATTERNS = BULLET_TYPE_SEARCH_ORDER.flatMap((type, order) =>
  SYNONYMS[type].map((name) => ({ type, order, words: words(name) })),
).sort((x, y) => y.words.length - x.words.length || x.order - y.order);

/**
 * The bullet type a title names, or undefined. Whole words only, so 'SP' is not found in 'SPC'; a
 * longer name wins over a shorter one inside it ('JHP BT' is HPBT, not JHP), then the search
 * order decides (FMJBT before FMJ).
 */
export function findBulletType(text: string): BulletType | undefined {
  const tokens = words(text);
  for (const pattern of PATTERNS) {
    const n = pattern.words.length;
    for (let i = 0; i + n <= tokens.length; i++) {
      if (pattern.words.every((w, j) => tokens[i + j] === w)) return pattern.type;
    }
  }
  return undefined;
}

/** A bullet type written in any case ('soft point', 'fmj') as the filter writes it. */
export function bulletTypeFromName(name: string): BulletType | undefined {
  const wanted = name.trim().toLowerCase();
  return BULLET_TYPES.find((t) => t.toLowerCase() === wanted);
}

// A bullet type is taken from the name among FMJBT, FMJ, JHP, HPBT, Soft Point, FMC, TMJ, LRN,
// CPHP (in that order: FMJBT is looked for before FMJ), and the filter lists them in the order
// FMJ, FMJBT, JHP, … . Real titles also write these types in other words ('BTHP', 'JSP', 'Full
// Metal Jacket', Remington's 'MC', Speer's 'GDHP'); those synonyms map onto the nine (ADR 031).
// A bare 'HP' or 'Hollow Point' is the filter's hollow point, JHP, except on rimfire, whose
// bullets are lead or plated, never jacketed: there only 'CPHP' names a type (ADR 078).

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
  FMJ: ['FMJ', 'Full Metal Jacket', 'Ball', 'FMJFN', 'FMJRN'],
  JHP: ['JHP', 'Jacketed Hollow Point', 'BJHP', 'SJHP', 'GDHP'],
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
  LRN: ['LRN', 'RNL', 'Lead Round Nose'],
  CPHP: ['CPHP', 'Copper Plated Hollow Point', 'Copper Plated HP'],
};

/** A hollow point named without its jacket: JHP on centre-fire, nothing on rimfire. */
const BARE_HOLLOW_POINT = ['HP', 'Hollow Point'];

/** Words that name a bullet outside the nine and hold a shorter synonym: 'Lead HP' is not JHP. */
const OTHER_TYPES = ['Lead HP', 'Lead Hollow Point', 'Plated HP', 'Plated Hollow Point'];

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

interface Pattern {
  /** undefined: a type outside the nine. */
  type: BulletType | undefined;
  order: number;
  words: string[];
  /** A bare hollow point, not read on rimfire. */
  bare?: true;
}

/** Every synonym as its words, longest first, then in the search order. */
const PATTERNS: readonly Pattern[] = [
  ...BULLET_TYPE_SEARCH_ORDER.flatMap((type, order) =>
    SYNONYMS[type].map((name) => ({ type, order, words: words(name) })),
  ),
  ...BARE_HOLLOW_POINT.map((name) => ({
    type: 'JHP' as const,
    order: BULLET_TYPE_SEARCH_ORDER.length,
    words: words(name),
    bare: true as const,
  })),
  ...OTHER_TYPES.map((name) => ({ type: undefined, order: -1, words: words(name) })),
].sort((x, y) => y.words.length - x.words.length || x.order - y.order);

/**
 * The bullet type a title names, or undefined. Whole words only, so 'SP' is not found in 'SPC'; a
 * longer name wins over a shorter one inside it ('JHP BT' is HPBT, not JHP), then the search
 * order decides (FMJBT before FMJ). `rimfire` leaves a bare 'HP' unread.
 */
export function findBulletType(
  text: string,
  { rimfire = false }: { rimfire?: boolean } = {},
): BulletType | undefined {
  const tokens = words(text);
  for (const pattern of PATTERNS) {
    if (pattern.bare && rimfire) continue;
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

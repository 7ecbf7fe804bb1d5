import { CALIBERS, squashCaliber } from './calibers.ts';

// How alike two product titles are, for matching a merchant feed row to a catalogue variant of the
// same brand (ADR 079). Titles are normalised first (normaliseTitle): brand words, retailer noise
// and punctuation go, units and calibres become one word each ('16"', '16 in', '16-inch' → '16in';
// '5.56 NATO', '5.56x45' → '556nato'), synonyms become one spelling ('ambi' → 'ambidextrous').
// The score is a weighted Dice coefficient over the two word sets: model codes and numbers weigh
// most, colours and generic words least. A variant attribute (length, calibre, thread, colour…)
// that only one title states costs little, because retailers leave them out; one that both state
// differently is a different variant, and pulls the score well below MATCH_THRESHOLD.

/** A same-brand candidate at or above this score is the same product and variant. */
export const MATCH_THRESHOLD = 0.8;

// ---- normalising ---------------------------------------------------------------------------------

const NOISE = [
  'free shipping',
  'ships free',
  'in stock',
  'brand new',
  'new',
  'on sale',
  'sale',
  'clearance',
  'limited stock',
  'hot deal',
  'best price',
];

/** Several words that are one thing, and spellings of one word: written the way titles use them. */
const SYNONYMS: readonly [RegExp, string][] = [
  [/\bflat dark earth\b/g, 'fde'],
  [/\b(?:od green|olive drab green|olive drab|odg)\b/g, 'odgreen'],
  [/\bdesert dirt colou?r\b/g, 'ddc'],
  [/\bsniper gr[ae]y\b/g, 'snipergrey'],
  [/\btungsten gr[ae]y\b/g, 'tungsten'],
  [/\bburnt bronze\b/g, 'bronze'],
  [/\bcoyote brown\b/g, 'coyote'],
  [/\bgray\b/g, 'grey'],
  [/\bblk\b/g, 'black'],
  [/\bsecond focal plane\b/g, 'sfp'],
  [/\bfirst focal plane\b/g, 'ffp'],
  [/\bambi\b/g, 'ambidextrous'],
  [/\badj\b/g, 'adjustable'],
  [/\bcold hammer forged\b/g, 'chf'],
  [/\bsuper modular rail\b/g, 'smr'],
  [/\bbolt carrier group\b/g, 'bcg'],
  [/\bcharging handle\b/g, 'chargehandle'],
  [/\blower parts? kit\b/g, 'lpk'],
  [/\bm lok\b/g, 'mlok'],
  [/\b(mid|carbine|rifle|pistol) length\b/g, '$1length'],
  [/\bmil spec\b/g, 'milspec'],
  [/\bcommercial spec\b/g, 'commercial'],
  [/\b(?:government|govt)\b/g, 'gov'],
  [/\b(?:low profile|lo pro)\b/g, 'lowprofile'],
  [/\b(?:stainless steel|sst)\b/g, 'stainless'],
  [/\b(?:melonite|qpq)\b/g, 'nitride'],
  [/\bnickel boron\b/g, 'nib'],
  [/\bfree float\b/g, 'freefloat'],
  [/\b(?:two|2) stage\b/g, 'twostage'],
  [/\b(?:single|1) stage\b/g, 'singlestage'],
  [/\b(ar|lr|sr|m) (1[05]|308|25)\b/g, '$1$2'],
  // 'Mod 4', 'Gen 3', 'Gen M3', 'MK 16', 'Type 1', 'V7': one code
  [/\b(mod|gen|mk|mark|type|series|model|v) ?(m?\d+[a-z]?)\b/g, '$1$2'],
];

const COLOURS = new Set([
  'black',
  'fde',
  'tan',
  'coyote',
  'odgreen',
  'green',
  'grey',
  'snipergrey',
  'tungsten',
  'ddc',
  'bronze',
  'red',
  'blue',
  'white',
  'clear',
  'smoke',
  'silver',
  'gold',
  'pink',
  'purple',
  'orange',
  'sand',
  'multicam',
  'camo',
]);
const FINISHES = new Set([
  'anodized',
  'nitride',
  'cerakote',
  'stainless',
  'phosphate',
  'parkerized',
  'chrome',
  'nib',
  'dlc',
  'polished',
  'matte',
]);
const SPECS = new Set(['milspec', 'commercial']);
const LEVELS = new Set(['stripped', 'complete', 'barreled', 'assembled']);
const HALVES = new Set(['upper', 'lower']);
const STOPWORDS = new Set([
  'for',
  'with',
  'w',
  'and',
  'the',
  'of',
  'a',
  'an',
  'to',
  'by',
  'on',
  'in',
]);
const GENERIC = new Set([
  'ar15',
  'ar10',
  'ar',
  'm4',
  'm16',
  'rifle',
  'receiver',
  'assembly',
  'part',
  'parts',
  'profile',
  'gas',
  'style',
  'only',
  'inch',
  'system',
  'reticle',
]);

/** Calibre names, longest first, as regular expressions over normalised text → one word. */
const CALIBRE_WORDS: readonly [RegExp, string][] = CALIBERS.flatMap((c) =>
  [c.label, ...c.aliases].map((name) => [name, squashCaliber(c.label)] as const),
)
  .sort((a, b) => b[0].length - a[0].length)
  .map(([name, word]) => {
    const pattern = name
      .toLowerCase()
      .replace(/^\./, '')
      .replace(/[.+]/g, (c) => `\\${c}`)
      .replace(/\s+/g, '\\s?');
    return [new RegExp(`(?<![\\w.])\\.?${pattern}(?![\\w])`, 'g'), ` ${word} `] as const;
  });
const CALIBRE_SET = new Set(CALIBERS.map((c) => squashCaliber(c.label)));

const BRAND_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'bravo company': ['bcm'],
  'palmetto state armory': ['psa'],
  'sons of liberty gun works': ['solgw'],
  'kaw valley precision': ['kvp'],
  'yankee hill machine': ['yhm'],
  'primary weapons systems': ['pws'],
  'daniel defense': ['dd'],
};

const words = (s: string): string[] => s.split(' ').filter(Boolean);

function dropRun(list: string[], run: readonly string[]): string[] {
  if (!run.length) return list;
  for (let i = 0; i + run.length <= list.length; i += 1) {
    if (run.every((w, k) => list[i + k] === w))
      return [...list.slice(0, i), ...list.slice(i + run.length)];
  }
  return list;
}

/**
 * A title as the matcher reads it: lower case words, brand and retailer noise dropped, units,
 * calibres, codes and synonyms in one spelling. Entities must already be decoded.
 */
export function normaliseTitle(text: string, brand?: string): string {
  // ™ and ® go before NFKC, which would spell ™ as 'TM'
  let s = (typeof text === 'string' ? text : '')
    .replace(/[™®©]/g, ' ')
    .normalize('NFKC')
    .toLowerCase();
  s = s.split(/\s\|\s|\s\|$/)[0] ?? '';
  s = s
    .replace(/[’‘`]/g, "'")
    .replace(/[”“″]|''/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\bw\/\s?o\b/g, ' without ')
    .replace(/\bw\//g, ' with ')
    // thread pitch before anything reads its numbers: '1/2-28', '1/2x28' → '1/2x28'
    .replace(/\b(\d{1,2})\/(\d{1,2})\s*[x×-]\s*(\d{2})\b/g, ' $1/$2x$3 ')
    // twist: '1:7', '1/7', '1-7 twist' → '1in7'
    .replace(/\b1\s*[:/]\s*(\d{1,2}(?:\.\d)?)\b(?:\s*twist\b)?/g, ' 1in$1 ');
  // calibres before the numbers in them are read as sizes: '.300 BLK', '5.56x45' → one word
  for (const [pattern, word] of CALIBRE_WORDS) s = s.replace(pattern, word);
  s = s
    // journal diameters: .750, 0.750" → 0.750
    .replace(/(?<![\d.])0?\.(\d{3})\b"?/g, ' 0.$1 ')
    // magnification: '1-8x24', '3 - 18 x 44' → '1-8x24'
    .replace(
      /\b(\d{1,2}(?:\.\d+)?)\s*-\s*(\d{1,2}(?:\.\d+)?)\s*x\s*(\d{2})(?:\s*mm)?\b/g,
      ' $1-$2x$3 ',
    )
    // lengths: 16", 16 in, 16 in., 16-inch, 16 inches → 16in
    .replace(/(\d+(?:\.\d+)?)\s*(?:"|-?\s*inch(?:es)?\b|\s?in\b\.?)/g, ' $1in ')
    .replace(
      /(\d+(?:\.\d+)?)\s*-?\s*(mm|moa|lbs?|oz)\b/g,
      (_, n: string, u: string) => ` ${n}${u.replace('lbs', 'lb')} `,
    )
    .replace(/(\d+)\s*-?\s*(?:rounds?|rds?|rnds?)\b/g, ' $1rd ');
  s = s
    .replace(/&/g, ' and ')
    .replace(/'/g, '')
    .replace(/(?<=[a-z])\.(?=[a-z])/g, '')
    .replace(/[^a-z0-9./-]+/g, ' ')
    .replace(/(?<![\d])[./]|[./](?!\d)/g, ' ')
    .replace(/(?<!\d)-|-(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  for (const noise of NOISE) s = s.replace(new RegExp(`(^| )${noise}( |$)`, 'g'), ' ');
  for (const [pattern, word] of SYNONYMS) s = s.replace(pattern, word);
  let list = words(s);
  if (brand) {
    const b = normaliseBrand(brand);
    const run = words(b);
    const dropped = dropRun(list, run);
    // 'Radian Raptor' under the brand 'Radian Weapons': the brand's first word is enough
    list = dropped.length < list.length ? dropped : dropRun(list, run.slice(0, 1));
    for (const alias of BRAND_ALIASES[b] ?? []) list = dropRun(list, [alias]);
  }
  return list.join(' ');
}

function normaliseBrand(brand: string): string {
  return brand
    .normalize('NFKC')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

// ---- scoring ---------------------------------------------------------------------------------------

type Kind =
  | 'word'
  | 'generic'
  | 'colour'
  | 'finish'
  | 'spec'
  | 'level'
  | 'half'
  | 'number'
  | 'code'
  | 'length'
  | 'mm'
  | 'moa'
  | 'weight'
  | 'count'
  | 'twist'
  | 'thread'
  | 'diameter'
  | 'magnification'
  | 'caliber';

interface Token {
  word: string;
  kind: Kind;
  /** Conflicts are found between tokens of one group: a kind, or a code's letters. */
  group: string;
  value?: number;
}

/** Weight of a word both titles can compare, and of one whose kind the other title never states. */
const WEIGHTS: Record<Kind, { stated: number; unstated: number }> = {
  word: { stated: 1, unstated: 1 },
  generic: { stated: 0.4, unstated: 0.4 },
  colour: { stated: 0.5, unstated: 0.2 },
  finish: { stated: 0.5, unstated: 0.2 },
  spec: { stated: 1, unstated: 0.3 },
  level: { stated: 1.5, unstated: 1 },
  half: { stated: 1.5, unstated: 1.5 },
  number: { stated: 1.5, unstated: 1.5 },
  code: { stated: 2.5, unstated: 2.5 },
  length: { stated: 2, unstated: 0.3 },
  mm: { stated: 2, unstated: 0.3 },
  moa: { stated: 2, unstated: 0.3 },
  weight: { stated: 2, unstated: 0.3 },
  count: { stated: 2, unstated: 0.5 },
  twist: { stated: 2, unstated: 0.3 },
  thread: { stated: 2, unstated: 0.3 },
  diameter: { stated: 2, unstated: 0.3 },
  magnification: { stated: 2.5, unstated: 1 },
  caliber: { stated: 2, unstated: 0.3 },
};

/** What a disagreement in a group multiplies the score by. */
const CONFLICT: Partial<Record<Kind, number>> = {
  colour: 0.7,
  finish: 0.8,
  spec: 0.7,
};
const NUMBER_CONFLICT = 0.5;
const CONFLICTING: ReadonlySet<Kind> = new Set<Kind>([
  'colour',
  'finish',
  'spec',
  'level',
  'half',
  'number',
  'code',
  'length',
  'mm',
  'moa',
  'weight',
  'count',
  'twist',
  'thread',
  'diameter',
  'magnification',
  'caliber',
]);

const UNIT = /^(\d+(?:\.\d+)?)(in|mm|moa|lb|oz|rd)$/;
const UNIT_KIND: Record<string, Kind> = {
  in: 'length',
  mm: 'mm',
  moa: 'moa',
  lb: 'weight',
  oz: 'weight',
  rd: 'count',
};

function tokenOf(word: string): Token {
  const unit = UNIT.exec(word);
  if (unit) {
    const kind = UNIT_KIND[unit[2]!]!;
    return { word, kind, group: kind, value: Number(unit[1]) };
  }
  if (/^\d+(?:\.\d+)?$/.test(word)) {
    if (/^0\.\d{3}$/.test(word)) return { word, kind: 'diameter', group: 'diameter' };
    return { word, kind: 'number', group: 'number', value: Number(word) };
  }
  if (/^1in\d/.test(word)) return { word, kind: 'twist', group: 'twist' };
  if (/^\d+\/\d+x\d+$/.test(word)) return { word, kind: 'thread', group: 'thread' };
  if (/^\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)?x\d+$/.test(word))
    return { word, kind: 'magnification', group: 'magnification' };
  if (CALIBRE_SET.has(word)) return { word, kind: 'caliber', group: 'caliber' };
  if (COLOURS.has(word)) return { word, kind: 'colour', group: 'colour' };
  if (FINISHES.has(word)) return { word, kind: 'finish', group: 'finish' };
  if (SPECS.has(word)) return { word, kind: 'spec', group: 'spec' };
  if (LEVELS.has(word)) return { word, kind: 'level', group: 'level' };
  if (HALVES.has(word)) return { word, kind: 'half', group: 'half' };
  if (GENERIC.has(word)) return { word, kind: 'generic', group: 'generic' };
  const code = /^([a-z]*)\d/.exec(word);
  if (code && /[a-z]/.test(word)) return { word, kind: 'code', group: `code:${code[1] || '#'}` };
  return { word, kind: 'word', group: 'word' };
}

function tokensOf(normalised: string): Token[] {
  const seen = new Set<string>();
  const out: Token[] = [];
  for (const word of words(normalised)) {
    if (STOPWORDS.has(word) || seen.has(word)) continue;
    seen.add(word);
    out.push(tokenOf(word));
  }
  return out;
}

/**
 * How alike two titles are, 0..1 (1: the same words). Pass the brand both rows share so that its
 * words do not count as agreement.
 */
export function titleSimilarity(a: string, b: string, brand?: string): number {
  const ta = tokensOf(normaliseTitle(a, brand));
  const tb = tokensOf(normaliseTitle(b, brand));
  if (!ta.length || !tb.length) return 0;

  const groupsA = new Set(ta.map((t) => t.kind));
  const groupsB = new Set(tb.map((t) => t.kind));
  const wordsB = new Map(tb.map((t) => [t.word, t]));
  const wordsA = new Map(ta.map((t) => [t.word, t]));

  // a bare number on one side agrees with a unit of the same value on the other ('PMAG 30', '30rd')
  const sameValue = (t: Token, other: Token[]): Token | undefined =>
    t.value === undefined
      ? undefined
      : other.find((o) => o.value === t.value && (o.kind === 'number') !== (t.kind === 'number'));

  const weight = (t: Token, otherKinds: Set<Kind>) =>
    otherKinds.has(t.kind) || t.kind === 'number'
      ? WEIGHTS[t.kind].stated
      : WEIGHTS[t.kind].unstated;

  let shared = 0;
  let total = 0;
  const matchedA = new Set<string>();
  const matchedB = new Set<string>();
  for (const t of ta) {
    const w = weight(t, groupsB);
    total += w;
    const other = wordsB.get(t.word) ?? sameValue(t, tb);
    if (other) {
      shared += w;
      matchedA.add(t.word);
      matchedB.add(other.word);
    }
  }
  for (const t of tb) {
    const w = weight(t, groupsA);
    total += w;
    if (wordsA.has(t.word) || matchedB.has(t.word)) shared += w;
    else if (sameValue(t, ta)) shared += w;
  }
  let score = total > 0 ? shared / total : 0;

  // a group both titles state with no value in common: a different variant or product
  const groups = (list: Token[]) => {
    const map = new Map<string, Token[]>();
    for (const t of list)
      if (CONFLICTING.has(t.kind)) map.set(t.group, [...(map.get(t.group) ?? []), t]);
    return map;
  };
  const ga = groups(ta);
  const gb = groups(tb);
  for (const [group, list] of ga) {
    const otherList = gb.get(group);
    if (!otherList) continue;
    const agree = list.some(
      (t) =>
        otherList.some((o) => o.word === t.word) || matchedA.has(t.word) || sameValue(t, otherList),
    );
    if (!agree) score *= CONFLICT[list[0]!.kind] ?? NUMBER_CONFLICT;
  }
  return Math.round(score * 1000) / 1000;
}

import { parseTitle } from '../ammo/parse-title.ts';
import {
  AR10_MIN,
  AR10_WORDS,
  AR15_WORDS,
  BRAND_HINTS,
  CLASSIFY_RULES,
  CONTEXT_WORDS,
  EXCLUDED,
  FEATURE_WEIGHTS,
  GOOGLE_CATEGORIES,
  GOOGLE_CATEGORY_PREFIXES,
  NEUTRAL_PHRASES,
  SOURCE_WEIGHTS,
} from './classify-rules.ts';
import { mainCategoryForType, subPartForType } from './types.ts';

// Tells from a merchant feed row (title, product_type, Google product category, brand,
// description) whether it is ammunition, a part or gear of one of our catalogue types, or
// something we do not list, and which type (ADR 079). Every phrase of the rules that the row holds
// adds its weight to its type: the title in full, product_type and the category less, the brand
// a little; the description only when the rest says little. The best type wins; the kind is the
// kind of the winner ('ammo' and 'other' compete as two more types). Pure, total and fast: the
// rules are compiled once into a word tree when the module loads.

export type FeedItemKind = 'ammo' | 'part' | 'other';

export interface FeedItemInput {
  title: string;
  productType?: string;
  googleCategory?: string;
  brand?: string;
  description?: string;
}

export interface FeedItemClass {
  kind: FeedItemKind;
  /** The catalogue type key, for a part whose evidence is more than its brand. */
  type?: string;
  subPart?: string;
  mainCategory?: string;
  /** 0..1: how strong and how clear the winning evidence is. */
  confidence: number;
  /** The three best catalogue types with their share of the evidence (the pick first). */
  alternatives: { type: string; score: number }[];
}

// ---- words ----------------------------------------------------------------------------------------

/** A place no phrase spans ('a, b'), and one that also ends a 'for'/'with' part (' - ', '|'). */
const COMMA = ',';
const BREAK = ';';

function stem(word: string): string {
  if (word.length <= 3 || !word.endsWith('s') || /(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(sses|shes|ches|xes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** The words of a text as the rules read them, with COMMA and BREAK marks. */
export function classifierWords(text: string): string[] {
  const clean = text
    .replace(/[™®©]/g, ' ')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[”“″]/g, '"')
    // thread pitches ('1/2x28', '5/8-24') are not sizes or magnifications
    .replace(/\b\d{1,2}\/\d{1,2}\s*[x×-]\s*\d{2}\b/g, ' thread ')
    .replace(/\bw\/\s?o\b/g, ' without ')
    .replace(/\bw\//g, ' with ')
    .replace(/&/g, ' and ')
    .replace(/'/g, '')
    .replace(/(?<=[a-z])\.(?=[a-z])/g, '')
    .replace(/\s[-–—]+\s|[|()[\]{};:!?]|\s[-–—]+$/g, ` ${BREAK} `)
    .replace(/,/g, ` ${COMMA} `)
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .replace(/[^a-z0-9.,;%]+/g, ' ');
  const words: string[] = [];
  for (const raw of clean.split(' ')) {
    // '80%' is '80'
    const word = raw.replace(/%/g, '');
    if (word) words.push(stem(word));
  }
  return words;
}

// ---- the compiled rules -----------------------------------------------------------------------------

interface Contribution {
  /** Index into SCORED. */
  at: number;
  weight: number;
  /** Counts in full after 'for', 'with', 'less'. */
  anywhere: boolean;
}

interface Node {
  next: Map<string, Node>;
  adds?: Contribution[];
}

/** Every type the classifier scores: the catalogue types, then 'ammo' and 'other'. */
const SCORED: readonly string[] = CLASSIFY_RULES.map((r) => r.type);
const INDEX = new Map(SCORED.map((t, i) => [t, i]));
const AMMO = INDEX.get('ammo')!;
const OTHER = INDEX.get('other')!;

const newNode = (): Node => ({ next: new Map() });

function addPhrase(root: Node, phrase: string, add: Contribution): void {
  let node = root;
  for (const word of classifierWords(phrase)) {
    let child = node.next.get(word);
    if (!child) node.next.set(word, (child = newNode()));
    node = child;
  }
  (node.adds ??= []).push(add);
}

const TREE = newNode();
for (const rule of CLASSIFY_RULES) {
  const at = INDEX.get(rule.type)!;
  for (const [phrase, weight] of Object.entries(rule.words))
    addPhrase(TREE, phrase, { at, weight, anywhere: false });
  for (const [phrase, weight] of Object.entries(rule.anywhere ?? {}))
    addPhrase(TREE, phrase, { at, weight, anywhere: true });
  for (const phrase of rule.not ?? [])
    addPhrase(TREE, phrase, { at, weight: EXCLUDED, anywhere: false });
}
for (const phrase of NEUTRAL_PHRASES)
  addPhrase(TREE, phrase, { at: 0, weight: 0, anywhere: false });

function platformTree(words: Readonly<Record<string, number>>): Node {
  const root = newNode();
  for (const [phrase, weight] of Object.entries(words))
    addPhrase(root, phrase, { at: 0, weight, anywhere: true });
  return root;
}
const AR10_TREE = platformTree(AR10_WORDS);
const AR15_TREE = platformTree(AR15_WORDS);

const CONTEXT = new Map(Object.entries(CONTEXT_WORDS).map(([w, f]) => [stem(w), f]));

const hintsOf = (hints: Readonly<Record<string, number>>): Contribution[] =>
  Object.entries(hints).map(([type, weight]) => ({ at: INDEX.get(type)!, weight, anywhere: true }));

const squash = (s: string): string =>
  s
    .toLowerCase()
    .replace(/&amp;/g, '&')
    .replace(/\s*>\s*/g, '>')
    .replace(/\s+/g, ' ')
    .trim();

const CATEGORY_BY_KEY = new Map<string, Contribution[]>();
for (const c of GOOGLE_CATEGORIES) {
  const hints = hintsOf(c.hints);
  CATEGORY_BY_KEY.set(c.id, hints);
  CATEGORY_BY_KEY.set(squash(c.name), hints);
}
const CATEGORY_PREFIXES = Object.entries(GOOGLE_CATEGORY_PREFIXES)
  .map(([name, hints]) => [squash(name), hintsOf(hints)] as const)
  .sort((a, b) => b[0].length - a[0].length);

const BRANDS = new Map(
  Object.entries(BRAND_HINTS).map(([brand, hints]) => [
    classifierWords(brand).join(' '),
    hintsOf(hints),
  ]),
);
const LONGEST_BRAND = Math.max(...[...BRANDS.keys()].map((b) => b.split(' ').length));

const CARTRIDGE_SIZES = new Set(['9x19', '9x18', '7x57', '8x57', '6x45', '5x45']);
const MAGNIFICATION = /^(\d{1,2}(?:\.\d)?)x(\d{2})(?:mm)?$/;

function isMagnification(word: string): boolean {
  const m = MAGNIFICATION.exec(word);
  if (!m || CARTRIDGE_SIZES.has(`${m[1]}x${m[2]}`)) return false;
  const power = Number(m[1]);
  return power >= 2 && power <= 25;
}

const MAGNIFICATION_AT = INDEX.get('ar15-scopes')!;

// ---- scoring ------------------------------------------------------------------------------------------

/** Adds the weight of every phrase of `words` to `scores`, times `factor`. */
function scoreWords(words: readonly string[], factor: number, scores: Float64Array): void {
  let context = 1;
  for (let i = 0; i < words.length;) {
    const word = words[i]!;
    if (word === BREAK) {
      context = 1;
      i += 1;
      continue;
    }
    let node: Node | undefined = TREE;
    let adds: Contribution[] | undefined;
    let end = i;
    for (let j = i; j < words.length && node; j += 1) {
      node = node.next.get(words[j]!);
      if (node?.adds) {
        adds = node.adds;
        end = j + 1;
      }
    }
    if (adds) {
      for (const add of adds) scores[add.at]! += add.weight * factor * (add.anywhere ? 1 : context);
      i = end;
      continue;
    }
    const marker = CONTEXT.get(word);
    if (marker !== undefined) context = Math.min(context, marker);
    else if (isMagnification(word))
      scores[MAGNIFICATION_AT]! += FEATURE_WEIGHTS.magnification['ar15-scopes'] * factor * context;
    i += 1;
  }
}

/** The summed weight of the phrases of a platform's tree in `words` (longest phrase first). */
function platformWeight(tree: Node, words: readonly string[]): number {
  let total = 0;
  for (let i = 0; i < words.length;) {
    let node: Node | undefined = tree;
    let weight = 0;
    let end = i + 1;
    for (let j = i; j < words.length && node; j += 1) {
      node = node.next.get(words[j]!);
      if (node?.adds) {
        weight = node.adds[0]!.weight;
        end = j + 1;
      }
    }
    total += weight;
    i = end;
  }
  return total;
}

function categoryHints(category: string): Contribution[] | undefined {
  const key = squash(category);
  const exact = CATEGORY_BY_KEY.get(key);
  if (exact) return exact;
  const leaf = key.split('>').pop() ?? '';
  const byLeaf = GOOGLE_CATEGORIES.find((c) => squash(c.name).endsWith(`>${leaf}`));
  if (byLeaf && leaf) return CATEGORY_BY_KEY.get(byLeaf.id);
  return CATEGORY_PREFIXES.find(([prefix]) => key.startsWith(prefix))?.[1];
}

/** The brand's words at the start of the title (or the feed's brand), and its hints. */
function brandOf(
  words: readonly string[],
  brand: string | undefined,
): { skip: string[]; hints?: Contribution[] } {
  const given = brand ? classifierWords(brand).filter((w) => w !== COMMA && w !== BREAK) : [];
  if (given.length) return { skip: given, hints: BRANDS.get(given.join(' ')) };
  for (let n = Math.min(LONGEST_BRAND, words.length); n >= 1; n -= 1) {
    const key = words.slice(0, n).join(' ');
    const hints = BRANDS.get(key);
    if (hints) return { skip: words.slice(0, n), hints };
  }
  return { skip: [] };
}

/** Whether a phrase of `words` counts anywhere ('Glock': the brand names a platform we do not list). */
function namesAnywhere(words: readonly string[]): boolean {
  for (let i = 0; i < words.length; i += 1) {
    let node: Node | undefined = TREE;
    for (let j = i; j < words.length && node; j += 1) {
      node = node.next.get(words[j]!);
      if (node?.adds?.some((a) => a.anywhere)) return true;
    }
  }
  return false;
}

/**
 * `words` without the first run of `skip`: a brand's own words say nothing of the part ('Green
 * Mountain Rifle Barrel', 'Smith Optics'), unless they name a platform we do not list.
 */
function without(words: string[], skip: readonly string[]): string[] {
  if (!skip.length || namesAnywhere(skip)) return words;
  for (let i = 0; i + skip.length <= words.length; i += 1) {
    if (skip.every((w, k) => words[i + k] === w))
      return [...words.slice(0, i), ...words.slice(i + skip.length)];
  }
  return words;
}

const AMMO_HINT =
  /\d\s*(?:gr|grain|grs|rd|rds|round|rounds|ct)\b|\b(?:grain|rounds?|rds?|ammo|ammunition|cartridges?|gauge|ga)\b/i;

/** The most the ammunition parser's facts can add. */
const MOST_AMMO_FACTS =
  FEATURE_WEIGHTS.grain.ammo +
  FEATURE_WEIGHTS.roundCount.ammo +
  FEATURE_WEIGHTS.caliberWithCount.ammo;

function highest(scores: Float64Array, except = -1): number {
  let max = 0;
  for (let i = 0; i < scores.length; i += 1) if (i !== except && scores[i]! > max) max = scores[i]!;
  return max;
}

/**
 * Adds what the ammunition title parser finds (grain, round count, calibre). The parser is slow
 * next to the rest, so it runs only when its facts could change the winner: not for a title that
 * is already ammunition, nor for a '30 Round Magazine' whose part words outweigh them.
 */
function addAmmoFacts(title: string, scores: Float64Array): void {
  const ammo = scores[AMMO]!;
  const rest = highest(scores, AMMO);
  if (ammo > rest || ammo + MOST_AMMO_FACTS <= rest || !AMMO_HINT.test(title)) return;
  const parsed = parseTitle(title);
  if (parsed.grain !== undefined) scores[AMMO]! += FEATURE_WEIGHTS.grain.ammo;
  if (parsed.roundCount !== undefined) scores[AMMO]! += FEATURE_WEIGHTS.roundCount.ammo;
  if (parsed.caliber && (parsed.grain !== undefined || parsed.roundCount !== undefined))
    scores[AMMO]! += FEATURE_WEIGHTS.caliberWithCount.ammo;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The evidence below which the description is read too. */
const LITTLE_EVIDENCE = 6;

export function classifyFeedItem(input: FeedItemInput): FeedItemClass {
  const title = text(input?.title);
  const scores = new Float64Array(SCORED.length);

  const allWords = classifierWords(title);
  const brand = brandOf(allWords, text(input?.brand) || undefined);
  const titleWords = without(allWords, brand.skip);
  scoreWords(titleWords, SOURCE_WEIGHTS.title, scores);

  const platformWords = [...titleWords];
  const segments = text(input?.productType)
    .split(/>|\/|»|\|/)
    .map((s) => s.trim())
    .filter(Boolean);
  segments.forEach((segment, i) => {
    const words = classifierWords(segment);
    const leaf = i === segments.length - 1;
    scoreWords(
      words,
      leaf ? SOURCE_WEIGHTS.productTypeLeaf : SOURCE_WEIGHTS.productTypeParent,
      scores,
    );
    platformWords.push(BREAK, ...words);
  });

  const category = text(input?.googleCategory).trim();
  for (const hint of category ? (categoryHints(category) ?? []) : [])
    scores[hint.at]! += hint.weight;
  addAmmoFacts(title, scores);

  if (highest(scores) < LITTLE_EVIDENCE && input?.description)
    scoreWords(
      classifierWords(text(input.description).slice(0, 400)),
      SOURCE_WEIGHTS.description,
      scores,
    );

  const evidence = highest(scores);
  for (const hint of brand.hints ?? []) scores[hint.at]! += hint.weight;

  // AR-10: a type with an AR-10 twin hands its evidence to the twin
  const ar10 = platformWeight(AR10_TREE, platformWords);
  if (ar10 >= AR10_MIN && ar10 > platformWeight(AR15_TREE, platformWords)) {
    CLASSIFY_RULES.forEach((rule, i) => {
      if (!rule.ar10Of) return;
      const twin = INDEX.get(rule.ar10Of)!;
      scores[i]! += scores[twin]!;
      scores[twin] = 0;
    });
  }

  return decide(scores, evidence);
}

function decide(scores: Float64Array, evidence: number): FeedItemClass {
  const ranked = [...scores.keys()]
    .filter((i) => scores[i]! > 0)
    .sort((a, b) => scores[b]! - scores[a]!);
  const total = ranked.reduce((sum, i) => sum + scores[i]!, 0);
  const alternatives = ranked
    .filter((i) => i !== AMMO && i !== OTHER)
    .slice(0, 3)
    .map((i) => ({ type: SCORED[i]!, score: Math.round((scores[i]! / total) * 1000) / 1000 }));

  const best = ranked[0];
  if (best === undefined) return { kind: 'other', confidence: 0, alternatives };
  const first = scores[best]!;
  const second = ranked[1] === undefined ? 0 : scores[ranked[1]]!;
  const strength = first / (first + 4);
  const margin = (first - second) / first;
  let confidence = Math.round(strength * (0.4 + 0.6 * margin) * 100) / 100;

  const kind: FeedItemKind = best === AMMO ? 'ammo' : best === OTHER ? 'other' : 'part';
  if (evidence <= 0) {
    // only the brand spoke: a kind, never a type
    return { kind, confidence: Math.min(confidence, 0.15), alternatives };
  }
  if (kind !== 'part') return { kind, confidence, alternatives };
  const type = SCORED[best]!;
  confidence = Math.min(confidence, 1);
  return {
    kind,
    type,
    subPart: subPartForType(type),
    mainCategory: mainCategoryForType(type),
    confidence,
    alternatives,
  };
}

import { formatSpecValue, KEY_INFO, specValue, type CompatSpecs, type SpecKey } from './keys.ts';
import {
  MAP_TABLES,
  PAIR_TABLES,
  RULES,
  type PairRule,
  type PresenceRule,
  type Selector,
  type Severity,
} from './rules.ts';
import type { CompatIssue, CompatReport } from './report.ts';

// ADR 059: the generic interpreter of RULES. Pure: no I/O, no clock. One pass indexes the
// build's parts by sub-part and group; each pair rule then looks at the parts its two selectors
// name, so a 40-part build costs a few microseconds.

/** One part of a build as the engine sees it. `id` is unique within the build. */
export interface CompatPart {
  id: string;
  name: string;
  subPart: string;
  group: string;
  specs: CompatSpecs;
}

export const COULD_NOT_CHECK = 'could-not-check';
const SEVERITY_ORDER: Readonly<Record<Severity, number>> = { error: 0, warning: 1, info: 2 };

// ---------------------------------------------------------------------------------------------
// Compiled rules: selectors as index keys, once at module load.

const selectorKeys = (s: Selector): string[] => [
  ...(s.subParts ?? []).map((n) => `s:${n}`),
  ...(s.groups ?? []).map((n) => `g:${n}`),
];

interface CompiledPair {
  rule: PairRule;
  a: string[];
  b: string[];
  add: string[];
}
interface CompiledPresence {
  rule: PresenceRule;
  keys: string[];
}

const PAIRS: CompiledPair[] = [];
const PRESENCE: CompiledPresence[] = [];
for (const rule of RULES) {
  if (rule.kind === 'pair') {
    PAIRS.push({
      rule,
      a: selectorKeys(rule.parts[0]),
      b: selectorKeys(rule.parts[1]),
      add: rule.add ? selectorKeys(rule.add.parts) : [],
    });
  } else PRESENCE.push({ rule, keys: selectorKeys(rule.parts) });
}

type Index = Map<string, CompatPart[]>;

function indexParts(parts: readonly CompatPart[]): Index {
  const index: Index = new Map();
  const put = (key: string, part: CompatPart) => {
    const list = index.get(key);
    if (list) list.push(part);
    else index.set(key, [part]);
  };
  for (const part of parts) {
    put(`s:${part.subPart}`, part);
    put(`g:${part.group}`, part);
  }
  return index;
}

const EMPTY: readonly CompatPart[] = [];

function matching(index: Index, keys: readonly string[]): readonly CompatPart[] {
  if (keys.length === 1) return index.get(keys[0]!) ?? EMPTY;
  const out: CompatPart[] = [];
  for (const key of keys) {
    for (const part of index.get(key) ?? EMPTY) if (!out.includes(part)) out.push(part);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// One rule on one pair of parts.

type Outcome =
  | { status: 'pass' }
  | { status: 'skip' }
  | { status: 'unknown'; missing: Missing[] }
  | { status: 'fail'; aValue: string; bValue: string; addends: CompatPart[] };

/** A value the rule needed and could not get: whose, and which key. */
interface Missing {
  part: CompatPart;
  key: SpecKey;
}
const unknown = (...missing: Missing[]): Outcome => ({ status: 'unknown', missing });

const PASS: Outcome = { status: 'pass' };
const SKIP: Outcome = { status: 'skip' };

function conditionsHold(rule: PairRule, a: CompatPart, b: CompatPart): boolean {
  for (const cond of rule.when ?? []) {
    const value = specValue((cond.side === 'a' ? a : b).specs, cond.key);
    if (cond.in && (value === undefined || !cond.in.includes(value))) return false;
    if (cond.notIn && value !== undefined && cond.notIn.includes(value)) return false;
  }
  return true;
}

function mapped(table: keyof typeof MAP_TABLES | null | undefined, value: unknown): unknown {
  if (table === null || table === undefined) return value;
  return (MAP_TABLES[table] as Record<string, string | number>)[String(value)];
}

function checkPair(c: CompiledPair, index: Index, a: CompatPart, b: CompatPart): Outcome {
  const { rule } = c;
  if (!conditionsHold(rule, a, b)) return SKIP;
  const [keyA, keyB] = rule.keys;
  const rawA = specValue(a.specs, keyA);
  const rawB = keyB === null ? undefined : specValue(b.specs, keyB);
  const rel = rule.relation;
  const fail = (aValue: string, addends: CompatPart[] = []): Outcome => ({
    status: 'fail',
    aValue,
    bValue: keyB === null || rawB === undefined ? '' : formatSpecValue(keyB, rawB),
    addends,
  });
  if (rawA === undefined) {
    const missing: Missing[] = [{ part: a, key: keyA }];
    if (keyB !== null && rawB === undefined) missing.push({ part: b, key: keyB });
    return unknown(...missing);
  }

  if (rel.kind === 'atLeast') {
    if (typeof rawA !== 'number') return unknown({ part: a, key: keyA });
    let total = rawA;
    const addends: CompatPart[] = [];
    let missing: Missing | undefined;
    if (rule.add) {
      for (const part of matching(index, c.add)) {
        if (part === a || part === b || specValue(part.specs, rule.add.when) !== true) continue;
        const extra = specValue(part.specs, rule.add.key);
        if (typeof extra === 'number') {
          total += extra;
          addends.push(part);
        } else missing = { part, key: rule.add.key };
      }
    }
    if (total >= rel.value) return PASS;
    if (missing) return unknown(missing);
    return fail(formatSpecValue(keyA, total), addends);
  }

  if (rel.kind === 'forbiddenPairs' || rel.kind === 'allowedPairs') {
    const listed = PAIR_TABLES[rel.table][String(rawA)];
    if (listed === undefined) {
      return rel.kind === 'forbiddenPairs' ? PASS : unknown({ part: a, key: keyA });
    }
    if (rawB === undefined || keyB === null) return unknown({ part: b, key: keyB ?? keyA });
    const has = listed.includes(String(rawB));
    return has === (rel.kind === 'allowedPairs') ? PASS : fail(formatSpecValue(keyA, rawA));
  }

  if (rawB === undefined || keyB === null) return unknown({ part: b, key: keyB ?? keyA });
  const va = mapped(rule.map?.[0], rawA);
  const vb = mapped(rule.map?.[1], rawB);
  const missing: Missing[] = [];
  if (typeof va !== 'number' && (va === undefined || rel.kind !== 'equal')) {
    missing.push({ part: a, key: keyA });
  }
  if (typeof vb !== 'number' && (vb === undefined || rel.kind !== 'equal')) {
    missing.push({ part: b, key: keyB });
  }
  if (missing.length > 0) return unknown(...missing);
  let ok: boolean;
  if (rel.kind === 'equal') ok = va === vb;
  else if (typeof va !== 'number' || typeof vb !== 'number') return unknown();
  else if (rel.kind === 'lt') ok = va < vb;
  else if (rel.kind === 'lte') ok = va <= vb;
  else if (rel.kind === 'gt') ok = va > vb;
  else ok = va >= vb;
  return ok ? PASS : fail(formatSpecValue(keyA, rawA));
}

function render(
  template: string,
  values: Record<'a' | 'b' | 'aValue' | 'bValue' | 'value', string>,
): string {
  return template.replace(
    /\{(a|b|aValue|bValue|value)\}/g,
    (_, k: keyof typeof values) => values[k],
  );
}

function othersOf(parts: readonly CompatPart[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const p of parts) out[p.id] = parts.filter((q) => q !== p).map((q) => q.name);
  return out;
}

// ---------------------------------------------------------------------------------------------
// The build.

export interface EvaluateOptions {
  /** Only issues involving this part id (wouldConflict); missing-part infos are left out. */
  focus?: string;
}

/** What could not be checked for one part: against which parts, which of its keys. */
interface Unchecked {
  part: CompatPart;
  others: CompatPart[];
  ruleIds: string[];
  keys: string[];
}

/** Every compatibility issue of a build. */
export function evaluateBuild(
  parts: readonly CompatPart[],
  options: EvaluateOptions = {},
): CompatReport {
  const index = indexParts(parts);
  const focus = options.focus;
  const issues: CompatIssue[] = [];
  const unchecked = new Map<CompatPart, Unchecked>();

  for (const c of PAIRS) {
    const as = matching(index, c.a);
    if (as.length === 0) continue;
    const bs = matching(index, c.b);
    if (bs.length === 0) continue;
    for (const a of as) {
      for (const b of bs) {
        if (a === b) continue;
        if (focus !== undefined && a.id !== focus && b.id !== focus && c.add.length === 0) {
          continue;
        }
        const outcome = checkPair(c, index, a, b);
        if (outcome.status === 'fail') {
          const involved = [a, b, ...outcome.addends];
          if (focus !== undefined && !involved.some((p) => p.id === focus)) continue;
          const { rule } = c;
          issues.push({
            ruleId: rule.id,
            kind: 'conflict',
            severity: rule.severity,
            issueType: rule.issueType,
            message: render(rule.message, {
              a: a.name,
              b: b.name,
              aValue: outcome.aValue,
              bValue: outcome.bValue,
              value: rule.relation.kind === 'atLeast' ? String(rule.relation.value) : '',
            }),
            partIds: involved.map((p) => p.id),
            otherPartNames: othersOf(involved),
            ...(rule.link && { link: rule.link }),
          });
        } else if (outcome.status === 'unknown') {
          if (focus !== undefined && a.id !== focus && b.id !== focus) continue;
          for (const { part, key } of outcome.missing) {
            let entry = unchecked.get(part);
            if (!entry) {
              entry = { part, others: [], ruleIds: [], keys: [] };
              unchecked.set(part, entry);
            }
            for (const other of [a, b]) {
              if (other !== part && !entry.others.includes(other)) entry.others.push(other);
            }
            if (!entry.ruleIds.includes(c.rule.id)) entry.ruleIds.push(c.rule.id);
            const label = KEY_INFO[key].label;
            if (!entry.keys.includes(label)) entry.keys.push(label);
          }
        }
      }
    }
  }

  // One info per part whose values are missing, on that part's row only: a catalogue without
  // compatibility data must not bury the real issues (ADR 059).
  for (const { part, others, ruleIds, keys } of unchecked.values()) {
    const names = others.map((o) => o.name);
    issues.push({
      ruleId: COULD_NOT_CHECK,
      kind: 'unchecked',
      severity: 'info',
      issueType: 'conflict',
      message: `Could not check ${part.name} against ${names.join(', ')}: ${keys.join(', ')} unknown.`,
      partIds: [part.id],
      otherPartNames: { [part.id]: names },
      uncheckedRuleIds: ruleIds,
    });
  }

  if (focus === undefined && parts.length > 0) {
    for (const { rule, keys } of PRESENCE) {
      if (matching(index, keys).length > 0) continue;
      issues.push({
        ruleId: rule.id,
        kind: 'missing',
        severity: rule.severity,
        issueType: rule.issueType,
        message: rule.message,
        partIds: [],
        otherPartNames: {},
      });
    }
  }

  // Stable: within a severity, RULES order (conflicts, then unchecked, then missing).
  issues.sort((x, y) => SEVERITY_ORDER[x.severity] - SEVERITY_ORDER[y.severity]);
  const byPart: Record<string, CompatIssue[]> = {};
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const issue of issues) {
    counts[issue.severity] += 1;
    for (const id of issue.partIds) (byPart[id] ??= []).push(issue);
  }
  return { issues, byPart, counts };
}

/**
 * The issues `candidate` would bring if added to `build`: it takes the place of any part in the
 * same sub-part (one product per sub-part). For the add dialog and the part picker.
 */
export function wouldConflict(build: readonly CompatPart[], candidate: CompatPart): CompatIssue[] {
  const parts = build.filter((p) => p.subPart !== candidate.subPart && p.id !== candidate.id);
  parts.push(candidate);
  return evaluateBuild(parts, { focus: candidate.id }).issues;
}

export interface FitResult {
  /** No error: the candidate fits (warnings and infos do not stop it). */
  fits: boolean;
  /** The error messages, when it does not fit. */
  reasons: string[];
  /** The ids of the failed error rules, sorted (to compare two ways of asking). */
  ruleIds: string[];
}

/** The error rules a part of this sub-part and group can take part in, and the rules with addends. */
interface PartRule {
  c: CompiledPair;
  /** The part is on side A, on side B (either or both; neither for a rule with addends). */
  inA: boolean;
  inB: boolean;
}
const rulesOfPart = new Map<string, PartRule[]>();

function errorRulesFor(part: CompatPart): PartRule[] {
  const key = `${part.subPart}\u0001${part.group}`;
  let rules = rulesOfPart.get(key);
  if (!rules) {
    const own = (keys: readonly string[]) =>
      keys.includes(`s:${part.subPart}`) || keys.includes(`g:${part.group}`);
    rules = PAIRS.filter((c) => c.rule.severity === 'error')
      .map((c) => ({ c, inA: own(c.a), inB: own(c.b) }))
      .filter((r) => r.c.add.length > 0 || r.inA || r.inB);
    rulesOfPart.set(key, rules);
  }
  return rules;
}

/**
 * `fitsBuild(build, candidate).fits` for many candidates against one build (the product list's
 * fit counts): the build without each sub-part is indexed once, only the error rules a candidate
 * can take part in run, and no message is written. A rule with addends (a muzzle device pinned
 * and welded counts towards the barrel's length) is checked on every pair, as evaluateBuild does,
 * since the candidate may be the addend.
 */
export function fitChecker(build: readonly CompatPart[]): (candidate: CompatPart) => boolean {
  const rests = new Map<string, Index>();
  return (candidate) => {
    if (build.some((p) => p.id === candidate.id)) return fitsBuild(build, candidate).fits;
    let rest = rests.get(candidate.subPart);
    if (!rest) {
      rest = indexParts(build.filter((p) => p.subPart !== candidate.subPart));
      rests.set(candidate.subPart, rest);
    }
    const index: Index = new Map(rest);
    for (const key of [`s:${candidate.subPart}`, `g:${candidate.group}`]) {
      index.set(key, [...(index.get(key) ?? EMPTY), candidate]);
    }
    for (const { c, inA, inB } of errorRulesFor(candidate)) {
      if (c.add.length > 0) {
        for (const a of matching(index, c.a)) {
          for (const b of matching(index, c.b)) {
            if (a === b) continue;
            const outcome = checkPair(c, index, a, b);
            if (
              outcome.status === 'fail' &&
              (a === candidate || b === candidate || outcome.addends.includes(candidate))
            ) {
              return false;
            }
          }
        }
        continue;
      }
      if (inA) {
        for (const b of matching(index, c.b)) {
          if (b !== candidate && checkPair(c, index, candidate, b).status === 'fail') return false;
        }
      }
      if (inB) {
        for (const a of matching(index, c.a)) {
          if (a !== candidate && checkPair(c, index, a, candidate).status === 'fail') return false;
        }
      }
    }
    return true;
  };
}

/** Whether `candidate` fits `build` ('fits' = no error), and why not. */
export function fitsBuild(build: readonly CompatPart[], candidate: CompatPart): FitResult {
  const errors = wouldConflict(build, candidate).filter((i) => i.severity === 'error');
  return {
    fits: errors.length === 0,
    reasons: errors.map((i) => i.message),
    ruleIds: errors.map((i) => i.ruleId).sort(),
  };
}

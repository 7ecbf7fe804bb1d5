import { groupOfSubPart } from '../build/parts.ts';
import { fitsBuild, type CompatPart, type FitResult } from './evaluate.ts';
import { KEY_INFO, type CompatSpecs, type SpecKey } from './keys.ts';
import { RULES, type Selector } from './rules.ts';

// ADR 059: the build's compatibility facts in a compact, serialisable form, so the
// product list call can carry them (one query parameter) and the server can tell, for every
// candidate on every page, whether it fits. Names and ids are left out; only the sub-parts any
// pair rule looks at, and only the keys those rules read, are kept. candidateFits(summary, c)
// answers exactly as fitsBuild(build, c) does (unit-tested).

/** A build's relevant spec values, compact enough for a query parameter (version 1). */
export interface BuildSpecSummary {
  v: 1;
  /** Per part: its sub-part (`s`), its group when not the sub-part's usual one (`g`), its keys. */
  p: { s: string; g?: string; k: CompatSpecs }[];
}

/** Per selector key ('s:Barrel', 'g:Stock'): the spec keys some pair rule reads there. */
const RELEVANT = new Map<string, Set<SpecKey>>();
function note(selector: Selector, keys: readonly (SpecKey | null | undefined)[]): void {
  const names = [
    ...(selector.subParts ?? []).map((n) => `s:${n}`),
    ...(selector.groups ?? []).map((n) => `g:${n}`),
  ];
  for (const name of names) {
    const set = RELEVANT.get(name) ?? new Set<SpecKey>();
    for (const key of keys) {
      if (!key) continue;
      set.add(key);
      const fallback = KEY_INFO[key].fallback;
      if (fallback) set.add(fallback);
    }
    RELEVANT.set(name, set);
  }
}
for (const rule of RULES) {
  if (rule.kind !== 'pair') continue;
  const whenKeys = (side: 'a' | 'b') =>
    (rule.when ?? []).filter((c) => c.side === side).map((c) => c.key);
  note(rule.parts[0], [rule.keys[0], ...whenKeys('a')]);
  note(rule.parts[1], [rule.keys[1], ...whenKeys('b')]);
  if (rule.add) note(rule.add.parts, [rule.add.key, rule.add.when]);
}

/** The compact summary of a build's relevant spec values (for `candidateFits`). */
export function relevantBuildSpecs(parts: readonly CompatPart[]): BuildSpecSummary {
  const p: BuildSpecSummary['p'] = [];
  for (const part of parts) {
    const bySub = RELEVANT.get(`s:${part.subPart}`);
    const byGroup = RELEVANT.get(`g:${part.group}`);
    if (!bySub && !byGroup) continue;
    const k: Record<string, unknown> = {};
    for (const key of [...(bySub ?? []), ...(byGroup ?? [])]) {
      if (part.specs[key] !== undefined) k[key] = part.specs[key];
    }
    p.push({
      s: part.subPart,
      ...(groupOfSubPart(part.subPart) !== part.group && { g: part.group }),
      k,
    });
  }
  return { v: 1, p };
}

/** The summary as text for a query parameter (URL-encode it when building the URL). */
export function encodeBuildSpecs(summary: BuildSpecSummary): string {
  return JSON.stringify(summary);
}

/** The summary's parts as engine parts, named by their sub-part ('Barrel'). */
export function summaryParts(summary: BuildSpecSummary): CompatPart[] {
  return summary.p.map((entry, i) => ({
    id: `\u0000summary:${i}`,
    name: entry.s,
    subPart: entry.s,
    group: entry.g ?? groupOfSubPart(entry.s) ?? '',
    specs: entry.k,
  }));
}

/** Whether `candidate` fits the summarised build; agrees with fitsBuild on the full build. */
export function candidateFits(summary: BuildSpecSummary, candidate: CompatPart): FitResult {
  return fitsBuild(summaryParts(summary), candidate);
}

import { sql } from 'drizzle-orm';
import {
  fitChecker,
  relevantBuildSpecs,
  type BuildSpecSummary,
  type CompatPart,
  type CompatSpecs,
} from '../../../shared/compat/index.ts';
import { summaryParts } from '../../../shared/compat/summary.ts';
import type { Db } from '../../db/client.ts';
import { catalogCache } from './cache.ts';

// ADR 061: which catalogue groups fit a build, for the list's 'Sort by Compatibility',
// 'Compatible with my build' and each card's 'n of m variants fit'. Evaluated in JS with the shared
// engine, so the list and the Builder can never disagree, but not variant by variant: every variant
// is reduced once to its SIGNATURE — its sub-part and only the specification keys some rule reads there
// (relevantBuildSpecs) — and a catalogue has few distinct ones (hundreds for 100,000 variants).
// A request evaluates each signature it meets once (as candidateFits does), then counts per group.

/**
 * The index is reloaded in the background when older than this: another server's catalogue
 * import shows in the compatibility features within 5 minutes (this process's writes at once).
 * Reading 100,000 variants' keys is a heavy query, not one to repeat every 30 s (ADR 061).
 */
export const COMPAT_INDEX_TTL_MS = 5 * 60_000;

/** What the rules can see of the catalogue's variants, per group. */
export interface FitIndex {
  /** One candidate part per distinct signature; null: no rule looks at it (always fits). */
  parts: (CompatPart | null)[];
  /** Per group id: its signatures and how many of its variants carry each. */
  groups: Map<string, { sigs: number[]; counts: number[]; total: number }>;
}

export interface Fit {
  fits: number;
  total: number;
}

interface SignatureRow {
  groupId: string;
  subPart: string;
  category: string;
  compat: CompatSpecs | null;
  n: number;
}

/** Reads every variant's keys, grouped by group and equal keys (one statement). */
async function loadIndex(db: Db): Promise<FitIndex> {
  const result: unknown = await db.execute(sql`
    select v.group_id as "groupId", g.sub_part as "subPart", g.category, v.compat,
           count(*)::int as n
      from catalog_variants v
      join catalog_groups g on g.id = v.group_id
     group by v.group_id, g.sub_part, g.category, v.compat`);
  const parts: (CompatPart | null)[] = [];
  const numbers = new Map<string, number>();
  const groups: FitIndex['groups'] = new Map();
  for (const row of (result as { rows: SignatureRow[] }).rows) {
    const part: CompatPart = {
      id: '\u0000candidate',
      name: row.subPart,
      subPart: row.subPart,
      group: row.category,
      specs: row.compat ?? {},
    };
    // Only what some rule reads: variants differing in colour alone share one signature.
    const relevant = relevantBuildSpecs([part]).p[0];
    const key = relevant
      ? `${row.subPart}\u0001${row.category}\u0001${JSON.stringify(relevant.k)}`
      : '';
    let sig = numbers.get(key);
    if (sig === undefined) {
      sig = parts.length;
      parts.push(relevant ? { ...part, specs: relevant.k } : null);
      numbers.set(key, sig);
    }
    let entry = groups.get(row.groupId);
    if (!entry) groups.set(row.groupId, (entry = { sigs: [], counts: [], total: 0 }));
    const at = entry.sigs.indexOf(sig);
    if (at >= 0) entry.counts[at]! += row.n;
    else {
      entry.sigs.push(sig);
      entry.counts.push(row.n);
    }
    entry.total += row.n;
  }
  return { parts, groups };
}

/**
 * The signature index of a database: loaded on first use, dropped by every catalogue write of
 * this process (invalidateCatalogCache), and reloaded in the background when older than
 * COMPAT_INDEX_TTL_MS (another server's import), the old one serving meanwhile.
 */
export function compatIndex(db: Db): Promise<FitIndex> {
  const slot = catalogCache(db).compatIndex;
  const now = Date.now();
  if (!slot.index) {
    const loading = loadIndex(db);
    slot.index = loading;
    slot.loadedAt = now;
    loading.catch(() => {
      if (slot.index === loading) slot.index = undefined;
    });
    return loading;
  }
  if (now - slot.loadedAt > COMPAT_INDEX_TTL_MS && !slot.refreshing) {
    slot.refreshing = true;
    const generation = slot.generation;
    loadIndex(db)
      .then((index) => {
        if (slot.generation !== generation) return;
        slot.index = Promise.resolve(index);
        slot.loadedAt = Date.now();
      })
      .catch(() => undefined)
      .finally(() => {
        slot.refreshing = false;
      });
  }
  return slot.index as Promise<FitIndex>;
}

/** Fit per group for one build: each signature evaluated at most once. */
export function fitter(index: FitIndex, summary: BuildSpecSummary): (groupId: string) => Fit {
  const known = new Int8Array(index.parts.length); // 0 not yet, 1 fits, 2 does not
  // candidateFits(summary, part).fits, with the summary's parts made and indexed once.
  const fits = fitChecker(summaryParts(summary));
  const fitsSig = (sig: number): boolean => {
    if (known[sig] === 0) {
      const part = index.parts[sig];
      known[sig] = !part || fits(part) ? 1 : 2;
    }
    return known[sig] === 1;
  };
  return (groupId) => {
    const entry = index.groups.get(groupId);
    if (!entry) return { fits: 0, total: 0 };
    let fits = 0;
    for (let i = 0; i < entry.sigs.length; i++)
      if (fitsSig(entry.sigs[i]!)) fits += entry.counts[i]!;
    return { fits, total: entry.total };
  };
}

const keys = new WeakMap<BuildSpecSummary, string>();

/** A build's cache key (its JSON), made once per summary object: a decoded one is reused. */
export function summaryKey(summary: BuildSpecSummary): string {
  let key = keys.get(summary);
  if (key === undefined) keys.set(summary, (key = JSON.stringify(summary)));
  return key;
}

/**
 * The fitter of a build, kept with the lists (10 s): the pages of one visitor's list, and its
 * plain pages with fit counts, evaluate each signature once between them.
 */
export async function fitterFor(
  db: Db,
  summary: BuildSpecSummary,
): Promise<(groupId: string) => Fit> {
  const { fitters } = catalogCache(db);
  const key = summaryKey(summary);
  const cached = fitters.get(key);
  if (cached) return cached;
  const fitOf = fitter(await compatIndex(db), summary);
  fitters.set(key, fitOf);
  return fitOf;
}

export interface CompatList {
  /** The group ids in answer order (filtered when compatibleOnly). */
  ids: string[];
  /** Each group's fit (each signature is evaluated once, so a page's groups cost nothing). */
  fitOf: (groupId: string) => Fit;
}

/**
 * The list for one build: `ordered` (the filter's ids in the normal order) with each group's fit,
 * fitting groups first when `fitFirst` (a stable partition: the normal order within each part),
 * non-fitting ones left out when `compatibleOnly`. A group fits when one of its variants does.
 * Only the ids are kept (a cached list must stay small), not a fit per group.
 */
export function compatList(
  ordered: readonly string[],
  fitOf: (groupId: string) => Fit,
  options: { fitFirst: boolean; compatibleOnly: boolean },
): CompatList {
  const fitting: string[] = [];
  const others: string[] = [];
  for (const id of ordered) {
    if (fitOf(id).fits > 0) fitting.push(id);
    else if (!options.compatibleOnly) (options.fitFirst ? others : fitting).push(id);
  }
  return { ids: options.fitFirst ? fitting.concat(others) : fitting, fitOf };
}

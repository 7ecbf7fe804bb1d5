import type { BuildPart } from '../../../../shared/build/schema.ts';
import type { PresenceRule, Rule } from '../../../../shared/compat/rules.ts';

// The Builder's progress: how many of the ten core parts a working rifle needs the build has
// (the compatibility engine's presence rules: upper, lower, barrel, bolt carrier group, charging
// handle, gas system, trigger, grip, stock or brace, buffer system). A core part counts as added
// when any sub-part that provides it is filled, a complete upper's included barrel too.

export interface CoreItem {
  id: string;
  /** 'Barrel', 'Stock or brace'. */
  title: string;
  done: boolean;
  /** The sub-part whose catalogue the item's Add link opens. */
  addSubPart: string;
}

export interface BuildProgress {
  items: CoreItem[];
  done: number;
  /** Whole percent, 0–100. */
  percent: number;
}

/**
 * The core parts the build has and lacks, in the engine's order. `rules` are the engine's (it
 * loads on demand, so the caller passes them in).
 */
export function buildProgress(parts: readonly BuildPart[], rules: readonly Rule[]): BuildProgress {
  const core = rules.filter((rule): rule is PresenceRule => rule.kind === 'requires');
  const filledSubParts = new Set<string>();
  const filledGroups = new Set<string>();
  for (const group of parts) {
    for (const sub of group.subParts ?? []) {
      if (!sub.product) continue;
      filledSubParts.add(sub.name);
      filledGroups.add(group.name);
    }
  }
  const items = core.map((rule) => ({
    id: rule.id,
    title: rule.title,
    done:
      (rule.parts.subParts ?? []).some((name) => filledSubParts.has(name)) ||
      (rule.parts.groups ?? []).some((name) => filledGroups.has(name)),
    addSubPart: rule.parts.subParts?.[0] ?? rule.parts.groups?.[0] ?? rule.title,
  }));
  const done = items.filter((item) => item.done).length;
  return { items, done, percent: Math.round((done / items.length) * 100) };
}

import { describe, expect, it } from 'vitest';
import { evaluateBuild } from './evaluate.ts';
import { FAILING, PASSING } from './rule-cases.ts';
import { RULES } from './rules.ts';

// One passing and one failing build per rule.

const ids = RULES.map((r) => r.id);

describe('RULES', () => {
  it('has unique ids', () => {
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('has a passing and a failing case for every rule', () => {
    const passed = new Set(PASSING.map((c) => c.rule));
    const failed = new Set(FAILING.map((c) => c.rule));
    expect(ids.filter((id) => !passed.has(id))).toEqual([]);
    expect(ids.filter((id) => !failed.has(id))).toEqual([]);
    expect([...failed].filter((id) => !ids.includes(id))).toEqual([]);
  });

  it('cites where the values of every rule come from', () => {
    expect(RULES.filter((r) => !r.sources?.trim()).map((r) => r.id)).toEqual([]);
  });

  it('uses only the placeholders the evaluator fills', () => {
    for (const rule of RULES) {
      const names = [...rule.message.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      expect(names.filter((n) => !['a', 'b', 'aValue', 'bValue', 'value'].includes(n!))).toEqual(
        [],
      );
    }
  });
});

describe.each(PASSING.filter((c) => c.rule !== '*'))(
  'rule $rule passes:',
  ({ rule, title, parts }) => {
    it(title, () => {
      const hits = evaluateBuild(parts).issues.filter((i) => i.ruleId === rule);
      expect(hits).toEqual([]);
    });
  },
);

describe.each(FAILING)('rule $rule fails:', ({ rule, title, parts }) => {
  it(title, () => {
    const { issues } = evaluateBuild(parts);
    const hits = issues.filter((i) => i.ruleId === rule);
    expect(hits.length).toBeGreaterThan(0);
    const def = RULES.find((r) => r.id === rule)!;
    for (const hit of hits) {
      expect(hit.severity).toBe(def.severity);
      expect(hit.message).not.toMatch(/\{\w+\}/);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { preparedStatement } from './prepared-statements.ts';

describe('prepared statements', () => {
  it('builds a statement once per database handle and key, each under its own name', () => {
    const one = {};
    const two = {};
    const names: string[] = [];
    const build = (name: string) => {
      names.push(name);
      return { name };
    };
    const a = preparedStatement(one, 'catalog:page', build);
    expect(preparedStatement(one, 'catalog:page', build)).toBe(a);
    const b = preparedStatement(one, 'ammo:page', build);
    const c = preparedStatement(two, 'catalog:page', build);
    expect(names).toHaveLength(3);
    expect(new Set(names).size).toBe(3);
    expect([b, c]).not.toContain(a);
  });
});

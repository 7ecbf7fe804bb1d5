import { describe, expect, it } from 'vitest';
import { compatList, type Fit } from './compat-list.ts';

// ADR 061: the stable partition and filter of a list by fit.

const fits: Record<string, Fit> = {
  a: { fits: 0, total: 2 },
  b: { fits: 1, total: 1 },
  c: { fits: 0, total: 0 },
  d: { fits: 2, total: 3 },
};
const fitOf = (id: string) => fits[id]!;

describe('compatList', () => {
  it('puts fitting groups first, keeping the order within each part', () => {
    const list = compatList(['a', 'b', 'c', 'd'], fitOf, { fitFirst: true, compatibleOnly: false });
    expect(list.ids).toEqual(['b', 'd', 'a', 'c']);
    expect(list.fitOf('d')).toEqual({ fits: 2, total: 3 });
  });

  it('leaves out groups with no fitting variant (a group without variants too)', () => {
    expect(
      compatList(['a', 'b', 'c', 'd'], fitOf, { fitFirst: false, compatibleOnly: true }).ids,
    ).toEqual(['b', 'd']);
  });

  it('keeps the order when neither is asked', () => {
    expect(
      compatList(['a', 'b', 'c', 'd'], fitOf, { fitFirst: false, compatibleOnly: false }).ids,
    ).toEqual(['a', 'b', 'c', 'd']);
  });
});

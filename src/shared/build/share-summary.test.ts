import { describe, expect, it } from 'vitest';
import type { BuildPart, SelectedProduct } from './schema.ts';
import { partsAndTotal, sharedBuildMetaDescription, shareSummary } from './share-summary.ts';

const product = (name: string, price: number, extra: Partial<SelectedProduct> = {}) => ({
  _id: name,
  name,
  selectedVendorPrice: price,
  ...extra,
});

const build = (...subParts: [string, ReturnType<typeof product>][]): BuildPart[] => [
  { name: 'Upper', subParts: subParts.map(([name, p]) => ({ name, product: p })) },
];

describe('shared build summary', () => {
  it('counts bought parts, totals them and lists the five dearest first', () => {
    const parts = build(
      ['Barrel', product('Barrel A', 200)],
      ['Bolt', product('BCG', 150)],
      ['Gas Block', product('Gas Block (Included with Upper)', 0, { includedWith: 'Upper' })],
      ['Grip', product('Grip', 20)],
      ['Stock', product('Stock', 60)],
      ['Trigger', product('Trigger', 150)],
      ['Sling', product('Sling', 10)],
    );
    const summary = shareSummary(parts);
    expect(summary.partCount).toBe(6);
    expect(summary.total).toBe('$590.00');
    expect(summary.mainParts.map((p) => p.name)).toEqual([
      'Barrel A',
      'BCG',
      'Trigger',
      'Stock',
      'Grip',
    ]);
    expect(sharedBuildMetaDescription(summary, 'Buildwright')).toBe(
      '6 parts, total $590.00. A rifle build planned on Buildwright.',
    );
  });

  it('says one part, and an empty build has no parts and a zero total', () => {
    expect(partsAndTotal(shareSummary(build(['Barrel', product('B', 5)])))).toBe(
      '1 part, total $5.00',
    );
    expect(shareSummary([])).toEqual({ partCount: 0, total: '$0.00', mainParts: [] });
  });
});

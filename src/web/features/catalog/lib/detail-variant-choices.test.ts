import { describe, expect, it } from 'vitest';
import type { VariantConfig } from '../../../../shared/catalog/variant-ranking.ts';
import {
  applyChoice,
  choicesForVariant,
  chosenVariant,
  resolveChoices,
} from './detail-variant-choices.ts';

// A barrel line: calibre × length, with the thread pitch following the calibre and an extra
// finish on one variant.
const variants = [
  { _id: 'a', caliber: '5.56 NATO', barrelLength: '16"', threading: '1/2x28', finish: 'Nitride' },
  { _id: 'b', caliber: '5.56 NATO', barrelLength: '14.5"', threading: '1/2x28', finish: 'Nitride' },
  {
    _id: 'c',
    caliber: '.300 Blackout',
    barrelLength: '10.5"',
    threading: '5/8x24',
    finish: 'Nitride',
  },
  { _id: 'd', caliber: '5.56 NATO', barrelLength: '16"', threading: '1/2x28', finish: 'Black' },
];
const config: VariantConfig = {
  primary: [
    { name: 'caliber', displayName: 'Caliber' },
    { name: 'barrelLength', displayName: 'Barrel Length' },
    { name: 'threading', displayName: 'Threading' },
  ],
  secondary: ['finish'],
};

describe('the variant choices of the product page (ADR 028)', () => {
  it('chooses nothing until the first property is chosen', () => {
    expect(resolveChoices(variants, config, {})).toEqual({});
  });

  it('fills a later property that has one value left, and stops at the first open one', () => {
    // 5.56 leaves two lengths (open) and one thread pitch — but the pitch waits for the length.
    expect(resolveChoices(variants, config, { caliber: '5.56 NATO' })).toEqual({
      caliber: '5.56 NATO',
    });
    // .300 Blackout leaves one length and one pitch: both are chosen at once.
    expect(resolveChoices(variants, config, { caliber: '.300 Blackout' })).toEqual({
      caliber: '.300 Blackout',
      barrelLength: '10.5"',
      threading: '5/8x24',
    });
  });

  it('ignores a pick that no longer fits the earlier choices', () => {
    expect(
      resolveChoices(variants, config, { caliber: '.300 Blackout', barrelLength: '16"' }),
    ).toEqual({ caliber: '.300 Blackout', barrelLength: '10.5"', threading: '5/8x24' });
  });

  it('keeps a secondary pick only while its value is still offered', () => {
    const picks = { caliber: '5.56 NATO', barrelLength: '16"', finish: 'Black' };
    expect(resolveChoices(variants, config, picks).finish).toBe('Black');
    expect(
      resolveChoices(variants, config, { ...picks, barrelLength: '14.5"' }).finish,
    ).toBeUndefined();
  });

  it('clears later picks that no longer match when an earlier choice changes', () => {
    let picks = applyChoice(variants, config, {}, 'caliber', '5.56 NATO');
    picks = applyChoice(variants, config, picks, 'barrelLength', '14.5"');
    expect(picks).toEqual({ caliber: '5.56 NATO', barrelLength: '14.5"' });
    picks = applyChoice(variants, config, picks, 'caliber', '.300 Blackout');
    expect(picks).toEqual({ caliber: '.300 Blackout' });
    // going back does not bring the stale length back
    picks = applyChoice(variants, config, picks, 'caliber', '5.56 NATO');
    expect(picks).toEqual({ caliber: '5.56 NATO' });
  });

  it("keeps later picks that still match, and '' goes back to 'Choose …'", () => {
    const picks = applyChoice(
      variants,
      config,
      { caliber: '5.56 NATO', barrelLength: '16"', finish: 'Black' },
      'finish',
      '',
    );
    expect(picks).toEqual({ caliber: '5.56 NATO', barrelLength: '16"' });
  });

  it("turns a row of the 'from' table into the picks of that variant", () => {
    expect(choicesForVariant(config, variants[3]!)).toEqual({
      caliber: '5.56 NATO',
      barrelLength: '16"',
      threading: '1/2x28',
      finish: 'Black',
    });
  });

  it('selects the variant once every primary property is chosen, the clicked one first', () => {
    expect(chosenVariant(variants, config, { caliber: '5.56 NATO' })).toBeUndefined();
    const choices = resolveChoices(variants, config, {
      caliber: '5.56 NATO',
      barrelLength: '16"',
    });
    expect(chosenVariant(variants, config, choices)?._id).toBe('a');
    expect(chosenVariant(variants, config, choices, 'd')?._id).toBe('d');
    // a clicked variant that no longer agrees with the choices gives way
    expect(chosenVariant(variants, config, choices, 'b')?._id).toBe('a');
  });

  it('selects a single variant at once', () => {
    const one = [variants[0]!];
    const none: VariantConfig = { primary: [], secondary: [] };
    expect(chosenVariant(one, none, resolveChoices(one, none, {}))?._id).toBe('a');
  });
});

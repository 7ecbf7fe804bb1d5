import { describe, expect, it } from 'vitest';
import {
  differingProperties,
  matchingVariants,
  primaryOptions,
  propertyScore,
  rankVariantProperties,
  secondaryOptions,
  selectedVariant,
  variantValue,
} from './variant-ranking.ts';

/** `n` variants whose `property` takes the given values in turn. */
function variantsWith(n: number, columns: Record<string, readonly unknown[]>) {
  return Array.from({ length: n }, (_, i) => {
    const v: Record<string, unknown> = { _id: `v${i}` };
    for (const [name, values] of Object.entries(columns)) v[name] = values[i % values.length];
    return v;
  });
}

describe('variant property ranking', () => {
  describe('scores', () => {
    it('10 × the number of distinct values', () => {
      expect(propertyScore('texture', 2, 10)).toBe(20);
      expect(propertyScore('texture', 3, 10)).toBe(30);
    });

    it('+50 for each key spec', () => {
      for (const key of [
        'caliber',
        'length',
        'barrelLength',
        'diameter',
        'threading',
        'gasSystemType',
        'pullWeight',
        'magnification',
        'reticleType',
        'capacity',
        'weight',
        'type',
        'profile',
        'twistRate',
      ])
        expect(propertyScore(key, 2, 10), key).toBe(70);
    });

    it('+25 for material, gasLength, bufferType and innerDiameter', () => {
      for (const key of ['material', 'gasLength', 'bufferType', 'innerDiameter'])
        expect(propertyScore(key, 2, 10), key).toBe(45);
    });

    it('+10 for color and finish', () => {
      expect(propertyScore('color', 2, 10)).toBe(30);
      expect(propertyScore('finish', 2, 10)).toBe(30);
    });

    it('−20 when the values are distinct for at least 80 % of the variants', () => {
      expect(propertyScore('caliber', 4, 5)).toBe(40 + 50 - 20); // 80 %: nearly all distinct
      expect(propertyScore('caliber', 3, 5)).toBe(30 + 50); // 60 %: no penalty
      expect(propertyScore('texture', 8, 10)).toBe(80 - 20);
      expect(propertyScore('texture', 7, 10)).toBe(70);
    });
  });

  describe('which properties count', () => {
    it('ignores technical fields and single-valued properties', () => {
      const variants = variantsWith(4, {
        upc: ['1', '2', '3', '4'],
        model: ['a', 'b', 'c', 'd'],
        price: [1, 2, 3, 4],
        vendor: [[{ price: 1 }], [{ price: 2 }]],
        notes: ['x', 'y'],
        material: ['Steel'],
        caliber: ['5.56 NATO', '.300 Blackout'],
      });
      expect(differingProperties(variants).map((p) => p.name)).toEqual(['caliber']);
    });

    it('ranks equal scores in the catalogue field order, whatever the order of the keys', () => {
      const columns = {
        twistRate: ['1:7', '1:8'],
        caliber: ['5.56 NATO', '.300 Blackout'],
        threading: ['1/2x28', '5/8x24'],
      };
      const reversed = Object.fromEntries(Object.entries(columns).reverse());
      for (const order of [columns, reversed]) {
        expect(differingProperties(variantsWith(8, order)).map((p) => p.name)).toEqual([
          'caliber',
          'threading',
          'twistRate',
        ]);
      }
    });

    it('compares lists as comma-joined values and skips empty ones', () => {
      expect(variantValue({ color: ['Black', 'FDE'] }, 'color')).toBe('Black, FDE');
      expect(variantValue({ color: [] }, 'color')).toBeUndefined();
      expect(variantValue({ finish: '  ' }, 'finish')).toBeUndefined();
      const variants = [{ finish: 'Nitride' }, { finish: '' }, { finish: 'Nitride' }];
      expect(differingProperties(variants)).toEqual([]);
    });
  });

  describe('primary and secondary', () => {
    it('chooses nothing for a single variant', () => {
      expect(rankVariantProperties([{ caliber: '5.56 NATO', color: ['Black'] }])).toEqual({
        primary: [],
        secondary: [],
      });
    });

    it('makes all primary when two or fewer properties differ, whatever their scores', () => {
      const config = rankVariantProperties(
        variantsWith(6, { texture: ['a', 'b'], color: ['Black', 'FDE'] }),
      );
      expect(config.primary.map((p) => p.name)).toEqual(['color', 'texture']);
      expect(config.secondary).toEqual([]);
    });

    it('makes both primary when only two properties differ, even scoring under 20', () => {
      // Two variants, two values each: 20 − 20 = 0. With a third property they would be secondary.
      const two = variantsWith(2, { texture: ['s', 't'], flavour: ['x', 'y'] });
      expect(propertyScore('texture', 2, 2)).toBe(0);
      expect(rankVariantProperties(two)).toEqual({
        primary: [
          { name: 'texture', displayName: 'Texture' },
          { name: 'flavour', displayName: 'Flavour' },
        ],
        secondary: [],
      });
      const one = variantsWith(3, { texture: ['s', 't', 'u'] }); // 30 − 20 = 10
      expect(rankVariantProperties(one).primary.map((p) => p.name)).toEqual(['texture']);
      const three = variantsWith(2, {
        texture: ['s', 't'],
        flavour: ['x', 'y'],
        aroma: ['a', 'b'],
      });
      expect(rankVariantProperties(three)).toEqual({
        primary: [],
        secondary: ['texture', 'flavour', 'aroma'],
      });
    });

    it('with three or more: score ≥ 50 primary, plus at most two scoring 20–49, rest secondary', () => {
      const variants = variantsWith(12, {
        barrelLength: ['10.5"', '14.5"', '16"'], // 30 + 50 = 80
        caliber: ['5.56 NATO', '.300 Blackout'], // 20 + 50 = 70
        gasLength: ['Carbine', 'Mid-length'], // 20 + 25 = 45
        color: ['Black', 'FDE'], // 20 + 10 = 30
        finish: ['Nitride', 'Phosphate'], // 30
        texture: ['Smooth', 'Stippled'], // 20
        flavour: ['x', 'y'], // 20
      });
      const config = rankVariantProperties(variants);
      expect(config.primary).toEqual([
        { name: 'barrelLength', displayName: 'Barrel length' },
        { name: 'caliber', displayName: 'Caliber' },
        { name: 'gasLength', displayName: 'Gas system length' },
        { name: 'color', displayName: 'Color' },
      ]);
      expect(config.secondary).toEqual(['finish', 'texture', 'flavour']);
    });

    it('leaves properties under 20 secondary', () => {
      // Two values across two variants: 20 − 20 = 0 for an ordinary property.
      const variants = variantsWith(2, {
        caliber: ['a', 'b'],
        type: ['x', 'y'],
        texture: ['s', 't'],
      });
      const config = rankVariantProperties(variants);
      expect(config.primary.map((p) => p.name)).toEqual(['caliber', 'type']);
      expect(config.secondary).toEqual(['texture']);
    });

    it('puts a score of exactly 50 in primary, exactly 20 in the band, 10 in secondary', () => {
      const variants = variantsWith(2, {
        caliber: ['a', 'b'], // 20 + 50 − 20 = 50
        texture: ['s', 't'], // 20 − 20 = 0
        color: ['c1', 'c2'], // 20 + 10 − 20 = 10
      });
      const three = variantsWith(6, { texture: ['s', 't'] }); // 20: the band's floor
      expect(propertyScore('caliber', 2, 2)).toBe(50);
      expect(propertyScore('texture', 2, 6)).toBe(20);
      const config = rankVariantProperties(variants);
      expect(config.primary.map((p) => p.name)).toEqual(['caliber']);
      expect(config.secondary).toEqual(['color', 'texture']);
      const banded = rankVariantProperties(
        three.map((v, i) => ({
          ...v,
          type: `t${i % 2}`,
          flavour: `f${i % 2}`,
          aroma: `a${i % 2}`,
        })),
      );
      // type 70 primary; texture, flavour, aroma all 20: only two of them join it.
      expect(banded.primary.map((p) => p.name)).toEqual(['type', 'texture', 'flavour']);
      expect(banded.secondary).toEqual(['aroma']);
    });
  });

  describe('cascading selects and the selected variant', () => {
    const variants = [
      { _id: 'a', caliber: '5.56 NATO', barrelLength: '16"', color: ['Black'] },
      { _id: 'b', caliber: '5.56 NATO', barrelLength: '14.5"', color: ['Black'] },
      { _id: 'c', caliber: '.300 Blackout', barrelLength: '10.5"', color: ['Black'] },
      { _id: 'd', caliber: '5.56 NATO', barrelLength: '16"', color: ['FDE'] },
    ];
    const config = {
      primary: [
        { name: 'caliber', displayName: 'Caliber' },
        { name: 'barrelLength', displayName: 'Barrel length' },
      ],
      secondary: ['color'],
    };

    it('offers a primary property only once the earlier ones are chosen', () => {
      expect(primaryOptions(variants, config, 'caliber', {})).toEqual([
        '5.56 NATO',
        '.300 Blackout',
      ]);
      expect(primaryOptions(variants, config, 'barrelLength', {})).toEqual([]);
      expect(primaryOptions(variants, config, 'barrelLength', { caliber: '5.56 NATO' })).toEqual([
        '16"',
        '14.5"',
      ]);
      expect(primaryOptions(variants, config, 'color', {})).toEqual([]);
    });

    it('offers secondary values among the variants the primary choices leave', () => {
      expect(
        secondaryOptions(variants, config, 'color', { caliber: '5.56 NATO', barrelLength: '16"' }),
      ).toEqual(['Black', 'FDE']);
      expect(secondaryOptions(variants, config, 'color', { caliber: '.300 Blackout' })).toEqual([
        'Black',
      ]);
    });

    it('selects a variant once every primary property is chosen', () => {
      expect(selectedVariant(variants, config, { caliber: '5.56 NATO' })).toBeUndefined();
      expect(
        selectedVariant(variants, config, { caliber: '5.56 NATO', barrelLength: '16"' })?._id,
      ).toBe('a');
      expect(
        selectedVariant(variants, config, {
          caliber: '5.56 NATO',
          barrelLength: '16"',
          color: 'FDE',
        })?._id,
      ).toBe('d');
      expect(matchingVariants(variants, { color: 'FDE' }).map((v) => v._id)).toEqual(['d']);
    });

    it('selects the only variant at once', () => {
      expect(selectedVariant([variants[0]!], { primary: [], secondary: [] }, {})?._id).toBe('a');
    });
  });
});

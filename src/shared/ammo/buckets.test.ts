import { describe, expect, it } from 'vitest';
import { bucketOf, findBucket, GRAIN_BUCKETS, PRICE_BUCKETS } from './buckets.ts';
import { BULLET_TYPES, bulletTypeFromName, findBulletType } from './bullet-types.ts';

describe('grain and price buckets', () => {
  const grain = (g: number | null) => bucketOf(GRAIN_BUCKETS, g)?.label;
  const price = (p: number | null) => bucketOf(PRICE_BUCKETS, p)?.label;

  it('puts grains on the right side of every edge', () => {
    expect(grain(0)).toBe('Under 50gr');
    expect(grain(49.99)).toBe('Under 50gr');
    expect(grain(50)).toBe('50-100gr');
    expect(grain(100)).toBe('50-100gr');
    expect(grain(100.01)).toBe('100-150gr');
    expect(grain(150)).toBe('100-150gr');
    expect(grain(150.01)).toBe('150gr and above');
    expect(grain(800)).toBe('150gr and above');
    expect(grain(null)).toBeUndefined();
  });

  it('puts prices on the right side of every edge', () => {
    expect(price(49.99)).toBe('Under $50');
    expect(price(50)).toBe('$50 - $100');
    expect(price(100)).toBe('$50 - $100');
    expect(price(100.01)).toBe('$100 - $200');
    expect(price(150)).toBe('$100 - $200');
    expect(price(200)).toBe('$100 - $200');
    expect(price(200.01)).toBe('$200 and above');
    expect(price(-1)).toBeUndefined();
    expect(price(Number.NaN)).toBeUndefined();
  });

  it('lists the filter’s labels in order, and finds a bucket by key or label', () => {
    expect(GRAIN_BUCKETS.map((b) => b.label)).toEqual([
      'Under 50gr',
      '50-100gr',
      '100-150gr',
      '150gr and above',
    ]);
    expect(PRICE_BUCKETS.map((b) => b.label)).toEqual([
      'Under $50',
      '$50 - $100',
      '$100 - $200',
      '$200 and above',
    ]);
    expect(findBucket(PRICE_BUCKETS, '$50 - $100')?.key).toBe('50-100');
    expect(findBucket(PRICE_BUCKETS, '$50-$100')?.key).toBe('50-100');
    expect(findBucket(GRAIN_BUCKETS, 'UNDER 50GR')?.key).toBe('under-50');
    expect(findBucket(GRAIN_BUCKETS, '150-plus')?.label).toBe('150gr and above');
    expect(findBucket(GRAIN_BUCKETS, '100-200')).toBeUndefined();
  });
});

describe('bullet types', () => {
  it('lists the nine in the filter’s order and takes them in any case', () => {
    expect(BULLET_TYPES).toEqual([
      'FMJ',
      'FMJBT',
      'JHP',
      'HPBT',
      'Soft Point',
      'FMC',
      'TMJ',
      'LRN',
      'CPHP',
    ]);
    for (const t of BULLET_TYPES) {
      expect(bulletTypeFromName(t.toLowerCase())).toBe(t);
      expect(findBulletType(`9mm 115 gr ${t}`)).toBe(t);
    }
    expect(bulletTypeFromName('BTHP')).toBeUndefined();
  });

  it('looks for FMJBT before FMJ, and for whole words only', () => {
    expect(findBulletType('55 Grain FMJ FMJBT')).toBe('FMJBT');
    expect(findBulletType('FMJBTX')).toBeUndefined();
    expect(findBulletType('6.8 SPC')).toBeUndefined();
  });
});

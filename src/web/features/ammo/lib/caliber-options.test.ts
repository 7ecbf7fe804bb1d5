import { describe, expect, it } from 'vitest';
import { AMMO_FILTER_CALIBER_KEYS, ammoCaliberByKey } from '../../../../shared/ammo/calibers.ts';
import { CALIBER_FILTER_ORDER, caliberMatches, caliberOptions } from './caliber-options.ts';

const byKey = (key: string) => caliberOptions([]).find((o) => o.value === key)!;
const matching = (search: string) =>
  caliberOptions([])
    .filter((o) => caliberMatches(o, search))
    .map((o) => o.value);

describe('the Caliber filter', () => {
  it('orders every calibre of the filter once, the AR-15 ones first', () => {
    expect([...CALIBER_FILTER_ORDER].sort()).toEqual([...AMMO_FILTER_CALIBER_KEYS].sort());
    const platforms = CALIBER_FILTER_ORDER.map((k) => ammoCaliberByKey(k)?.platform);
    const firstOther = platforms.findIndex((p) => p !== 'AR15');
    expect(firstOther).toBeGreaterThan(0);
    expect(platforms.slice(firstOther).includes('AR15')).toBe(false);
    expect(CALIBER_FILTER_ORDER.slice(0, 6)).toEqual(
      expect.arrayContaining([
        '556',
        '223',
        '300-blackout',
        '65-grendel',
        '762x39',
        '450-bushmaster',
      ]),
    );
  });

  it('labels the options and adds a calibre the URL chose that the filter does not offer', () => {
    expect(byKey('300-blackout').label).toBe('.300 Blackout');
    const options = caliberOptions(['12-gauge', '556', 'nonsense']);
    expect(options.map((o) => o.value)).toEqual([...CALIBER_FILTER_ORDER, '12-gauge', 'nonsense']);
    expect(options.at(-2)?.label).toBe('12 Gauge');
    expect(options.at(-1)?.label).toBe('nonsense');
  });

  it('searches every name of a calibre, ignoring case, dots, spaces and hyphens', () => {
    expect(matching('grendel')).toEqual(['65-grendel']);
    expect(matching('GRENDEL')).toEqual(['65-grendel']);
    expect(matching('300 blk')).toEqual(['300-blackout']);
    expect(matching('7.62x39')).toEqual(['762x39']);
    expect(matching('luger')).toEqual(['9mm']);
    expect(matching('zzz')).toEqual([]);
    expect(matching('.')).toHaveLength(CALIBER_FILTER_ORDER.length);
  });
});

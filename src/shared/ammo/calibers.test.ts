import { describe, expect, it } from 'vitest';
import { readFixture as readSharedData } from '../../../tests/fixtures.ts';
import { CALIBER_FILTER_LABELS, CALIBERS, squashCaliber } from '../catalog/calibers.ts';
import {
  AMMO_CALIBERS,
  AMMO_FILTER_CALIBER_KEYS,
  ammoCaliberByKey,
  findAmmoCaliber,
} from './calibers.ts';

describe('ammo calibres', () => {
  it('has a calibre for every key of the Calibers filter, in the filter’s order', () => {
    for (const key of AMMO_FILTER_CALIBER_KEYS) expect(ammoCaliberByKey(key), key).toBeDefined();
    expect(CALIBER_FILTER_LABELS.map((l) => findAmmoCaliber(l)?.key)).toEqual([
      ...AMMO_FILTER_CALIBER_KEYS,
    ]);
  });

  it('finds a key by any spelling, ignoring case, hyphens and spaces', () => {
    for (const label of CALIBER_FILTER_LABELS) {
      expect(findAmmoCaliber(label.toLowerCase())?.label, label).toBeDefined();
      expect(findAmmoCaliber(label.toUpperCase().replace(/ /g, '-'))?.label, label).toBeDefined();
    }
    expect(findAmmoCaliber('300-Black Out')?.key).toBe('300-blackout');
    expect(findAmmoCaliber('5.56x45mm NATO')?.key).toBe('556');
    expect(findAmmoCaliber('7.62 x 39')?.key).toBe('762x39');
    expect(findAmmoCaliber('40 cal')?.key).toBe('40-sw');
  });

  it('is not fooled by the test key or a chamber', () => {
    expect(findAmmoCaliber('high-price-test')).toBeUndefined();
    expect(findAmmoCaliber('.223 Wylde')).toBeUndefined();
    expect(findAmmoCaliber('')).toBeUndefined();
  });

  it('shares the catalogue’s keys and labels for the calibres AR parts are made for', () => {
    for (const cal of CALIBERS) {
      if (cal.key === '223-wylde') continue;
      expect(ammoCaliberByKey(cal.key)?.label, cal.key).toBe(cal.label);
    }
  });

  it('gives every calibre a unique key and names no two calibres alike', () => {
    const keys = AMMO_CALIBERS.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    const names = new Map<string, string>();
    for (const cal of AMMO_CALIBERS)
      for (const name of [cal.key, cal.label, ...cal.aliases]) {
        const taken = names.get(squashCaliber(name));
        expect(taken === undefined || taken === cal.key, `${name}: ${taken} and ${cal.key}`).toBe(
          true,
        );
        names.set(squashCaliber(name), cal.key);
      }
  });

  it('names each calibre’s cartridge as the real cartridge list does (cartridges.csv)', () => {
    const names = new Set(
      readSharedData('calibers/cartridges.csv')
        .split('\n')
        .slice(1)
        .map((line) => line.split(',')[0]!.replace(/^"|"$/g, '').trim()),
    );
    const unknown = AMMO_CALIBERS.filter((c) => c.cartridge && !names.has(c.cartridge)).map(
      (c) => `${c.key}: ${c.cartridge}`,
    );
    expect(unknown).toEqual([]);
    // …and the list's own names find them
    for (const cal of AMMO_CALIBERS)
      if (cal.cartridge) expect(findAmmoCaliber(cal.cartridge)?.key).toBe(cal.key);
  });
});

import { describe, expect, it } from 'vitest';
import { readFixture as readSharedData } from '../../../tests/fixtures.ts';
import {
  CALIBER_FILTER_LABELS,
  CALIBERS,
  findCaliber,
  squashCaliber,
} from '../catalog/calibers.ts';
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

  it('knows the calibres and spellings retailer feeds sell (ADR 078)', () => {
    const cases: [string, string][] = [
      ['.50 cal BMG', '50-bmg'],
      ['12.7x99mm NATO', '50-bmg'],
      ['5.45x39mm', '545x39'],
      ['7.62x51 NATO', '308'],
      ['5.56x45 NATO', '556'],
      ['9mm Para', '9mm'],
      ['.380', '380-acp'],
      ['40 SW', '40-sw'],
      ['12ga', '12-gauge'],
      ['12 GA.', '12-gauge'],
      ['20 Ga', '20-gauge'],
      ['28 Gauge', '28-gauge'],
      ['16 ga', '16-gauge'],
      ['410 bore', '410-bore'],
      ['.22 Short', '22-short'],
      ['22 Win Mag', '22-wmr'],
      ['.17 WSM', '17-wsm'],
      ['.350 Legend', '350-legend'],
      ['.25-45 Sharps', '25-45-sharps'],
      ['7mm-08 Rem', '7mm-08'],
      ['6.5x55 Swede', '65x55'],
      ['8x57 JS', '8mm-mauser'],
      ['.303 British', '303-british'],
      ['7.62x54R', '762x54r'],
      ['338 Lapua Mag', '338-lapua'],
      ['.41 Rem Mag', '41-magnum'],
    ];
    for (const [name, key] of cases) expect(findAmmoCaliber(name)?.key, name).toBe(key);
    expect(ammoCaliberByKey('28-gauge')?.category).toBe('shotshell');
    expect(ammoCaliberByKey('17-wsm')?.category).toBe('rimfire');
  });

  it('leaves the parts catalogue’s calibres as they are', () => {
    // listing spellings such as '.380' alone are the ammo list's, not the AR parts'
    expect(findCaliber('.380')).toBeUndefined();
    expect(findCaliber('.380 Auto')?.key).toBe('380-acp');
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

import { describe, expect, it } from 'vitest';
import {
  AMMO_BRANDS,
  brandAfterBy,
  brandAnywhere,
  brandAtStart,
  brandWords,
  canonicalBrand,
} from './brands.ts';

// The ammunition makers' table (ADR 078): one stored name per maker, every spelling and product
// line mapped onto it, everyday-word names read only where a title or a part of it starts.
describe('ammo brands', () => {
  it('knows a hundred makers or more, each stored once', () => {
    expect(AMMO_BRANDS.length).toBeGreaterThanOrEqual(100);
    expect(new Set(AMMO_BRANDS).size).toBe(AMMO_BRANDS.length);
  });

  it('gives no spelling to two makers', () => {
    const owner = new Map<string, string>();
    for (const brand of AMMO_BRANDS) {
      const key = brandWords(brand).join(' ');
      expect(owner.get(key) ?? brand, key).toBe(brand);
      owner.set(key, brand);
      expect(canonicalBrand(brand)).toBe(brand);
    }
  });

  it('maps spellings and product lines onto the stored name', () => {
    const cases: [string, string][] = [
      ['S&B', 'Sellier & Bellot'],
      ['Sellier and Bellot', 'Sellier & Bellot'],
      ['sellier & bellot', 'Sellier & Bellot'],
      ['Sellier&Bellot', 'Sellier & Bellot'],
      ['Federal Premium', 'Federal'],
      ['American Eagle', 'Federal'],
      ['PPU', 'Prvi Partizan'],
      ['Privi', 'Prvi Partizan'],
      ['Tula', 'TulAmmo'],
      ['TULAMMO', 'TulAmmo'],
      ['UMC', 'Remington'],
      ['CBC', 'Magtech'],
      ['Wolf Gold', 'Wolf'],
      ['CCI Blazer', 'Blazer'],
      ['Herters', "Herter's"],
      ['HEVI-Shot', 'Hevi-Shot'],
      ['Century Arms Red Army Standard', 'Red Army Standard'],
      ['Nobel Sport', 'NobelSport'],
    ];
    for (const [written, stored] of cases) expect(canonicalBrand(written), written).toBe(stored);
    expect(canonicalBrand('  Staccato ')).toBe('Staccato');
  });

  it('reads the brand at the start, past leading noise, taking the longest spelling', () => {
    expect(brandAtStart('Buy this Federal American Eagle 9mm')).toBe('Federal');
    expect(brandAtStart('NEW! Red Army Standard 7.62x39')).toBe('Red Army Standard');
    expect(brandAtStart('CCI Blazer 22LR')).toBe('Blazer');
    expect(brandAtStart('CCI Mini-Mag 22LR')).toBe('CCI');
    expect(brandAtStart('Bulk 9mm')).toBeUndefined();
  });

  it('reads a brand after "by", everyday-word names included', () => {
    expect(brandAfterBy('250 Rounds of 12 Gauge #8 by Estate')).toBe('Estate');
    expect(brandAfterBy('1000 Rounds of 9mm by Sellier and Bellot')).toBe('Sellier & Bellot');
    expect(brandAfterBy('9mm sold by the case')).toBeUndefined();
  });

  it('reads a brand in the middle only when its name is no everyday word', () => {
    expect(brandAnywhere('500rd Case - Tulammo 7.62x39')).toBe('TulAmmo');
    expect(brandAnywhere('9mm 124gr FMJ-FN 50 Rounds')).toBeUndefined();
    expect(brandAnywhere('308 Win 168gr Sierra MatchKing')).toBeUndefined();
    expect(brandAnywhere('12 Gauge Kent Fasteel')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import {
  CALIBER_FILTER_LABELS,
  CALIBERS,
  caliberFilterKeys,
  caliberSelectionKey,
  findCaliber,
  squashCaliber,
} from './calibers.ts';

describe('calibres', () => {
  it('knows every calibre of the Calibers filter, as written and lower-cased', () => {
    for (const name of CALIBER_FILTER_LABELS) {
      expect(findCaliber(name), name).toBeDefined();
      expect(findCaliber(name.toLowerCase()), name).toBeDefined();
    }
  });

  it('matches ignoring case, hyphens, spaces and dots', () => {
    expect(squashCaliber('.300 Black-Out')).toBe('300blackout');
    expect(findCaliber('300-blackout')?.key).toBe('300-blackout');
    expect(findCaliber('5.56x45mm')?.key).toBe('556');
    expect(findCaliber('7.62 NATO')?.key).toBe('308');
    expect(findCaliber('.22 Hornet')).toBeUndefined();
  });

  it('uses the ammunition’s caliber keys', () => {
    const keys = new Set(CALIBERS.map((c) => c.key));
    for (const key of ['223', '556', '380-acp', '9mm', '308', '300-blackout', '762x39', '22-lr'])
      expect(keys.has(key)).toBe(true);
  });

  it('gives a 5.56 chamber both 5.56 and .223, and a .223 chamber only .223', () => {
    expect(caliberFilterKeys(['5.56 NATO'])).toEqual(['223', '556']);
    expect(caliberFilterKeys(['.223 Wylde'])).toEqual(['223', '556']);
    expect(caliberFilterKeys(['.223 Remington'])).toEqual(['223']);
  });

  it('joins a variant’s calibre and compatibility, ignoring unknown and empty names', () => {
    expect(
      caliberFilterKeys(['5.56 NATO', '.300 Blackout', 'Multi-Caliber', undefined, null, '']),
    ).toEqual(['223', '300-blackout', '556']);
  });

  it('filters a selected calibre on its own key; a chamber-only one on its ammo', () => {
    expect(caliberSelectionKey('5.56 nato')).toBe('556');
    expect(caliberSelectionKey('.223')).toBe('223');
    expect(caliberSelectionKey('.223 Wylde')).toBe('556');
    expect(caliberSelectionKey('.22 Hornet')).toBeUndefined();
  });
});

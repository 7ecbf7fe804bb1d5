import { describe, expect, it } from 'vitest';
import {
  SILHOUETTES,
  SILHOUETTE_COLOURS,
  colourForFinish,
  isSilhouetteColour,
  isSilhouetteKind,
  silhouetteSvg,
  silhouetteUrl,
} from './silhouettes.ts';

describe('silhouettes (ADR 021)', () => {
  it('draws every kind in every colour as a self-contained SVG without scripts or links', () => {
    for (const kind of Object.keys(SILHOUETTES)) {
      for (const colour of Object.keys(SILHOUETTE_COLOURS)) {
        if (!isSilhouetteKind(kind) || !isSilhouetteColour(colour)) throw new Error('type guard');
        const svg = silhouetteSvg(kind, colour);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(svg).toContain(SILHOUETTE_COLOURS[colour]);
        expect(svg).not.toMatch(/<script|href|on\w+=|url\(/i);
      }
    }
  });

  it('is same-origin and refuses unknown names', () => {
    expect(silhouetteUrl('barrel', 'fde')).toBe('/api/catalog/images/barrel/fde.svg');
    expect(isSilhouetteKind('toString')).toBe(false);
    expect(isSilhouetteColour('constructor')).toBe(false);
  });

  it('draws an ammo box for the ammo pages, served at its own address', () => {
    expect(isSilhouetteKind('ammo')).toBe(true);
    expect(silhouetteUrl('ammo', 'bronze')).toBe('/api/catalog/images/ammo/bronze.svg');
    expect(silhouetteSvg('ammo', 'bronze')).toContain('aria-label="ammo"');
  });

  it('picks a colour from a finish or colour name', () => {
    expect(colourForFinish('FDE')).toBe('fde');
    expect(colourForFinish('Flat Dark Earth')).toBe('fde');
    expect(colourForFinish('OD Green')).toBe('odg');
    expect(colourForFinish('Tungsten Grey')).toBe('grey');
    expect(colourForFinish('Titanium')).toBe('grey');
    expect(colourForFinish('Stainless')).toBe('stainless');
    expect(colourForFinish('Type III Hardcoat Anodized')).toBe('black');
    expect(colourForFinish('Coyote Brown')).toBe('tan');
    expect(colourForFinish(undefined)).toBe('black');
  });
});

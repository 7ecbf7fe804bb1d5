import { describe, expect, it } from 'vitest';
import {
  formatSavedDate,
  savedPartCard,
  savedPartCards,
  savedPartEntry,
} from './saved-part-cards.ts';

const product = {
  name: 'BCM 16" Barrel',
  details: {
    product: {
      _id: 'v1',
      model: 'BCM 16" Barrel',
      images: ['/api/catalog/images/barrel/black.svg'],
      vendor: [{ price: 250 }, { price: 199.5 }],
    },
    groupData: { _id: 'bcm-barrel', mainCategory: 'barrels', price: 260 },
    savedAt: '2026-11-20T10:00:00.000Z',
  },
};
const ammo = {
  name: 'Federal 5.56 55gr FMJ',
  details: { ammo: { id: 'ammo-1', price: 9.99, images: [] }, savedAt: '2026-11-21T10:00:00.000Z' },
};

describe('Saved Part List cards', () => {
  it('shows a product with its cheapest price and a link to its product page', () => {
    expect(savedPartCard(product)).toEqual({
      kind: 'product',
      partId: 'v1',
      name: 'BCM 16" Barrel',
      price: 199.5,
      image: '/api/catalog/images/barrel/black.svg',
      savedAt: '2026-11-20T10:00:00.000Z',
      href: '/product/barrels/bcm-barrel',
    });
  });

  it('shows ammo with its price and a link to /ammo-detail/{id}', () => {
    expect(savedPartCard(ammo)).toEqual({
      kind: 'ammo',
      partId: 'ammo-1',
      name: 'Federal 5.56 55gr FMJ',
      price: 9.99,
      savedAt: '2026-11-21T10:00:00.000Z',
      href: '/ammo-detail/ammo-1',
    });
  });

  it('leaves out entries that name no item, and images that are not web addresses', () => {
    const odd = {
      name: 'x',
      details: { product: { _id: 'v2', images: ['javascript:alert(1)'] }, groupData: {} },
    };
    const cards = savedPartCards([null, { name: 'legacy' }, odd, ammo]);
    expect(cards.map((c) => c.partId)).toEqual(['v2', 'ammo-1']);
    expect(cards[0]).not.toHaveProperty('image');
    expect(cards[0]).not.toHaveProperty('href');
  });

  it("shows the brand: the variant's, else its group's; ammo's own", () => {
    const branded = {
      ...product,
      details: { ...product.details, product: { ...product.details.product, brand: ' BCM ' } },
    };
    expect(savedPartCard(branded)?.brand).toBe('BCM');
    const groupOnly = {
      ...product,
      details: { ...product.details, groupData: { ...product.details.groupData, brand: 'Aero' } },
    };
    expect(savedPartCard(groupOnly)?.brand).toBe('Aero');
    const federal = {
      ...ammo,
      details: { ...ammo.details, ammo: { ...ammo.details.ammo, brand: 'Federal' } },
    };
    expect(savedPartCard(federal)?.brand).toBe('Federal');
    expect(savedPartCard(product)).not.toHaveProperty('brand');
    expect(savedPartCard(ammo)).not.toHaveProperty('brand');
  });

  it('finds the stored entry of a card, by kind and id, for Undo to save again', () => {
    const list = [null, product, ammo];
    expect(savedPartEntry(list, { kind: 'ammo', partId: 'ammo-1' })).toBe(ammo);
    expect(savedPartEntry(list, { kind: 'product', partId: 'v1' })).toBe(product);
    expect(savedPartEntry(list, { kind: 'product', partId: 'ammo-1' })).toBeUndefined();
    expect(savedPartEntry([], { kind: 'ammo', partId: 'ammo-1' })).toBeUndefined();
  });

  it('formats the saved date, or nothing for a missing or broken one', () => {
    expect(formatSavedDate('2026-11-20T23:30:00.000Z')).toBe('Nov 20, 2026');
    expect(formatSavedDate(undefined)).toBeUndefined();
    expect(formatSavedDate('yesterday')).toBeUndefined();
  });
});

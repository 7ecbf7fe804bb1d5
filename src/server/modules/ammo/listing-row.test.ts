import { describe, expect, it } from 'vitest';
import { ammoImportMessages as m } from '../../../shared/ammo/messages.ts';
import { checkListing } from './listing-row.ts';

const row = {
  merchant: 'SGAmmo',
  productId: 'sg-1',
  title: 'Federal American Eagle 5.56x45 Ammo - 20 Rounds of 55 Grain FMJ Ammunition',
  price: '$9.99',
  buyLink: 'https://sgammo.example/sg-1',
};

describe('a listings-file row', () => {
  it('fills brand, calibre, grain, bullet type and round count from the title', () => {
    expect(checkListing(row)).toEqual({
      listing: {
        ...row,
        price: 9.99,
        inStock: true,
        shipping: 'Free shipping',
        brand: 'Federal',
        caliber: '556',
        grain: 55,
        bulletType: 'FMJ',
        roundCount: 20,
      },
    });
  });

  it('prefers the columns to the title, even a bullet type none of the nine', () => {
    const { listing } = checkListing({
      ...row,
      brand: 'hornady',
      caliber: '300 BLK',
      grain: '110 gr',
      roundCount: '1,000',
      bulletType: 'V-MAX',
      inStock: 'Sold Out',
    });
    expect(listing).toMatchObject({ caliber: '300-blackout', grain: 110, roundCount: 1000 });
    expect(listing?.brand).toBe('Hornady');
    expect(listing?.inStock).toBe(false);
    expect(listing).not.toHaveProperty('bulletType');
  });

  it('reports every reason at once, in the columns’ order', () => {
    expect(
      checkListing({
        title: 'ammo '.repeat(61),
        price: '-3',
        buyLink: 'ftp://x',
        inStock: 'maybe',
        grain: 'heavy',
        roundCount: '0',
      }),
    ).toEqual({
      reasons: [
        m.tooLong('title', 300),
        m.merchantMissing,
        m.productIdMissing,
        m.priceInvalid('-3'),
        m.buyLinkInvalid('ftp://x'),
        m.inStockInvalid('maybe'),
        m.brandMissing,
        m.caliberMissing,
        m.grainInvalid('heavy'),
        m.roundCountInvalid('0'),
      ],
    });
  });

  it('says a calibre column it cannot read is unknown, not missing', () => {
    expect(checkListing({ ...row, caliber: '22 Hornet' }).reasons).toEqual([
      m.caliberUnknown('22 Hornet'),
    ]);
  });
});

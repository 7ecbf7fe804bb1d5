import { describe, expect, it } from 'vitest';
import { addProduct, emptyBuildParts, productAt } from '../../../../shared/build/build.ts';
import { makeProduct } from '../../../../../tests/build-factories.ts';
import type { AmmoDetail } from '../../../../shared/ammo/schema.ts';
import { isAlreadySaved } from '../../../../shared/catalog/saved-part-keys.ts';
import { AMMO_SUB_PART, ammoBuildProduct, ammoDescription, savedAmmoPart } from './ammo-detail.ts';

const offer = (merchantName: string, price: number) => ({
  merchantId: merchantName.toLowerCase().replace(/\W+/g, '-'),
  merchantName,
  shippingRule: { flat: 0, perItem: 0, freeOver: null },
  price,
  pricePerRound: price / 20,
  buyLink: `https://${merchantName.toLowerCase().replace(/\W/g, '')}.example/p`,
  inStock: true,
  shipping: 'Free shipping',
  updatedAt: '2026-11-20T00:00:00.000Z',
  checkedAt: '2026-11-20T00:00:00.000Z',
});

const item: AmmoDetail = {
  id: 'ammo-1',
  name: 'Federal American Eagle 5.56x45 Ammo - 20 Rounds of 55 Grain FMJ Ammunition',
  brand: 'Federal',
  caliber: '556',
  caliberLabel: '5.56 NATO',
  platform: 'AR15',
  grain: 55,
  bulletType: 'FMJ',
  roundCount: 20,
  casing: 'Brass',
  description: '',
  images: [],
  price: 9.99,
  pricePerRound: 0.4995,
  inStock: true,
  offerCount: 2,
  vendor: [offer('Lucky Gunner', 9.99), offer('SGAmmo', 11.5)],
};

describe('ammo detail: description, build entry and saved part', () => {
  it('builds the description from the fields', () => {
    expect(ammoDescription(item)).toBe('5.56 NATO, 55 grain FMJ, 20 rounds per box, brass case.');
    expect(ammoDescription({ ...item, roundCount: 1000 })).toContain('1,000 rounds per box');
    expect(
      ammoDescription({
        ...item,
        grain: undefined,
        bulletType: undefined,
        casing: undefined,
        roundCount: 1,
      }),
    ).toBe('5.56 NATO, 1 round per box.');
  });

  it('goes into the Ammunition sub-part with the cheapest merchant selected', () => {
    const product = ammoBuildProduct(item);
    expect(product).toMatchObject({
      _id: 'ammo-1',
      name: item.name,
      brand: 'Federal',
      selectedVendorName: 'Lucky Gunner',
      selectedVendorPrice: 9.99,
    });
    const result = addProduct(emptyBuildParts(), product, AMMO_SUB_PART);
    expect(productAt(result!.parts, 'Ammunition')?._id).toBe('ammo-1');
    expect(result!.included).toEqual([]);
  });

  it('carries its calibre, so the compatibility engine checks it against the barrel', async () => {
    const engine = await import('../../../../shared/compat/index.ts');
    const barrel = makeProduct(
      { model: '16in 5.56 barrel', compat: { caliber: '556', chamber: '556' } },
      { subcategory: 'Barrel' },
    );
    const grendel = ammoBuildProduct({
      ...item,
      caliber: '65-grendel',
      caliberLabel: '6.5 Grendel',
    });
    expect(grendel.variantData?.compat).toEqual({ caliber: '65-grendel' });
    const withBarrel = addProduct(emptyBuildParts(), barrel, 'Barrel')!.parts;
    const parts = addProduct(withBarrel, grendel, AMMO_SUB_PART)!.parts;
    const report = engine.evaluateBuild(engine.compatPartsOf(parts));
    const onAmmo = report.byPart[AMMO_SUB_PART] ?? [];
    expect(onAmmo.some((i) => i.kind === 'conflict' && i.severity === 'error')).toBe(true);
    expect(onAmmo.some((i) => i.kind === 'unchecked')).toBe(false);
  });

  it("picks the Prices table row's merchant", () => {
    expect(ammoBuildProduct(item, 1)).toMatchObject({
      selectedVendorName: 'SGAmmo',
      selectedVendorPrice: 11.5,
      buyUrl: 'https://sgammo.example/p',
    });
  });

  it('saves as { name, details: { ammo } } without the offers, recognised by id', () => {
    const part = savedAmmoPart(item);
    expect(part.name).toBe(item.name);
    expect(part.details).not.toHaveProperty('ammo.vendor');
    expect(isAlreadySaved([part], { details: { ammo: { id: 'ammo-1' } } })).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../../../tests/build-factories.ts';
import {
  buyTarget,
  hasFreeShipping,
  includedParent,
  includedPartLabel,
  productImage,
  productNotes,
  productPhoto,
  selectedVendor,
  vendorLabel,
} from './product-view.ts';

describe('selectedVendor', () => {
  it('finds the merchant the visitor chose', () => {
    const product = makeProduct();
    expect(selectedVendor(product)?.name).toBe('Primary Arms');
    expect(selectedVendor({ ...product, selectedVendorId: 'gone' })).toBeUndefined();
  });
});

describe('productImage', () => {
  it("takes the variant's first image, else the group's, else none", () => {
    expect(productImage(makeProduct({ images: ['https://img.example/v.jpg'] }))).toBe(
      'https://img.example/v.jpg',
    );
    expect(productImage(makeProduct({}, { images: ['https://img.example/g.jpg'] }))).toBe(
      'https://img.example/g.jpg',
    );
    expect(productImage(makeProduct())).toBeUndefined();
  });

  it("reads the list's other name, 'image', and skips blank entries", () => {
    const product = makeProduct();
    const withImage = {
      ...product,
      variantData: { ...product.variantData!, images: undefined, image: 'https://img.example/i' },
    };
    expect(productImage(withImage)).toBe('https://img.example/i');
    expect(productImage(makeProduct({ images: ['  '] }))).toBeUndefined();
  });
});

describe('productPhoto', () => {
  const thumb = (c: string) => `/media/${c.repeat(64)}-thumb.webp`;
  const photo = (c: string) => ({ thumb: thumb(c), detail: `/media/${c.repeat(64)}-detail.webp` });

  it("takes the variant's stored photo, else the group's, else none", () => {
    expect(productPhoto(makeProduct({ photo: photo('a') }, { photo: photo('b') }))).toBe(
      thumb('a'),
    );
    expect(productPhoto(makeProduct({}, { photo: photo('b') }))).toBe(thumb('b'));
    expect(productPhoto(makeProduct())).toBeUndefined();
  });

  it('names only our own /media/ photos, whatever a stored build says', () => {
    for (const bad of ['https://evil.example/x.webp', '/media/../secret', 'javascript:alert(1)', 7])
      expect(productPhoto(makeProduct({ photo: { thumb: bad, detail: bad } }))).toBeUndefined();
  });
});

describe('hasFreeShipping', () => {
  it('ticks when the shipping text mentions free shipping', () => {
    const vendor = { id: 'a', name: 'A', price: 1 };
    expect(hasFreeShipping({ ...vendor, shippingInfo: 'Free shipping' })).toBe(true);
    expect(hasFreeShipping({ ...vendor, shippingInfo: 'FREE over $99' })).toBe(true);
    expect(hasFreeShipping({ ...vendor, shippingInfo: '$9.95 flat rate' })).toBe(false);
    expect(hasFreeShipping(vendor)).toBe(false);
    expect(hasFreeShipping(undefined)).toBe(false);
  });
});

describe('buyTarget', () => {
  it("opens the selected vendor's link", () => {
    expect(buyTarget(makeProduct())).toBe('https://primaryarms.example/p');
  });

  it("falls back to the product's link, and to none", () => {
    const product = makeProduct({ vendor: [{ merchantName: 'Shop', price: 10 }] });
    expect(buyTarget({ ...product, buyUrl: 'https://maker.example/buy' })).toBe(
      'https://maker.example/buy',
    );
    expect(buyTarget({ ...product, buyUrl: undefined })).toBeUndefined();
  });

  it('refuses anything but a web address', () => {
    const product = makeProduct({
      vendor: [{ merchantName: 'Shop', price: 10, buyLink: 'javascript:alert(1)' }],
    });
    expect(buyTarget({ ...product, buyUrl: 'not a url' })).toBeUndefined();
  });
});

describe('row texts', () => {
  it("labels a merchant option 'Name — $price' with its stock, shipping and checked time", () => {
    expect(vendorLabel({ id: 'b', name: 'Brownells', price: 1109.9 })).toBe(
      'Brownells — $1,109.90',
    );
    const now = Date.parse('2026-03-10T12:00:00Z');
    const offer = {
      id: 'r',
      name: 'Rainier Arms',
      price: 149.99,
      inStock: false,
      shippingInfo: '$9.95 flat',
      checkedAt: '2026-03-10T09:00:00Z',
    };
    expect(vendorLabel(offer, now)).toBe(
      'Rainier Arms — $149.99 · Out of Stock · $9.95 flat · checked 3 h ago',
    );
    expect(vendorLabel({ ...offer, inStock: true, shippingInfo: 'Free shipping' }, now)).toBe(
      'Rainier Arms — $149.99 · In Stock · Free Shipping · checked 3 h ago',
    );
    expect(vendorLabel({ ...offer, stale: true }, now)).toBe(
      'Rainier Arms — $149.99 · Out of Stock · $9.95 flat · not confirmed recently',
    );
  });

  it('reads the part and the parent of an included entry', () => {
    const entry = { _id: 'x', name: 'Barrel (Included with Upper (16"))' };
    expect(includedPartLabel(entry)).toBe('Barrel');
    expect(includedParent(entry)).toBe('Upper (16")');
    expect(includedParent({ ...entry, includedWith: 'Named Upper' })).toBe('Named Upper');
    expect(includedPartLabel({ _id: 'y', name: 'Plain Barrel' })).toBe('Plain Barrel');
  });

  it('trims notes and has none for a product without', () => {
    expect(productNotes(makeProduct({ notes: '  Nitrided.  ' }))).toBe('Nitrided.');
    expect(productNotes({ _id: 'z', name: 'Unknown Product' })).toBe('');
  });
});

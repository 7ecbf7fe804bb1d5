import { describe, expect, it } from 'vitest';
import {
  acceptedNames,
  ColumnMatcher,
  columnName,
  isGoogleName,
  shippingText,
  squash,
  SYNONYMS,
} from './columns.ts';
import { FEED_ATTRIBUTES } from './types.ts';

const attributeOf = (name: string, matcher = new ColumnMatcher()) =>
  matcher.match(name).map((m) => m.attribute);

describe('column names', () => {
  it('gives every attribute its own name first and no name to two attributes', () => {
    for (const attribute of FEED_ATTRIBUTES) expect(SYNONYMS[attribute][0]).toBe(attribute);
    const all = Object.values(SYNONYMS).flat().map(squash);
    expect(new Set(all).size).toBe(all.length);
  });

  it('matches Google names whatever their case, spacing, quotes, BOM or g: prefix', () => {
    for (const name of [
      'image_link',
      'Image Link',
      'IMAGE-LINK',
      'g:image_link',
      '"image_link"',
      ' \uFEFFimage_link ',
    ])
      expect(attributeOf(name)).toEqual(['image_link']);
  });

  it("reads the old ammunition importer's names", () => {
    expect(attributeOf('productId')).toEqual(['id']);
    expect(attributeOf('SKU')).toEqual(['id']);
    expect(attributeOf('Product Name')).toEqual(['title']);
    expect(attributeOf('buyLink')).toEqual(['link']);
    expect(attributeOf('UPC')).toEqual(['gtin']);
    expect(attributeOf('EAN')).toEqual(['gtin']);
    expect(attributeOf('inStock')).toEqual(['availability']);
    expect(attributeOf('Rounds Per Box')).toEqual(['round_count']);
    expect(attributeOf('Manufacturer')).toEqual(['brand']);
    expect(attributeOf('Calibre')).toEqual(['caliber']);
    expect(attributeOf('Bullet Weight')).toEqual(['grain']);
    expect(attributeOf('Case Material')).toEqual(['casing']);
  });

  it('reads quantity as numeric stock and sale price as the sale price', () => {
    expect(attributeOf('Quantity')).toEqual(['inventory']);
    expect(attributeOf('Qty')).toEqual(['inventory']);
    expect(attributeOf('salePrice')).toEqual(['sale_price']);
    expect(attributeOf('Category')).toEqual(['product_type']);
  });

  it('leaves names it does not know unmatched', () => {
    expect(attributeOf('Free Ship?')).toEqual([]);
    expect(attributeOf('color')).toEqual([]);
  });

  it('lists the names an attribute accepts, for a report on a missing column', () => {
    expect(acceptedNames('link')).toEqual(
      expect.arrayContaining(['link', 'url', 'buy_link', 'product_url']),
    );
    expect(acceptedNames('id')[0]).toBe('id');
  });

  it('tells Google attribute names from others', () => {
    expect(isGoogleName('g:additional_image_link')).toBe(true);
    expect(isGoogleName('shipping(country:price)')).toBe(true);
    expect(isGoogleName('Product Name')).toBe(false);
    expect(columnName("'g:Price'")).toBe('Price');
  });
});

describe('shipping headers', () => {
  it('reads shipping(country:region:service:price) and shorter forms as shipping', () => {
    const [match] = new ColumnMatcher().match('shipping(country:service:price)');
    expect(match).toMatchObject({
      attribute: 'shipping',
      shippingParts: ['country', 'service', 'price'],
    });
    expect(shippingText(match!.shippingParts!, 'US:Ground:7.99 USD')).toBe('US::Ground:7.99 USD');
    expect(shippingText(['price'], '7.99 USD')).toBe(':::7.99 USD');
    expect(shippingText(['country', 'price'], 'US:1,299.00 USD')).toBe('US:::1,299.00 USD');
  });
  it('takes the first of several entries in a cell', () => {
    expect(shippingText(['country', 'region', 'price'], 'US:CA:5.00 USD,US:NY:9.00 USD')).toBe(
      'US:CA::5.00 USD',
    );
  });
  it('does not read other attributes with sub-attributes', () => {
    expect(attributeOf('installment(months:amount)')).toEqual([]);
  });
});

describe('mapping and nested names', () => {
  it('reads a mapped column only for what the mapping says, before any synonym', () => {
    const matcher = new ColumnMatcher({
      columns: { round_count: 'Quantity', price: ['Our Price', 'Price'] },
    });
    expect(matcher.match('quantity')).toEqual([{ attribute: 'round_count', rank: 0 }]);
    expect(matcher.match('Our Price')).toEqual([{ attribute: 'price', rank: 0 }]);
    expect(matcher.match('PRICE')).toEqual([{ attribute: 'price', rank: 1 }]);
  });
  it('reads a nested name whole, then by its parent, then by its last part under an offer', () => {
    expect(attributeOf('price.sale')).toEqual(['sale_price']);
    expect(attributeOf('brand.name')).toEqual(['brand']);
    expect(attributeOf('image.url')).toEqual(['image_link']);
    expect(attributeOf('offer.url')).toEqual(['link']);
    expect(attributeOf('specs.grain')).toEqual(['grain']);
    expect(attributeOf('rating.count')).toEqual([]);
    expect(attributeOf('reviews.title')).toEqual([]);
    expect(attributeOf('seller.name')).toEqual(['merchant']);
  });
  it('finds the mapped attributes whose columns the feed lacks', () => {
    const mapping = { columns: { title: 'Item Description', inventory: ['Qty On Hand', 'Qty'] } };
    expect(ColumnMatcher.missingMapped(mapping, ['item description', 'QTY'])).toEqual([]);
    expect(ColumnMatcher.missingMapped(mapping, ['Title', 'Stock'])).toEqual([
      { attribute: 'title', columns: ['Item Description'] },
      { attribute: 'inventory', columns: ['Qty On Hand', 'Qty'] },
    ]);
  });
});

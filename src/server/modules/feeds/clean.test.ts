import { describe, expect, it } from 'vitest';
import {
  cleanGtin,
  cleanText,
  cleanUrl,
  dedupeUrl,
  effectivePrice,
  isPlausibleMpn,
  parseAvailability,
  parseGoogleDateRange,
  parsePrice,
  parseShipping,
} from './clean.ts';

describe('cleanText', () => {
  it('decodes an entity the feed escaped: Sellier &amp; Bellot', () => {
    expect(cleanText('Sellier &amp; Bellot 5.56x45mm')).toBe('Sellier & Bellot 5.56x45mm');
  });
  it('decodes a twice-encoded entity once more', () => {
    expect(cleanText('Sellier &amp;amp; Bellot')).toBe('Sellier & Bellot');
    expect(cleanText('Magpul&amp;reg; PMAG')).toBe('Magpul® PMAG');
  });
  it('leaves a literal "&amp;" that is no longer an entity after one decoding', () => {
    expect(cleanText('Smith &amp; Wesson')).toBe('Smith & Wesson');
  });
  it('decodes numeric and named entities, with or without the semicolon', () => {
    expect(cleanText('Aero&#8482; Precision &#x2013; M4E1 &nbsp;Upper &amp Lower')).toBe(
      'AeroTM Precision – M4E1 Upper & Lower',
    );
  });
  it('takes tags out of a title, escaped or not', () => {
    expect(cleanText('<b>BCM</b> BCG<br/>Mil-Spec')).toBe('BCM BCG Mil-Spec');
    expect(cleanText('&lt;strong&gt;Sale!&lt;/strong&gt; Geissele SSA-E')).toBe(
      'Sale! Geissele SSA-E',
    );
  });
  it('keeps a less-than sign that is not a tag', () => {
    expect(cleanText('Weight < 6 oz')).toBe('Weight < 6 oz');
  });
  it('folds compatibility characters (NFKC) and no-break spaces', () => {
    expect(cleanText('ﬁxed\u00a0stock\u2003½')).toBe('fixed stock 1⁄2');
  });
  it('collapses newlines, tabs and runs of spaces, and trims', () => {
    expect(cleanText('  Federal American Eagle\r\n\t 223 Rem  55gr FMJ \n')).toBe(
      'Federal American Eagle 223 Rem 55gr FMJ',
    );
  });
  it('drops control characters', () => {
    expect(cleanText('PMAG\u0000 30\u0007 Gen M3')).toBe('PMAG 30 Gen M3');
  });
});

describe('parsePrice', () => {
  it.each([
    ['$1,299.00', { amount: 1299, currency: 'USD' }],
    ['1299.00 USD', { amount: 1299, currency: 'USD' }],
    ['USD 1299', { amount: 1299, currency: 'USD' }],
    ['1 299,00 EUR', { amount: 1299, currency: 'EUR' }],
    ['1.299,00 €', { amount: 1299, currency: 'EUR' }],
    ['12.5', { amount: 12.5 }],
    ['$0.00', { amount: 0, currency: 'USD' }],
    ['12,50', { amount: 12.5 }],
    ['1,299', { amount: 1299 }],
    ['19.999', { amount: 20 }],
    ['  $ 24.95 ', { amount: 24.95, currency: 'USD' }],
    ['24.95usd', { amount: 24.95, currency: 'USD' }],
    ['1,234,567.891', { amount: 1234567.89 }],
  ])('reads %j', (text, price) => {
    expect(parsePrice(text)).toEqual(price);
  });
  it.each(['', 'Call for price', '$12.99 - $19.99', '-5.00', 'USD', '1.2.3', '$12 each', '€ $5'])(
    'is not a price: %j',
    (text) => {
      expect(parsePrice(text)).toBeUndefined();
    },
  );
});

describe('parseGoogleDateRange', () => {
  it('reads an interval with offsets without a colon', () => {
    expect(parseGoogleDateRange('2026-11-20T00:00-0800/2026-11-30T23:59-0800')).toEqual({
      start: new Date('2026-11-20T08:00:00Z'),
      end: new Date('2026-12-01T07:59:00Z'),
    });
  });
  it('reads dates alone as whole days, and open sides', () => {
    expect(parseGoogleDateRange('2026-11-20/2026-11-30')).toEqual({
      start: new Date('2026-11-20T00:00:00Z'),
      end: new Date('2026-11-30T23:59:59.999Z'),
    });
    expect(parseGoogleDateRange('2026-11-20T00:00Z/')).toEqual({
      start: new Date('2026-11-20T00:00:00Z'),
    });
    expect(parseGoogleDateRange('../2026-11-30T12:00:00+01:00')).toEqual({
      end: new Date('2026-11-30T11:00:00Z'),
    });
  });
  it('refuses what is not an interval, and one that ends before it starts', () => {
    expect(parseGoogleDateRange('2026-11-20')).toBeUndefined();
    expect(parseGoogleDateRange('soon/later')).toBeUndefined();
    expect(parseGoogleDateRange('2026-11-30/2026-11-20')).toBeUndefined();
  });
});

describe('effectivePrice', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('uses the sale price when it is lower and has no dates', () => {
    expect(effectivePrice({ price: '$49.99', salePrice: '$39.99' }, now)).toEqual({
      price: 39.99,
      regularPrice: 49.99,
      onSale: true,
    });
  });
  it('ignores a sale price of "0.00" that real feeds send for no sale', () => {
    expect(effectivePrice({ price: '1299.00 USD', salePrice: '0.00 USD' }, now)).toEqual({
      price: 1299,
      onSale: false,
    });
  });
  it('ignores an unreadable, equal or higher sale price', () => {
    for (const salePrice of ['call', '49.99', '59.99', ''])
      expect(effectivePrice({ price: '49.99', salePrice }, now)).toEqual({
        price: 49.99,
        onSale: false,
      });
  });
  it('ignores a sale price in another currency', () => {
    expect(effectivePrice({ price: '49.99 USD', salePrice: '39.99 EUR' }, now)).toEqual({
      price: 49.99,
      onSale: false,
    });
  });
  it('applies the sale only within its effective dates', () => {
    const row = { price: '100', salePrice: '80' };
    const on = { price: 80, regularPrice: 100, onSale: true };
    const off = { price: 100, onSale: false };
    const during = '2026-11-20T00:00-0800/2026-11-30T23:59-0800';
    expect(effectivePrice({ ...row, saleEffectiveDate: during }, now)).toEqual(on);
    expect(effectivePrice({ ...row, saleEffectiveDate: '2026-11-26/2026-11-30' }, now)).toEqual(
      off,
    );
    expect(effectivePrice({ ...row, saleEffectiveDate: '2026-11-01/2026-11-24' }, now)).toEqual(
      off,
    );
    expect(effectivePrice({ ...row, saleEffectiveDate: '2026-11-01/' }, now)).toEqual(on);
    expect(effectivePrice({ ...row, saleEffectiveDate: 'Black Friday' }, now)).toEqual(off);
  });
  it('gives a reason when there is no usable price', () => {
    expect(effectivePrice({}, now)).toBe('no price');
    expect(effectivePrice({ price: 'Call for price' }, now)).toBe(
      'the price "Call for price" is not an amount',
    );
    expect(effectivePrice({ price: '$0.00', salePrice: '$5' }, now)).toBe(
      'the price "$0.00" is not above 0',
    );
  });
});

describe('parseAvailability', () => {
  const inStock = { status: 'in_stock', inStock: true };
  const out = { status: 'out_of_stock', inStock: false };
  it.each([
    'in_stock',
    'in stock',
    'In Stock',
    'instock',
    'http://schema.org/InStock',
    'https://schema.org/InStock',
    'limited availability',
    'yes',
    'true',
    '1',
  ])('reads %j as in stock', (text) => {
    expect(parseAvailability(text)).toEqual(inStock);
  });
  it.each([
    'out_of_stock',
    'out of stock',
    'sold out',
    'Sold Out',
    'http://schema.org/OutOfStock',
    'discontinued',
    'no',
    'false',
    '0',
  ])('reads %j as out of stock', (text) => {
    expect(parseAvailability(text)).toEqual(out);
  });
  it('reads preorder and backorder as not buyable today', () => {
    for (const text of ['preorder', 'pre-order', 'http://schema.org/PreOrder'])
      expect(parseAvailability(text)).toEqual({ status: 'preorder', inStock: false });
    for (const text of ['backorder', 'back order', 'backordered'])
      expect(parseAvailability(text)).toEqual({ status: 'backorder', inStock: false });
  });
  it('reads a numeric inventory of 0 as out of stock, even when the words say in stock', () => {
    expect(parseAvailability(undefined, '0')).toEqual(out);
    expect(parseAvailability('in stock', '0')).toEqual(out);
    expect(parseAvailability('in stock', '-2')).toEqual(out);
  });
  it('reads a positive inventory as in stock, even when the words say otherwise', () => {
    expect(parseAvailability(undefined, '12')).toEqual(inStock);
    expect(parseAvailability('out of stock', '1,200')).toEqual(inStock);
  });
  it('keeps a preorder with no stock a preorder', () => {
    expect(parseAvailability('preorder', '0')).toEqual({ status: 'preorder', inStock: false });
  });
  it('reads a number in the availability column as a stock count', () => {
    expect(parseAvailability('25')).toEqual(inStock);
  });
  it('answers undefined when nothing can be read', () => {
    expect(parseAvailability()).toBeUndefined();
    expect(parseAvailability('ask us')).toBeUndefined();
    expect(parseAvailability('ask us', 'lots')).toBeUndefined();
  });
  it('falls back on the words when the inventory is not a number', () => {
    expect(parseAvailability('in stock', 'lots')).toEqual(inStock);
  });
});

describe('cleanUrl', () => {
  it('takes off the trailing newline a feed left on a link', () => {
    expect(cleanUrl('https://shop.example/p/bcm-bcg\n')).toBe('https://shop.example/p/bcm-bcg');
  });
  it('takes out whitespace and line breaks inside a wrapped link', () => {
    expect(cleanUrl('  https://shop.example/p/\r\n  aero-m4e1?variant=2 ')).toBe(
      'https://shop.example/p/aero-m4e1?variant=2',
    );
  });
  it('reads an escaped &amp; in the query as &', () => {
    expect(cleanUrl('https://shop.example/p?id=1&amp;color=fde')).toBe(
      'https://shop.example/p?id=1&color=fde',
    );
  });
  it('refuses what is not http(s) with a host', () => {
    for (const text of [
      'ftp://shop.example/p',
      'shop.example/p',
      '/p/1',
      'https://',
      'javascript:alert(1)',
    ])
      expect(cleanUrl(text)).toBeUndefined();
  });
});

describe('dedupeUrl', () => {
  it('makes two rows that differ only by utm parameters the same', () => {
    const a = 'https://www.Shop.example/p/pmag-30?utm_source=google&utm_medium=cpc&color=black';
    const b = 'https://shop.example/p/pmag-30?color=black&utm_source=feed&gclid=abc123';
    expect(dedupeUrl(a)).toBe('https://shop.example/p/pmag-30?color=black');
    expect(dedupeUrl(b)).toBe(dedupeUrl(a));
  });
  it('drops affiliate and click ids, fragments and the trailing slash', () => {
    expect(
      dedupeUrl(
        'http://shop.example/p/lower/?aff=77&avad=1_a&cjevent=x&irclickid=y&srsltid=z&fbclid=q&ref=feed#reviews',
      ),
    ).toBe('https://shop.example/p/lower');
  });
  it('sorts the parameters that matter and keeps their values', () => {
    expect(dedupeUrl('https://shop.example/p?size=16&color=fde&size=14')).toBe(
      'https://shop.example/p?color=fde&size=14&size=16',
    );
  });
  it('keeps paths apart', () => {
    expect(dedupeUrl('https://shop.example/p/1')).not.toBe(dedupeUrl('https://shop.example/p/2'));
  });
});

describe('parseShipping', () => {
  it('reads Google country:region:service:price', () => {
    expect(parseShipping('US:CA:Overnight:16.00 USD')).toEqual({
      price: 16,
      label: '$16.00 shipping',
    });
  });
  it('reads a zero price as free shipping', () => {
    expect(parseShipping('US:::0.00 USD')).toEqual({ price: 0, label: 'Free shipping' });
  });
  it('reads a bare price and the word Free', () => {
    expect(parseShipping('7.99')).toEqual({ price: 7.99, label: '$7.99 shipping' });
    expect(parseShipping('Free')).toEqual({ price: 0, label: 'Free shipping' });
    expect(parseShipping('FREE SHIPPING')).toEqual({ price: 0, label: 'Free shipping' });
  });
  it('takes the first of several entries', () => {
    expect(parseShipping('US:CA:Ground:5.95 USD,US:NY:Express:1,200.00 USD')).toEqual({
      price: 5.95,
      label: '$5.95 shipping',
    });
  });
  it('reads no shipping as free shipping, as offers have shown it', () => {
    expect(parseShipping('')).toEqual({ label: 'Free shipping' });
    expect(parseShipping(undefined)).toEqual({ label: 'Free shipping' });
  });
  it('shows words that are not a price as the merchant wrote them', () => {
    expect(parseShipping('Calculated at checkout')).toEqual({ label: 'Calculated at checkout' });
  });
  it('names a currency other than dollars', () => {
    expect(parseShipping('DE:::4.90 EUR')).toEqual({ price: 4.9, label: '4.90 EUR shipping' });
  });
});

describe('cleanGtin', () => {
  it('keys a UPC-A, an EAN-13, a GTIN-8 and a GTIN-14 as 14 digits', () => {
    expect(cleanGtin('029465064525')).toBe('00029465064525');
    expect(cleanGtin('4006381333931')).toBe('04006381333931');
    expect(cleanGtin('96385074')).toBe('00000096385074');
    expect(cleanGtin('10029465064522')).toBe('10029465064522');
  });
  it('takes out spaces and dashes', () => {
    expect(cleanGtin(' 0-29465-06452-5 ')).toBe('00029465064525');
  });
  it('reads a UPC whose leading zero a spreadsheet dropped', () => {
    expect(cleanGtin('29465064525')).toBe('00029465064525');
  });
  it('refuses a wrong check digit, letters, scientific notation and zeros', () => {
    for (const text of ['029465064526', 'ABC123456789', '2.94651E+11', '000000000000', '1234567'])
      expect(cleanGtin(text)).toBeUndefined();
  });
});

describe('isPlausibleMpn', () => {
  it('accepts real part numbers', () => {
    for (const mpn of ['MAG571-BLK', 'BCM-BCG-M16', '05-160', 'SSA-E 16', '2MOA'])
      expect(isPlausibleMpn(mpn)).toBe(true);
  });
  it('refuses placeholders, titles and single characters', () => {
    for (const mpn of ['N/A', 'none', 'Does not apply', '0000', 'X', 'Magpul MOE Grip Black', ''])
      expect(isPlausibleMpn(mpn)).toBe(false);
  });
});

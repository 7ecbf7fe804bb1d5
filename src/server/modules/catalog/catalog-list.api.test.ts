import { beforeAll, describe, expect, it } from 'vitest';
import { describeApi, type TestServer } from '../../../../tests/api-server.ts';
import { insertCatalog, smallCatalog } from '../../../../tests/factories.ts';
import { catalogMessages } from '../../../shared/catalog/messages.ts';
import type { CatalogListResponse } from '../../../shared/catalog/schema.ts';
import type { ErrorBody } from '../../lib/errors.ts';

const ids = (body: { items: { _id: string }[] }) => body.items.map((i) => i._id);
const path = (query: string) => `/api/catalog/groups${query ? `?${query}` : ''}`;

async function list(server: TestServer, query: string) {
  return server.api<CatalogListResponse>(path(query));
}

/** A list request expected to be refused. */
async function refused(server: TestServer, query: string) {
  return server.api<ErrorBody>(path(query));
}

describeApi('catalogue list: filters, sorts, pages', (server) => {
  beforeAll(async () => {
    await insertCatalog(server(), smallCatalog());
  });

  it('lists every group by popularity, ties by name, with the real lowest offer price', async () => {
    const res = await list(server(), '');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 7, page: 1, pageSize: 20 });
    expect(ids(res.body)).toEqual([
      'alpha',
      'bravo',
      'charlie',
      'delta',
      'echo',
      'foxtrot',
      'golf',
    ]);
    const alpha = res.body.items[0];
    expect(alpha).toEqual({
      _id: 'alpha',
      partName: 'Alpha Barrel',
      brand: 'Ballistic Advantage',
      platform: 'AR15',
      category: 'Barrel',
      subcategory: 'Barrel',
      mainCategory: 'barrels',
      price: 140,
      priceCheckedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown,
      images: ['/api/catalog/images/barrel/black.svg'],
      type: 'ar15-barrels',
      description: 'A test group.',
      inStock: true,
      variantCount: 2,
      popularity: 0,
    });
    // A group without offers has no 'from' price.
    expect(res.body.items[6]).not.toHaveProperty('price');
  });

  describe('filters', () => {
    it('category: display categories map to main categories', async () => {
      expect(ids((await list(server(), 'category=Barrels')).body)).toEqual([
        'alpha',
        'bravo',
        'golf',
      ]);
      expect(ids((await list(server(), 'category=Hand%20Guards')).body)).toEqual([
        'charlie',
        'foxtrot',
      ]);
      expect(ids((await list(server(), 'category=Barrels,Grips')).body)).toEqual([
        'alpha',
        'bravo',
        'echo',
        'golf',
      ]);
      expect(ids((await list(server(), 'category=grips&category=handguards')).body)).toEqual([
        'charlie',
        'echo',
        'foxtrot',
      ]);
    });

    it('subPart: the groups of one builder sub-part, names the builder knows included', async () => {
      expect(ids((await list(server(), 'subPart=Barrel')).body)).toEqual([
        'alpha',
        'bravo',
        'golf',
      ]);
      expect(ids((await list(server(), 'subPart=Bolt%20Carrier%20Group')).body)).toEqual(['delta']);
      expect(ids((await list(server(), 'subPart=BCG')).body)).toEqual(['delta']);
      expect(ids((await list(server(), 'subPart=Handguard')).body)).toEqual(['charlie', 'foxtrot']);
    });

    it('caliber: parts by variant calibre and caliber compatibility', async () => {
      // 5.56 NATO: the 5.56 barrel, the .223 Wylde barrel and the BCG compatible with it.
      expect(ids((await list(server(), 'caliber=5.56%20NATO')).body)).toEqual([
        'alpha',
        'bravo',
        'delta',
      ]);
      expect(ids((await list(server(), 'caliber=.300%20Blackout')).body)).toEqual([
        'alpha',
        'delta',
      ]);
      // The filter's calibres may come lower-cased; matching ignores case, hyphens and spaces.
      expect(ids((await list(server(), 'caliber=300-blackout')).body)).toEqual(['alpha', 'delta']);
      expect(ids((await list(server(), 'caliber=.308')).body)).toEqual(['foxtrot']);
      expect(ids((await list(server(), 'caliber=.308,.300%20blackout')).body)).toEqual([
        'alpha',
        'delta',
        'foxtrot',
      ]);
    });

    it('brand: one or more, ignoring case', async () => {
      expect(ids((await list(server(), 'brand=magpul')).body)).toEqual(['charlie', 'echo']);
      expect(ids((await list(server(), 'brand=Magpul,Toolcraft')).body)).toEqual([
        'charlie',
        'delta',
        'echo',
      ]);
      expect((await list(server(), 'brand=Nobody')).body).toMatchObject({ items: [], total: 0 });
    });

    it('price range: on the lowest offer price, both ends included', async () => {
      expect(ids((await list(server(), 'priceMin=120&priceMax=150')).body)).toEqual([
        'alpha',
        'delta',
      ]);
      expect(ids((await list(server(), 'priceMax=20')).body)).toEqual(['echo']);
      expect(ids((await list(server(), 'priceMin=200')).body)).toEqual(['bravo', 'foxtrot']);
    });

    it('inStock: any offer of any variant in stock', async () => {
      expect(ids((await list(server(), 'inStock=false')).body)).toEqual(['bravo', 'golf']);
      expect((await list(server(), 'inStock=true')).body.total).toBe(5);
    });

    it('q: every word as a prefix of a word of name, brand or category', async () => {
      expect(ids((await list(server(), 'q=bravo')).body)).toEqual(['bravo']);
      expect(ids((await list(server(), 'q=MAGPUL%20rai')).body)).toEqual(['charlie']);
      expect(ids((await list(server(), 'q=barrel')).body)).toEqual(['alpha', 'bravo', 'golf']);
      expect(ids((await list(server(), 'q=ar-10')).body)).toEqual(['foxtrot']);
      // Nothing searchable left: no search filter; tsquery syntax is never passed through.
      expect((await list(server(), `q=${encodeURIComponent("&|!:*()'")}`)).body.total).toBe(7);
    });

    it('platform: AR15 or AR10', async () => {
      expect(ids((await list(server(), 'platform=AR10')).body)).toEqual(['foxtrot']);
      expect((await list(server(), 'platform=AR15')).body.total).toBe(6);
    });

    it('combines filters', async () => {
      const res = await list(server(), 'category=Barrels&caliber=5.56%20NATO&inStock=true');
      expect(ids(res.body)).toEqual(['alpha']);
    });
  });

  describe('sorts', () => {
    it('price: cheapest first, groups without a price last', async () => {
      expect(ids((await list(server(), 'sort=price')).body)).toEqual([
        'echo',
        'charlie',
        'delta',
        'alpha',
        'foxtrot',
        'bravo',
        'golf',
      ]);
    });

    it('-price: dearest first, groups without a price last', async () => {
      expect(ids((await list(server(), 'sort=-price')).body)).toEqual([
        'bravo',
        'foxtrot',
        'alpha',
        'delta',
        'charlie',
        'echo',
        'golf',
      ]);
    });

    it('name: A to Z, ignoring case', async () => {
      expect(ids((await list(server(), 'sort=name&brand=magpul')).body)).toEqual([
        'charlie',
        'echo',
      ]);
      expect(ids((await list(server(), 'sort=name')).body)[0]).toBe('alpha');
    });
  });

  describe('pages', () => {
    it('cuts the list into pages and reports the total', async () => {
      const first = await list(server(), 'pageSize=3&sort=name');
      expect(first.body).toMatchObject({ total: 7, page: 1, pageSize: 3 });
      expect(ids(first.body)).toEqual(['alpha', 'bravo', 'charlie']);
      expect(ids((await list(server(), 'pageSize=3&page=3&sort=name')).body)).toEqual(['golf']);
      const past = await list(server(), 'pageSize=3&page=4');
      expect(past.status).toBe(200);
      expect(past.body).toMatchObject({ items: [], total: 7, page: 4 });
    });

    it('allows 100 per page at most', async () => {
      expect((await list(server(), 'pageSize=100')).status).toBe(200);
      const res = await refused(server(), 'pageSize=101');
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ pageSize: catalogMessages.pageSizeInvalid });
    });
  });

  describe('bad parameters: 400 naming the parameter', () => {
    const cases: [string, string, string][] = [
      ['pageSize=0', 'pageSize', catalogMessages.pageSizeInvalid],
      ['pageSize=ten', 'pageSize', catalogMessages.pageSizeInvalid],
      ['page=0', 'page', catalogMessages.pageInvalid],
      ['page=1.5', 'page', catalogMessages.pageInvalid],
      ['page=abc', 'page', catalogMessages.pageInvalid],
      ['sort=cheapest', 'sort', catalogMessages.sortInvalid],
      ['priceMin=abc', 'priceMin', catalogMessages.priceInvalid],
      ['priceMax=-1', 'priceMax', catalogMessages.priceInvalid],
      ['priceMin=200&priceMax=100', 'priceMax', catalogMessages.priceRange],
      ['inStock=maybe', 'inStock', catalogMessages.inStockInvalid],
      ['category=Pistols', 'category', catalogMessages.unknownCategory('Pistols')],
      ['subPart=Widget', 'subPart', catalogMessages.unknownSubPart('Widget')],
      ['subPart=Ammunition', 'subPart', catalogMessages.unknownSubPart('Ammunition')],
      ['caliber=.22%20Hornet', 'caliber', catalogMessages.unknownCaliber('.22 Hornet')],
      ['platform=AK', 'platform', catalogMessages.platformInvalid],
      [`q=${'x'.repeat(101)}`, 'q', catalogMessages.queryTooLong],
    ];
    it.each(cases)('%s → 400 on %s', async (query, field, message) => {
      const res = await refused(server(), query);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ [field]: message });
      expect(res.body.message).toBe(`${field}: ${message}`);
    });
  });
});

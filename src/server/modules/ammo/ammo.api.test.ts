import { beforeAll, describe, expect, it } from 'vitest';
import { describeApi, type TestServer } from '../../../../tests/api-server.ts';
import { insertAmmo, makeAmmoInput, makeAmmoOfferInput } from '../../../../tests/factories.ts';
import { ammoMessages } from '../../../shared/ammo/messages.ts';
import {
  ammoDetailSchema,
  ammoListResponseSchema,
  type AmmoDetail,
  type AmmoListResponse,
} from '../../../shared/ammo/schema.ts';
import type { ErrorBody } from '../../lib/errors.ts';

// GET /api/ammo and /api/ammo/{id} (ADR 032) on PGlite and, with TEST_DATABASE_URL, on
// PostgreSQL. Nine items whose lowest prices and grains sit on every edge of the filter's buckets
// (grain: <50 | 50–100 | >100–150 | >150; price: <50 | 50–100 | >100–200 | >200):
//
//   id  name     calibre       grain   type        rounds  offers (lowest)      $/round
//   a1  Delta    556            49.99  FMJ             20  49.99, 60            2.4995
//   a2  Alpha    223            50     FMJBT           20  50                   2.5
//   a3  Golf     308           100     Soft Point      20  100                  5
//   a4  Bravo    300-blackout  100.01  HPBT            50  100.01               2.0002
//   a5  Echo     9mm           150     JHP             50  150 (out of stock)   3
//   a6  India    45-acp        150.01  TMJ            100  150.01               1.5001
//   a7  Charlie  762x39        123     FMJ           1000  200 (Wolf, steel)    0.2
//   a8  Foxtrot  556            62     —              500  200.01               0.4
//   a9  Hotel    22-lr          40     LRN            500  none                 —

const ids = (body: { items: { id: string }[] }) => body.items.map((i) => i.id);

const ISO_TIME = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown;

const path = (query: string) => `/api/ammo${query ? `?${query}` : ''}`;

async function list(server: TestServer, query: string) {
  return server.api<AmmoListResponse>(path(query));
}

/** A list request expected to be refused. */
async function refused(server: TestServer, query: string) {
  return server.api<ErrorBody>(path(query));
}

async function listIds(server: TestServer, query: string): Promise<string[]> {
  const res = await list(server, query);
  expect(res.status, res.text).toBe(200);
  return ids(res.body);
}

function testAmmo() {
  const item = makeAmmoInput;
  const items = [
    item({
      id: 'a1',
      name: 'Delta',
      caliber: '556',
      grain: 49.99,
      bulletType: 'FMJ',
      roundCount: 20,
    }),
    item({
      id: 'a2',
      name: 'Alpha',
      caliber: '223',
      grain: 50,
      bulletType: 'FMJBT',
      roundCount: 20,
    }),
    item({
      id: 'a3',
      name: 'Golf',
      caliber: '308',
      grain: 100,
      bulletType: 'Soft Point',
      roundCount: 20,
    }),
    item({
      id: 'a4',
      name: 'Bravo',
      caliber: '300-blackout',
      grain: 100.01,
      bulletType: 'HPBT',
      roundCount: 50,
    }),
    item({ id: 'a5', name: 'Echo', caliber: '9mm', grain: 150, bulletType: 'JHP', roundCount: 50 }),
    item({
      id: 'a6',
      name: 'India',
      caliber: '45-acp',
      grain: 150.01,
      bulletType: 'TMJ',
      roundCount: 100,
    }),
    item({
      id: 'a7',
      name: 'Charlie',
      brand: 'Wolf',
      caliber: '762x39',
      grain: 123,
      bulletType: 'FMJ',
      roundCount: 1000,
      casing: 'Steel',
    }),
    item({
      id: 'a8',
      name: 'Foxtrot',
      caliber: '556',
      grain: 62,
      bulletType: undefined,
      roundCount: 500,
    }),
    item({
      id: 'a9',
      name: 'Hotel',
      caliber: '22-lr',
      grain: 40,
      bulletType: 'LRN',
      roundCount: 500,
    }),
  ];
  const offer = makeAmmoOfferInput;
  const offers = [
    offer('a1', 'shop-a', { price: 49.99 }),
    offer('a1', 'shop-b', { price: 60, inStock: false, shipping: '$9.99 shipping' }),
    offer('a2', 'shop-a', { price: 50 }),
    offer('a3', 'shop-b', { price: 100 }),
    offer('a4', 'shop-a', { price: 100.01 }),
    offer('a5', 'shop-a', { price: 150, inStock: false }),
    offer('a6', 'shop-b', { price: 150.01 }),
    offer('a7', 'shop-a', { price: 200 }),
    offer('a8', 'shop-b', { price: 200.01 }),
  ];
  return { items, offers };
}

describeApi('ammo list and detail', (server) => {
  beforeAll(async () => {
    await insertAmmo(server(), testAmmo());
  });

  it('lists every item by price per round, with lowest price, $/round and stock', async () => {
    const res = await list(server(), '');
    expect(res.status).toBe(200);
    expect(ammoListResponseSchema.safeParse(res.body).success).toBe(true);
    expect(res.body).toMatchObject({ total: 9, page: 1, pageSize: 20 });
    expect(ids(res.body)).toEqual(['a7', 'a8', 'a6', 'a4', 'a1', 'a2', 'a5', 'a3', 'a9']);
    const a1 = res.body.items.find((i) => i.id === 'a1');
    expect(a1).toEqual({
      id: 'a1',
      name: 'Delta',
      brand: 'Federal',
      caliber: '556',
      caliberLabel: '5.56 NATO',
      platform: 'AR15',
      grain: 49.99,
      bulletType: 'FMJ',
      roundCount: 20,
      casing: 'Brass',
      description: '',
      images: [],
      price: 49.99,
      priceCheckedAt: ISO_TIME,
      pricePerRound: 2.4995,
      inStock: true,
      offerCount: 2,
    });
    const a9 = res.body.items.at(-1);
    expect(a9).toMatchObject({ id: 'a9', inStock: false, offerCount: 0 });
    expect(a9).not.toHaveProperty('price');
    expect(a9).not.toHaveProperty('pricePerRound');
    expect(res.body.items.find((i) => i.id === 'a5')?.inStock).toBe(false);
  });

  describe('filters', () => {
    it('caliber: by key or any spelling, ignoring case, hyphens and spaces', async () => {
      expect(await listIds(server(), 'caliber=556')).toEqual(['a8', 'a1']);
      for (const spelling of ['5.56%20NATO', '5.56x45mm', '5.56-nato', '556%20nato', '5.56'])
        expect(await listIds(server(), `caliber=${spelling}`), spelling).toEqual(['a8', 'a1']);
      expect(await listIds(server(), 'caliber=.223')).toEqual(['a2']);
      expect(await listIds(server(), 'caliber=300%20BLACK-OUT')).toEqual(['a4']);
      expect(await listIds(server(), 'caliber=7.62%20x%2039')).toEqual(['a7']);
      expect(await listIds(server(), 'caliber=556,223')).toEqual(['a8', 'a1', 'a2']);
      expect(await listIds(server(), 'caliber=308&caliber=9mm')).toEqual(['a5', 'a3']);
      expect(await listIds(server(), 'caliber=65-grendel')).toEqual([]);
    });

    it('bulletType: the nine bullet types, in any case', async () => {
      expect(await listIds(server(), 'bulletType=FMJ')).toEqual(['a7', 'a1']);
      expect(await listIds(server(), 'bulletType=fmjbt')).toEqual(['a2']);
      expect(await listIds(server(), 'bulletType=soft%20point')).toEqual(['a3']);
      expect(await listIds(server(), 'bulletType=FMJ,JHP')).toEqual(['a7', 'a1', 'a5']);
    });

    it('grain buckets at every edge: <50 | 50–100 | >100–150 | >150', async () => {
      expect(await listIds(server(), 'grain=under-50')).toEqual(['a1', 'a9']); // 49.99, 40
      expect(await listIds(server(), 'grain=50-100')).toEqual(['a8', 'a2', 'a3']); // 62, 50, 100
      expect(await listIds(server(), 'grain=100-150')).toEqual(['a7', 'a4', 'a5']); // 123, 100.01, 150
      expect(await listIds(server(), 'grain=150-plus')).toEqual(['a6']); // 150.01
      expect(await listIds(server(), 'grain=under-50,150-plus')).toEqual(['a6', 'a1', 'a9']);
    });

    it('price buckets on the lowest offer, at every edge: <50 | 50–100 | >100–200 | >200', async () => {
      expect(await listIds(server(), 'priceRange=under-50')).toEqual(['a1']); // 49.99 (and 60)
      expect(await listIds(server(), 'priceRange=50-100')).toEqual(['a2', 'a3']); // 50, 100
      // 200, 150.01, 100.01, 150
      expect(await listIds(server(), 'priceRange=100-200')).toEqual(['a7', 'a6', 'a4', 'a5']);
      expect(await listIds(server(), 'priceRange=200-plus')).toEqual(['a8']); // 200.01
    });

    it('takes the filter’s bucket labels as well as keys', async () => {
      expect(await listIds(server(), 'grain=Under%2050gr')).toEqual(['a1', 'a9']);
      expect(await listIds(server(), 'grain=150gr%20and%20above')).toEqual(['a6']);
      expect(await listIds(server(), `priceRange=${encodeURIComponent('$50 - $100')}`)).toEqual([
        'a2',
        'a3',
      ]);
      expect(await listIds(server(), `priceRange=${encodeURIComponent('$200 and above')}`)).toEqual(
        ['a8'],
      );
    });

    it('combines filters (and), with brand and inStock', async () => {
      expect(await listIds(server(), 'caliber=556&bulletType=FMJ&priceRange=under-50')).toEqual([
        'a1',
      ]);
      expect(await listIds(server(), 'caliber=556&priceRange=200-plus&grain=50-100')).toEqual([
        'a8',
      ]);
      expect(await listIds(server(), 'bulletType=JHP&inStock=true')).toEqual([]);
      expect(await listIds(server(), 'inStock=false')).toEqual(['a5', 'a9']);
      expect(await listIds(server(), 'brand=wolf')).toEqual(['a7']);
      const res = await list(server(), 'caliber=556&bulletType=FMJ');
      expect(res.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    });
  });

  describe('sorts', () => {
    it('price per round (default), price up and down, name; unsold items last', async () => {
      const byPpr = ['a7', 'a8', 'a6', 'a4', 'a1', 'a2', 'a5', 'a3', 'a9'];
      expect(await listIds(server(), 'sort=pricePerRound')).toEqual(byPpr);
      expect(await listIds(server(), 'sort=price')).toEqual([
        'a1',
        'a2',
        'a3',
        'a4',
        'a5',
        'a6',
        'a7',
        'a8',
        'a9',
      ]);
      expect(await listIds(server(), 'sort=-price')).toEqual([
        'a8',
        'a7',
        'a6',
        'a5',
        'a4',
        'a3',
        'a2',
        'a1',
        'a9',
      ]);
      expect(await listIds(server(), 'sort=name')).toEqual([
        'a2',
        'a4',
        'a7',
        'a1',
        'a5',
        'a8',
        'a3',
        'a9',
        'a6',
      ]);
    });
  });

  describe('pages', () => {
    it('pages through the list; past the end is an empty page with the total', async () => {
      const pages: string[] = [];
      for (let page = 1; page <= 5; page++) {
        const res = await list(server(), `pageSize=2&page=${page}`);
        expect(res.body).toMatchObject({ total: 9, page, pageSize: 2 });
        pages.push(...ids(res.body));
      }
      expect(pages).toEqual(['a7', 'a8', 'a6', 'a4', 'a1', 'a2', 'a5', 'a3', 'a9']);
      const past = await list(server(), 'pageSize=2&page=6');
      expect(past.status).toBe(200);
      expect(past.body).toMatchObject({ items: [], total: 9, page: 6 });
    });

    it('takes pageSize from 1 to 100 and page from 1 to 10,000', async () => {
      expect((await list(server(), 'pageSize=100')).status).toBe(200);
      expect((await list(server(), 'pageSize=1')).body.items).toHaveLength(1);
      expect((await list(server(), 'page=10000')).status).toBe(200);
      for (const bad of ['pageSize=101', 'pageSize=0', 'pageSize=2.5', 'pageSize=x']) {
        const res = await refused(server(), bad);
        expect(res.status, bad).toBe(400);
        expect(res.body.errors).toEqual({ pageSize: ammoMessages.pageSizeInvalid });
      }
      for (const bad of ['page=0', 'page=10001', 'page=-1', 'page=one']) {
        const res = await refused(server(), bad);
        expect(res.status, bad).toBe(400);
        expect(res.body.errors).toEqual({ page: ammoMessages.pageInvalid });
      }
    });
  });

  describe('bad parameters are a 400 naming them', () => {
    const cases: [string, string, string][] = [
      ['caliber=22%20Hornet', 'caliber', ammoMessages.unknownCaliber('22 Hornet')],
      // the demo data's test key, not a calibre
      ['caliber=high-price-test', 'caliber', ammoMessages.unknownCaliber('high-price-test')],
      // a chamber, not ammunition
      ['caliber=223%20Wylde', 'caliber', ammoMessages.unknownCaliber('223 Wylde')],
      ['bulletType=BTHP', 'bulletType', ammoMessages.unknownBulletType('BTHP')],
      ['grain=under-60', 'grain', ammoMessages.unknownGrain('under-60')],
      ['priceRange=cheap', 'priceRange', ammoMessages.unknownPriceRange('cheap')],
      ['sort=popularity', 'sort', ammoMessages.sortInvalid],
      ['inStock=maybe', 'inStock', ammoMessages.inStockInvalid],
      [`caliber=${'556,'.repeat(21)}`, 'caliber', ammoMessages.tooManyValues],
    ];
    it.each(cases)('%s', async (query, field, message) => {
      const res = await refused(server(), query);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ statusCode: 400, error: 'Bad Request' });
      expect(res.body.errors).toEqual({ [field]: message });
      expect(res.body.message).toBe(`${field}: ${message}`);
    });

    it('names every bad parameter at once', async () => {
      const res = await refused(server(), 'caliber=nope&grain=heavy&pageSize=500');
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['caliber', 'grain', 'pageSize']);
    });
  });

  describe('detail', () => {
    it('answers the item with its offers, cheapest first, each with its $/round', async () => {
      const res = await server().api<AmmoDetail>('/api/ammo/a1');
      expect(res.status).toBe(200);
      expect(ammoDetailSchema.safeParse(res.body).success).toBe(true);
      expect(res.body).toMatchObject({ id: 'a1', name: 'Delta', price: 49.99, inStock: true });
      expect(res.body.vendor).toEqual([
        {
          merchantId: 'shop-a',
          merchantName: 'Shop A',
          price: 49.99,
          pricePerRound: 2.4995,
          buyLink: 'https://shop-a.example/ammo/a1',
          inStock: true,
          shipping: 'Free shipping',
          shippingRule: { flat: 0, perItem: 0, freeOver: null },
          updatedAt: ISO_TIME,
          checkedAt: ISO_TIME,
        },
        expect.objectContaining({
          merchantName: 'Shop B',
          price: 60,
          pricePerRound: 3,
          inStock: false,
          shipping: '$9.99 shipping',
          // the price landed cost adds, from the offer's own shipping
          shippingPrice: 9.99,
        }),
      ]);
    });

    it('answers an item nobody sells with no offers and no price', async () => {
      const res = await server().api<AmmoDetail>('/api/ammo/a9');
      expect(res.status).toBe(200);
      expect(res.body.vendor).toEqual([]);
      expect(res.body).not.toHaveProperty('price');
    });

    it('answers 404 for an unknown id, and a client error for an overlong one', async () => {
      const res = await server().api<ErrorBody>('/api/ammo/no-such-ammo');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: ammoMessages.ammoNotFound('no-such-ammo'),
        requestId: expect.any(String) as unknown,
      });
      // Fastify refuses path parameters over 100 characters itself (414) before the route runs.
      const long = await server().api(`/api/ammo/${'x'.repeat(201)}`);
      expect(long.status).toBe(414);
    });
  });

  describe('writes', () => {
    it('moves an item between price buckets when a cheaper offer arrives', async () => {
      await insertAmmo(server(), {
        items: [
          makeAmmoInput({ id: 'mover', name: 'Kilo', caliber: '50-beowulf', roundCount: 20 }),
        ],
        offers: [makeAmmoOfferInput('mover', 'shop-a', { price: 100.01 })],
      });
      const bucket = async (range: string) =>
        listIds(server(), `caliber=50-beowulf&priceRange=${range}`);
      expect(await bucket('100-200')).toEqual(['mover']);
      await insertAmmo(server(), {
        offers: [makeAmmoOfferInput('mover', 'shop-b', { price: 100 })],
      });
      expect(await bucket('100-200')).toEqual([]);
      expect(await bucket('50-100')).toEqual(['mover']);
      const detail = await server().api('/api/ammo/mover');
      expect(detail.body).toMatchObject({ price: 100, pricePerRound: 5, offerCount: 2 });
    });
  });
});

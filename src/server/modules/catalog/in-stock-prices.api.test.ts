import { beforeAll, expect, it } from 'vitest';
import { describeApi } from '../../../../tests/api-server.ts';
import {
  insertAmmo,
  insertCatalog,
  makeAmmoInput,
  makeAmmoOfferInput,
  makeGroupInput,
  makeOfferInput,
  makeVariantInput,
} from '../../../../tests/factories.ts';
import type { AmmoDetail, AmmoListResponse } from '../../../shared/ammo/schema.ts';
import type { CatalogGroupDetail, CatalogListResponse } from '../../../shared/catalog/schema.ts';
import type { SearchResponse } from '../../../shared/search/schema.ts';

// Prices a shopper can pay come first, on the catalogue, the ammunition and search, on PGlite and
// PostgreSQL: the cheapest fresh offer in stock gives the shown ('from') price; an out-of-stock or
// stale offer never does while one in stock exists; with none in stock the cheapest is shown, out
// of stock. Every offer and price says when a feed last confirmed it.

const MERCHANTS = [
  { id: 'rainier', name: 'Rainier Arms' },
  { id: 'brownells', name: 'Brownells' },
  { id: 'primary', name: 'Primary Arms' },
];
const DAY = 86_400_000;
const longAgo = () => new Date(Date.now() - 30 * DAY);
const ISO = expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) as unknown;

describeApi('prices in stock first', (server) => {
  beforeAll(async () => {
    const group = (id: string, partName: string) =>
      makeGroupInput({ id, partName, type: 'ar15-bcgs', brand: 'Aero Precision' });
    const variant = (id: string, groupId: string, position = 0) =>
      makeVariantInput(groupId, { id, position, caliber: '5.56 NATO' });
    await insertCatalog(server(), {
      merchants: MERCHANTS,
      groups: [
        group('aero-bcg', 'Zulu Aero BCG'),
        group('sold-out', 'Zulu Sold Out BCG'),
        group('two-finishes', 'Zulu Two Finishes BCG'),
      ],
      variants: [
        variant('aero-bcg-v', 'aero-bcg'),
        variant('sold-out-v', 'sold-out'),
        variant('black', 'two-finishes', 0),
        variant('fde', 'two-finishes', 1),
      ],
      offers: [
        // The cheapest is out of stock, the next cheapest is stale: Brownells is the price.
        makeOfferInput('aero-bcg-v', 'rainier', { price: 149.99, inStock: false }),
        makeOfferInput('aero-bcg-v', 'primary', { price: 150.5, checkedAt: longAgo() }),
        makeOfferInput('aero-bcg-v', 'brownells', { price: 155.99 }),
        // Nobody has it: the cheapest is shown, out of stock.
        makeOfferInput('sold-out-v', 'rainier', { price: 90, inStock: false }),
        makeOfferInput('sold-out-v', 'brownells', { price: 80, inStock: false }),
        // The cheaper finish is sold out: the group's 'from' price is the other's.
        makeOfferInput('black', 'brownells', { price: 200 }),
        makeOfferInput('fde', 'brownells', { price: 100, inStock: false }),
      ],
    });
    await insertAmmo(server(), {
      merchants: MERCHANTS,
      items: [makeAmmoInput({ id: 'grendel', name: 'Zulu Grendel 123 gr', roundCount: 20 })],
      offers: [
        makeAmmoOfferInput('grendel', 'rainier', { price: 250.99, inStock: false }),
        makeAmmoOfferInput('grendel', 'brownells', { price: 280.99 }),
      ],
    });
  });

  it('gives a variant and its group the cheapest fresh price in stock, offers buyable first', async () => {
    const res = await server().api<CatalogGroupDetail>('/api/catalog/groups/aero-bcg');
    expect(res.status).toBe(200);
    expect(res.body.group).toMatchObject({ price: 155.99, inStock: true, priceCheckedAt: ISO });
    const [v] = res.body.variants;
    expect(v).toMatchObject({ price: 155.99, inStock: true, priceCheckedAt: ISO });
    expect(v!.vendor.map((o) => [o.merchantName, o.price, o.inStock, o.stale ?? false])).toEqual([
      ['Brownells', 155.99, true, false],
      ['Rainier Arms', 149.99, false, false],
      ['Primary Arms', 150.5, true, true],
    ]);
    for (const offer of v!.vendor) expect(offer.checkedAt).toEqual(ISO);
    // the stale offer says when it was last seen
    const stale = v!.vendor[2]!;
    expect(Date.now() - Date.parse(stale.checkedAt)).toBeGreaterThan(29 * DAY);
  });

  it('shows a product nobody has in stock at its cheapest price, out of stock', async () => {
    const res = await server().api<CatalogGroupDetail>('/api/catalog/groups/sold-out');
    expect(res.body.group).toMatchObject({ price: 80, inStock: false });
    expect(res.body.variants[0]!.vendor.map((o) => o.price)).toEqual([80, 90]);
  });

  it("takes a group's 'from' price from a variant in stock, not a cheaper sold-out one", async () => {
    const res = await server().api<CatalogGroupDetail>('/api/catalog/groups/two-finishes');
    expect(res.body.group).toMatchObject({ price: 200, inStock: true });
    expect(res.body.variants.map((v) => [v._id, v.price, v.inStock])).toEqual([
      ['black', 200, true],
      ['fde', 100, false],
    ]);
  });

  it('lists, sorts and filters by the price a shopper can pay', async () => {
    const res = await server().api<CatalogListResponse>(
      '/api/catalog/groups?subPart=Bolt%20Carrier%20Group&sort=price',
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.items.map((g) => [g._id, g.price, g.inStock])).toEqual([
      ['sold-out', 80, false],
      ['aero-bcg', 155.99, true],
      ['two-finishes', 200, true],
    ]);
    const inStock = await server().api<CatalogListResponse>(
      '/api/catalog/groups?subPart=Bolt%20Carrier%20Group&priceMax=150',
    );
    expect(inStock.body.items.map((g) => g._id)).toEqual(['sold-out']);
  });

  it('prices ammunition from its cheapest offer in stock, per round too', async () => {
    const detail = await server().api<AmmoDetail>('/api/ammo/grendel');
    expect(detail.body).toMatchObject({
      price: 280.99,
      pricePerRound: 14.0495,
      inStock: true,
      priceCheckedAt: ISO,
    });
    expect(detail.body.vendor.map((o) => [o.merchantName, o.price, o.inStock])).toEqual([
      ['Brownells', 280.99, true],
      ['Rainier Arms', 250.99, false],
    ]);
    const list = await server().api<AmmoListResponse>('/api/ammo?caliber=556');
    expect(list.body.items.find((i) => i.id === 'grendel')).toMatchObject({ price: 280.99 });
  });

  it('tells search whether a product price is in stock', async () => {
    const res = await server().api<SearchResponse>('/api/search?q=zulu&in=products');
    expect(res.status, res.text).toBe(200);
    const byId = new Map(
      res.body.results.flatMap((r) => (r.type === 'blog' ? [] : [[r.id, r] as const])),
    );
    expect(byId.get('aero-bcg')).toMatchObject({
      price: 155.99,
      inStock: true,
      priceCheckedAt: ISO,
    });
    expect(byId.get('sold-out')).toMatchObject({ price: 80, inStock: false });
    expect(byId.get('grendel')).toMatchObject({ price: 280.99, inStock: true });
  });
});

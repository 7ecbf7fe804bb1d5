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
  signUpUser,
  type SignedUp,
} from '../../../../tests/factories.ts';
import type { AmmoDetail } from '../../../shared/ammo/schema.ts';
import type { CatalogGroupDetail } from '../../../shared/catalog/schema.ts';
import type { FeedMerchant, FeedMerchantsResponse } from '../../../shared/feeds/schemas.ts';

// Landed cost on PGlite and PostgreSQL: every offer names its merchant's id and shipping rule,
// and its own shipping price when its feed gave one; an offer without one shows its merchant's
// rule in words. Admins set a merchant's rule; everybody else is refused, bad amounts are a 400
// naming the field.

const MERCHANTS = [
  {
    id: 'brownells',
    name: 'Brownells',
    shipping: { flat: 7.99, perItem: 0, freeOver: 99 },
  },
  { id: 'psa', name: 'Palmetto State Armory' },
];

describeApi('landed cost: shipping rules', (server, kind) => {
  let admin: SignedUp;
  let user: SignedUp;

  beforeAll(async () => {
    admin = await signUpUser(server(), `shipadmin${kind}`, { admin: true });
    user = await signUpUser(server(), `shipuser${kind}`);
    await insertCatalog(server(), {
      merchants: MERCHANTS,
      groups: [makeGroupInput({ id: 'grip', partName: 'Zulu Grip', type: 'ar15-grips' })],
      variants: [makeVariantInput('grip', { id: 'grip-v' })],
      offers: [
        makeOfferInput('grip-v', 'brownells', { price: 24.99, shipping: 'Free shipping' }),
        makeOfferInput('grip-v', 'psa', { price: 22.99, shipping: '$4.50 shipping' }),
      ],
    });
    await insertAmmo(server(), {
      merchants: MERCHANTS,
      items: [makeAmmoInput({ id: 'ship-ammo', name: 'Zulu 5.56 55 gr', roundCount: 20 })],
      offers: [makeAmmoOfferInput('ship-ammo', 'brownells', { price: 12.99 })],
    });
  });

  const offers = async () => {
    const res = await server().api<CatalogGroupDetail>('/api/catalog/groups/grip');
    expect(res.status).toBe(200);
    return res.body.variants[0]!.vendor;
  };

  it("gives every offer its merchant's id and rule, and its own shipping price", async () => {
    expect(await offers()).toEqual([
      expect.objectContaining({
        merchantId: 'psa',
        price: 22.99,
        shipping: '$4.50 shipping',
        shippingPrice: 4.5,
        shippingRule: { flat: 0, perItem: 0, freeOver: null },
      }),
      expect.objectContaining({
        merchantId: 'brownells',
        price: 24.99,
        // no price of its own: the merchant's rule, in words
        shipping: '$7.99 shipping, free over $99.00',
        shippingRule: { flat: 7.99, perItem: 0, freeOver: 99 },
      }),
    ]);
    expect((await offers())[1]).not.toHaveProperty('shippingPrice');
    const ammo = await server().api<AmmoDetail>('/api/ammo/ship-ammo');
    expect(ammo.body.vendor[0]).toMatchObject({
      merchantId: 'brownells',
      shippingRule: { flat: 7.99, perItem: 0, freeOver: 99 },
    });
  });

  it("lets an admin set a merchant's rule, shown at once on its offers", async () => {
    const res = await server().api<FeedMerchant>('/api/admin/merchants/psa/shipping', {
      method: 'PUT',
      token: admin.token,
      body: { flat: 5.95, perItem: 1.5, freeOver: 150 },
    });
    expect(res.status).toBe(200);
    expect(res.body.shipping).toEqual({ flat: 5.95, perItem: 1.5, freeOver: 150 });
    const psa = (await offers()).find((o) => o.merchantId === 'psa')!;
    expect(psa.shippingRule).toEqual({ flat: 5.95, perItem: 1.5, freeOver: 150 });
    // its own shipping price still names the item's shipping
    expect(psa.shipping).toBe('$4.50 shipping');
    const list = await server().api<FeedMerchantsResponse>('/api/admin/feeds', {
      token: admin.token,
    });
    expect(list.body.items.find((m) => m.id === 'brownells')?.shipping).toEqual({
      flat: 7.99,
      perItem: 0,
      freeOver: 99,
    });
  });

  it('refuses strangers and users, unknown merchants, and bad amounts naming the field', async () => {
    const body = { flat: 1, perItem: 0, freeOver: null };
    const url = '/api/admin/merchants/psa/shipping';
    expect((await server().api(url, { method: 'PUT', body })).status).toBe(401);
    expect((await server().api(url, { method: 'PUT', body, token: user.token })).status).toBe(403);
    const unknown = await server().api('/api/admin/merchants/nobody/shipping', {
      method: 'PUT',
      body,
      token: admin.token,
    });
    expect(unknown.status).toBe(404);
    for (const [bad, field] of [
      [{ ...body, flat: -1 }, 'flat'],
      [{ ...body, perItem: '2.50' }, 'perItem'],
      [{ ...body, freeOver: 10.001 }, 'freeOver'],
      [{ flat: 1, perItem: 0 }, 'freeOver'],
    ] as const) {
      const res = await server().api<{ errors?: Record<string, string> }>(url, {
        method: 'PUT',
        body: bad,
        token: admin.token,
      });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(res.body.errors ?? {})).toContain(field);
    }
    // nothing was changed by the refused requests
    expect((await offers()).find((o) => o.merchantId === 'psa')!.shippingRule.flat).toBe(5.95);
  });
});

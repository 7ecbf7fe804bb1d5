import { beforeAll, expect, it } from 'vitest';
import { describeApi } from '../../../../tests/api-server.ts';
import { insertCatalog, smallCatalog } from '../../../../tests/factories.ts';
import { groupDataSchema, variantDataSchema } from '../../../shared/build/schema.ts';
import { z } from 'zod';
import { catalogMessages } from '../../../shared/catalog/messages.ts';
import {
  catalogGroupDetailSchema,
  catalogGroupSchema,
  catalogListResponseSchema,
  catalogVariantSchema,
  type CatalogGroup,
  type CatalogGroupDetail,
  type CatalogVariant,
} from '../../../shared/catalog/schema.ts';
import { ALLOWED_TYPE_ENDPOINTS } from '../../../shared/catalog/types.ts';
import type { ErrorBody } from '../../lib/errors.ts';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describeApi('catalogue: group data, type endpoints, detail, images', (server) => {
  beforeAll(async () => {
    await insertCatalog(server(), smallCatalog());
  });

  it('GET /group-data answers every group with the product record’s fields, by name', async () => {
    const res = await server().api<CatalogGroup[]>('/api/group-data');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(7);
    expect(res.body.map((g) => g._id)).toEqual([
      'alpha',
      'bravo',
      'charlie',
      'delta',
      'echo',
      'foxtrot',
      'golf',
    ]);
    const charlie = res.body[2];
    expect(charlie).toMatchObject({
      _id: 'charlie',
      partName: 'Charlie Rail',
      brand: 'Magpul',
      platform: 'AR15',
      category: 'Handguard',
      subcategory: 'Handguard',
      mainCategory: 'handguards',
      price: 90,
      images: ['/api/catalog/images/barrel/black.svg'],
    });
    // What the catalogue answers fits the build's groupData as it is saved by the detail page's Add.
    for (const group of res.body) expect(groupDataSchema.safeParse(group).success).toBe(true);
  });

  it('GET /{type}/group/{groupId} answers the group’s variants with offers, cheapest first', async () => {
    const res = await server().api<CatalogVariant[]>('/api/ar15-barrels/group/alpha');
    expect(res.status).toBe(200);
    expect(res.body.map((v) => v._id)).toEqual(['alpha-556', 'alpha-300']);
    const [v556] = res.body;
    expect(v556).toEqual({
      _id: 'alpha-556',
      groupId: 'alpha',
      model: expect.any(String) as unknown,
      brand: 'Ballistic Advantage',
      mainCategory: 'barrels',
      price: 140,
      priceCheckedAt: expect.stringMatching(ISO) as unknown,
      retailPrice: 199.99,
      notes: '',
      includedParts: [],
      images: ['/api/catalog/images/barrel/black.svg'],
      upc: 'upc-alpha-556',
      caliber: '5.56 NATO',
      barrelLength: '16"',
      inStock: true,
      vendor: [
        {
          merchantId: 'shop-b',
          merchantName: 'Shop B',
          price: 140,
          buyLink: 'https://shop-b.example/p/alpha-556',
          inStock: true,
          shipping: 'Free shipping',
          shippingRule: { flat: 0, perItem: 0, freeOver: null },
          updatedAt: expect.stringMatching(ISO) as unknown,
          checkedAt: expect.stringMatching(ISO) as unknown,
        },
        {
          merchantId: 'shop-a',
          merchantName: 'Shop A',
          price: 150,
          retailPrice: 179.99,
          buyLink: 'https://shop-a.example/p/alpha-556',
          inStock: true,
          shipping: 'Free shipping',
          shippingRule: { flat: 0, perItem: 0, freeOver: null },
          updatedAt: expect.stringMatching(ISO) as unknown,
          checkedAt: expect.stringMatching(ISO) as unknown,
        },
      ],
    });
    for (const variant of res.body) expect(variantDataSchema.safeParse(variant).success).toBe(true);
  });

  it('serves the AR-10 type endpoints of the allowed list', async () => {
    const res = await server().api<CatalogVariant[]>('/api/ar10-handguard/group/foxtrot');
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({
      _id: 'foxtrot-15',
      caliber: '.308 Winchester',
      price: 200,
    });
    for (const endpoint of [
      '/ar10-bcg-hardware-group',
      '/ar10-bolt-catch',
      '/ar10-charging-handle',
      '/ar10-ejection-port-cover',
      '/ar10-handguard',
      '/ar10-barrels',
      '/ar10-complete-uppers',
      '/ar10-magazines',
    ])
      expect(ALLOWED_TYPE_ENDPOINTS).toContain(endpoint);
  });

  it('answers 404 for a group of another type or no group at all', async () => {
    const other = await server().api<ErrorBody>('/api/ar15-handguards/group/alpha');
    expect(other.status).toBe(404);
    expect(other.body.message).toBe(catalogMessages.typeGroupNotFound('ar15-handguards', 'alpha'));
    const none = await server().api('/api/ar15-barrels/group/nope');
    expect(none.status).toBe(404);
  });

  it('answers 404 JSON naming an endpoint that is not on the allowed list', async () => {
    for (const type of ['ar15-widgets', 'pistol-barrels', 'ar10-widgets']) {
      const res = await server().api(`/api/${type}/group/alpha`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(res.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: catalogMessages.typeNotAllowed(`/${type}`),
        requestId: expect.any(String) as unknown,
      });
    }
  });

  it('GET /catalog/groups/{id} answers the group, its variants and their offers', async () => {
    const res = await server().api<CatalogGroupDetail>('/api/catalog/groups/delta');
    expect(res.status).toBe(200);
    expect(res.body.group).toMatchObject({ _id: 'delta', price: 120, variantCount: 1 });
    expect(res.body.variants).toHaveLength(1);
    expect(res.body.variants[0]).toMatchObject({
      _id: 'delta-nitride',
      includedParts: ['Bolt', 'Cam Pin', 'Firing Pin', 'Bolt Hardware'],
      caliberCompatibility: ['5.56 NATO', '.223 Remington', '.300 Blackout'],
      vendor: [{ merchantName: 'Shop A', price: 120 }],
    });
  });

  it('a sold-out variant keeps its offers, marked out of stock', async () => {
    const res = await server().api<CatalogGroupDetail>('/api/catalog/groups/bravo');
    expect(res.body.group).toMatchObject({ inStock: false, price: 250 });
    expect(res.body.variants[0]).toMatchObject({ inStock: false, vendor: [{ inStock: false }] });
  });

  it('a group without variants has an empty list and no price', async () => {
    const res = await server().api<CatalogGroupDetail>('/api/catalog/groups/golf');
    expect(res.status).toBe(200);
    expect(res.body.variants).toEqual([]);
    expect(res.body.group).not.toHaveProperty('price');
  });

  it('answers 404 for an unknown group', async () => {
    const res = await server().api<ErrorBody>('/api/catalog/groups/no-such-group');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(catalogMessages.groupNotFound('no-such-group'));
  });

  it('serves our own SVG silhouettes, and 404 for unknown ones', async () => {
    const res = await server().api('/api/catalog/images/barrel/fde.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(res.text).not.toMatch(/<script|href=|on\w+=/i);
    expect((await server().api('/api/catalog/images/barrel/pink.svg')).status).toBe(404);
    expect((await server().api('/api/catalog/images/rocket/black.svg')).status).toBe(404);
    expect((await server().api('/api/catalog/images/barrel/black.png')).status).toBe(404);
  });

  it('answers exactly what the documented response schemas describe', async () => {
    // The read routes serialise with JSON.stringify (ADR 019): nothing beyond the schemas.
    const exact = (schema: z.ZodType, body: unknown) => expect(schema.parse(body)).toEqual(body);
    exact(z.array(catalogGroupSchema), (await server().api<unknown>('/api/group-data')).body);
    exact(catalogListResponseSchema, (await server().api<unknown>('/api/catalog/groups')).body);
    for (const id of ['alpha', 'bravo', 'charlie', 'delta', 'golf'])
      exact(
        catalogGroupDetailSchema,
        (await server().api<unknown>(`/api/catalog/groups/${id}`)).body,
      );
    exact(
      z.array(catalogVariantSchema),
      (await server().api<unknown>('/api/ar15-bcgs/group/delta')).body,
    );
  });

  it('needs no token', async () => {
    const res = await server().api('/api/catalog/groups', { token: 'not-a-token' });
    expect(res.status).toBe(200);
  });
});

import { beforeAll, expect, it } from 'vitest';
import { describeApi } from '../../../../tests/api-server.ts';
import { insertCatalog, makeGroupInput, smallCatalog } from '../../../../tests/factories.ts';
import {
  catalogBrandsResponseSchema,
  type CatalogBrandsResponse,
} from '../../../shared/catalog/brands.ts';
import { catalogMessages } from '../../../shared/catalog/messages.ts';
import type { CatalogListResponse } from '../../../shared/catalog/schema.ts';
import type { ErrorBody } from '../../lib/errors.ts';

// ADR 025: GET /api/catalog/brands feeds the product list's Brand filter.

describeApi('catalogue brands', (server) => {
  beforeAll(async () => {
    const catalog = smallCatalog();
    // A brand spelled in lower case sorts among the others, not after 'Z'.
    catalog.groups!.push(
      makeGroupInput({
        id: 'hotel',
        type: 'ar15-grips',
        partName: 'Hotel Grip',
        brand: 'b5 Systems',
      }),
    );
    await insertCatalog(server(), catalog);
  });

  it('lists every brand once with its number of groups, by name ignoring case', async () => {
    const res = await server().api('/api/catalog/brands');
    expect(res.status).toBe(200);
    expect(catalogBrandsResponseSchema.strict().parse(res.body)).toEqual({
      items: [
        { name: 'Aero Precision', count: 1 },
        { name: 'b5 Systems', count: 1 },
        { name: 'Ballistic Advantage', count: 1 },
        { name: 'Criterion Barrels', count: 1 },
        { name: 'Faxon Firearms', count: 1 },
        { name: 'Magpul', count: 2 },
        { name: 'Toolcraft', count: 1 },
      ],
    });
  });

  it('lists only the brands of one platform when asked', async () => {
    const ar10 = await server().api<CatalogBrandsResponse>('/api/catalog/brands?platform=AR10');
    expect(ar10.status).toBe(200);
    expect(ar10.body.items).toEqual([{ name: 'Aero Precision', count: 1 }]);
    const ar15 = await server().api<CatalogBrandsResponse>('/api/catalog/brands?platform=AR15');
    expect(ar15.body.items.map((b) => b.name)).not.toContain('Aero Precision');
    expect(ar15.body.items).toContainEqual({ name: 'Magpul', count: 2 });
  });

  it('each brand it names finds exactly its groups in the list', async () => {
    const { body } = await server().api<CatalogBrandsResponse>('/api/catalog/brands');
    for (const brand of body.items) {
      const list = await server().api<CatalogListResponse>(
        `/api/catalog/groups?brand=${encodeURIComponent(brand.name)}`,
      );
      expect(list.body.total, brand.name).toBe(brand.count);
    }
  });

  it('refuses an unknown platform with a 400 naming the parameter', async () => {
    const res = await server().api<ErrorBody>('/api/catalog/brands?platform=AK');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ platform: catalogMessages.platformInvalid });
  });
});

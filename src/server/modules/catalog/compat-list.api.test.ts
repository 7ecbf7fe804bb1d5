import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestServer } from '../../../../tests/api-server.ts';
import {
  insertCatalog,
  makeGroupInput,
  makeOfferInput,
  makeVariantInput,
} from '../../../../tests/factories.ts';
import { catalogMessages } from '../../../shared/catalog/messages.ts';
import type { CatalogListResponse } from '../../../shared/catalog/schema.ts';
import { encodeBuildSpecs, relevantBuildSpecs } from '../../../shared/compat/index.ts';
import { compatPart } from '../../../shared/compat/test-builds.ts';
import type { ErrorBody } from '../../lib/errors.ts';
import type { VariantInput } from './store.ts';

// The product list's compatibility parameters (ADR 061): compat, sort=compatibility,
// compatibleOnly, and each group's fit.

/** The visitor's build: a 1/2x28 muzzle device. Barrels fit when threaded 1/2x28. */
const COMPAT = encodeURIComponent(
  encodeBuildSpecs(
    relevantBuildSpecs([
      compatPart('Muzzle Device', 'A2 Flash Hider', {
        muzzleThread: '1/2x28',
        boreDiameter: 0.224,
      }),
    ]),
  ),
);

const ids = (body: { items: { _id: string }[] }) => body.items.map((i) => i._id);

const path = (query: string) => `/api/catalog/groups?category=Barrels&${query}`;

async function list(server: TestServer, query: string) {
  return server.api<CatalogListResponse>(path(query));
}

/** A list request expected to be refused. */
async function refused(server: TestServer, query: string) {
  return server.api<ErrorBody>(path(query));
}

/** Every page of a list, pageSize 2. */
async function allPages(server: TestServer, query: string): Promise<string[]> {
  const out: string[] = [];
  for (let page = 1; page <= 5; page++) {
    const res = await list(server, `${query}&pageSize=2&page=${page}`);
    expect(res.status).toBe(200);
    out.push(...ids(res.body));
  }
  return out;
}

describeApi('catalogue list: compatibility with the visitor’s build', (server) => {
  beforeAll(async () => {
    // Names give the popularity ties' order (all 0): a…f. Non-fitting groups come first by name.
    const groups = [
      ['a-nofit', 'A 5/8x24 Barrel'],
      ['b-fit', 'B 1/2x28 Barrel'],
      ['c-partial', 'C Barrel, two threads'],
      ['d-nofit', 'D Unthreaded Barrel'],
      ['e-unknown', 'E Barrel without keys'],
      ['f-fit', 'F 1/2x28 Barrel'],
    ].map(([id, partName]) => makeGroupInput({ id, type: 'ar15-barrels', partName }));
    const v = (id: string, groupId: string, muzzleThread?: '1/2x28' | '5/8x24' | 'none') =>
      makeVariantInput(groupId, {
        id,
        upc: `upc-${id}`,
        ...(muzzleThread && { compat: { platform: 'AR-15', caliber: '556', muzzleThread } }),
      });
    const variants: VariantInput[] = [
      v('a1', 'a-nofit', '5/8x24'),
      v('b1', 'b-fit', '1/2x28'),
      v('c1', 'c-partial', '5/8x24'),
      v('c2', 'c-partial', '1/2x28'),
      v('c3', 'c-partial', '5/8x24'),
      v('d1', 'd-nofit', 'none'),
      v('e1', 'e-unknown'),
      v('f1', 'f-fit', '1/2x28'),
    ];
    const offers = variants.map((x) => makeOfferInput(x.id, 'shop-a', { price: 100 }));
    await insertCatalog(server(), { groups, variants, offers });
  });

  it('gives every group its fit when compat is sent, and none without it', async () => {
    const res = await list(server(), `compat=${COMPAT}`);
    expect(res.status).toBe(200);
    expect(ids(res.body)).toEqual([
      'a-nofit',
      'b-fit',
      'c-partial',
      'd-nofit',
      'e-unknown',
      'f-fit',
    ]);
    const fit = Object.fromEntries(res.body.items.map((g) => [g._id, g.fit]));
    expect(fit).toEqual({
      'a-nofit': { fits: 0, total: 1 },
      'b-fit': { fits: 1, total: 1 },
      'c-partial': { fits: 1, total: 3 },
      'd-nofit': { fits: 0, total: 1 },
      // unknown keys are never an error: it fits
      'e-unknown': { fits: 1, total: 1 },
      'f-fit': { fits: 1, total: 1 },
    });
    const plain = await list(server(), '');
    expect(plain.body.items[0]).not.toHaveProperty('fit');
  });

  it('sort=compatibility puts fitting groups first across all pages, popularity order within', async () => {
    const pages = await allPages(server(), `compat=${COMPAT}&sort=compatibility`);
    expect(pages).toEqual(['b-fit', 'c-partial', 'e-unknown', 'f-fit', 'a-nofit', 'd-nofit']);
    const first = await list(server(), `compat=${COMPAT}&sort=compatibility&pageSize=2`);
    expect(first.body).toMatchObject({ total: 6, page: 1, pageSize: 2 });
    expect(first.body.items[0]?.fit).toEqual({ fits: 1, total: 1 });
  });

  it('compatibleOnly=true hides groups with no fitting variant, on every page and in the total', async () => {
    const pages = await allPages(server(), `compat=${COMPAT}&compatibleOnly=true`);
    expect(pages).toEqual(['b-fit', 'c-partial', 'e-unknown', 'f-fit']);
    const res = await list(server(), `compat=${COMPAT}&compatibleOnly=true&sort=-price`);
    expect(res.body.total).toBe(4);
    expect(ids(res.body)).not.toContain('a-nofit');
  });

  it('without compat, sort=compatibility is the popularity order and compatibleOnly changes nothing', async () => {
    const plain = ids((await list(server(), '')).body);
    expect(ids((await list(server(), 'sort=compatibility')).body)).toEqual(plain);
    expect(ids((await list(server(), 'compatibleOnly=true')).body)).toEqual(plain);
  });

  it('follows a catalogue write at once', async () => {
    await insertCatalog(server(), {
      variants: [
        makeVariantInput('a-nofit', {
          id: 'a1',
          upc: 'upc-a1',
          compat: { platform: 'AR-15', caliber: '556', muzzleThread: '1/2x28' },
        }),
      ],
    });
    const res = await list(server(), `compat=${COMPAT}&compatibleOnly=true`);
    expect(ids(res.body)).toEqual(['a-nofit', 'b-fit', 'c-partial', 'e-unknown', 'f-fit']);
  });

  it('refuses a compat that is not a build summary, and a bad compatibleOnly (400 naming them)', async () => {
    for (const bad of [
      'nope',
      encodeURIComponent('{"v":2,"p":[]}'),
      encodeURIComponent('{"v":1,"p":[{"s":"Barrel","k":{"muzzleThread":"7/8x99"}}]}'),
    ]) {
      const res = await refused(server(), `compat=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.errors).toEqual({ compat: catalogMessages.compatInvalid });
    }
    const flag = await refused(server(), `compat=${COMPAT}&compatibleOnly=maybe`);
    expect(flag.status).toBe(400);
    expect(flag.body.errors).toEqual({ compatibleOnly: catalogMessages.compatibleOnlyInvalid });
    const sort = await refused(server(), 'sort=fit');
    expect(sort.status).toBe(400);
    expect(sort.body.errors).toEqual({ sort: catalogMessages.sortInvalid });
  });
});

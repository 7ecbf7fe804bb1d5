import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestServer } from '../../../../tests/api-server.ts';
import {
  insertCatalog,
  makeBuildRequest,
  saveBuild,
  signUpUser,
  smallCatalog,
  type SignedUp,
} from '../../../../tests/factories.ts';
import type { BuildPart, SelectedProduct } from '../../../shared/build/schema.ts';
import type { CatalogListResponse } from '../../../shared/catalog/schema.ts';
import { catalogGroups } from '../../db/schema.ts';
import { recountPopularity } from './store.ts';

/** A build product of a catalogue group, as the web app's add puts it into a build. */
function product(groupId: string, variantId = `${groupId}-v`): SelectedProduct {
  return {
    _id: variantId,
    name: `${groupId} part`,
    groupData: { _id: groupId, partName: groupId },
    variantData: { _id: variantId, groupId },
  };
}

function parts(...groupIds: string[]): BuildPart[] {
  return [
    {
      name: 'Barrel',
      subParts: groupIds.map((id, i) => ({ name: `Sub ${i}`, product: product(id) })),
    },
  ];
}

async function popularity(server: TestServer): Promise<Record<string, number>> {
  const res = await server.api<CatalogListResponse>('/api/catalog/groups?pageSize=100');
  return Object.fromEntries(res.body.items.map((g) => [g._id, g.popularity]));
}

async function savePart(server: TestServer, user: SignedUp, groupId: string, id: string) {
  const res = await server.api(`/api/users/${user.id}/saved-parts`, {
    method: 'PATCH',
    token: user.token,
    body: {
      name: 'Saved',
      details: { product: { _id: id }, groupData: { _id: groupId } },
    },
  });
  expect(res.status).toBe(200);
}

describeApi(
  'catalogue popularity: how many saved builds and saved parts name a group',
  (server) => {
    let ada: SignedUp;
    let bob: SignedUp;

    beforeAll(async () => {
      await insertCatalog(server(), smallCatalog());
      ada = await signUpUser(server(), 'popada');
      bob = await signUpUser(server(), 'popbob');
    });

    it('counts saved builds and saved parts that contain a group, and sorts by it', async () => {
      // echo in two builds; a composite's included entries of the same group count once per build.
      await saveBuild(
        server(),
        ada,
        makeBuildRequest({ buildParts: parts('echo', 'echo', 'delta') }),
      );
      await saveBuild(server(), bob, makeBuildRequest({ buildParts: parts('echo') }));
      await savePart(server(), ada, 'charlie', 'charlie-13');
      await savePart(server(), bob, 'charlie', 'charlie-13');
      await savePart(server(), bob, 'golf', 'golf-x');

      expect(await popularity(server())).toMatchObject({
        echo: 2,
        charlie: 2,
        delta: 1,
        golf: 1,
        alpha: 0,
      });
      const res = await server().api<CatalogListResponse>('/api/catalog/groups?sort=popularity');
      // Ties by name: charlie before echo (2), delta before golf (1), then the rest A–Z.
      expect(res.body.items.map((g) => g._id)).toEqual([
        'charlie',
        'echo',
        'delta',
        'golf',
        'alpha',
        'bravo',
        'foxtrot',
      ]);
    });

    it('follows updates and deletions of builds and saved parts at once', async () => {
      const build = await saveBuild(
        server(),
        ada,
        makeBuildRequest({ buildParts: parts('alpha') }),
      );
      expect((await popularity(server())).alpha).toBe(1);

      const put = await server().api(`/api/user-builds/${build._id}`, {
        method: 'PUT',
        token: ada.token,
        body: makeBuildRequest({ buildParts: parts('bravo') }),
      });
      expect(put.status).toBe(200);
      expect(await popularity(server())).toMatchObject({ alpha: 0, bravo: 1 });

      await server().api(`/api/user-builds/${build._id}`, { method: 'DELETE', token: ada.token });
      expect((await popularity(server())).bravo).toBe(0);

      await server().api(`/api/users/${bob.id}/saved-parts/golf-x`, {
        method: 'DELETE',
        token: bob.token,
      });
      expect((await popularity(server())).golf).toBe(0);
    });

    it('drops a deleted user’s builds and saved parts (they go with the user)', async () => {
      const before = await popularity(server());
      const res = await server().api(`/api/users/${bob.id}`, {
        method: 'DELETE',
        token: bob.token,
      });
      expect(res.status).toBe(204);
      const after = await popularity(server());
      expect(after.echo).toBe(before.echo! - 1);
      expect(after.charlie).toBe(before.charlie! - 1);
    });

    it('a recount from scratch gives the same counts the triggers kept', async () => {
      const kept = await popularity(server());
      const { db } = server().database;
      await db.update(catalogGroups).set({ popularity: 99 }).where(eq(catalogGroups.id, 'echo'));
      await recountPopularity(db);
      expect(await popularity(server())).toEqual(kept);
    });
  },
);

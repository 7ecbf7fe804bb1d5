import { expect, it } from 'vitest';
import { describeApi } from '../../../../tests/api-server.ts';
import {
  insertAmmo,
  insertCatalog,
  mailsTo,
  makeAmmoInput,
  makeAmmoOfferInput,
  makeBuildRequest,
  makeGroupInput,
  makeOfferInput,
  makeSelectedProduct,
  makeVariantInput,
  saveBuild,
  signUpUser,
  type SignedUp,
} from '../../../../tests/factories.ts';
import type { Alert, AlertList } from '../../../shared/alerts/schema.ts';

interface ErrorBody {
  errors?: Record<string, string>;
}
import { buildTotal, checkAlertsAfterFeed } from './evaluate.ts';

// Price alerts through HTTP: set, list, change and delete one's own alerts; strangers and other
// users reach nothing; bad input is a 400 naming the field; prices crossing after a feed's
// refresh queue one digest e-mail per user (never twice); the one-click unsubscribe works by POST
// with the signed token only.

describeApi('price alerts', (server) => {
  let alice: SignedUp;
  let bob: SignedUp;
  const group = makeGroupInput({ id: 'al-group', partName: 'Alert Barrel' });
  const v1 = makeVariantInput(group.id, { id: 'al-v1', model: 'Sixteen' });
  const v2 = makeVariantInput(group.id, { id: 'al-v2', model: 'Ten' });
  const ammo = makeAmmoInput({ id: 'al-ammo', name: 'Alert 5.56 55gr', roundCount: 20 });

  async function prices(p: { v1: number; v2: number; ammo: number }) {
    await insertCatalog(server(), {
      groups: [group],
      variants: [v1, v2],
      offers: [
        makeOfferInput(v1.id, 'shop-a', { price: p.v1 }),
        makeOfferInput(v2.id, 'shop-a', { price: p.v2 }),
      ],
    });
    await insertAmmo(server(), {
      items: [ammo],
      offers: [makeAmmoOfferInput(ammo.id, 'shop-a', { price: p.ammo })],
    });
  }

  const post = (user: SignedUp, body: unknown) =>
    server().api<Alert & ErrorBody>('/api/alerts', { method: 'POST', token: user.token, body });
  const fields = (body: unknown) => Object.keys((body as ErrorBody).errors ?? {});

  it('sets up two users and a small catalogue', async () => {
    alice = await signUpUser(server(), 'alice');
    bob = await signUpUser(server(), 'bob');
    await prices({ v1: 100, v2: 50, ammo: 10 });
  });

  it('answers 401 without sign-in', async () => {
    expect((await server().api('/api/alerts')).status).toBe(401);
    const res = await server().api('/api/alerts', {
      method: 'POST',
      body: { targetKind: 'variant', targetId: v1.id, kind: 'stock' },
    });
    expect(res.status).toBe(401);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const negative = await post(alice, {
      targetKind: 'variant',
      targetId: v1.id,
      kind: 'price',
      targetPrice: -1,
    });
    expect(negative.status).toBe(400);
    expect(fields(negative.body)).toContain('targetPrice');
    const missing = await post(alice, { targetKind: 'variant', targetId: v1.id, kind: 'price' });
    expect(missing.status).toBe(400);
    expect(fields(missing.body)).toContain('targetPrice');
    const unknown = await post(alice, { targetKind: 'variant', targetId: 'nope', kind: 'stock' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.targetId).toMatch(/nope/);
    const unknownAmmo = await post(alice, { targetKind: 'ammo', targetId: 'nope', kind: 'drop' });
    expect(unknownAmmo.status).toBe(400);
    expect(fields(unknownAmmo.body)).toEqual(['targetId']);
    const badKind = await post(alice, { targetKind: 'variant', targetId: v1.id, kind: 'cheap' });
    expect(badKind.status).toBe(400);
    expect(fields(badKind.body)).toContain('kind');
    const build = await saveBuild(server(), alice);
    const stock = await post(alice, { targetKind: 'build', targetId: build._id, kind: 'stock' });
    expect(stock.status).toBe(400);
    expect(fields(stock.body)).toContain('kind');
    // another user's build is not one to watch
    const bobs = await post(bob, { targetKind: 'build', targetId: build._id, kind: 'drop' });
    expect(bobs.status).toBe(400);
    expect(fields(bobs.body)).toEqual(['targetId']);
  });

  let priceAlert: Alert;
  let buildAlert: Alert;

  it('creates, lists and edits alerts with their targets as they are now', async () => {
    const created = await post(alice, {
      targetKind: 'variant',
      targetId: v1.id,
      kind: 'price',
      targetPrice: 90,
    });
    expect(created.status).toBe(201);
    priceAlert = created.body;
    expect(priceAlert).toMatchObject({
      kind: 'price',
      targetPrice: 90,
      currentPrice: 100,
      inStock: true,
      armed: true,
      targetName: 'Alert Barrel — Sixteen',
      path: '/product/barrels/al-group',
    });
    const drop = await post(alice, { targetKind: 'ammo', targetId: ammo.id, kind: 'drop' });
    expect(drop.status).toBe(201);
    expect(drop.body).toMatchObject({ referencePrice: 0.5, currentPrice: 0.5 });
    expect(drop.body.path).toBe('/ammo-detail/al-ammo');

    const build = await saveBuild(
      server(),
      alice,
      makeBuildRequest({
        buildName: 'Alert build',
        buildParts: [
          {
            name: 'Barrel',
            subParts: [
              {
                name: 'Barrel',
                product: makeSelectedProduct({
                  variantData: { _id: v2.id, model: 'Ten', price: 50 },
                }),
              },
              {
                name: 'Gas Tube',
                product: makeSelectedProduct({
                  includedWith: 'Barrel',
                  variantData: { _id: v1.id, model: 'Sixteen' },
                }),
              },
            ],
          },
          {
            name: 'Ammunition',
            subParts: [
              {
                name: 'Ammunition',
                product: makeSelectedProduct({ variantData: { _id: ammo.id, model: 'x' } }),
              },
            ],
          },
        ],
      }),
    );
    // the barrel 50 plus the box of ammunition 10; the included gas tube does not count
    expect(await buildTotal(server().database.db, build._id)).toBe(60);
    const b = await post(alice, {
      targetKind: 'build',
      targetId: build._id,
      kind: 'price',
      targetPrice: 55,
    });
    expect(b.status).toBe(201);
    buildAlert = b.body;
    expect(buildAlert).toMatchObject({ currentPrice: 60, targetName: 'Alert build' });

    const patched = await server().api<Alert>(`/api/alerts/${priceAlert.id}`, {
      method: 'PATCH',
      token: alice.token,
      body: { targetPrice: 95 },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.targetPrice).toBe(95);
    const badPatch = await server().api(`/api/alerts/${priceAlert.id}`, {
      method: 'PATCH',
      token: alice.token,
      body: { targetPrice: 'cheap' },
    });
    expect(badPatch.status).toBe(400);
    expect(fields(badPatch.body)).toContain('targetPrice');

    const list = await server().api<AlertList>('/api/alerts', { token: alice.token });
    expect(list.status).toBe(200);
    expect(list.body.items.map((a) => a.targetKind).sort()).toEqual(['ammo', 'build', 'variant']);
  });

  it("keeps another user's alerts out of reach (404, as for none at all)", async () => {
    const list = await server().api<AlertList>('/api/alerts', { token: bob.token });
    expect(list.body.items).toEqual([]);
    const patch = await server().api(`/api/alerts/${priceAlert.id}`, {
      method: 'PATCH',
      token: bob.token,
      body: { targetPrice: 1 },
    });
    expect(patch.status).toBe(404);
    const del = await server().api(`/api/alerts/${priceAlert.id}`, {
      method: 'DELETE',
      token: bob.token,
    });
    expect(del.status).toBe(404);
    const mine = await server().api<AlertList>('/api/alerts', { token: alice.token });
    expect(mine.body.items.find((a) => a.id === priceAlert.id)?.targetPrice).toBe(95);
  });

  it('deletes one of your alerts', async () => {
    const extra = await post(alice, { targetKind: 'variant', targetId: v2.id, kind: 'stock' });
    const del = await server().api(`/api/alerts/${extra.body.id}`, {
      method: 'DELETE',
      token: alice.token,
    });
    expect(del.status).toBe(204);
    const again = await server().api(`/api/alerts/${extra.body.id}`, {
      method: 'DELETE',
      token: alice.token,
    });
    expect(again.status).toBe(404);
  });

  let unsubscribeUrl: string;

  it('queues one digest e-mail for the crossings of a run, and nothing when run again', async () => {
    expect(await mailsTo(server(), 'alice@example.com', 'price_alert')).toHaveLength(0);
    await prices({ v1: 80, v2: 40, ammo: 8 });
    const run = await checkAlertsAfterFeed(server().database.db);
    expect(run).toMatchObject({ crossings: 3, mails: 1 });
    const mails = await mailsTo(server(), 'alice@example.com', 'price_alert');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.subject).toBe('3 price alerts on Buildwright');
    expect(mail!.text).toContain('Alert Barrel — Sixteen');
    expect(mail!.text).toContain('now $80.00 (your target: $95.00)');
    expect(mail!.text).toContain('dropped from $0.50 per round to $0.40 per round');
    expect(mail!.text).toContain('/product/barrels/al-group');
    expect(mail!.text).toContain('/ammo-detail/al-ammo');
    expect(mail!.text).toContain(`/builder?load=${buildAlert.targetId}`);
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const header = mail!.headers?.['List-Unsubscribe'] ?? '';
    expect(header).toMatch(/^<http.*\/api\/alerts\/unsubscribe\?token=.+>$/);
    unsubscribeUrl = header.slice(1, -1);

    expect(await checkAlertsAfterFeed(server().database.db)).toMatchObject({ crossings: 0 });
    expect(await mailsTo(server(), 'alice@example.com', 'price_alert')).toHaveLength(1);
    const list = await server().api<AlertList>('/api/alerts', { token: alice.token });
    const fired = list.body.items.find((a) => a.id === priceAlert.id)!;
    expect(fired).toMatchObject({ armed: false, lastTriggeredPrice: 80 });

    // back above the target re-arms; below again fires again
    await prices({ v1: 120, v2: 40, ammo: 8 });
    expect(await checkAlertsAfterFeed(server().database.db)).toMatchObject({ crossings: 0 });
    await prices({ v1: 90, v2: 40, ammo: 8 });
    expect(await checkAlertsAfterFeed(server().database.db)).toMatchObject({
      crossings: 1,
      mails: 1,
    });
    const [latest] = await mailsTo(server(), 'alice@example.com', 'price_alert');
    expect(latest!.subject).toMatch(/^Price alert: Alert Barrel — Sixteen/);
  });

  it('unsubscribes by POST with the signed token only', async () => {
    const { pathname, search } = new URL(unsubscribeUrl);
    const path = `${pathname}${search}`;
    const page = await server().api(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('method="post"');
    const stillThere = await server().api<AlertList>('/api/alerts', { token: alice.token });
    expect(stillThere.body.items).toHaveLength(3);

    const token = new URL(unsubscribeUrl).searchParams.get('token')!;
    const forged = `${bob.id}.${token.split('.').pop()}`;
    const bad = await server().api(`/api/alerts/unsubscribe?token=${encodeURIComponent(forged)}`, {
      method: 'POST',
    });
    expect(bad.status).toBe(400);
    expect(fields(bad.body)).toEqual(['token']);
    expect((await server().api('/api/alerts/unsubscribe?token=junk')).status).toBe(400);

    const res = await fetch(`${server().baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ removed: 3 });
    const gone = await server().api<AlertList>('/api/alerts', { token: alice.token });
    expect(gone.body.items).toEqual([]);
  });
});

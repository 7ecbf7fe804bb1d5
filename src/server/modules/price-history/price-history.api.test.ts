import { beforeAll, expect, it } from 'vitest';
import { describeApi, type TestServer } from '../../../../tests/api-server.ts';
import {
  insertAmmo,
  insertCatalog,
  makeAmmoInput,
  makeAmmoOfferInput,
  makeGroupInput,
  makeOfferInput,
  makeVariantInput,
} from '../../../../tests/factories.ts';
import { sql } from 'drizzle-orm';
import { priceHistory } from '../../db/schema.ts';
import {
  priceHistoryResponseSchema,
  type PriceHistoryResponse,
} from '../../../shared/prices/history.ts';
import type { ErrorBody } from '../../lib/errors.ts';

// GET /api/catalog/variants/{id}/price-history and /api/ammo/{id}/price-history: a window of
// 1–365 days (its first point moved to the window's start) or `days=all` (every point where it
// was recorded), and 4xx answers naming the field. The history rows are written straight into
// price_history with their times, as feed runs write them.

const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

const VARIANT = 'ph-barrel-16';
const EMPTY_VARIANT = 'ph-barrel-14';
const STALE_VARIANT = 'ph-barrel-18';
const AMMO = 'ph-ammo-556';

async function seed(server: TestServer) {
  const group = makeGroupInput({ id: 'ph-barrel', partName: 'History Barrel' });
  await insertCatalog(server, {
    groups: [group],
    variants: [
      makeVariantInput(group.id, { id: VARIANT, model: '16"' }),
      makeVariantInput(group.id, { id: EMPTY_VARIANT, model: '14.5"' }),
      makeVariantInput(group.id, { id: STALE_VARIANT, model: '18"' }),
    ],
    offers: [
      makeOfferInput(VARIANT, 'shop-a', { price: 120 }),
      makeOfferInput(VARIANT, 'shop-b', { price: 115 }),
      makeOfferInput(STALE_VARIANT, 'shop-a', { price: 99 }),
      makeOfferInput(STALE_VARIANT, 'shop-b', { price: 105 }),
    ],
  });
  await insertAmmo(server, {
    items: [makeAmmoInput({ id: AMMO, name: 'History 5.56' })],
    offers: [makeAmmoOfferInput(AMMO, 'shop-a', { price: 9.5 })],
  });
  const row = (merchantId: string, daysAgo: number, price: number, inStock = true) => ({
    merchantId,
    variantId: VARIANT,
    price,
    inStock,
    recordedAt: ago(daysAgo),
  });
  await server.database.db.insert(priceHistory).values([
    // Shop A: first seen 400 days ago, cheaper 200 days ago, sold out 20 days ago, back 10.
    row('shop-a', 400, 150),
    row('shop-a', 200, 130),
    row('shop-a', 20, 130, false),
    row('shop-a', 10, 120),
    // Shop B: first seen 60 days ago.
    row('shop-b', 60, 115),
    { ...row('shop-a', 30, 99), variantId: STALE_VARIANT },
    { ...row('shop-b', 30, 105), variantId: STALE_VARIANT },
    { merchantId: 'shop-a', ammoId: AMMO, price: 11, inStock: true, recordedAt: ago(500) },
    { merchantId: 'shop-a', ammoId: AMMO, price: 9.5, inStock: false, recordedAt: ago(5) },
  ]);
  // Shop A's offer of the 18" barrel was last seen by a feed 10 days ago: stale for 3 days (of 7).
  await server.database.db.execute(
    sql`update catalog_offers set checked_at = ${ago(10).toISOString()}
         where variant_id = ${STALE_VARIANT} and merchant_id = 'shop-a'`,
  );
}

const history = (server: TestServer, path: string) => server.api<PriceHistoryResponse>(path);
const variantPath = (id: string, query: string) =>
  `/api/catalog/variants/${id}/price-history${query}`;
const points = (body: PriceHistoryResponse, merchantId: string) =>
  body.series
    .find((s) => s.merchantId === merchantId)
    ?.points.map((p) => [p.price, p.inStock] as const);
const ms = (iso: string) => Date.parse(iso);

describeApi('price history', (server) => {
  beforeAll(async () => {
    await seed(server());
  });

  it('answers a window of days with its first point moved to the window start', async () => {
    const before = Date.now();
    const res = await history(server(), variantPath(VARIANT, '?days=30'));
    expect(res.status, res.text).toBe(200);
    expect(priceHistoryResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body.days).toBe(30);
    // `from` is 30 days before `to`, the time the history was read.
    expect(ms(res.body.to)).toBeGreaterThanOrEqual(before);
    expect(ms(res.body.to) - ms(res.body.from)).toBe(30 * DAY);
    expect(res.body.series.map((s) => s.merchantName)).toEqual(['Shop A', 'Shop B']);
    expect(points(res.body, 'shop-a')).toEqual([
      [130, true],
      [130, false],
      [120, true],
    ]);
    const opening = res.body.series[0]!.points[0]!;
    expect(opening.at).toBe(res.body.from);
    expect(points(res.body, 'shop-b')).toEqual([[115, true]]);
    expect(res.body.series[1]!.points[0]!.at).toBe(res.body.from);
  });

  it('answers 90 days when no window is asked for', async () => {
    const res = await history(server(), variantPath(VARIANT, ''));
    expect(res.status).toBe(200);
    expect(res.body.days).toBe(90);
    expect(ms(res.body.to) - ms(res.body.from)).toBe(90 * DAY);
    // Shop B's first row (60 days ago) is inside the window: it keeps its time.
    const shopB = res.body.series.find((s) => s.merchantId === 'shop-b')!;
    expect(ms(shopB.points[0]!.at)).toBeGreaterThan(ms(res.body.from));
  });

  it('answers the whole history with days=all: every point where it was recorded', async () => {
    const res = await history(server(), variantPath(VARIANT, '?days=all'));
    expect(res.status, res.text).toBe(200);
    expect(priceHistoryResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body.days).toBe('all');
    expect(points(res.body, 'shop-a')).toEqual([
      [150, true],
      [130, true],
      [130, false],
      [120, true],
    ]);
    const first = res.body.series[0]!.points[0]!;
    // `from` is the first point's time, about 400 days ago: no window start moved it.
    expect(res.body.from).toBe(first.at);
    expect(Math.round((ms(res.body.to) - ms(first.at)) / DAY)).toBe(400);
    const times = res.body.series.flatMap((s) => s.points.map((p) => ms(p.at)));
    expect(Math.min(...times)).toBe(ms(res.body.from));
  });

  it('ends an offer no feed has seen for the stale period out of stock from when it went stale', async () => {
    for (const days of ['90', 'all']) {
      const res = await history(server(), variantPath(STALE_VARIANT, `?days=${days}`));
      expect(res.status, res.text).toBe(200);
      expect(points(res.body, 'shop-a')).toEqual([
        [99, true],
        [99, false],
      ]);
      const staleAt = ms(res.body.series[0]!.points[1]!.at);
      expect(Math.round((ms(res.body.to) - staleAt) / DAY)).toBe(3);
      // Shop B's offer is fresh: it stays as its feed last reported it.
      expect(points(res.body, 'shop-b')).toEqual([[105, true]]);
    }
    // Stale since before a 2-day window: out of stock from the window's start.
    const short = await history(server(), variantPath(STALE_VARIANT, '?days=2'));
    expect(short.body.series[0]!.points).toEqual([
      { at: short.body.from, price: 99, inStock: true },
      { at: short.body.from, price: 99, inStock: false },
    ]);
  });

  it('answers an empty history with days=all from now', async () => {
    const before = Date.now();
    const res = await history(server(), variantPath(EMPTY_VARIANT, '?days=all'));
    expect(res.status).toBe(200);
    expect(res.body.series).toEqual([]);
    expect(res.body.from).toBe(res.body.to);
    expect(ms(res.body.from)).toBeGreaterThanOrEqual(before);
  });

  it("answers an ammunition product's history, whole or in a window", async () => {
    const all = await history(server(), `/api/ammo/${AMMO}/price-history?days=all`);
    expect(all.status, all.text).toBe(200);
    expect(points(all.body, 'shop-a')).toEqual([
      [11, true],
      [9.5, false],
    ]);
    expect(Math.round((ms(all.body.to) - ms(all.body.from)) / DAY)).toBe(500);
    const year = await history(server(), `/api/ammo/${AMMO}/price-history?days=365`);
    expect(year.status).toBe(200);
    expect(year.body.days).toBe(365);
    expect(year.body.series[0]!.points[0]!.at).toBe(year.body.from);
  });

  it('refuses a window that is not 1–365 days or all with a 400 naming days', async () => {
    for (const days of ['0', '366', '-5', '1.5', 'abc', 'ALL', 'all2', '']) {
      for (const path of [
        variantPath(VARIANT, `?days=${days}`),
        `/api/ammo/${AMMO}/price-history?days=${days}`,
      ]) {
        const res = await server().api<ErrorBody>(path);
        expect(res.status, `${path}: ${res.text}`).toBe(400);
        expect(res.body.errors, path).toHaveProperty('days');
        expect(res.body.message).toMatch(/^days: days must /);
      }
    }
  });

  it('answers 404 for an unknown variant or ammunition product, whole history too', async () => {
    expect((await server().api(variantPath('no-such', '?days=all'))).status).toBe(404);
    expect((await server().api('/api/ammo/no-such/price-history?days=all')).status).toBe(404);
  });
});

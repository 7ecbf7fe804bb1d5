import { describe, expect, it } from 'vitest';
import type { ShippingRule } from '../../../shared/prices/shipping.ts';
import {
  cheapestCart,
  cheapestSingleStore,
  costOf,
  type CartPlan,
  type CartProblem,
  type CartSearch,
} from './optimise.ts';
import { seededRandom } from '../../../shared/seeded-random.ts';

const cents = (dollars: number) => Math.round(dollars * 100);

/** The merchant each part is bought from in a plan, as `costOf` takes it. */
const choiceOf = (plan: CartPlan) =>
  Object.fromEntries(plan.choices.map((c) => [c.key, c.merchantId]));

describe('cheapestCart', () => {
  // A ships free from $100, else $10; B always charges $8.
  const consolidate: CartProblem = {
    merchants: {
      A: { flat: 10, perItem: 0, freeOver: 100 },
      B: { flat: 8, perItem: 0, freeOver: null },
    },
    parts: [
      {
        key: 'upper',
        quantity: 1,
        offers: [
          { merchantId: 'A', price: 60 },
          { merchantId: 'B', price: 55 },
        ],
      },
      {
        key: 'lower',
        quantity: 1,
        offers: [
          { merchantId: 'A', price: 45 },
          { merchantId: 'B', price: 50 },
        ],
      },
    ],
  };

  it('buys a dearer item where the order then ships free', async () => {
    // Each part's lowest price: upper at B ($55 + $8), lower at A ($45 + $10, under $100).
    const cheapestItems = costOf(consolidate, { upper: 'B', lower: 'A' });
    expect(cheapestItems.total).toBe(118);
    expect(cheapestItems.shipping).toBe(18);

    // Both at A: $105 of items reaches $100, so shipping is free.
    const plan = await cheapestCart(consolidate);
    expect(plan).toEqual({
      choices: [
        { key: 'upper', merchantId: 'A', price: 60 },
        { key: 'lower', merchantId: 'A', price: 45 },
      ],
      merchants: [{ merchantId: 'A', items: 105, shipping: 0, total: 105 }],
      items: 105,
      shipping: 0,
      total: 105,
      unavailable: [],
    });
  });

  it('charges per item, lets an offer name its own shipping and counts quantities', async () => {
    const problem: CartProblem = {
      merchants: {
        C: { flat: 0, perItem: 2, freeOver: null },
        D: { flat: 0, perItem: 0, freeOver: null },
        E: { flat: 5, perItem: 1, freeOver: 50 },
      },
      parts: [
        {
          // C: 3 × ($20 + $2) = $66; D: 3 × ($21.50 + $1 of its own) = $67.50.
          key: 'magazine',
          quantity: 3,
          offers: [
            { merchantId: 'C', price: 20 },
            { merchantId: 'D', price: 21.5, shipping: 1 },
          ],
        },
        {
          // C's offer ships for nothing, overriding its $2 per item: $30 against D's $30.50.
          key: 'sling',
          quantity: 1,
          offers: [
            { merchantId: 'C', price: 30, shipping: 0 },
            { merchantId: 'D', price: 29.5, shipping: 1 },
          ],
        },
        {
          // Two at E come to $52, over its $50: free. At D: 2 × ($26 + $2.25) = $56.50.
          key: 'optic mount',
          quantity: 2,
          offers: [
            { merchantId: 'D', price: 26, shipping: 2.25 },
            { merchantId: 'E', price: 26 },
          ],
        },
      ],
    };
    const plan = await cheapestCart(problem);
    expect(plan.choices.map((c) => c.merchantId)).toEqual(['C', 'C', 'E']);
    expect(plan.merchants).toEqual([
      { merchantId: 'C', items: 90, shipping: 6, total: 96 },
      { merchantId: 'E', items: 52, shipping: 0, total: 52 },
    ]);
    expect([plan.items, plan.shipping, plan.total]).toEqual([142, 6, 148]);
    // One optic mount at E ($26) would stay under $50: $5 flat + $1 per item.
    const one = costOf(
      { ...problem, parts: [{ ...problem.parts[2]!, quantity: 1 }] },
      { 'optic mount': 'E' },
    );
    expect([one.items, one.shipping, one.total]).toEqual([26, 6, 32]);
  });

  it('leaves a part that no merchant offers out of the plan', async () => {
    const problem: CartProblem = {
      ...consolidate,
      parts: [
        consolidate.parts[0]!,
        { key: 'discontinued', quantity: 1, offers: [] },
        consolidate.parts[1]!,
      ],
    };
    const plan = await cheapestCart(problem);
    expect(plan.unavailable).toEqual(['discontinued']);
    expect(plan.choices.map((c) => c.key)).toEqual(['upper', 'lower']);
    expect(plan.total).toBe(105);
  });

  it('answers an empty plan when nothing can be bought', async () => {
    const plan = await cheapestCart({
      merchants: {},
      parts: [{ key: 'unobtainium', quantity: 1, offers: [] }],
    });
    expect(plan).toEqual({
      choices: [],
      merchants: [],
      items: 0,
      shipping: 0,
      total: 0,
      unavailable: ['unobtainium'],
    });
    expect((await cheapestCart({ merchants: {}, parts: [] })).total).toBe(0);
  });

  it('keeps odd merchant ids and part keys out of the model', async () => {
    const problem: CartProblem = {
      merchants: {
        'Bob\'s "Guns" & Ammo: 1e5': { flat: 9.99, perItem: 0, freeOver: 75 },
        'x_0_0 + 2': { flat: 0, perItem: 0, freeOver: null },
      },
      parts: [
        {
          key: 'constructor',
          quantity: 1,
          offers: [
            { merchantId: 'Bob\'s "Guns" & Ammo: 1e5', price: 40 },
            { merchantId: 'x_0_0 + 2', price: 49.5 },
          ],
        },
        {
          key: 'Subject To',
          quantity: 1,
          offers: [
            { merchantId: 'Bob\'s "Guns" & Ammo: 1e5', price: 35 },
            { merchantId: 'x_0_0 + 2', price: 36 },
          ],
        },
      ],
    };
    const plan = await cheapestCart(problem);
    expect(plan.total).toBe(75);
    expect(plan.merchants.map((m) => m.merchantId)).toEqual(['Bob\'s "Guns" & Ammo: 1e5']);
  });

  it('rejects a merchant without a rule and a choice the merchant does not offer', async () => {
    await expect(
      cheapestCart({
        merchants: {},
        parts: [{ key: 'a', quantity: 1, offers: [{ merchantId: 'ghost', price: 1 }] }],
      }),
    ).rejects.toThrow(/"ghost" has no shipping rule/);
    expect(() => costOf(consolidate, { upper: 'A', lower: 'Z' })).toThrow(
      /"lower" has no offer from merchant "Z"/,
    );
    expect(() => costOf(consolidate, { upper: 'A' })).toThrow(/"lower" has no merchant/);
  });
});

describe('cheapestSingleStore', () => {
  const rule: ShippingRule = { flat: 5, perItem: 0, freeOver: null };

  it('is null when no merchant offers every part', async () => {
    const problem: CartProblem = {
      merchants: { A: rule, B: rule },
      parts: [
        { key: 'barrel', quantity: 1, offers: [{ merchantId: 'A', price: 200 }] },
        { key: 'stock', quantity: 1, offers: [{ merchantId: 'B', price: 80 }] },
        { key: 'unobtainium', quantity: 1, offers: [] },
      ],
    };
    expect(await cheapestSingleStore(problem)).toBeNull();
    expect((await cheapestCart(problem)).total).toBe(290);
  });

  it('picks the merchant whose whole order costs least, shipping included', async () => {
    const problem: CartProblem = {
      merchants: {
        A: { flat: 10, perItem: 0, freeOver: 250 },
        B: { flat: 0, perItem: 0, freeOver: null },
        C: rule,
      },
      parts: [
        {
          key: 'barrel',
          quantity: 1,
          offers: [
            { merchantId: 'A', price: 200 },
            { merchantId: 'B', price: 215 },
            { merchantId: 'C', price: 190 },
          ],
        },
        {
          key: 'stock',
          quantity: 1,
          offers: [
            { merchantId: 'A', price: 60 },
            { merchantId: 'B', price: 50 },
            { merchantId: 'C', price: 70 },
          ],
        },
        { key: 'unobtainium', quantity: 1, offers: [] },
      ],
    };
    // A: $260, free over $250. B: $265. C: $260 + $5.
    const plan = await cheapestSingleStore(problem);
    expect(plan?.merchants).toEqual([{ merchantId: 'A', items: 260, shipping: 0, total: 260 }]);
    expect(plan?.unavailable).toEqual(['unobtainium']);
  });
});

// ---- random instances against brute force --------------------------------------------------------

/**
 * A small random problem. Prices, flat charges and thresholds are of a size where consolidating
 * an order often pays, so that the shortcuts leave real choices to the solver.
 */
function randomProblem(random: () => number): CartProblem {
  const int = (lo: number, hi: number) => lo + Math.floor(random() * (hi - lo + 1));
  const dollars = (lo: number, hi: number) => int(lo * 100, hi * 100) / 100;
  const pick = <T>(...values: T[]): T => values[int(0, values.length - 1)]!;

  const merchantIds = Array.from({ length: int(1, 4) }, (_, i) => `shop ${i}`);
  const merchants: Record<string, ShippingRule> = {};
  for (const id of merchantIds) {
    merchants[id] = {
      flat: pick(0, dollars(0, 15), dollars(5, 15)),
      perItem: pick(0, 0, dollars(0, 5)),
      freeOver: pick(null, 0, dollars(10, 200), dollars(30, 120), dollars(30, 120)),
    };
  }
  const parts = Array.from({ length: int(1, 6) }, (_, i) => {
    const list = dollars(1, 80);
    return {
      key: `part ${i}`,
      quantity: int(1, 3),
      offers: merchantIds
        .filter(() => random() < 0.8)
        .map((merchantId) => ({
          merchantId,
          price: pick(dollars(1, 80), Math.round(list * (0.8 + 0.4 * random()) * 100) / 100),
          ...(random() < 0.3 ? { shipping: pick(null, 0, dollars(0, 10)) } : {}),
        })),
    };
  });
  return { parts, merchants };
}

/** Every assignment of parts to their merchants, priced with `costOf`. */
function bruteForce(problem: CartProblem): { best: number; bestSingle: number | null } {
  const offered = problem.parts.filter((p) => p.offers.length > 0);
  let best = Infinity;
  const choice: Record<string, string> = {};
  const visit = (i: number) => {
    if (i === offered.length) {
      best = Math.min(best, cents(costOf(problem, choice).total));
      return;
    }
    for (const offer of offered[i]!.offers) {
      choice[offered[i]!.key] = offer.merchantId;
      visit(i + 1);
    }
  };
  visit(0);
  let bestSingle: number | null = null;
  for (const merchantId of Object.keys(problem.merchants)) {
    const all = offered.every((p) => p.offers.some((o) => o.merchantId === merchantId));
    if (offered.length === 0 || !all) continue;
    const plan = costOf(problem, Object.fromEntries(offered.map((p) => [p.key, merchantId])));
    bestSingle = Math.min(bestSingle ?? Infinity, cents(plan.total));
  }
  return { best: offered.length === 0 ? 0 : best, bestSingle };
}

// The search with all its shortcuts and the model alone check every instance; each shortcut alone
// (from a poor start, the shortcuts leave more to the solver and fix offers with a looser bound)
// checks every fourth.
const ALWAYS: [string, CartSearch][] = [
  ['all shortcuts', {}],
  ['the model alone', { prune: false, relax: false }],
];
const IN_TURN: [string, CartSearch][] = [
  ['pruning alone', { relax: false }],
  ['the relaxation alone', { prune: false }],
  ['all shortcuts from a poor start', { improve: false }],
  ['the relaxation alone from a poor start', { prune: false, improve: false }],
];

describe('against brute force', () => {
  it(
    'finds the cheapest cart of 600 random instances, to the cent',
    { timeout: 60_000 },
    async () => {
      const random = seededRandom(20240611);
      for (let n = 0; n < 600; n += 1) {
        const problem = randomProblem(random);
        const { best, bestSingle } = bruteForce(problem);
        for (const [name, search] of [...ALWAYS, IN_TURN[n % IN_TURN.length]!]) {
          const plan = await cheapestCart(problem, search);
          const what = `instance ${n}, ${name}: ${JSON.stringify(problem)}`;
          expect(cents(plan.total), what).toBe(best);
          expect(plan, what).toEqual(costOf(problem, choiceOf(plan)));
        }
        const single = await cheapestSingleStore(problem);
        expect(single === null ? null : cents(single.total), `instance ${n}`).toBe(bestSingle);
      }
    },
  );
});

/** A larger random problem, shaped like a build: most merchants offer most parts. */
function buildSizedProblem(random: () => number, partCount: number, merchantCount: number) {
  const uniform = (lo: number, hi: number) => lo + random() * (hi - lo);
  const dollars = (lo: number, hi: number) => Math.round(uniform(lo, hi) * 100) / 100;
  const merchants: Record<string, ShippingRule> = {};
  for (let m = 0; m < merchantCount; m += 1) {
    merchants[`m${m}`] = {
      flat: random() < 0.2 ? 0 : dollars(0, 15),
      perItem: random() < 0.5 ? 0 : dollars(0, 5),
      freeOver: random() < 0.25 ? null : Math.round(uniform(49, 300)),
    };
  }
  const parts = Array.from({ length: partCount }, (_, p) => {
    const list = Math.exp(uniform(Math.log(5), Math.log(400)));
    return {
      key: `p${p}`,
      quantity: random() < 0.85 ? 1 : 2,
      offers: Object.keys(merchants)
        .filter(() => random() < 0.8)
        .map((merchantId) => ({
          merchantId,
          price: Math.max(1, Math.round(list * uniform(0.85, 1.15)) - 0.01),
          ...(random() < 0.1 ? { shipping: dollars(0, 10) } : {}),
        })),
    };
  });
  return { parts, merchants };
}

describe('on build-sized carts', () => {
  it('agrees with the model alone, shortcuts or not', { timeout: 60_000 }, async () => {
    const random = seededRandom(7);
    for (let n = 0; n < 12; n += 1) {
      const problem = buildSizedProblem(random, 20, 10);
      const plan = await cheapestCart(problem);
      const alone = await cheapestCart(problem, { prune: false, relax: false });
      expect(plan.total, `instance ${n}`).toBe(alone.total);
      expect(plan).toEqual(costOf(problem, choiceOf(plan)));
    }
  });

  it('answers the same plan each time, ties included', async () => {
    const problem = buildSizedProblem(seededRandom(11), 12, 6);
    // Every merchant asks the same price for a part: many carts tie.
    for (const part of problem.parts) for (const offer of part.offers) offer.price = 20;
    const first = await cheapestCart(problem);
    for (let n = 0; n < 3; n += 1) expect(await cheapestCart(problem)).toEqual(first);
  });
});

import { sql } from 'drizzle-orm';
import type { CartPlanAnswer, CartRequest, CartResponse } from '../../../shared/cart/schema.ts';
import type { ShippingRule } from '../../../shared/prices/shipping.ts';
import type { Db } from '../../db/client.ts';
import { buyableOffer, rowsOf } from '../../lib/store-sql.ts';
import {
  cheapestCart,
  cheapestSingleStore,
  costOf,
  type CartPart,
  type CartPlan,
  type CartProblem,
} from './optimise.ts';

// The cheapest cart of a build, priced from the offers the database holds: every part's offers in
// stock and fresh, each merchant's shipping rule, each offer's own shipping price. The current
// choice is priced the same way from the chosen merchants' offers (in stock or not), so the
// saving compares like with like.

interface OfferRow {
  kind: 'variant' | 'ammo';
  itemId: string;
  merchantId: string;
  merchantName: string;
  price: number | string;
  shippingPrice: number | string | null;
  buyable: boolean;
  flat: number | string;
  perItem: number | string;
  freeOver: number | string | null;
}

async function offersOf(db: Db, request: CartRequest): Promise<OfferRow[]> {
  const ids = (kind: 'variant' | 'ammo') =>
    JSON.stringify([...new Set(request.parts.filter((p) => p.kind === kind).map((p) => p.id))]);
  const merchant = sql.raw(`m.id as "merchantId", m.name as "merchantName",
      o.price, o.shipping_price as "shippingPrice", m.shipping_flat as flat,
      m.shipping_per_item as "perItem", m.shipping_free_over as "freeOver"`);
  return rowsOf<OfferRow>(
    db,
    sql`select 'variant' as kind, o.variant_id as "itemId", ${merchant},
               ${buyableOffer()} as buyable
          from catalog_offers o join catalog_merchants m on m.id = o.merchant_id
         where o.variant_id in (select jsonb_array_elements_text(${ids('variant')}::jsonb))
        union all
        select 'ammo' as kind, o.ammo_id as "itemId", ${merchant}, ${buyableOffer()} as buyable
          from ammo_offers o join catalog_merchants m on m.id = o.merchant_id
         where o.ammo_id in (select jsonb_array_elements_text(${ids('ammo')}::jsonb))`,
  );
}

const num = (value: number | string) => Number(value);

function problemOf(
  request: CartRequest,
  rows: readonly OfferRow[],
  keep: (row: OfferRow, part: CartRequest['parts'][number]) => boolean,
): { problem: CartProblem; names: Map<string, string> } {
  const byItem = new Map<string, OfferRow[]>();
  for (const row of rows) {
    const key = `${row.kind}\u0000${row.itemId}`;
    byItem.set(key, [...(byItem.get(key) ?? []), row]);
  }
  const merchants: Record<string, ShippingRule> = {};
  const names = new Map<string, string>();
  const parts: CartPart[] = request.parts.map((part) => {
    const offers = (byItem.get(`${part.kind}\u0000${part.id}`) ?? []).filter((row) =>
      keep(row, part),
    );
    for (const row of offers) {
      merchants[row.merchantId] = {
        flat: num(row.flat),
        perItem: num(row.perItem),
        freeOver: row.freeOver === null ? null : num(row.freeOver),
      };
      names.set(row.merchantId, row.merchantName);
    }
    return {
      key: part.key,
      quantity: part.quantity,
      offers: offers.map((row) => ({
        merchantId: row.merchantId,
        price: num(row.price),
        shipping: row.shippingPrice === null ? null : num(row.shippingPrice),
      })),
    };
  });
  return { problem: { parts, merchants }, names };
}

function answerOf(plan: CartPlan, names: ReadonlyMap<string, string>): CartPlanAnswer {
  const name = (id: string) => names.get(id) ?? id;
  return {
    choices: plan.choices.map((c) => ({ ...c, merchantName: name(c.merchantId) })),
    merchants: plan.merchants.map((m) => ({ ...m, merchantName: name(m.merchantId) })),
    items: plan.items,
    shipping: plan.shipping,
    total: plan.total,
    unavailable: plan.unavailable,
  };
}

const sameParts = (a: CartPlan, b: CartPlan) =>
  a.choices.length === b.choices.length &&
  a.choices.every((choice, i) => choice.key === b.choices[i]!.key);

export async function optimiseCart(db: Db, request: CartRequest): Promise<CartResponse> {
  const rows = await offersOf(db, request);
  const buyable = problemOf(request, rows, (row) => row.buyable);
  const [cheapest, singleStore] = await Promise.all([
    cheapestCart(buyable.problem),
    cheapestSingleStore(buyable.problem),
  ]);
  const chosen = problemOf(request, rows, (row, part) => row.merchantId === part.merchantId);
  const current = chosen.problem.parts.some((p) => p.offers.length > 0)
    ? costOf(
        chosen.problem,
        Object.fromEntries(
          request.parts.flatMap((p) => (p.merchantId ? [[p.key, p.merchantId]] : [])),
        ),
      )
    : null;
  const cents = (n: number) => Math.round(n * 100);
  return {
    cheapest: answerOf(cheapest, buyable.names),
    singleStore: singleStore ? answerOf(singleStore, buyable.names) : null,
    current: current ? answerOf(current, chosen.names) : null,
    saving:
      current && sameParts(current, cheapest)
        ? Math.max(0, cents(current.total) - cents(cheapest.total)) / 100
        : null,
  };
}

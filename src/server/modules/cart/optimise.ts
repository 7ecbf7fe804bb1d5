import highsLoader, { type Highs } from 'highs';
import { landedCost, type CartLine, type ShippingRule } from '../../../shared/prices/shipping.ts';

// The cheapest cart: which merchant to buy each part of a build from so that items plus every
// merchant's shipping (the shared rule in src/shared/prices/shipping.ts) cost the least.
//
// Shipping ties the choices together: a flat charge is paid once per merchant used, and an order
// whose items reach the merchant's threshold ships free, so a slightly dearer item where the rest
// of the cart already is can beat every part's lowest price. The answer is exact: a
// mixed-integer model in whole cents, solved by HiGHS.
//
//   x[p,m] binary: part p is bought from merchant m; every part is bought once.
//   y[m]   binary: merchant m is used, x[p,m] ≤ y[m] (only for a merchant with a flat charge).
//   z[m]   binary: m's order ships free, allowed only when its items reach the threshold F:
//          Σ min(items[p,m], F)·x[p,m] ≥ F·z[m], and z[m] ≤ y[m].
//   u[p,m] ≥ x[p,m] − z[m], u ≥ 0: part p pays its shipping at m.
//   minimise Σ items·x + Σ flat·(y − z) + Σ shipping·u
// (items and shipping of a part are per item times its quantity). A merchant whose order can
// never reach its threshold (or has none) needs no z: its shipping is the flat charge on y plus
// each part's own, added to x. For a given choice of merchants the model's least cost is the
// rule's cost, so the model's optimum is the cheapest cart.
//
// Before the model goes to the solver it is made smaller, without losing any cheapest cart:
// - an offer is left out when moving its part elsewhere always saves money (see `prune`);
// - a local search finds a good cart, and the model's linear relaxation then rounds it into a
//   better one and leaves out every offer whose reduced cost proves it is in no cart that cheap.
// The solver starts from that cart. The plan's figures are recomputed with the shared rule.

export interface CartOffer {
  merchantId: string;
  /** Price of one item, dollars. */
  price: number;
  /** The offer's own shipping price per item, dollars; absent or null: the merchant's rule. */
  shipping?: number | null;
}

export interface CartPart {
  /** Names the part in the plan; unique within a problem. */
  key: string;
  /** How many items of the part the build needs (a whole number). */
  quantity: number;
  /** The offers that can be bought (the caller leaves out the others). */
  offers: CartOffer[];
}

export interface CartProblem {
  parts: CartPart[];
  /** Every merchant named by an offer has a rule. */
  merchants: Record<string, ShippingRule>;
}

export interface CartPlan {
  /** One per part that has an offer, in the problem's order. */
  choices: { key: string; merchantId: string; price: number }[];
  /** One per merchant bought from, sorted by merchant id. */
  merchants: { merchantId: string; items: number; shipping: number; total: number }[];
  items: number;
  shipping: number;
  total: number;
  /** Keys of the parts no merchant offers; they are left out of the plan. */
  unavailable: string[];
}

const cents = (dollars: number) => Math.round(dollars * 100);
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

// ---- the problem and the shared rule -------------------------------------------------------------

/** A part that has offers, with the one offer per merchant that the plan would buy. */
interface OfferedPart {
  key: string;
  quantity: number;
  offers: Map<string, CartOffer>;
}

function ruleOf(problem: CartProblem, merchantId: string): ShippingRule {
  const rule = Object.hasOwn(problem.merchants, merchantId)
    ? problem.merchants[merchantId]
    : undefined;
  if (!rule) throw new Error(`Cart: merchant "${merchantId}" has no shipping rule`);
  return rule;
}

function checkAmount(what: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`Cart: ${what} must be a non-negative number, got ${value}`);
  }
}

/**
 * The parts that have offers (in order) and the keys of those that have none. When a merchant
 * makes several offers for one part, the plan buys its cheapest: lowest price, then lowest
 * shipping per item.
 */
function offeredParts(problem: CartProblem): { parts: OfferedPart[]; unavailable: string[] } {
  for (const [merchantId, rule] of Object.entries(problem.merchants)) {
    checkAmount(`merchant "${merchantId}" flat shipping`, rule.flat);
    checkAmount(`merchant "${merchantId}" per-item shipping`, rule.perItem);
    if (rule.freeOver !== null) checkAmount(`merchant "${merchantId}" threshold`, rule.freeOver);
  }
  const parts: OfferedPart[] = [];
  const unavailable: string[] = [];
  const keys = new Set<string>();
  for (const part of problem.parts) {
    if (keys.has(part.key)) throw new Error(`Cart: part key "${part.key}" appears twice`);
    keys.add(part.key);
    if (!Number.isInteger(part.quantity) || part.quantity < 0) {
      throw new Error(`Cart: part "${part.key}" quantity must be a whole number`);
    }
    const offers = new Map<string, CartOffer>();
    for (const offer of part.offers) {
      const rule = ruleOf(problem, offer.merchantId);
      checkAmount(`part "${part.key}" price`, offer.price);
      if (offer.shipping != null) checkAmount(`part "${part.key}" shipping`, offer.shipping);
      const held = offers.get(offer.merchantId);
      const shipping = (o: CartOffer) => cents(o.shipping ?? rule.perItem);
      if (
        !held ||
        cents(offer.price) < cents(held.price) ||
        (cents(offer.price) === cents(held.price) && shipping(offer) < shipping(held))
      ) {
        offers.set(offer.merchantId, offer);
      }
    }
    if (offers.size === 0) unavailable.push(part.key);
    else parts.push({ key: part.key, quantity: part.quantity, offers });
  }
  return { parts, unavailable };
}

/** The plan buying each part from `merchantOf` it, priced with the shared rule. */
function planOf(
  problem: CartProblem,
  parts: readonly OfferedPart[],
  unavailable: string[],
  merchantOf: (part: OfferedPart, index: number) => string | undefined,
): CartPlan {
  const orders = new Map<string, CartLine[]>();
  const choices = parts.map((part, index) => {
    const merchantId = merchantOf(part, index);
    if (merchantId === undefined) {
      throw new Error(`Cart: part "${part.key}" has no merchant chosen`);
    }
    const offer = part.offers.get(merchantId);
    if (!offer) {
      throw new Error(`Cart: part "${part.key}" has no offer from merchant "${merchantId}"`);
    }
    const lines = orders.get(merchantId) ?? [];
    lines.push({ price: offer.price, quantity: part.quantity, shipping: offer.shipping });
    orders.set(merchantId, lines);
    return { key: part.key, merchantId, price: offer.price };
  });
  const merchants = [...orders.keys()].sort(byId).map((merchantId) => ({
    merchantId,
    ...landedCost(ruleOf(problem, merchantId), orders.get(merchantId)!),
  }));
  const items = merchants.reduce((sum, m) => sum + cents(m.items), 0);
  const shipping = merchants.reduce((sum, m) => sum + cents(m.shipping), 0);
  return {
    choices,
    merchants,
    items: items / 100,
    shipping: shipping / 100,
    total: (items + shipping) / 100,
    unavailable,
  };
}

/**
 * The landed cost of a given choice: `choice` maps each part's key to the merchant it is bought
 * from. Every part that has offers must be given one of its own merchants.
 */
export function costOf(problem: CartProblem, choice: Record<string, string>): CartPlan {
  const { parts, unavailable } = offeredParts(problem);
  return planOf(problem, parts, unavailable, (part) =>
    Object.hasOwn(choice, part.key) ? choice[part.key] : undefined,
  );
}

// ---- the same in cents, for the search and the model -----------------------------------------------

/** One offer a cart may use, in cents for the part's whole quantity. */
interface Line {
  part: number;
  merchant: number;
  /** Price times quantity. */
  items: number;
  /** Shipping times quantity, paid unless the order ships free. */
  shipping: number;
}

/** A merchant's rule in cents; threshold null: never free by amount. */
interface Merchant {
  id: string;
  flat: number;
  threshold: number | null;
}

function linesOf(
  problem: CartProblem,
  parts: readonly OfferedPart[],
): { merchants: Merchant[]; lines: Line[] } {
  const ids = [...new Set(parts.flatMap((p) => [...p.offers.keys()]))].sort(byId);
  const rules = ids.map((id) => ruleOf(problem, id));
  const merchants = ids.map((id, j) => ({
    id,
    flat: cents(rules[j]!.flat),
    threshold: rules[j]!.freeOver === null ? null : cents(rules[j]!.freeOver),
  }));
  const lines: Line[] = [];
  parts.forEach((part, i) => {
    ids.forEach((id, j) => {
      const offer = part.offers.get(id);
      if (!offer) return;
      lines.push({
        part: i,
        merchant: j,
        items: cents(offer.price) * part.quantity,
        shipping: cents(offer.shipping ?? rules[j]!.perItem) * part.quantity,
      });
    });
  });
  return { merchants, lines };
}

/** The lines of each part (index: part). */
function byPartOf(partCount: number, lines: readonly Line[]): Line[][] {
  const byPart = Array.from({ length: partCount }, (): Line[] => []);
  for (const l of lines) byPart[l.part]!.push(l);
  return byPart;
}

/** The lines of each merchant (index: merchant). */
function byMerchantOf(merchants: readonly Merchant[], lines: readonly Line[]): Line[][] {
  const byMerchant = merchants.map((): Line[] => []);
  for (const l of lines) byMerchant[l.merchant]!.push(l);
  return byMerchant;
}

/** Whether a merchant's order of all these lines reaches its threshold. */
function canShipFree(merchant: Merchant, lines: readonly Line[]): boolean {
  if (merchant.threshold === null) return false;
  return lines.reduce((sum, l) => sum + l.items, 0) >= merchant.threshold;
}

/** What a cart (one line per part) costs, cents. */
function cartCost(merchants: readonly Merchant[], cart: readonly Line[]): number {
  const items = merchants.map(() => 0);
  const shipping = merchants.map(() => 0);
  const used = merchants.map(() => false);
  for (const l of cart) {
    items[l.merchant]! += l.items;
    shipping[l.merchant]! += l.shipping;
    used[l.merchant] = true;
  }
  return merchants.reduce((sum, m, j) => {
    if (!used[j]) return sum;
    const free = m.threshold !== null && items[j]! >= m.threshold;
    return sum + items[j]! + (free ? 0 : m.flat + shipping[j]!);
  }, 0);
}

/** Each part at its lowest price plus shipping. */
function lowestLanded(byPart: readonly Line[][]): Line[] {
  return byPart.map((options) =>
    options.reduce((a, b) => (b.items + b.shipping < a.items + a.shipping ? b : a)),
  );
}

// ---- leaving out offers no cheapest cart uses ------------------------------------------------------

/**
 * The lines a cheapest cart may use. A line is left out when moving its part to another merchant
 * always saves money, whatever else the cart holds:
 * - moving a part in costs at most its items, its shipping and the merchant's flat charge (just
 *   its items when the part alone reaches the merchant's threshold);
 * - taking a part out saves at least its items and its shipping at a merchant whose order never
 *   ships free, and at least its items less what the rest of the order could then pay for
 *   shipping at one whose order can (the flat charge plus the most shipping that items under
 *   the threshold can carry).
 * No cheapest cart uses such a line, so this repeats on what is left until nothing changes.
 */
function prune(merchants: readonly Merchant[], all: readonly Line[]): Line[] {
  let lines = all;
  for (;;) {
    const byMerchant = byMerchantOf(merchants, lines);
    const lost = merchants.map((m, j) => {
      if (m.threshold !== null && m.threshold <= 0) return 0;
      if (!canShipFree(m, byMerchant[j]!)) return null;
      return m.flat + mostShipping(byMerchant[j]!, m.threshold!);
    });
    const saving = (l: Line) => {
      const extra = lost[l.merchant];
      return extra === null || extra === undefined ? l.items + l.shipping : l.items - extra;
    };
    const cost = (l: Line) => {
      const m = merchants[l.merchant]!;
      return m.threshold !== null && l.items >= m.threshold
        ? l.items
        : l.items + l.shipping + m.flat;
    };
    // Per part: the least cost of moving it in, the merchant offering it, and the next least.
    const first = new Map<number, { cost: number; merchant: number; next: number }>();
    for (const l of lines) {
      const c = cost(l);
      const b = first.get(l.part) ?? { cost: Infinity, merchant: -1, next: Infinity };
      if (c < b.cost) first.set(l.part, { cost: c, merchant: l.merchant, next: b.cost });
      else first.set(l.part, { ...b, next: Math.min(b.next, c) });
    }
    const kept = lines.filter((l) => {
      const b = first.get(l.part)!;
      return saving(l) <= (b.merchant === l.merchant ? b.next : b.cost);
    });
    if (kept.length === lines.length) return kept;
    lines = kept;
  }
}

/** The most shipping that a set of these lines whose items come under `limit` can be charged. */
function mostShipping(lines: readonly Line[], limit: number): number {
  // Fractional knapsack: fill the limit with the most shipping per cent of items first.
  const sorted = lines
    .filter((l) => l.shipping > 0)
    .sort((a, b) => b.shipping * a.items - a.shipping * b.items);
  let room = limit;
  let total = 0;
  for (const l of sorted) {
    if (room <= 0) break;
    if (l.items <= room) {
      total += l.shipping;
      room -= l.items;
    } else {
      total += Math.ceil((l.shipping * room) / l.items);
      room = 0;
    }
  }
  return total;
}

// ---- a good cart to start from -------------------------------------------------------------------

/**
 * A good cart (one line per part), found by local search from `from`: it repeats three moves
 * while they save money: move one part to another merchant; bring to one merchant, one at a time,
 * the parts that cost least extra there (which can reach its threshold); move the parts of one
 * merchant elsewhere. Not necessarily the cheapest cart.
 */
function improve(merchants: readonly Merchant[], lines: readonly Line[], from: Line[]): Line[] {
  const byPart = byPartOf(from.length, lines);
  const byMerchant = byMerchantOf(merchants, lines);
  const items = merchants.map(() => 0);
  const shipping = merchants.map(() => 0);
  const count = merchants.map(() => 0);
  const cart = from.slice();
  /** Merchant j's order cost with its items, shipping and line count changed by these. */
  const orderCost = (j: number, di: number, ds: number, dc: number) => {
    if (count[j]! + dc === 0) return 0;
    const m = merchants[j]!;
    const subtotal = items[j]! + di;
    const free = m.threshold !== null && subtotal >= m.threshold;
    return subtotal + (free ? 0 : m.flat + shipping[j]! + ds);
  };
  /** What moving a part from line `a` to line `b` changes. */
  const delta = (a: Line, b: Line) =>
    a.merchant === b.merchant
      ? 0
      : orderCost(a.merchant, -a.items, -a.shipping, -1) -
        orderCost(a.merchant, 0, 0, 0) +
        orderCost(b.merchant, b.items, b.shipping, 1) -
        orderCost(b.merchant, 0, 0, 0);
  const put = (l: Line, sign: 1 | -1) => {
    items[l.merchant]! += sign * l.items;
    shipping[l.merchant]! += sign * l.shipping;
    count[l.merchant]! += sign;
  };
  const move = (to: Line) => {
    put(cart[to.part]!, -1);
    put(to, 1);
    cart[to.part] = to;
  };
  for (const l of cart) put(l, 1);

  const singleMoves = () => {
    for (let pass = 0; pass < 50; pass += 1) {
      let moved = false;
      cart.forEach((current, p) => {
        let best = current;
        let bestDelta = 0;
        for (const to of byPart[p]!) {
          const d = delta(current, to);
          if (d < bestDelta) [best, bestDelta] = [to, d];
        }
        if (best !== current) {
          move(best);
          moved = true;
        }
      });
      if (!moved) return;
    }
  };
  /**
   * Makes the candidate moves one at a time, each time the one that costs least (a part moves
   * once), then keeps the cheapest prefix of them if it saves money.
   */
  const greedy = (candidates: readonly Line[]): boolean => {
    const undo: Line[] = [];
    let change = 0;
    let bestChange = 0;
    let bestLength = 0;
    let left = candidates;
    while (left.length > 0) {
      let to = left[0]!;
      let toDelta = Infinity;
      for (const l of left) {
        const d = delta(cart[l.part]!, l);
        if (d < toDelta) [to, toDelta] = [l, d];
      }
      left = left.filter((l) => l.part !== to.part);
      undo.push(cart[to.part]!);
      change += toDelta;
      move(to);
      if (change < bestChange) [bestChange, bestLength] = [change, undo.length];
    }
    for (let k = undo.length - 1; k >= bestLength; k -= 1) move(undo[k]!);
    return bestLength > 0;
  };
  const gather = (j: number) => greedy(byMerchant[j]!.filter((l) => cart[l.part] !== l));
  const empty = (j: number) =>
    greedy(
      cart
        .filter((l) => l.merchant === j)
        .flatMap((l) => byPart[l.part]!.filter((o) => o.merchant !== j)),
    );

  for (let round = 0; round < 20; round += 1) {
    singleMoves();
    let improved = false;
    merchants.forEach((_, j) => {
      if (gather(j)) improved = true;
      if (empty(j)) improved = true;
    });
    if (!improved) break;
  }
  return cart;
}

// ---- the model -------------------------------------------------------------------------------------

/** `a x_1 + b y_2 - c z_3`, a few terms a line; coefficients are whole numbers. */
function linear(terms: readonly (readonly [number, string])[]): string {
  const parts = terms
    .filter(([coef]) => coef !== 0)
    .map(([coef, name], i) => {
      const sign = coef < 0 ? '- ' : i === 0 ? '' : '+ ';
      return `${sign}${Math.abs(coef)} ${name}`;
    });
  const lines: string[] = [];
  for (let i = 0; i < parts.length; i += 8) lines.push(parts.slice(i, i + 8).join(' '));
  return lines.join('\n   ');
}

/**
 * The model in CPLEX LP format and the name of each line's x variable. Names are built from
 * indices only (x_<part>_<merchant>, u_<part>_<merchant>, y_<merchant>, z_<merchant>), never
 * from merchant ids or part keys; coefficients are whole cents, never in exponent notation.
 */
function cartModel(
  merchants: readonly Merchant[],
  partCount: number,
  lines: readonly Line[],
): { lp: string; x: (l: Line) => string } {
  const objective: [number, string][] = [];
  const rows: string[] = [];
  const binaries: string[] = [];
  const row = (body: string) => rows.push(` r${rows.length}: ${body}`);
  const x = (l: Line) => `x_${l.part}_${l.merchant}`;
  const byMerchant = byMerchantOf(merchants, lines);

  merchants.forEach((merchant, j) => {
    const own = byMerchant[j]!;
    if (own.length === 0) return;
    const { flat, threshold } = merchant;
    binaries.push(...own.map(x));
    if (threshold !== null && threshold <= 0) {
      // Every order ships free.
      for (const l of own) objective.push([l.items, x(l)]);
      return;
    }
    const y = `y_${j}`;
    if (flat > 0) {
      binaries.push(y);
      objective.push([flat, y]);
      for (const l of own) row(`${x(l)} - ${y} <= 0`);
    }
    if (!canShipFree(merchant, own)) {
      // Never ships free: the flat charge on y and each part's own shipping.
      for (const l of own) objective.push([l.items + l.shipping, x(l)]);
      return;
    }
    const z = `z_${j}`;
    binaries.push(z);
    if (flat > 0) {
      objective.push([-flat, z]);
      row(`${z} - ${y} <= 0`);
    }
    const F = threshold!;
    row(`${linear([...own.map((l) => [Math.min(l.items, F), x(l)] as const), [-F, z]])} >= 0`);
    for (const l of own) {
      objective.push([l.items, x(l)]);
      if (l.shipping === 0) continue;
      const u = `u_${l.part}_${j}`;
      objective.push([l.shipping, u]);
      row(`${u} - ${x(l)} + ${z} >= 0`);
    }
  });
  for (const options of byPartOf(partCount, lines)) {
    if (options.length > 0) row(`${linear(options.map((l) => [1, x(l)]))} = 1`);
  }

  const lp = [
    'Minimize',
    ` obj: ${linear(objective)}`,
    'Subject To',
    ...rows,
    'Binaries',
    ...Array.from(
      { length: Math.ceil(binaries.length / 10) },
      (_, k) => ` ${binaries.slice(k * 10, k * 10 + 10).join(' ')}`,
    ),
    'End',
    '',
  ].join('\n');
  return { lp, x };
}

/** The value of each model variable, by name, in a given cart. */
function valuesIn(merchants: readonly Merchant[], cart: readonly Line[]): (name: string) => number {
  const items = merchants.map(() => 0);
  const used = merchants.map(() => false);
  for (const l of cart) {
    items[l.merchant]! += l.items;
    used[l.merchant] = true;
  }
  const free = merchants.map(
    (m, j) => used[j]! && m.threshold !== null && items[j]! >= m.threshold,
  );
  return (name) => {
    const [kind, a, b] = name.split('_');
    const j = Number(b ?? a);
    const bought = b !== undefined && cart[Number(a)]?.merchant === j;
    if (kind === 'x') return bought ? 1 : 0;
    if (kind === 'u') return bought && !free[j] ? 1 : 0;
    if (kind === 'y') return used[j] ? 1 : 0;
    if (kind === 'z') return free[j] ? 1 : 0;
    return 0;
  };
}

// ---- solving -----------------------------------------------------------------------------------------

let loading: Promise<Highs> | undefined;

/** The HiGHS runtime, loaded once; a failed load is tried again on the next call. */
function solver(): Promise<Highs> {
  loading ??= highsLoader().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

const MIP_OPTIONS = {
  output_flag: false,
  // Amounts are whole cents, so every cart costs a whole number: stopping within half a cent of
  // the best bound proves the cart the cheapest.
  mip_rel_gap: 0,
  mip_abs_gap: 0.5,
  // The search starts from a good cart; of the solver's own searches for better ones, only the
  // two that explore near the relaxation pay for their time here.
  mip_heuristic_effort: 0.05,
  mip_heuristic_run_feasibility_jump: false,
  mip_heuristic_run_root_reduced_cost: false,
  mip_heuristic_run_zi_round: false,
  mip_heuristic_run_shifting: false,
} as const;

/**
 * The shortcuts the search takes before the solver, all by default; each only leaves out offers
 * no cheapest cart uses. Tests turn them off to check each one, and the model alone, against
 * brute force.
 */
export interface CartSearch {
  /** Leave out offers that moving their part elsewhere always beats (`prune`). */
  prune?: boolean;
  /** Round the linear relaxation into a start and fix offers by reduced cost. */
  relax?: boolean;
  /** Improve the start carts by local search (`improve`); without it they are much poorer. */
  improve?: boolean;
}

/** The cheapest way to buy every part that has offers, items plus shipping, to the cent. */
export async function cheapestCart(
  problem: CartProblem,
  search: CartSearch = {},
): Promise<CartPlan> {
  const { parts, unavailable } = offeredParts(problem);
  const { merchants, lines: all } = linesOf(problem, parts);
  const better = (lines: readonly Line[], from: Line[]) =>
    search.improve === false ? from : improve(merchants, lines, from);
  const lines = search.prune === false ? all : prune(merchants, all);
  let cart = better(lines, lowestLanded(byPartOf(parts.length, lines)));
  if (lines.length > parts.length) {
    cart = solveCart(await solver(), merchants, lines, cart, search, better);
  }
  return planOf(problem, parts, unavailable, (_part, i) => merchants[cart[i]!.merchant]!.id);
}

/**
 * The cheapest cart using these lines, from a good start cart (one line per part).
 *
 * First the model's linear relaxation: rounded (each part where the relaxation buys most of it)
 * and improved, it may give a cheaper start; and its bound plus a line's reduced cost is a lower
 * bound of every cart using the line (of every cart not using it, for a line at its upper
 * bound), so the lines that no cart at most as dear as the start uses are left out, and pruning
 * may then leave out more. A start that costs the bound is the cheapest cart. Then the model
 * itself, from the start.
 */
function solveCart(
  highs: Highs,
  merchants: readonly Merchant[],
  lines: readonly Line[],
  start: Line[],
  search: CartSearch,
  better: (lines: readonly Line[], from: Line[]) => Line[],
): Line[] {
  const partCount = start.length;
  const { lp, x } = cartModel(merchants, partCount, lines);
  const model = highs.createModel({ format: 'lp', data: lp });
  try {
    const names = Array.from({ length: model.getDimensions().numCols }, (_, i) =>
      model.getColName(i),
    );
    const index = new Map(names.map((name, i) => [name, i]));
    const column = (l: Line) => index.get(x(l))!;
    let cart = start;

    if (search.relax !== false) {
      model.clearIntegrality();
      model.options.set({ output_flag: false, presolve: 'off' });
      if (model.run().modelStatus === highs.constants.modelStatus.optimal) {
        const { colValue, colDual } = model.getSolution();
        const lower = model.getObjectiveValue();
        const rounded = start.slice();
        for (const l of lines) {
          if (colValue[column(l)]! > colValue[column(rounded[l.part]!)]! + 1e-9) {
            rounded[l.part] = l;
          }
        }
        const improved = better(lines, rounded);
        if (cartCost(merchants, improved) < cartCost(merchants, start)) cart = improved;
        const bound = cartCost(merchants, cart);
        // Half a cent of slack absorbs the solver's rounding.
        if (bound <= lower + 0.5) return cart;
        const forced = new Map<number, number>();
        for (const l of lines) {
          if (lower - colDual[column(l)]! > bound + 0.5) forced.set(l.part, l.merchant);
        }
        const inCart = new Set(cart);
        let kept = lines.filter((l) => {
          if (inCart.has(l)) return true;
          const f = forced.get(l.part);
          return f === undefined ? lower + colDual[column(l)]! <= bound + 0.5 : f === l.merchant;
        });
        if (search.prune !== false) {
          // With fewer lines, more may be left out; the start must keep to the rest.
          kept = prune(merchants, kept);
          const left = new Set(kept);
          if (!cart.every((l) => left.has(l))) {
            const fallback = lowestLanded(byPartOf(partCount, kept));
            cart = better(
              kept,
              cart.map((l) => (left.has(l) ? l : fallback[l.part]!)),
            );
          }
        }
        if (kept.length === partCount) return cart;
        const left = new Set(kept);
        const out = lines
          .filter((l) => !left.has(l))
          .map(column)
          .sort((a, b) => a - b);
        if (out.length > 0) {
          model.changeColsBounds(
            { kind: 'set', indices: out },
            new Float64Array(out.length),
            new Float64Array(out.length),
          );
        }
      }
      const binary = names.flatMap((name, i) => (name.startsWith('u_') ? [] : [i]));
      model.changeColsIntegrality(
        { kind: 'set', indices: binary },
        new Int32Array(binary.length).fill(highs.constants.variableType.integer),
      );
    }

    model.options.set({ ...MIP_OPTIONS, presolve: 'choose' });
    model.setSolution({ colValue: Float64Array.from(names, valuesIn(merchants, cart)) });
    const { modelStatus } = model.run();
    if (modelStatus !== highs.constants.modelStatus.optimal) {
      throw new Error(
        `Cart: the solver did not prove a cheapest cart (model status ${modelStatus})`,
      );
    }
    const { colValue } = model.getSolution();
    // Each part at the merchant where the solution buys it (the largest value, against rounding).
    return byPartOf(partCount, lines).map((options) =>
      options.reduce((a, b) => (colValue[column(b)]! > colValue[column(a)]! ? b : a)),
    );
  } finally {
    model.dispose();
  }
}

/**
 * The cheapest plan in which one merchant supplies every part that has offers (ties: the first
 * merchant id); null when no merchant offers them all, or when no part has offers. Asynchronous
 * like cheapestCart, so that callers treat both alike (bad input rejects, it does not throw).
 */
export function cheapestSingleStore(problem: CartProblem): Promise<CartPlan | null> {
  return new Promise((resolve) => resolve(singleStorePlan(problem)));
}

function singleStorePlan(problem: CartProblem): CartPlan | null {
  const { parts, unavailable } = offeredParts(problem);
  if (parts.length === 0) return null;
  const everywhere = [...parts[0]!.offers.keys()]
    .filter((merchantId) => parts.every((part) => part.offers.has(merchantId)))
    .sort(byId);
  let best: CartPlan | null = null;
  for (const merchantId of everywhere) {
    const plan = planOf(problem, parts, unavailable, () => merchantId);
    if (best === null || cents(plan.total) < cents(best.total)) best = plan;
  }
  return best;
}

import { and, count, eq, sql } from 'drizzle-orm';
import {
  alertMessages,
  MAX_ALERTS_PER_USER,
  type Alert,
  type AlertCreate,
  type AlertKind,
  type AlertTargetKind,
  type AlertUpdate,
} from '../../../shared/alerts/schema.ts';
import type { Db } from '../../db/client.ts';
import { ammunition, builds, catalogVariants, priceAlerts, users } from '../../db/schema.ts';
import { AppError, invalidData } from '../../lib/errors.ts';
import { rowsOf } from '../../lib/store-sql.ts';
import { alertsNowSql } from './evaluate.ts';
import type { UnsubscribeTarget } from './token.ts';

// A signed-in user's price alerts (ADR 090). Every call is scoped to the caller: another user's
// alert answers 404 exactly like one that does not exist, and a build must be the caller's own.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface ListRow {
  id: string;
  target_kind: AlertTargetKind;
  target_id: string;
  kind: AlertKind;
  target_price: string | null;
  reference_price: string | null;
  armed: boolean;
  last_triggered_at: string | Date | null;
  last_triggered_price: string | null;
  created_at: string | Date;
  price: string | null;
  in_stock: boolean | null;
  name: string | null;
  main_category: string | null;
  group_id: string | null;
}

const num = (v: string | number | null) => (v === null ? null : Number(v));
const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

function pathOf(r: ListRow): string {
  const e = encodeURIComponent;
  if (r.target_kind === 'variant')
    return `/product/${e(r.main_category ?? '')}/${e(r.group_id ?? '')}`;
  if (r.target_kind === 'ammo') return `/ammo-detail/${e(r.target_id)}`;
  return `/builder?load=${e(r.target_id)}`;
}

function toAlert(r: ListRow): Alert {
  const exists = r.name !== null;
  return {
    id: r.id,
    targetKind: r.target_kind,
    targetId: r.target_id,
    kind: r.kind,
    targetPrice: num(r.target_price),
    referencePrice: num(r.reference_price),
    armed: r.armed,
    targetName: r.name,
    currentPrice: num(r.price),
    inStock: exists ? r.in_stock : null,
    path: pathOf(r),
    lastTriggeredAt: iso(r.last_triggered_at),
    lastTriggeredPrice: num(r.last_triggered_price),
    createdAt: iso(r.created_at)!,
  };
}

async function selectAlerts(db: Db, userId: string, alertId?: string): Promise<Alert[]> {
  const where = alertId
    ? sql`a.user_id = ${userId} and a.id = ${alertId}::uuid`
    : sql`a.user_id = ${userId}`;
  const rows = await rowsOf<ListRow>(
    db,
    sql`select c.*, coalesce(g.part_name || ' — ' || v.model, m.name, b.name) as name,
               g.main_category, g.id as group_id
          from (${alertsNowSql(where)}) c
          left join catalog_variants v on c.target_kind = 'variant' and v.id = c.target_id
          left join catalog_groups g on g.id = v.group_id
          left join ammunition m on c.target_kind = 'ammo' and m.id = c.target_id
          left join builds b on c.target_kind = 'build' and b.id::text = c.target_id
                            and b.user_id = c.user_id
         order by c.created_at desc, c.id desc`,
  );
  return rows.map(toAlert);
}

export function listAlerts(db: Db, userId: string): Promise<Alert[]> {
  return selectAlerts(db, userId);
}

/**
 * Starts (or restarts) an alert from the state of what it watches now: a 'drop' alert takes the
 * current price as its reference; an alert whose condition already holds starts disarmed, so it
 * fires on the next crossing rather than at once.
 */
async function settle(db: Db, alertId: string): Promise<void> {
  await db.execute(sql`
    update price_alerts a
       set reference_price = case when a.kind = 'drop' then c.price end,
           armed = case when a.kind = 'drop' then true else not c.cond end,
           updated_at = now()
      from (${alertsNowSql(sql`a.id = ${alertId}::uuid`)}) c
     where a.id = c.id`);
}

async function checkTarget(
  db: Db,
  userId: string,
  targetKind: AlertTargetKind,
  targetId: string,
): Promise<void> {
  if (targetKind === 'variant') {
    const [row] = await db
      .select({ id: catalogVariants.id })
      .from(catalogVariants)
      .where(eq(catalogVariants.id, targetId));
    if (!row) throw invalidData({ targetId: alertMessages.unknownVariant(targetId) });
  } else if (targetKind === 'ammo') {
    const [row] = await db
      .select({ id: ammunition.id })
      .from(ammunition)
      .where(eq(ammunition.id, targetId));
    if (!row) throw invalidData({ targetId: alertMessages.unknownAmmo(targetId) });
  } else {
    const [row] = UUID.test(targetId)
      ? await db
          .select({ id: builds.id })
          .from(builds)
          .where(and(eq(builds.id, targetId), eq(builds.userId, userId)))
      : [];
    if (!row) throw invalidData({ targetId: alertMessages.unknownBuild(targetId) });
  }
}

/**
 * The count check and the insert run in one transaction holding the owner's row lock, so two
 * concurrent creates cannot both pass at the limit.
 */
export async function createAlert(db: Db, userId: string, input: AlertCreate): Promise<Alert> {
  const targetId = input.targetKind === 'build' ? input.targetId.toLowerCase() : input.targetId;
  const id = await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!owner) throw new AppError('unauthorized', 'Authentication failed. Please log in again.');
    const [counted] = await tx
      .select({ n: count() })
      .from(priceAlerts)
      .where(eq(priceAlerts.userId, userId));
    if ((counted?.n ?? 0) >= MAX_ALERTS_PER_USER)
      throw new AppError('conflict', alertMessages.tooMany);
    await checkTarget(tx, userId, input.targetKind, targetId);
    const [row] = await tx
      .insert(priceAlerts)
      .values({
        userId,
        targetKind: input.targetKind,
        targetId,
        kind: input.kind,
        targetPrice: input.kind === 'price' ? (input.targetPrice ?? null) : null,
      })
      .returning({ id: priceAlerts.id });
    if (!row) throw new Error('insert returned no row');
    await settle(tx, row.id);
    return row.id;
  });
  const [alert] = await selectAlerts(db, userId, id);
  return alert!;
}

const notFound = (id: string) => new AppError('not_found', alertMessages.notFound(id));

/** A new kind or target restarts the alert from the current price. */
export async function updateAlert(
  db: Db,
  userId: string,
  id: string,
  patch: AlertUpdate,
): Promise<Alert> {
  if (!UUID.test(id)) throw notFound(id);
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [row] = await tx
      .select()
      .from(priceAlerts)
      .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)))
      .for('update');
    if (!row) throw notFound(id);
    const kind = patch.kind ?? row.kind;
    if (kind === 'stock' && row.targetKind === 'build')
      throw invalidData({ kind: alertMessages.stockOnBuild });
    const targetPrice =
      kind === 'price'
        ? patch.targetPrice !== undefined
          ? patch.targetPrice
          : row.targetPrice
        : null;
    if (kind === 'price' && targetPrice === null)
      throw invalidData({ targetPrice: alertMessages.targetPriceRequired });
    await tx
      .update(priceAlerts)
      .set({ kind, targetPrice, updatedAt: sql`now()` })
      .where(eq(priceAlerts.id, id));
    await settle(tx, id);
  });
  const [alert] = await selectAlerts(db, userId, id);
  return alert!;
}

export async function deleteAlert(db: Db, userId: string, id: string): Promise<void> {
  if (!UUID.test(id)) throw notFound(id);
  const [row] = await db
    .delete(priceAlerts)
    .where(and(eq(priceAlerts.id, id), eq(priceAlerts.userId, userId)))
    .returning({ id: priceAlerts.id });
  if (!row) throw notFound(id);
}

/** The one-click unsubscribe: deletes the alert the token names, or all of its user's alerts. */
export async function unsubscribe(db: Db, target: UnsubscribeTarget): Promise<number> {
  const rows = await db
    .delete(priceAlerts)
    .where(
      and(
        eq(priceAlerts.userId, target.userId),
        target.alertId ? eq(priceAlerts.id, target.alertId) : undefined,
      ),
    )
    .returning({ id: priceAlerts.id });
  return rows.length;
}

import { sql, type SQL } from 'drizzle-orm';
import type { AlertKind, AlertTargetKind } from '../../../shared/alerts/schema.ts';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { idSet, rowsOf } from '../../lib/store-sql.ts';
import { alertMail, ALERT_MAIL_KIND, type Crossing } from './mails.ts';
import { signUnsubscribeToken } from './token.ts';

// ADR 090: checking price alerts after a feed run. One statement finds every armed alert whose
// condition is true, disarms it and records the trigger; re-arms every disarmed alert whose
// condition is false again; and answers the crossings, which become one e-mail per user, stored in
// the same transaction (a crossing is never lost between the two, and never sent twice).

/** The builder's sub-part that holds ammunition: its product is an ammunition id. */
const AMMO_SUB_PART = 'Ammunition';
/** Entries a composite placed are named '<part> (Included with <parent>)'. */
const INCLUDED_NAME = ' \\(Included with .+\\)$';

/**
 * Each build's total now: the current shoppable price of every product in it (catalogue variants
 * by the product's variant id, ammunition for the 'Ammunition' sub-part), skipping entries included
 * with another part and entries without an id. Null when the build has no such product or one of
 * them has no price. `where` limits the builds (a condition on `b`).
 */
export function buildTotalsSql(where: SQL = sql`true`): SQL {
  return sql`
    select b.id as build_id, b.name as build_name,
           case when count(e.item_id) > 0 and count(e.item_id) = count(e.price)
                then sum(e.price) end as total
      from builds b
      left join lateral (
        select s.value -> 'product' -> 'variantData' ->> '_id' as item_id,
               case when s.value ->> 'name' = ${AMMO_SUB_PART} then m.price else v.price end as price
          from jsonb_array_elements(case when jsonb_typeof(b.parts) = 'array' then b.parts
                                         else '[]'::jsonb end) p
         cross join lateral jsonb_array_elements(
                 case when jsonb_typeof(p.value -> 'subParts') = 'array' then p.value -> 'subParts'
                      else '[]'::jsonb end) s
          left join catalog_variants v
                 on s.value ->> 'name' <> ${AMMO_SUB_PART}
                and v.id = s.value -> 'product' -> 'variantData' ->> '_id'
          left join ammunition m
                 on s.value ->> 'name' = ${AMMO_SUB_PART}
                and m.id = s.value -> 'product' -> 'variantData' ->> '_id'
         where jsonb_typeof(s.value -> 'product') = 'object'
           and coalesce(s.value -> 'product' ->> 'includedWith', '') = ''
           and coalesce(s.value -> 'product' ->> 'name', '') !~ ${INCLUDED_NAME}
           and s.value -> 'product' -> 'variantData' ->> '_id' is not null
      ) e on true
     where ${where}
     group by b.id, b.name`;
}

/** The total of one build now (null: unknown), by the same rule as alerts use. */
export async function buildTotal(db: Db, buildId: string): Promise<number | null> {
  const [row] = await rowsOf<{ total: string | null }>(
    db,
    buildTotalsSql(sql`b.id = ${buildId}::uuid`),
  );
  return row?.total == null ? null : Number(row.total);
}

/**
 * Alerts (`a`, filtered by `where`) with what they watch as it is now: `price` (variants: their
 * price; ammunition: per round; builds: the total), `in_stock` (a build: its total is known) and
 * `cond`, whether the alert's condition holds.
 */
export function alertsNowSql(where: SQL): SQL {
  return sql`
    select a.id, a.user_id, a.target_kind, a.target_id, a.kind, a.target_price,
           a.reference_price, a.armed, a.last_triggered_at, a.last_triggered_price, a.created_at,
           x.price, x.in_stock,
           coalesce(case a.kind
                      when 'price' then x.in_stock and x.price <= a.target_price
                      when 'drop' then x.in_stock and x.price < a.reference_price
                      when 'stock' then x.in_stock
                    end, false) as cond
      from price_alerts a
      left join catalog_variants v on a.target_kind = 'variant' and v.id = a.target_id
      left join ammunition m on a.target_kind = 'ammo' and m.id = a.target_id
      left join (${buildTotalsSql(
        sql`b.id::text in (select target_id from price_alerts where target_kind = 'build')`,
      )}) bt on a.target_kind = 'build' and bt.build_id::text = a.target_id
     cross join lateral (
       select case a.target_kind when 'variant' then v.price::numeric
                                 when 'ammo' then m.price_per_round::numeric
                                 else bt.total end as price,
              case a.target_kind when 'variant' then v.in_stock
                                 when 'ammo' then m.in_stock
                                 else bt.total is not null end as in_stock
     ) x
     where ${where}`;
}

/** Which alerts to check: all, or those on these variants and ammunition (and every build's). */
export type AlertScope = 'all' | { variantIds?: readonly string[]; ammoIds?: readonly string[] };

function scopeSql(scope: AlertScope): SQL {
  if (scope === 'all') return sql`true`;
  return sql`(a.target_kind = 'build'
          or (a.target_kind = 'variant' and a.target_id in ${idSet(scope.variantIds ?? [])})
          or (a.target_kind = 'ammo' and a.target_id in ${idSet(scope.ammoIds ?? [])}))`;
}

export interface UserCrossings {
  userId: string;
  email: string;
  crossings: Crossing[];
}

interface FiredRow {
  alert_id: string;
  user_id: string;
  email: string;
  target_kind: AlertTargetKind;
  target_id: string;
  kind: AlertKind;
  target_price: string | null;
  previous_price: string | null;
  price: string | null;
  name: string | null;
  main_category: string | null;
  group_id: string | null;
}

const num = (v: string | number | null) => (v === null ? null : Number(v));

function pathOf(row: FiredRow): string {
  const e = encodeURIComponent;
  switch (row.target_kind) {
    case 'variant':
      return `/product/${e(row.main_category ?? '')}/${e(row.group_id ?? '')}`;
    case 'ammo':
      return `/ammo-detail/${e(row.target_id)}`;
    case 'build':
      return `/builder?load=${e(row.target_id)}`;
  }
}

/**
 * Checks the alerts of `scope` at `now`: fires (disarms, records the trigger) the armed ones whose
 * condition holds, re-arms the disarmed ones whose condition no longer holds, gives a 'drop' alert
 * set before its item had a price that price as its reference. A 'drop' alert that fires takes
 * the new price as its reference and stays armed: only a lower price fires it again. Answers the
 * crossings by user.
 */
export async function evaluateAlerts(
  db: Db,
  scope: AlertScope,
  now: Date = new Date(),
): Promise<UserCrossings[]> {
  const at = now.toISOString();
  const rows = await rowsOf<FiredRow>(
    db,
    sql`
    with cur as (${alertsNowSql(scopeSql(scope))}),
    fired as (
      update price_alerts a
         set armed = (a.kind = 'drop'),
             reference_price = case when a.kind = 'drop' then c.price else a.reference_price end,
             last_triggered_at = ${at}::timestamptz,
             last_triggered_price = c.price,
             updated_at = ${at}::timestamptz
        from cur c
       where a.id = c.id and c.armed and c.cond
      returning a.id, a.user_id, a.target_kind, a.target_id, a.kind, a.target_price,
                c.reference_price as previous_price, c.price
    ),
    settled as (
      update price_alerts a
         set armed = a.armed or not c.cond,
             reference_price = case when a.kind = 'drop' and a.reference_price is null
                                    then c.price else a.reference_price end,
             updated_at = ${at}::timestamptz
        from cur c
       where a.id = c.id and not (c.armed and c.cond)
         and ((not c.armed and not c.cond)
              or (a.kind = 'drop' and a.reference_price is null and c.price is not null))
      returning a.id
    )
    select f.id as alert_id, f.user_id, u.email, f.target_kind, f.target_id, f.kind,
           f.target_price, f.previous_price, f.price,
           coalesce(g.part_name || ' — ' || v.model, m.name, b.name) as name,
           g.main_category, g.id as group_id
      from fired f
      join users u on u.id = f.user_id
      left join catalog_variants v on f.target_kind = 'variant' and v.id = f.target_id
      left join catalog_groups g on g.id = v.group_id
      left join ammunition m on f.target_kind = 'ammo' and m.id = f.target_id
      left join builds b on f.target_kind = 'build' and b.id::text = f.target_id
     order by f.user_id, name, f.id`,
  );
  const byUser = new Map<string, UserCrossings>();
  for (const row of rows) {
    let entry = byUser.get(row.user_id);
    if (!entry)
      byUser.set(row.user_id, (entry = { userId: row.user_id, email: row.email, crossings: [] }));
    entry.crossings.push({
      alertId: row.alert_id,
      targetKind: row.target_kind,
      targetId: row.target_id,
      kind: row.kind,
      name: row.name ?? row.target_id,
      path: pathOf(row),
      price: num(row.price),
      targetPrice: num(row.target_price),
      previousPrice: num(row.previous_price),
    });
  }
  return [...byUser.values()];
}

/** What alert e-mails need of the server's settings. */
export interface AlertMailer {
  siteName: string;
  /** The site's public origin, e.g. https://buildwright.example. */
  origin: string;
  /** The server's secret, which signs the unsubscribe links. */
  secret: string;
  /** Wakes the mail outbox once mails are stored. */
  kick?: () => void;
}

export function unsubscribeUrl(
  mailer: Pick<AlertMailer, 'origin' | 'secret'>,
  userId: string,
  alertId?: string,
): string {
  const token = signUnsubscribeToken(mailer.secret, { userId, ...(alertId && { alertId }) });
  return `${mailer.origin}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** Stores one digest e-mail per user in the mail outbox (one insert). Answers the mails stored. */
export async function queueAlertMails(
  db: Db,
  mailer: AlertMailer,
  byUser: readonly UserCrossings[],
): Promise<number> {
  if (!byUser.length) return 0;
  const values = byUser.map(({ userId, email, crossings }) => {
    const mail = alertMail({
      siteName: mailer.siteName,
      origin: mailer.origin,
      crossings,
      unsubscribeAll: unsubscribeUrl(mailer, userId),
      unsubscribeOne: (alertId) => unsubscribeUrl(mailer, userId, alertId),
    });
    return { kind: ALERT_MAIL_KIND, to: email, userId, ...mail };
  });
  for (let i = 0; i < values.length; i += 1000)
    await db.insert(mailOutbox).values(values.slice(i, i + 1000));
  return values.length;
}

/**
 * The alert mailer of each database's running server. A feed run checks alerts only where one is
 * registered: a run without it (the command line) leaves them to the server's next run, which
 * checks every alert, so no crossing is lost.
 */
const mailers = new WeakMap<Db, AlertMailer>();

export function registerAlertMailer(db: Db, mailer: AlertMailer): () => void {
  mailers.set(db, mailer);
  return () => {
    if (mailers.get(db) === mailer) mailers.delete(db);
  };
}

export interface AlertRun {
  crossings: number;
  mails: number;
  durationMs: number;
}

/**
 * After a feed run: checks every alert and stores the e-mails, in one transaction. Null when no
 * server's mailer is registered for the database.
 */
export async function checkAlertsAfterFeed(
  db: Db,
  now: Date = new Date(),
  scope: AlertScope = 'all',
): Promise<AlertRun | null> {
  const mailer = mailers.get(db);
  if (!mailer) return null;
  return checkAlerts(db, mailer, scope, now);
}

export async function checkAlerts(
  db: Db,
  mailer: AlertMailer,
  scope: AlertScope,
  now: Date = new Date(),
): Promise<AlertRun> {
  const started = performance.now();
  const result = await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const byUser = await evaluateAlerts(tx, scope, now);
    const mails = await queueAlertMails(tx, mailer, byUser);
    return { crossings: byUser.reduce((n, u) => n + u.crossings.length, 0), mails };
  });
  if (result.mails) mailer.kick?.();
  return { ...result, durationMs: Math.round(performance.now() - started) };
}

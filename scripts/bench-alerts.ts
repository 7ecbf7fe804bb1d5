// npm run bench:alerts — how long checking price alerts takes after a large feed run, on
// PostgreSQL (ADR 090). In a database of its own (created here, dropped after): 100,000 variants,
// 20,000 ammunition items, 20,000 users with 100,000 alerts between them (price, drop and stock,
// on variants and ammunition), then a feed's worth of change: 100,000 offers rewritten (most
// prices lower, some items out of stock or back in) and the derived prices refreshed. Then the
// check the feed run makes: every alert evaluated and one e-mail per user stored, in one
// transaction; a second check (nothing new to send) is timed too. Exits 1 when the first check
// takes more than 10 s.
//
// The server: DATABASE_URL, BENCH_DATABASE_URL or TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/server/db/client.ts';
import { checkAlerts } from '../src/server/modules/alerts/evaluate.ts';

const TARGET_SECONDS = 10;
const VARIANTS = 100_000;
const AMMO = 20_000;
const USERS = 20_000;
const ALERTS = 100_000;

const adminUrl =
  process.env.BENCH_DATABASE_URL?.trim() ||
  process.env.DATABASE_URL?.trim() ||
  process.env.TEST_DATABASE_URL?.trim() ||
  'postgres://postgres@127.0.0.1:5432/test';

const seconds = (since: number) => (performance.now() - since) / 1000;

async function main(): Promise<number> {
  const name = `bench_alerts_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'pg', url: url.toString() });
  try {
    await database.migrate();
    const { db } = database;
    let t = performance.now();
    await db.execute(sql`
      insert into catalog_merchants (id, name) values ('bench-a', 'Bench A'), ('bench-b', 'Bench B')`);
    await db.execute(sql`
      insert into catalog_groups (id, type, part_name, brand, main_category, category, subcategory, sub_part)
      select 'g' || n, 'ar15-barrels', 'Bench Barrel ' || n, 'Bench', 'barrels', 'Barrels', 'Barrels', 'Barrel'
        from generate_series(1, ${VARIANTS / 10}) n`);
    await db.execute(sql`
      insert into catalog_variants (id, group_id, model, price, in_stock)
      select 'v' || n, 'g' || (1 + n % ${VARIANTS / 10}), 'Model ' || n, 100 + n % 900, n % 7 <> 0
        from generate_series(1, ${VARIANTS}) n`);
    await db.execute(sql`
      insert into ammunition (id, name, brand, caliber, round_count, platform, price, price_per_round, in_stock)
      select 'a' || n, 'Bench Ammo ' || n, 'Bench', '556', 20, 'AR15', 10 + n % 20,
             (10 + n % 20) / 20.0, n % 5 <> 0
        from generate_series(1, ${AMMO}) n`);
    await db.execute(sql`
      insert into catalog_offers (variant_id, merchant_id, price, in_stock, buy_url)
      select 'v' || n, 'bench-a', 100 + n % 900, n % 7 <> 0, 'https://bench.example/' || n
        from generate_series(1, ${VARIANTS}) n`);
    await db.execute(sql`
      insert into users (id, username, email)
      select ('00000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'bench' || n,
             'bench' || n || '@example.com'
        from generate_series(1, ${USERS}) n`);
    // Five alerts per user: 80 % on variants, 20 % on ammunition; kinds in turn.
    await db.execute(sql`
      insert into price_alerts (user_id, target_kind, target_id, kind, target_price, reference_price, armed)
      select ('00000000-0000-4000-8000-' || lpad((1 + n % ${USERS})::text, 12, '0'))::uuid,
             case when n % 5 = 0 then 'ammo' else 'variant' end,
             case when n % 5 = 0 then 'a' || (1 + n % ${AMMO}) else 'v' || (1 + n % ${VARIANTS}) end,
             (array['price', 'drop', 'stock'])[1 + n % 3],
             case when n % 3 = 0 then case when n % 5 = 0 then 0.45 else 150 + n % 800 end end,
             case when n % 3 = 1 then case when n % 5 = 0 then 1.5 else 1000 end end,
             true
        from generate_series(1, ${ALERTS}) n`);
    await db.execute(sql`analyze`);
    console.log(`set up ${ALERTS.toLocaleString()} alerts in ${seconds(t).toFixed(1)} s`);

    // A settling check first: alerts start from the state of what they watch.
    await checkAlerts(
      db,
      { siteName: 'Bench', origin: 'https://bench.example', secret: 'x' },
      'all',
    );

    // The feed's change: every offer rewritten, the derived prices refreshed as the store does.
    t = performance.now();
    await db.execute(sql`
      update catalog_offers set price = price * (case when variant_id ~ '[05]$' then 1.1 else 0.8 end),
             in_stock = not in_stock or variant_id ~ '3$', updated_at = now()`);
    await db.execute(sql`
      update catalog_variants v set price = o.price, in_stock = o.in_stock
        from catalog_offers o where o.variant_id = v.id`);
    await db.execute(sql`
      update ammunition set price = price * 0.8, price_per_round = price_per_round * 0.8,
             in_stock = in_stock or id ~ '3$'`);
    console.log(`feed change (100,000 offers) in ${seconds(t).toFixed(1)} s`);

    const mailer = { siteName: 'Bench', origin: 'https://bench.example', secret: 'bench-secret' };
    const first = await checkAlerts(db, mailer, 'all');
    const again = await checkAlerts(db, mailer, 'all');
    console.log(
      `alert check after the run: ${(first.durationMs / 1000).toFixed(2)} s ` +
        `(${first.crossings.toLocaleString()} crossings, ${first.mails.toLocaleString()} e-mails)`,
    );
    console.log(
      `the same check again: ${(again.durationMs / 1000).toFixed(2)} s ` +
        `(${again.crossings} crossings, ${again.mails} e-mails)`,
    );
    const ok = first.durationMs / 1000 <= TARGET_SECONDS && again.mails === 0;
    console.log(
      ok ? 'OK' : `FAIL: the check must take at most ${TARGET_SECONDS} s and send nothing twice`,
    );
    return ok ? 0 : 1;
  } finally {
    await database.close();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

process.exitCode = await main();

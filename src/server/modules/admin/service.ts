import { count, desc } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema.ts';

export async function listSubscribers(db: Db, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .orderBy(desc(newsletterSubscribers.createdAt), newsletterSubscribers.email)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(newsletterSubscribers),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * Every subscriber as CSV. Cells that a spreadsheet would run as a formula (=, +, -, @ …) are
 * escaped: names come from the public sign-up form.
 */
export async function subscribersCsv(db: Db): Promise<string> {
  const rows = await db
    .select()
    .from(newsletterSubscribers)
    .orderBy(desc(newsletterSubscribers.createdAt), newsletterSubscribers.email);
  return stringify(
    rows.map((r) => [
      r.email,
      r.firstName ?? '',
      r.lastName ?? '',
      r.source,
      r.createdAt.toISOString(),
    ]),
    {
      header: true,
      columns: ['email', 'first_name', 'last_name', 'source', 'subscribed_at'],
      escape_formulas: true,
    },
  );
}

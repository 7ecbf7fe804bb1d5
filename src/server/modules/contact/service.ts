import { count, desc } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import type { ContactMessage, ContactMessageAdmin } from '../../../shared/contact/schema.ts';
import type { Db } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

type Row = typeof contactMessages.$inferSelect;

/** Stores a message as 'pending' (stored first, the outbox sends it). */
export async function storeContactMessage(
  db: Db,
  message: ContactMessage,
  ip: string | undefined,
): Promise<{ id: string }> {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...message, ip: ip ?? null })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error('contact message was not stored');
  return row;
}

const newestFirst = [desc(contactMessages.createdAt), desc(contactMessages.id)] as const;

export function toAdminView(r: Row): ContactMessageAdmin {
  return {
    id: r.id,
    title: r.title,
    name: r.name,
    email: r.email,
    message: r.message,
    ip: r.ip,
    status: r.status,
    attempts: r.attempts,
    // the next try only means something while the message is still pending
    nextAttemptAt: r.status === 'pending' ? r.nextAttemptAt.toISOString() : null,
    lastError: r.lastError,
    sentAt: r.sentAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listContactMessages(db: Db, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .orderBy(...newestFirst)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(contactMessages),
  ]);
  return { rows: rows.map(toAdminView), total: total?.n ?? 0 };
}

/**
 * Every message as CSV, newest first. Cells a spreadsheet would run as a formula (=, +, -, @ …)
 * are escaped: everything but the delivery state comes from the public contact form.
 */
export async function contactMessagesCsv(db: Db): Promise<string> {
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(...newestFirst);
  return stringify(
    rows
      .map(toAdminView)
      .map((r) => [
        r.createdAt,
        r.name,
        r.email,
        r.title,
        r.message,
        r.status,
        r.attempts,
        r.sentAt ?? '',
        r.lastError ?? '',
        r.ip ?? '',
        r.id,
      ]),
    {
      header: true,
      columns: [
        'received_at',
        'name',
        'email',
        'title',
        'message',
        'status',
        'attempts',
        'sent_at',
        'last_error',
        'ip',
        'id',
      ],
      escape_formulas: true,
    },
  );
}

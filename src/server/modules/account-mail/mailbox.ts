import { count, desc } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { MailboxItem } from '../../../shared/accounts/mailbox.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { domainOf } from '../contact/mail.ts';
import type { Outbox, OutboxQueue } from '../contact/outbox.ts';
import { maskEmail, redactLinks, type AccountMailContent } from './mails.ts';

type Row = typeof mailOutbox.$inferSelect;

/**
 * The account mails as an outbox queue (the same loop as the contact messages). Once SMTP has
 * taken a mail, the stored copy loses its links' tokens: the database keeps no working link.
 */
export function accountMailQueue(opts: { from: string }): OutboxQueue<typeof mailOutbox> {
  return {
    table: mailOutbox,
    label: 'account mail',
    idKey: 'mailId',
    toMail: (row) => ({
      from: opts.from,
      to: row.to,
      subject: row.subject,
      text: row.text,
      // from the row id: should a mail ever go out twice, mail clients fold the copies together
      messageId: `<account-${row.id}@${domainOf(opts.from)}>`,
      // A row's own headers (a price alert's List-Unsubscribe) come on top of the common ones.
      headers: { 'Auto-Submitted': 'auto-generated', ...row.headers },
    }),
    afterSent: (row) => ({
      text: redactLinks(row.text),
      ...(row.headers && {
        headers: Object.fromEntries(
          Object.entries(row.headers).map(([name, value]) => [name, redactLinks(value)]),
        ),
      }),
    }),
  };
}

/**
 * The running account-mail outboxes, by database: a flow that stores a mail wakes them at once
 * instead of waiting for their next poll. Keyed by the database handle because the flows are
 * called from other route plugins, which do not see this module's decorations.
 */
const running = new WeakMap<Db, Set<Outbox>>();

export function registerAccountOutbox(db: Db, outbox: Outbox): () => void {
  let set = running.get(db);
  if (!set) running.set(db, (set = new Set()));
  set.add(outbox);
  return () => void set.delete(outbox);
}

/** Wakes the running outboxes of `db` (mails were stored outside queueAccountMail). */
export function kickAccountOutboxes(db: Db): void {
  for (const outbox of running.get(db) ?? []) outbox.kick();
}

interface MailContext {
  db: Db;
  config: Pick<Config, 'mail'>;
  log: FastifyBaseLogger;
}

/**
 * Stores one account mail in the outbox. With SMTP configured the outbox sends it; without, it
 * stays pending as the local mailbox, and the log says where to read it: kind, masked recipient
 * and subject, never the text (it holds the link).
 */
export async function queueAccountMail(
  ctx: MailContext,
  mail: AccountMailContent & { to: string; userId: string | null },
): Promise<void> {
  const [row] = await ctx.db
    .insert(mailOutbox)
    .values({
      kind: mail.kind,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      userId: mail.userId,
    })
    .returning({ id: mailOutbox.id });
  if (ctx.config.mail.smtpUrl) {
    for (const outbox of running.get(ctx.db) ?? []) outbox.kick();
    return;
  }
  ctx.log.info(
    { mailId: row?.id, mailKind: mail.kind },
    `${mail.kind} mail to ${maskEmail(mail.to)} ("${mail.subject}") stored: read it in the admin mailbox`,
  );
}

export function toMailboxItem(r: Row): MailboxItem {
  return {
    id: r.id,
    kind: r.kind,
    to: r.to,
    subject: r.subject,
    text: r.text,
    status: r.status,
    attempts: r.attempts,
    lastError: r.lastError,
    sentAt: r.sentAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** One page of the account mails, newest first. */
export async function listMailbox(db: Db, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(mailOutbox),
  ]);
  return { items: rows.map(toMailboxItem), total: total?.n ?? 0 };
}

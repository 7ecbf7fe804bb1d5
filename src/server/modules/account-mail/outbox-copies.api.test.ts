import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, type TestDatabase } from '../../../../tests/databases.ts';
import { startSmtpSink, type SmtpSink } from '../../../../tests/smtp-sink.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { createOutbox, type Outbox } from '../contact/outbox.ts';
import { smtpSender } from '../contact/mail.ts';
import { accountMailQueue } from './mailbox.ts';

// Three server copies (three connection pools, as three processes would have) send from one mail
// outbox at the same time: every stored mail leaves exactly once. The sink answers slowly, so the
// copies' claims overlap while mails are on their way.

const postgres = databaseKinds().find((k) => k.name === 'postgres');
const MAILS = 40;

describe.runIf(postgres)('the mail outbox on three server copies [postgres]', () => {
  let created: TestDatabase;
  const copies: Database[] = [];
  const outboxes: Outbox[] = [];
  let sink: SmtpSink;

  beforeAll(async () => {
    created = await postgres!.create();
    sink = await startSmtpSink({ delayMs: 20 });
    for (let i = 0; i < 3; i++) {
      const copy = await openDatabase(created.target);
      if (i === 0) await copy.migrate();
      copies.push(copy);
      outboxes.push(
        createOutbox({
          db: copy.db,
          sender: smtpSender(sink.url),
          queue: accountMailQueue({ from: 'Buildwright <no-reply@buildwright.example>' }),
          batchSize: 3,
        }),
      );
    }
    await copies[0]!.db.execute(sql`
      insert into mail_outbox (kind, "to", subject, text)
      select 'verify', 'reader' || i || '@example.com', 'Mail ' || i, 'Hello ' || i
        from generate_series(1, ${MAILS}) i`);
  });
  afterAll(async () => {
    for (const outbox of outboxes) await outbox.stop();
    for (const copy of copies) await copy.close();
    await sink.close();
    await created.drop();
  });

  it('sends every stored mail exactly once', async () => {
    const runs = await Promise.all(outboxes.map((outbox) => outbox.runOnce()));
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(MAILS);
    // More than one copy took part: the race was real.
    expect(runs.filter((r) => r.sent > 0).length).toBeGreaterThan(1);
    const subjects = sink.messages.map((m) => m.headers.subject);
    expect(subjects).toHaveLength(MAILS);
    expect(new Set(subjects).size).toBe(MAILS);
    const pending: unknown = await copies[0]!.db.execute(
      sql`select count(*)::int as n from mail_outbox where status <> 'sent'`,
    );
    expect((pending as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeApi, type TestServer, type JsonResponse } from '../../../../tests/api-server.ts';
import type { ErrorBody } from '../../lib/errors.ts';
import { signUpUser } from '../../../../tests/factories.ts';
import {
  CONTACT_DEFAULT_TITLE,
  contactMessages,
  type ContactMessageAdmin,
} from '../../../shared/contact/schema.ts';
import { contactMessages as contactTable } from '../../db/schema.ts';
import { contactQueue, smtpSender, type MailSender } from './mail.ts';
import { createOutbox, DEFAULT_LEASE_MS, MAX_ATTEMPTS } from './outbox.ts';
import { storeContactMessage } from './service.ts';
import { freePort } from '../../../../tests/free-port.ts';
import { startSmtpSink, type SmtpSink } from '../../../../tests/smtp-sink.ts';
import { sleep, waitFor } from '../../../../tests/wait.ts';

/** The error body of a refused request. */
const errorOf = (res: JsonResponse) => res.body as ErrorBody;

/** Matches the error text of a refused SMTP connection (typed for object literals). */
const aConnectionRefusal: unknown = expect.stringMatching(/ECONNREFUSED/);

const MAIL = { from: 'Buildwright <no-reply@buildwright.example>', to: 'staff@example.com' };

function post(server: TestServer, body: Record<string, unknown>) {
  return server.api('/api/contact', { method: 'POST', body });
}

async function rowOf(server: TestServer, id: string) {
  const [row] = await server.database.db.select().from(contactTable).where(eq(contactTable.id, id));
  if (!row) throw new Error(`no contact message ${id}`);
  return row;
}

/** The id of the stored message whose text is `message` (the API answers no id). */
async function idOf(server: TestServer, message: string): Promise<string> {
  const rows = await server.database.db
    .select({ id: contactTable.id })
    .from(contactTable)
    .where(eq(contactTable.message, message));
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

// The sink the first suite's server sends to; its port must be known before the server starts.
const sinkPort = await freePort();
let sink: SmtpSink;
beforeAll(async () => {
  sink = await startSmtpSink({ port: sinkPort });
});
afterAll(async () => {
  await sink?.close();
});

describeApi(
  'POST /api/contact with mail configured',
  (server, kind) => {
    it('stores the message, answers 201 and the outbox delivers it exactly once', async () => {
      const text = `Which buffer weight for a 10.5" upper? (${kind})\nThanks!`;
      const res = await post(server(), {
        title: 'Buffer question',
        name: 'Ada Lovelace',
        email: 'Ada@Example.com',
        message: text,
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ result: 'success', message: contactMessages.received });
      const id = await idOf(server(), text);

      const [mail] = await waitFor(() => {
        const got = sink.forContact(id);
        return Promise.resolve(got.length ? got : undefined);
      });
      expect(mail!.envelopeTo).toEqual([MAIL.to]);
      expect(mail!.headers['reply-to']).toBe('Ada Lovelace <ada@example.com>');
      expect(mail!.headers.subject).toBe('[Buildwright contact] Buffer question');
      expect(mail!.headers['content-type']).toMatch(/^text\/plain/);
      expect(mail!.body).toContain('Name: Ada Lovelace\n');
      expect(mail!.body).toContain('Email: ada@example.com\n');
      expect(mail!.body).toContain(text);

      const row = await waitFor(async () => {
        const r = await rowOf(server(), id);
        return r.status === 'sent' ? r : undefined;
      });
      expect(row).toMatchObject({ attempts: 1, lastError: null, ip: '127.0.0.1' });
      expect(row.sentAt).toBeInstanceOf(Date);

      // another poll of the loop (every 2 s) sends nothing more
      await sleep(2_500);
      expect(sink.forContact(id)).toHaveLength(1);
    });

    it('sends user input as plain text, never as HTML', async () => {
      const text = `<b>bold</b> <script>alert(1)</script> (${kind})`;
      const res = await post(server(), { name: 'Eve', email: 'eve@example.com', message: text });
      expect(res.status).toBe(201);
      const id = await idOf(server(), text);
      const [mail] = await waitFor(() => {
        const got = sink.forContact(id);
        return Promise.resolve(got.length ? got : undefined);
      });
      expect(mail!.raw).not.toMatch(/text\/html/i);
      expect(mail!.body).toContain(text);
      expect(mail!.headers.subject).toBe(`[Buildwright contact] ${CONTACT_DEFAULT_TITLE}`);
    });

    it('keeps a title and name on one line (no header injection)', async () => {
      const text = `header injection attempt (${kind})`;
      const res = await post(server(), {
        title: 'Hi\r\nBcc: victim@example.com',
        name: 'Mallory\nX-Evil: 1',
        email: 'mallory@example.com',
        message: text,
      });
      expect(res.status).toBe(201);
      const id = await idOf(server(), text);
      expect(await rowOf(server(), id)).toMatchObject({
        title: 'Hi Bcc: victim@example.com',
        name: 'Mallory X-Evil: 1',
      });
      const [mail] = await waitFor(() => {
        const got = sink.forContact(id);
        return Promise.resolve(got.length ? got : undefined);
      });
      expect(mail!.headers.bcc).toBeUndefined();
      expect(mail!.headers['x-evil']).toBeUndefined();
      expect(mail!.envelopeTo).toEqual([MAIL.to]);
    });

    it.each([
      [{ email: 'a@example.com', message: 'hi' }, 'name', contactMessages.nameRequired],
      [{ name: '  ', email: 'a@example.com', message: 'hi' }, 'name', contactMessages.nameRequired],
      [
        { name: 'x'.repeat(101), email: 'a@example.com', message: 'hi' },
        'name',
        contactMessages.nameTooLong,
      ],
      [
        { name: 'A', email: 'not-an-email', message: 'hi' },
        'email',
        'Please enter a valid email address',
      ],
      [{ name: 'A', email: 'a@example.com' }, 'message', contactMessages.messageRequired],
      [
        { name: 'A', email: 'a@example.com', message: 'x'.repeat(5001) },
        'message',
        contactMessages.messageTooLong,
      ],
      [
        { name: 'A', email: 'a@example.com', message: 'hi', title: 't'.repeat(201) },
        'title',
        contactMessages.titleTooLong,
      ],
    ])('refuses %j with a 400 naming %s', async (body, field, message) => {
      const res = await post(server(), body);
      expect(res.status).toBe(400);
      expect(errorOf(res).errors).toEqual({ [field]: message });
      expect(errorOf(res).message).toContain(field);
    });

    it('stores nothing for a refused message', async () => {
      const before = await server().database.db.$count(contactTable);
      await post(server(), { name: 'A', email: 'bad', message: 'not stored' });
      expect(await server().database.db.$count(contactTable)).toBe(before);
    });

    it('answers a filled honeypot like success and stores and sends nothing', async () => {
      const text = `buy cheap stuff (${kind})`;
      const res = await post(server(), {
        name: 'Bot',
        email: 'bot@example.com',
        message: text,
        website: 'http://spam.example',
      });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ result: 'success', message: contactMessages.received });
      const rows = await server()
        .database.db.select()
        .from(contactTable)
        .where(eq(contactTable.message, text));
      expect(rows).toHaveLength(0);
      await sleep(300);
      expect(sink.messages.filter((m) => m.body.includes(text))).toHaveLength(0);
    });

    it('lists messages to admins only, newest first, with their delivery state', async () => {
      const anon = await server().api('/api/admin/contact-messages');
      expect(anon.status).toBe(401);
      const user = await signUpUser(server(), 'contactuser');
      const forbidden = await server().api('/api/admin/contact-messages', { token: user.token });
      expect(forbidden.status).toBe(403);
      const forbiddenCsv = await server().api('/api/admin/contact-messages.csv', {
        token: user.token,
      });
      expect(forbiddenCsv.status).toBe(403);

      const admin = await signUpUser(server(), 'contactadmin', { admin: true });
      const latest = `=HYPERLINK("http://evil.example","x") (${kind})`;
      await post(server(), { name: '@SUM(A1)', email: 'c@example.com', message: latest });
      const id = await idOf(server(), latest);

      const res = await server().api('/api/admin/contact-messages?pageSize=2', {
        token: admin.token,
      });
      expect(res.status).toBe(200);
      const total = Number(res.headers.get('x-total-count'));
      expect(total).toBeGreaterThanOrEqual(4);
      const rows = res.body as ContactMessageAdmin[];
      expect(rows).toHaveLength(2);
      expect(rows[0]).toMatchObject({
        id,
        name: '@SUM(A1)',
        email: 'c@example.com',
        title: CONTACT_DEFAULT_TITLE,
        message: latest,
      });
      expect(['pending', 'sent']).toContain(rows[0]?.status);
      expect(Object.keys(rows[0] ?? {}).sort()).toEqual(
        [
          'attempts',
          'createdAt',
          'email',
          'id',
          'ip',
          'lastError',
          'message',
          'name',
          'nextAttemptAt',
          'sentAt',
          'status',
          'title',
        ].sort(),
      );
      expect((rows[0]?.createdAt ?? '') >= (rows[1]?.createdAt ?? '')).toBe(true);
      const last = await server().api(
        `/api/admin/contact-messages?pageSize=2&page=${Math.ceil(total / 2)}`,
        { token: admin.token },
      );
      expect((last.body as unknown[]).length).toBe(total % 2 || 2);

      const csv = await server().api('/api/admin/contact-messages.csv', { token: admin.token });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(csv.headers.get('content-disposition')).toContain('contact-messages.csv');
      const lines = csv.text.split('\n');
      expect(lines[0]).toBe(
        'received_at,name,email,title,message,status,attempts,sent_at,last_error,ip,id',
      );
      // formula-looking cells are escaped with a leading apostrophe
      expect(lines[1]).toContain(`'@SUM(A1)`);
      expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"",""x"") (${kind})"`);
      expect(lines[1]).toContain(id);
    });
  },
  {
    env: {
      SMTP_URL: `smtp://127.0.0.1:${sinkPort}`,
      CONTACT_TO: MAIL.to,
      CONTACT_RATE_LIMIT_MAX: '1000',
    },
  },
);

// Reserved now and left closed: the server's first try meets a refused connection.
const downPort = await freePort();

describeApi(
  'the contact outbox when the SMTP server is down, then up',
  (server) => {
    it('keeps the message pending with the error, then sends it once after the backoff', async () => {
      const text = `Sent while the mail server was down (${Math.random()})`;
      expect(
        (await post(server(), { name: 'Grace', email: 'grace@example.com', message: text })).status,
      ).toBe(201);
      const id = await idOf(server(), text);
      const failed = await waitFor(async () => {
        const r = await rowOf(server(), id);
        return r.lastError ? r : undefined;
      });
      expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
      expect(failed.lastError).toMatch(/ECONNREFUSED/);
      // first retry one minute after the failed try
      expect(failed.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(50_000);

      const admin = await signUpUser(server(), `downadmin${Math.floor(Math.random() * 1e6)}`, {
        admin: true,
      });
      const listed = await server().api('/api/admin/contact-messages', { token: admin.token });
      expect((listed.body as ContactMessageAdmin[]).find((m) => m.id === id)).toMatchObject({
        status: 'pending',
        attempts: 1,
        lastError: aConnectionRefusal,
        sentAt: null,
      });

      const up = await startSmtpSink({ port: downPort });
      try {
        const outboxAt = (offsetMs: number) =>
          createOutbox({
            db: server().database.db,
            sender: smtpSender(up.url),
            queue: contactQueue({ ...MAIL, siteName: 'Buildwright' }),
            now: () => new Date(Date.now() + offsetMs),
          });
        // before the backoff has passed: nothing is due
        expect(await outboxAt(30_000).runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
        expect(up.messages).toHaveLength(0);

        const later = outboxAt(61_000);
        expect(await later.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
        expect(up.forContact(id)).toHaveLength(1);
        expect(await rowOf(server(), id)).toMatchObject({
          status: 'sent',
          attempts: 2,
          lastError: null,
        });
        // and never again
        expect(await later.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
        expect(await outboxAt(48 * 3_600_000).runOnce()).toEqual({
          sent: 0,
          retrying: 0,
          failed: 0,
        });
        // this message once (the server's own outbox may deliver others to the sink meanwhile)
        expect(up.forContact(id)).toHaveLength(1);
      } finally {
        await up.close(); // the next database kind starts with the port closed again
      }
    });
  },
  { env: { SMTP_URL: `smtp://127.0.0.1:${downPort}` } },
);

describeApi('the contact outbox without mail configured', (server, kind) => {
  const failing: MailSender = {
    send: () => Promise.reject(new Error('550 mailbox unavailable')),
    close: () => {},
  };

  it('only stores messages: they stay pending and untried', async () => {
    const text = `stored only (${kind})`;
    expect(
      (await post(server(), { name: 'Lin', email: 'lin@example.com', message: text })).status,
    ).toBe(201);
    await sleep(300);
    expect(await rowOf(server(), await idOf(server(), text))).toMatchObject({
      status: 'pending',
      attempts: 0,
      lastError: null,
    });
  });

  it('backs off 1 min, 5 min, 30 min, 2 h, 12 h, 12 h… and gives up after 8 tries', async () => {
    // drain what other tests stored, so only this message is due
    await server().database.db.delete(contactTable);
    const { id } = await storeContactMessage(
      server().database.db,
      { title: 'Retry me', name: 'Kim', email: 'kim@example.com', message: 'retries' },
      undefined,
    );
    let clock = Date.now() + 1_000;
    const outbox = createOutbox({
      db: server().database.db,
      sender: failing,
      queue: contactQueue({ ...MAIL, siteName: 'Buildwright' }),
      now: () => new Date(clock),
    });
    const minute = 60_000;
    const hour = 60 * minute;
    const expected = [minute, 5 * minute, 30 * minute, 2 * hour, 12 * hour, 12 * hour, 12 * hour];
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const run = await outbox.runOnce();
      const row = await rowOf(server(), id);
      expect(row.attempts).toBe(attempt);
      expect(row.lastError).toBe('550 mailbox unavailable');
      if (attempt < MAX_ATTEMPTS) {
        expect(run).toEqual({ sent: 0, retrying: 1, failed: 0 });
        expect(row.status).toBe('pending');
        expect(row.nextAttemptAt.getTime() - clock).toBe(expected[attempt - 1]);
        // not a moment earlier
        clock = row.nextAttemptAt.getTime() - 1;
        expect(await outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
        clock = row.nextAttemptAt.getTime();
      } else {
        expect(run).toEqual({ sent: 0, retrying: 0, failed: 1 });
        expect(row.status).toBe('failed');
      }
    }
    clock += 100 * hour;
    expect(await outbox.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect((await rowOf(server(), id)).attempts).toBe(MAX_ATTEMPTS);
  });

  it('retries a message whose sender died mid-send only after the lease, and once', async () => {
    await server().database.db.delete(contactTable);
    const { id } = await storeContactMessage(
      server().database.db,
      { title: 'Lease', name: 'Joe', email: 'joe@example.com', message: 'lease' },
      undefined,
    );
    const sink = await startSmtpSink();
    try {
      let release: () => void = () => {};
      const stuck: MailSender = {
        // a worker that claims the message and then hangs (or dies) in the middle of sending
        send: () => new Promise<void>((resolve) => (release = resolve)),
        close: () => {},
      };
      const first = createOutbox({
        db: server().database.db,
        sender: stuck,
        queue: contactQueue({ ...MAIL, siteName: 'Buildwright' }),
      });
      const firstRun = first.runOnce();
      await waitFor(async () => ((await rowOf(server(), id)).attempts === 1 ? true : undefined));

      const at = (offsetMs: number) =>
        createOutbox({
          db: server().database.db,
          sender: smtpSender(sink.url),
          queue: contactQueue({ ...MAIL, siteName: 'Buildwright' }),
          now: () => new Date(Date.now() + offsetMs),
        });
      // within the lease nobody else takes it
      expect((await at(DEFAULT_LEASE_MS - 10_000).runOnce()).sent).toBe(0);
      // after it, another worker does
      expect((await at(DEFAULT_LEASE_MS + 1_000).runOnce()).sent).toBe(1);
      expect(sink.forContact(id)).toHaveLength(1);

      // the stuck worker finishing late does not overwrite the newer try's outcome
      release();
      await firstRun;
      expect(await rowOf(server(), id)).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await sink.close();
    }
  });

  it('never sends one message twice when two workers run at once', async () => {
    await server().database.db.delete(contactTable);
    const ids: string[] = [];
    for (let i = 0; i < 24; i++) {
      const { id } = await storeContactMessage(
        server().database.db,
        { title: `Busy ${i}`, name: 'Pat', email: 'pat@example.com', message: `busy ${i}` },
        undefined,
      );
      ids.push(id);
    }
    const slow = await startSmtpSink({ delayMs: 30 });
    try {
      const worker = () =>
        createOutbox({
          db: server().database.db,
          sender: smtpSender(slow.url),
          queue: contactQueue({ ...MAIL, siteName: 'Buildwright' }),
          batchSize: 3,
        });
      const runs = await Promise.all([worker().runOnce(), worker().runOnce(), worker().runOnce()]);
      expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(ids.length);
      if (kind === 'postgres') {
        // really concurrent: more than one worker got messages
        expect(runs.filter((r) => r.sent > 0).length).toBeGreaterThan(1);
      }
      for (const id of ids) expect(slow.forContact(id)).toHaveLength(1);
      expect(slow.messages).toHaveLength(ids.length);
      const rows = await server().database.db.select().from(contactTable);
      expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await slow.close();
    }
  });
});

describeApi(
  'POST /api/contact rate limit',
  (server) => {
    it('rate-limits messages from one address with 429 and Retry-After', async () => {
      let last;
      for (let i = 0; i < 6; i++) {
        last = await post(server(), { name: 'Burst', email: 'b@example.com', message: `m${i}` });
        if (last.status === 429) break;
      }
      expect(last?.status).toBe(429);
      expect(last?.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(last?.body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
      expect(await server().database.db.$count(contactTable)).toBe(3);
    });
  },
  { env: { CONTACT_RATE_LIMIT_MAX: '3' } },
);

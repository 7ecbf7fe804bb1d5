import type net from 'node:net';
import { SMTPServer } from 'smtp-server';

// For tests only (API and e2e): a local SMTP server that accepts every message and keeps it
// (ARCHITECTURE "e-mail": tests use a local smtp-server). Never imported by the server itself.

export interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  /** Unfolded header lines, names in lower case. */
  headers: Record<string, string>;
  body: string;
  raw: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** Messages whose X-Contact-Message-Id is `id`. */
  forContact(id: string): ReceivedMail[];
  /** Messages whose envelope names `address` (any case) as a recipient, oldest first. */
  sentTo(address: string): ReceivedMail[];
  /**
   * Waits until `address` has received `count` messages (default 1) and answers the last of
   * them: `await sink.waitForMail('ada@example.com', { count: before + 1 })`.
   */
  waitForMail(
    address: string,
    options?: { count?: number; timeoutMs?: number },
  ): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export function parseMail(raw: string): Pick<ReceivedMail, 'headers' | 'body'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  let body = split === -1 ? '' : raw.slice(split + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  if (encoding === 'quoted-printable') body = decodeQuotedPrintable(body);
  else if (encoding === 'base64') body = Buffer.from(body, 'base64').toString('utf8');
  return { headers, body: body.replace(/\r\n/g, '\n') };
}

function recipientIs(mail: ReceivedMail, address: string): boolean {
  return mail.envelopeTo.some((to) => to.toLowerCase() === address.toLowerCase());
}

/**
 * The first link in `text` to `path` (e.g. '/verify-email'), as a URL, or undefined:
 * `linkIn(mail.body, '/reset-password')?.searchParams.get('token')`.
 */
export function linkIn(text: string, path: string): URL | undefined {
  for (const match of text.matchAll(/https?:\/\/[^\s<>"]+/g)) {
    const url = new URL(match[0]);
    if (url.pathname === path) return url;
  }
  return undefined;
}

/** The `token` of the first link in `text` to `path`; throws when there is none. */
export function tokenIn(text: string, path: string): string {
  const token = linkIn(text, path)?.searchParams.get('token');
  if (!token) throw new Error(`no ${path} link with a token in:\n${text}`);
  return token;
}

/** Starts the sink on 127.0.0.1 (port 0: any free port). `delayMs` slows each accepted message. */
export async function startSmtpSink(options: { port?: number; delayMs?: number } = {}) {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const finish = () => {
          messages.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            raw,
            ...parseMail(raw),
          });
          callback();
        };
        if (options.delayMs) setTimeout(finish, options.delayMs);
        else finish();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as net.AddressInfo).port;
  const sink: SmtpSink = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    forContact: (id) => messages.filter((m) => m.headers['x-contact-message-id'] === id),
    sentTo: (address) => messages.filter((m) => recipientIs(m, address)),
    waitForMail: async (address, { count = 1, timeoutMs = 15_000 } = {}) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const received = messages.filter((m) => recipientIs(m, address));
        if (received.length >= count) return received[count - 1]!;
        if (Date.now() > deadline) {
          throw new Error(`timed out waiting for mail ${count} to ${address}`);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return sink;
}

import nodemailer from 'nodemailer';
import { contactMessages } from '../../db/schema.ts';
import type { OutboxQueue } from './outbox.ts';

/** One e-mail as the outbox hands it over: plain text only, never HTML from user input. */
export interface OutgoingMail {
  from: string;
  to: string;
  /** Contact messages: the visitor who wrote, so staff can answer directly. */
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  messageId: string;
  headers: Record<string, string>;
}

/** Sends mail; the outbox depends on this, so tests can hand in their own. */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Timeouts well below the outbox's lease (ADR 049): a hung SMTP server must fail the try before
 * another worker may claim the message again.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 15_000,
  greetingTimeout: 15_000,
  socketTimeout: 60_000,
} as const;

/** nodemailer over SMTP (ARCHITECTURE "e-mail"): smtp:// (STARTTLS when offered) or smtps://. */
export function smtpSender(url: string): MailSender {
  const transport = nodemailer.createTransport({ url, ...SMTP_TIMEOUTS });
  return {
    send: async (mail) => {
      await transport.sendMail(mail);
    },
    close: () => transport.close(),
  };
}

type StoredMessage = Pick<
  typeof contactMessages.$inferSelect,
  'id' | 'title' | 'name' | 'email' | 'message' | 'createdAt'
>;

/** The domain of the From address, for Message-IDs. */
export function domainOf(address: string): string {
  const match = /@([^\s>]+)>?\s*$/.exec(address);
  return match?.[1] ?? 'buildwright.invalid';
}

/**
 * The staff e-mail for one contact message. Reply-To is the sender so staff can answer directly;
 * the Message-ID is derived from the row id, so should a message ever go out twice (SMTP is
 * at-least-once) the copies share one id and mail clients fold them together.
 */
export function contactMail(
  m: StoredMessage,
  opts: { from: string; to: string; siteName: string },
): OutgoingMail {
  return {
    from: opts.from,
    to: opts.to,
    replyTo: { name: m.name, address: m.email },
    subject: `[${opts.siteName} contact] ${m.title}`,
    text: [
      `New message from the ${opts.siteName} contact form.`,
      '',
      `Name: ${m.name}`,
      `Email: ${m.email}`,
      `Subject: ${m.title}`,
      `Received: ${m.createdAt.toISOString()}`,
      '',
      m.message,
      '',
    ].join('\n'),
    messageId: `<contact-${m.id}@${domainOf(opts.from)}>`,
    headers: { 'X-Contact-Message-Id': m.id },
  };
}

/** The contact messages as an outbox queue: each row goes to staff. */
export function contactQueue(opts: {
  from: string;
  to: string;
  siteName: string;
}): OutboxQueue<typeof contactMessages> {
  return {
    table: contactMessages,
    label: 'contact message',
    idKey: 'contactMessageId',
    toMail: (row) => contactMail(row, opts),
  };
}

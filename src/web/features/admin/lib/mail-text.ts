// A mail's plain text as the admin mailbox shows it: never as HTML. Links become clickable only
// when they lead to this site itself over http(s) (verification and reset links); any other
// address stays plain text, so a mail cannot send an admin somewhere else with one click.

export type MailTextPart =
  { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Sentence punctuation after an address belongs to the sentence. */
const TRAILING = /[.,;:!?'")\]}>]+$/;

/** The link `candidate` names when it is an http(s) address on `origin`, else undefined. */
export function sameOriginHref(candidate: string, origin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username || url.password) return undefined;
  return url.origin === origin ? url.href : undefined;
}

/** Splits `text` into plain runs and links to `origin` (e.g. 'https://example.com'). */
export function mailTextParts(text: string, origin: string): MailTextPart[] {
  const parts: MailTextPart[] = [];
  let plain = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index;
    const address = match[0].replace(TRAILING, '');
    const href = sameOriginHref(address, origin);
    if (!href) continue;
    plain += text.slice(last, start);
    if (plain) parts.push({ kind: 'text', text: plain });
    plain = '';
    parts.push({ kind: 'link', text: address, href });
    last = start + address.length;
  }
  plain += text.slice(last);
  if (plain) parts.push({ kind: 'text', text: plain });
  return parts;
}

/** Plain words for the kinds of mail the server writes; an unknown kind is shown readable. */
const KIND_WORDS: Readonly<Record<string, string>> = {
  verify_email: 'E-mail verification',
  change_email: 'New address link',
  email_change_notice: 'Address change notice',
  reset_password: 'Password reset',
  reset_password_google: 'Password reset (Google account)',
  login_failures: 'Failed log-ins notice',
  contact: 'Contact message',
};

export function kindWords(kind: string): string {
  return KIND_WORDS[kind] ?? kind.replace(/[_-]+/g, ' ');
}

/**
 * What became of a mail: without SMTP a pending mail is kept here for good; with SMTP it waits
 * for its (next) attempt.
 */
export function statusWords(status: 'pending' | 'sent' | 'failed', delivery: 'smtp' | 'local') {
  if (status === 'sent') return 'Sent';
  if (status === 'failed') return 'Failed';
  return delivery === 'local' ? 'Kept here' : 'Waiting to send';
}

/** The highest page the server pages to. */
const PAGE_MAX = 100_000;

/** The page number in `?page=`: a whole number from 1 to 100,000, anything else is page 1. */
export function pageParam(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 && page <= PAGE_MAX ? page : 1;
}

/** The date and time a person reads, in their own time zone unless one is given. */
export function formatDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}

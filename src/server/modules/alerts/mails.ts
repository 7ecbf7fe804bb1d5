import type { AlertKind, AlertTargetKind } from '../../../shared/alerts/schema.ts';

// The price alert e-mail (ADR 090): one per user per feed run, listing every alert that fired in
// that run. Plain text, in the account mails' voice; every alert has its own stop link, the mail
// one that stops them all (also given to mail apps as List-Unsubscribe). Pure: the caller passes
// the site name, its origin and the signed links.

export const ALERT_MAIL_KIND = 'price_alert';

export interface Crossing {
  alertId: string;
  targetKind: AlertTargetKind;
  targetId: string;
  kind: AlertKind;
  name: string;
  /** The site path of the product page (or the builder with the build). */
  path: string;
  /** The price now (ammo: per round; a build: its total). */
  price: number | null;
  targetPrice: number | null;
  /** A 'drop' alert: the price it dropped from. */
  previousPrice: number | null;
}

export interface AlertMail {
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/** Dollars with two decimals; per-round prices keep up to four ('$0.3125', '$0.45'). */
export function formatAlertPrice(value: number, targetKind: AlertTargetKind): string {
  if (targetKind === 'ammo') {
    const text = value.toFixed(4).replace(/(\.\d\d)(\d*?)0+$/, '$1$2');
    return `$${text} per round`;
  }
  return `$${value.toFixed(2)}`;
}

function whatHappened(c: Crossing): string {
  const price = (v: number | null) => (v === null ? 'unknown' : formatAlertPrice(v, c.targetKind));
  const total = c.targetKind === 'build' ? 'build total ' : '';
  switch (c.kind) {
    case 'price':
      return `${total}now ${price(c.price)} (your target: ${price(c.targetPrice)})`;
    case 'drop':
      return `${total}dropped from ${price(c.previousPrice)} to ${price(c.price)}`;
    case 'stock':
      return `back in stock${c.price === null ? '' : ` at ${price(c.price)}`}`;
  }
}

export function alertMail(opts: {
  siteName: string;
  origin: string;
  crossings: readonly Crossing[];
  /** The link that stops all of the user's alerts (POST confirms it). */
  unsubscribeAll: string;
  /** The link that stops one alert. */
  unsubscribeOne: (alertId: string) => string;
}): AlertMail {
  const { siteName, origin, crossings } = opts;
  const [first] = crossings;
  const subject =
    crossings.length === 1 && first
      ? `Price alert: ${first.name} — ${whatHappened(first)}`
      : `${crossings.length} price alerts on ${siteName}`;
  const items = crossings.flatMap((c) => [
    `• ${c.name}`,
    `  ${whatHappened(c)}`,
    `  ${origin}${c.path}`,
    `  Stop this alert: ${opts.unsubscribeOne(c.alertId)}`,
    '',
  ]);
  const text = [
    crossings.length === 1
      ? 'One of your price alerts was reached:'
      : `${crossings.length} of your price alerts were reached:`,
    '',
    ...items,
    'Prices change often; the product page shows the current offers.',
    '',
    `Stop all price alert e-mails: ${opts.unsubscribeAll}`,
    '',
    `— The ${siteName} team`,
  ].join('\n');
  return {
    subject: subject.slice(0, 200),
    text: `${text}\n`,
    headers: {
      'List-Unsubscribe': `<${opts.unsubscribeAll}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

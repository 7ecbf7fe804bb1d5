import { decodeHTML } from 'entities';

// What real merchant feeds carry, cleaned: HTML entities (even twice-encoded) and tags in text,
// prices written in every local style, Google's sale price and its dates, availability in words,
// schema.org URLs or numbers, links with stray whitespace, tracking parameters that make one
// product look like two, shipping in Google's `country:region:service:price` form, GTINs.
// Pure functions: no clock (the caller passes `now`), no I/O.

// ---------------------------------------------------------------------------------------------
// Text

const ENTITY = /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i;
const TAG = /<\/?[a-z][^<>]*>|<!--[\s\S]*?-->/gi;

/**
 * Text as a page shows it: entities decoded (`Sellier &amp; Bellot` is `Sellier & Bellot`, and
 * `&amp;amp;` decoded once more because what is left is still an entity), tags taken out,
 * compatibility characters folded (NFKC: a no-break space is a space, `ﬁ` is `fi`), control
 * characters dropped, runs of whitespace and line breaks one space, no space at either end.
 */
export function cleanText(text: string): string {
  let decoded = decodeHTML(text);
  if (ENTITY.test(decoded)) decoded = decodeHTML(decoded);
  return decoded
    .replace(TAG, ' ')
    .normalize('NFKC')
    .replace(/\s+/g, ' ')
    .replace(/\p{Cc}/gu, '')
    .trim();
}

// ---------------------------------------------------------------------------------------------
// Prices

export interface Price {
  /** Rounded to cents. */
  amount: number;
  /** ISO 4217 code, when the text names one (a `$` is USD). */
  currency?: string;
}

const SYMBOLS: Record<string, string> = { $: 'USD', US$: 'USD', '€': 'EUR', '£': 'GBP' };

/**
 * A price as written in feeds: `$1,299.00`, `1299.00 USD`, `USD 1299`, `1 299,00 EUR`,
 * `1.299,00 €`, `12.5`, `$0.00`. With both `.` and `,`, the last one is the decimal point; with
 * one of them once, it is a decimal point unless exactly three digits follow (`1,299` is 1299,
 * `12,50` is 12.50). Undefined when the text is not one amount (words, a range, a minus sign).
 */
export function parsePrice(text: string | undefined): Price | undefined {
  if (text === undefined) return undefined;
  let rest = text.normalize('NFKC').replace(/\s+/g, ' ').trim();
  let currency: string | undefined;
  const code = /^([A-Za-z]{3})\s*(?=[\d.,$€£])|(?<=[\d.,])\s*([A-Za-z]{3})$/.exec(rest);
  if (code) {
    currency = (code[1] ?? code[2])!.toUpperCase();
    rest = rest.replace(code[0], '').trim();
  }
  const symbol = /^(US\$|\$|€|£)\s*|\s*(€|£|\$)$/.exec(rest);
  if (symbol) {
    const found = SYMBOLS[symbol[1] ?? symbol[2] ?? ''];
    if (currency && found && currency !== found) return undefined;
    currency ??= found;
    rest = rest.replace(symbol[0], '').trim();
  }
  // spaces (and apostrophes) between digit groups: `1 299,00`, `1'299.00`
  rest = rest.replace(/(?<=\d)[ ']+(?=\d{3}\b)/g, '');
  if (!/^\d[\d.,]*$/.test(rest) && !/^[.,]\d+$/.test(rest)) return undefined;
  const lastDot = rest.lastIndexOf('.');
  const lastComma = rest.lastIndexOf(',');
  let normalised: string;
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ',';
    const thousands = decimal === '.' ? ',' : '.';
    if (rest.indexOf(decimal) !== rest.lastIndexOf(decimal)) return undefined;
    normalised = rest.split(thousands).join('').replace(decimal, '.');
  } else {
    const separator = lastDot >= 0 ? '.' : lastComma >= 0 ? ',' : undefined;
    if (!separator) normalised = rest;
    else {
      const groups = rest.split(separator);
      const thousands =
        groups.length > 2 ||
        (groups[0] !== '' && groups[0] !== '0' && groups[1]!.length === 3 && separator === ',') ||
        (groups[0] !== '' && groups[0] !== '0' && groups[1]!.length === 3 && currency === 'EUR');
      if (groups.length > 2 && groups.slice(1).some((g) => g.length !== 3)) return undefined;
      normalised = thousands ? groups.join('') : groups.join('.');
    }
  }
  const amount = Number(normalised);
  if (!Number.isFinite(amount)) return undefined;
  const price: Price = { amount: Math.round(amount * 100) / 100 };
  if (currency) price.currency = currency;
  return price;
}

/** A sale's dates: either side may be open. */
export interface DateRange {
  start?: Date;
  end?: Date;
}

/** One side of Google's interval: a date or a date and time, offset `-0800` or `-08:00` or Z. */
function parseWhen(text: string, endOfDay: boolean): Date | undefined {
  let t = text.trim().replace(/^(\d{4}-\d{2}-\d{2})[ T]/, '$1T');
  if (/^\d{4}-\d{2}-\d{2}$/.test(t)) t += endOfDay ? 'T23:59:59.999Z' : 'T00:00:00Z';
  t = t.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(t)) return undefined;
  const date = new Date(t);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * Google's `sale_price_effective_date`, an ISO 8601 interval `start/end`
 * (`2026-11-20T00:00-0800/2026-11-30T23:59-0800`); an empty side or `..` is open, a date alone
 * is the whole day (UTC). Undefined when it is not such an interval or ends before it starts.
 */
export function parseGoogleDateRange(text: string | undefined): DateRange | undefined {
  if (text === undefined) return undefined;
  const sides = text.trim().split('/');
  if (sides.length !== 2) return undefined;
  const range: DateRange = {};
  const [from, to] = sides.map((side) => side.trim()) as [string, string];
  if (from !== '' && from !== '..') {
    const start = parseWhen(from, false);
    if (!start) return undefined;
    range.start = start;
  }
  if (to !== '' && to !== '..') {
    const end = parseWhen(to, true);
    if (!end) return undefined;
    range.end = end;
  }
  if (range.start && range.end && range.end < range.start) return undefined;
  return range;
}

export interface EffectivePrice {
  /** What the offer costs now. */
  price: number;
  /** The price before the sale, when the sale price applies. */
  regularPrice?: number;
  onSale: boolean;
}

/**
 * The price an offer shows, by Google's rules for `sale_price`: the sale price replaces the
 * price when it is readable, above 0, lower than the price (an equal or higher one is no sale),
 * in the same currency, and `now` is within `sale_price_effective_date` (no date: always; a date
 * that cannot be read: never, rather than show a sale that may be over). Otherwise the price
 * stands. A reason (text) when there is no usable price: none, unreadable, or not above 0.
 */
export function effectivePrice(
  input: { price?: string; salePrice?: string; saleEffectiveDate?: string },
  now: Date,
): EffectivePrice | string {
  if (input.price === undefined || input.price.trim() === '') return 'no price';
  const price = parsePrice(input.price);
  if (!price) return `the price "${input.price.trim()}" is not an amount`;
  if (price.amount <= 0) return `the price "${input.price.trim()}" is not above 0`;
  const regular: EffectivePrice = { price: price.amount, onSale: false };
  const sale = parsePrice(input.salePrice);
  if (!sale || sale.amount <= 0 || sale.amount >= price.amount) return regular;
  if (sale.currency && price.currency && sale.currency !== price.currency) return regular;
  const dates = input.saleEffectiveDate?.trim();
  if (dates) {
    const range = parseGoogleDateRange(dates);
    if (!range) return regular;
    if (range.start && now < range.start) return regular;
    if (range.end && now > range.end) return regular;
  }
  return { price: sale.amount, regularPrice: price.amount, onSale: true };
}

// ---------------------------------------------------------------------------------------------
// Availability

export type StockStatus = 'in_stock' | 'out_of_stock' | 'preorder' | 'backorder';

export interface Availability {
  status: StockStatus;
  /** Only `in_stock` can be bought today: a preorder or a backorder cannot. */
  inStock: boolean;
}

/** Availability words, squashed (lower case, letters and digits only). */
const WORDS: Record<string, StockStatus> = {
  instock: 'in_stock',
  available: 'in_stock',
  limitedavailability: 'in_stock',
  limitedstock: 'in_stock',
  lowstock: 'in_stock',
  availablefororder: 'in_stock',
  onlineonly: 'in_stock',
  yes: 'in_stock',
  y: 'in_stock',
  true: 'in_stock',
  outofstock: 'out_of_stock',
  soldout: 'out_of_stock',
  unavailable: 'out_of_stock',
  notavailable: 'out_of_stock',
  notinstock: 'out_of_stock',
  discontinued: 'out_of_stock',
  oos: 'out_of_stock',
  no: 'out_of_stock',
  n: 'out_of_stock',
  false: 'out_of_stock',
  preorder: 'preorder',
  presale: 'preorder',
  backorder: 'backorder',
  backordered: 'backorder',
  onbackorder: 'backorder',
};

const status = (s: StockStatus): Availability => ({ status: s, inStock: s === 'in_stock' });

/** A stock count (`0`, `12`, `1,200`, `-3`); undefined when the text is not a number. */
function stockCount(text: string | undefined): number | undefined {
  const t = text?.trim().replace(/,(?=\d{3}\b)/g, '');
  if (!t || !/^[+-]?\d+(?:\.\d+)?$/.test(t)) return undefined;
  return Number(t);
}

/**
 * Whether an offer can be bought, from Google's availability (`in_stock`, `in stock`,
 * `http://schema.org/InStock`, `out of stock`, `sold out`, `preorder`, `backorder`,
 * `limited availability` (in stock), `discontinued` (out), yes/no, true/false, 1/0) and a
 * numeric stock count (0 or less: out of stock; more: in stock). A count wins over the words,
 * except that a preorder or backorder with no stock stays one. Undefined when neither can be
 * read (the importer decides what that means).
 */
export function parseAvailability(
  availability?: string,
  inventory?: string,
): Availability | undefined {
  const word = availability
    ?.trim()
    .replace(/^https?:\/\/schema\.org\//i, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
  const fromWords = word ? WORDS[word] : undefined;
  const count = stockCount(inventory) ?? stockCount(availability);
  if (count !== undefined) {
    if (count > 0) return status('in_stock');
    if (fromWords === 'preorder' || fromWords === 'backorder') return status(fromWords);
    return status('out_of_stock');
  }
  return fromWords ? status(fromWords) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Links

/**
 * A link as an http(s) address: whitespace and line breaks inside taken out (feeds wrap long
 * links), `&amp;` read as `&`. Undefined when it is not http(s) with a host.
 */
export function cleanUrl(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const compact = text.replace(/\s+/g, '').replace(/&amp;/gi, '&');
  if (!/^https?:\/\//i.test(compact)) return undefined;
  try {
    const url = new URL(compact);
    if (!['http:', 'https:'].includes(url.protocol) || !url.hostname) return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

/** Query parameters that track a visit and do not change the page. */
const TRACKING = new Set([
  'gclid',
  'gclsrc',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'igshid',
  'li_fat_id',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  '_ke',
  'ref',
  'referrer',
  'aff',
  'affid',
  'aff_id',
  'affiliate',
  'affiliate_id',
  'avad',
  'cjevent',
  'cjdata',
  'irclickid',
  'irgwc',
  'clickid',
  'sscid',
  'rfsn',
  'ranmid',
  'raneaid',
  'ransiteid',
  's_kwcid',
  'srsltid',
]);

const isTracking = (name: string) => {
  const key = name.toLowerCase();
  return key.startsWith('utm_') || TRACKING.has(key);
};

/**
 * A link as a key for telling rows apart: `https`, the host in lower case without `www.`, no
 * fragment, no tracking parameters (utm_*, gclid, fbclid, affiliate ids…), the other parameters
 * sorted, no trailing slash. Two rows whose links differ only in tracking are the same product.
 */
export function dedupeUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return url.trim();
  }
  const host = parsed.host.toLowerCase().replace(/^www\./, '');
  const params = [...parsed.searchParams].filter(([name]) => !isTracking(name));
  params.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  const path = parsed.pathname.replace(/\/+$/, '');
  return `https://${host}${path}${query ? `?${query}` : ''}`;
}

// ---------------------------------------------------------------------------------------------
// Shipping

export interface Shipping {
  /** The shipping price; 0 for free shipping; absent when the text gives none. */
  price?: number;
  /** As offers show it: 'Free shipping', '$7.99 shipping', or the merchant's own words. */
  label: string;
}

export const FREE_SHIPPING = 'Free shipping';

/**
 * Shipping as offers show it, from Google's `country:region:service:price` (`US:CA:Overnight:16.00
 * USD`, `US:::0.00 USD`; of several entries the first) or a bare price (`7.99`) or `Free`. No
 * shipping text reads as free shipping, as offers have always shown it; words that are not a
 * price (`Calculated at checkout`) are shown as written.
 */
export function parseShipping(text: string | undefined): Shipping {
  const entry = (text ?? '').split(/,(?=[^,:]*:)/)[0]!.trim();
  if (entry === '') return { label: FREE_SHIPPING };
  const parts = entry.split(':');
  const priceText = (parts.length >= 4 ? parts.slice(3).join(':') : parts.at(-1)!).trim();
  if (/^free(\s+shipping)?$/i.test(priceText)) return { price: 0, label: FREE_SHIPPING };
  const price = parsePrice(priceText);
  if (!price) return { label: cleanText(text ?? '').slice(0, 100) || FREE_SHIPPING };
  if (price.amount === 0) return { price: 0, label: FREE_SHIPPING };
  const amount = price.amount.toFixed(2);
  const label =
    !price.currency || price.currency === 'USD'
      ? `$${amount} shipping`
      : `${amount} ${price.currency} shipping`;
  return { price: price.amount, label };
}

// ---------------------------------------------------------------------------------------------
// Identifiers

/**
 * A GTIN (UPC, EAN) as the 14-digit key products are matched by: spaces and dashes taken out,
 * 8 to 14 digits (a UPC whose leading zeros a spreadsheet dropped still counts) with a valid
 * check digit, zero-padded to 14. Undefined otherwise (letters, `8.5E+11`, a wrong check digit,
 * all zeros).
 */
export function cleanGtin(text: string | undefined): string | undefined {
  const digits = (text ?? '').trim().replace(/[\s-]+/g, '');
  if (!/^\d{8,14}$/.test(digits) || /^0+$/.test(digits)) return undefined;
  const key = digits.padStart(14, '0');
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += Number(key[i]) * (i % 2 === 0 ? 3 : 1);
  const check = (10 - (sum % 10)) % 10;
  return check === Number(key[13]) ? key : undefined;
}

const NOT_AN_MPN = new Set([
  'na',
  'n/a',
  'none',
  'null',
  'nil',
  'unknown',
  'tbd',
  'doesnotapply',
  'notapplicable',
  'default',
]);

/**
 * Whether a manufacturer part number looks like one: 2 to 70 characters of letters, digits,
 * `-_./#` and at most two spaces, at least one digit, not a placeholder (`N/A`, `none`,
 * `0000`).
 */
export function isPlausibleMpn(text: string | undefined): boolean {
  const mpn = (text ?? '').trim();
  if (mpn.length < 2 || mpn.length > 70) return false;
  if (!/^[\p{L}\p{N}\-_./# ]+$/u.test(mpn) || (mpn.match(/ /g)?.length ?? 0) > 2) return false;
  if (!/\d/.test(mpn)) return false;
  if (NOT_AN_MPN.has(mpn.toLowerCase().replace(/[\s-]+/g, ''))) return false;
  return !/^(.)\1+$/.test(mpn);
}

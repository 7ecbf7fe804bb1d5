import { Readable, pipeline } from 'node:stream';
import { parser as jsonTokens } from 'stream-json';
import { ColumnMatcher, columnName, missingMappedMessage, squash } from './columns.ts';
import type { ReadRow } from './delimited.ts';
import { FeedReadError } from './errors.ts';
import type { FeedMapping } from './mapping.ts';
import { linesOf } from './source.ts';
import type { FeedAttribute, FeedReader } from './types.ts';

// A JSON feed as rows, streamed: a top-level array of product objects; or an object holding
// one, under `products`, `items`, `listings`, `data`, `results` or `entries` (also one level
// down, `{ "data": { "items": [...] } }`) or under its first key whatever it is called; or the
// mapping's `recordsPath`; or JSON Lines, one object per line. The file is never parsed whole:
// records are assembled one at a time from the parser's tokens (numbers keep their digits as
// written: `12.90` stays `12.90`, a 14-digit GTIN is not rounded).
//
// A record's nested objects are flattened one level: a money object (`{ "value": "12.99",
// "currency": "USD" }`) becomes `12.99 USD`, a shipping object `country:region:service:price`,
// anything else `parent.child` columns, matched whole (`offer.price` as a synonym) and then by
// their last part (`price`). An array counts by its first element. Numbers and true/false are
// text (`inventory: 0` is "0", `in_stock: false` is "false").

/** Keys whose array holds the records, or whose object holds such a key. */
const RECORD_KEYS = new Set(['products', 'items', 'listings', 'data', 'results', 'entries']);
/** How many records are read before the first is handed over: the columns seen decide. */
const PRIME = 100;

type Json = string | boolean | null | Json[] | { [key: string]: Json };

const AMOUNT = ['amount', 'value', 'price', 'amountmicros'];
const CURRENCY = ['currency', 'currencycode', 'currencyid'];

/** A money object as text (`12.99 USD`); undefined when the object is something else. */
function moneyText(value: { [key: string]: Json }): string | undefined {
  let amount: string | undefined;
  let currency = '';
  let other = 0;
  for (const [key, v] of Object.entries(value)) {
    const k = squash(key);
    if (AMOUNT.includes(k) && (typeof v === 'string' || typeof v === 'number')) {
      amount = k === 'amountmicros' ? String(Number(v) / 1e6) : String(v);
    } else if (CURRENCY.includes(k) && typeof v === 'string') currency = v;
    else other += 1;
  }
  if (amount === undefined || other > 1) return undefined;
  return currency ? `${amount} ${currency}` : amount;
}

const first = (value: Json): Json => {
  if (!Array.isArray(value)) return value;
  return value.find((element) => element !== null) ?? null;
};

const isObject = (value: Json): value is { [key: string]: Json } =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** A nested shipping object as Google's text, when it has any of Google's parts. */
function shippingObjectText(value: { [key: string]: Json }): string | undefined {
  const parts = new Map<string, string>();
  for (const [key, v] of Object.entries(value)) {
    const part = first(v);
    const text =
      typeof part === 'string' || typeof part === 'boolean'
        ? String(part)
        : isObject(part)
          ? moneyText(part)
          : undefined;
    if (text !== undefined) parts.set(squash(key), text);
  }
  if (!['country', 'region', 'service', 'price'].some((part) => parts.has(part))) return undefined;
  return ['country', 'region', 'service', 'price'].map((part) => parts.get(part) ?? '').join(':');
}

/** A record's values by column name, nested objects flattened one level. */
export function flattenRecord(
  record: { [key: string]: Json },
  isShipping: (name: string) => boolean,
): [string, string][] {
  const out: [string, string][] = [];
  const put = (name: string, raw: Json, nest: boolean) => {
    const value = first(raw);
    if (value === null) return;
    if (!isObject(value)) {
      if (!Array.isArray(value)) out.push([name, String(value)]);
      return;
    }
    const shipping = nest && isShipping(name) ? shippingObjectText(value) : undefined;
    if (shipping !== undefined) return void out.push([name, shipping]);
    const money = moneyText(value);
    if (money !== undefined) return void out.push([name, money]);
    if (!nest) return;
    for (const [key, child] of Object.entries(value)) put(`${name}.${key}`, child, false);
  };
  for (const [key, value] of Object.entries(record)) put(key, value, true);
  return out;
}

/** Rows from records: the best column for each attribute, unknown names noted once. */
function rowMaker(mapping: FeedMapping | undefined) {
  const matcher = new ColumnMatcher(mapping);
  const unknown: string[] = [];
  const seen = new Set<string>();
  const known = new Set<FeedAttribute>();
  const constants = Object.entries(mapping?.constants ?? {}) as [FeedAttribute, string][];
  for (const [attribute] of constants) known.add(attribute);
  const isShipping = (name: string) =>
    matcher.match(name).some((match) => match.attribute === 'shipping');

  const make = (record: Json, row: number): ReadRow => {
    if (!isObject(record)) return { row, fields: {}, problem: 'the record is not a JSON object' };
    const best = new Map<FeedAttribute, { value: string; rank: number }>();
    for (const [name, value] of flattenRecord(record, isShipping)) {
      if (seen.size < 10_000) seen.add(name);
      const matches = matcher.match(name);
      if (matches.length === 0) {
        const shown = columnName(name);
        if (!unknown.includes(shown) && unknown.length < 500) unknown.push(shown);
        continue;
      }
      if (value.trim() === '') continue;
      for (const { attribute, rank } of matches) {
        const current = best.get(attribute);
        if (!current || rank < current.rank) best.set(attribute, { value, rank });
      }
    }
    const fields: ReadRow['fields'] = {};
    for (const [attribute, { value }] of best) {
      fields[attribute] = value;
      known.add(attribute);
    }
    for (const [attribute, value] of constants) fields[attribute] ??= value;
    return { row, fields };
  };
  return { make, unknown, known, seen };
}

/** The front of the text (up to 64 K characters), and all of it again. */
async function peekText(text: AsyncIterable<string>) {
  const iterator = text[Symbol.asyncIterator]();
  const chunks: string[] = [];
  let length = 0;
  let ended = false;
  while (length < 64 * 1024) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = chunks.join('');
  async function* all(): AsyncGenerator<string> {
    yield* chunks.splice(0);
    yield* { [Symbol.asyncIterator]: () => iterator };
  }
  return { head, ended, all: all() };
}

/**
 * JSON Lines: the first line is a whole JSON object and another line follows (or the file is
 * that one line and the object is a product: a key we read, no array inside).
 */
export function isJsonLines(head: string, ended: boolean): boolean {
  const start = head.replace(/^\uFEFF/, '').trimStart();
  if (!start.startsWith('{')) return false;
  const end = start.search(/\r?\n/);
  const line = end < 0 ? start : start.slice(0, end);
  if (end < 0 && !ended) return false;
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return false;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  if (end >= 0 && start.slice(end).trim() !== '') return true;
  // one line: a product (a key we read, no arrays inside), not a wrapper or a status answer
  const matcher = new ColumnMatcher();
  return (
    !Object.values(value).some(Array.isArray) &&
    Object.keys(value).some((key) => matcher.match(key).length > 0)
  );
}

/** JSON Lines records, a line at a time; a line that is not JSON is a row with its problem. */
async function* linesRecords(
  text: AsyncIterable<string>,
): AsyncGenerator<{ record: Json; problem?: string }> {
  for await (const line of linesOf(text)) {
    const trimmed = line.replace(/^\uFEFF/, '').trim();
    if (trimmed === '') continue;
    try {
      yield { record: JSON.parse(trimmed) as Json };
    } catch (error) {
      yield { record: {}, problem: `the line is not JSON (${(error as Error).message})` };
    }
  }
}

interface Token {
  name: string;
  value?: string | boolean | null;
}

interface Frame {
  kind: 'object' | 'array';
  /** The key being read (objects), the key this container sits under. */
  key?: string;
  path: string[];
  /** Objects: where records may be found; arrays: the records array. */
  search: boolean;
  records: boolean;
  /** The records array's first element was an object (or the mapping named the array). */
  confirmed?: boolean;
  keys: number;
}

/** Records from a JSON document's tokens. */
async function* documentRecords(
  text: AsyncIterable<string>,
  recordsPath: string | undefined,
  counted: () => number,
): AsyncGenerator<{ record: Json; problem?: string }> {
  const tokens = jsonTokens.asStream({ streamValues: false });
  pipeline(Readable.from(text), tokens, () => {});
  const wanted = recordsPath?.split('.');
  const stack: Frame[] = [];
  let found = false;
  let done = false;
  // the record being assembled: its containers, innermost last
  const building: { value: Json[] | { [key: string]: Json }; key?: string }[] = [];

  /** A value arrived: into the record being built, or it is a whole record. */
  const place = (value: Json): Json | undefined => {
    const top = building.at(-1);
    if (!top) return value;
    if (Array.isArray(top.value)) top.value.push(value);
    else if (top.key !== undefined) top.value[top.key] = value;
    return undefined;
  };

  /** Whether an array starting in the current container holds the records. */
  const isRecordsArray = (): boolean => {
    if (found) return false;
    const parent = stack.at(-1);
    if (!parent) return !wanted;
    if (parent.kind !== 'object' || !parent.search) return false;
    const path = [...parent.path, parent.key ?? ''];
    if (wanted) return path.join('.') === wanted.join('.');
    const key = squash(parent.key ?? '');
    return RECORD_KEYS.has(key) || (stack.length === 1 && parent.keys === 1);
  };
  /** Whether an object starting here may hold the records (the top, or under a record key). */
  const isSearchObject = (): boolean => {
    const parent = stack.at(-1);
    if (!parent) return true;
    if (parent.kind !== 'object' || !parent.search || stack.length > 4) return false;
    const path = [...parent.path, parent.key ?? ''];
    if (wanted) return wanted.slice(0, path.length).join('.') === path.join('.');
    return RECORD_KEYS.has(squash(parent.key ?? ''));
  };

  try {
    for await (const token of tokens as AsyncIterable<Token>) {
      if (done) break;
      const holder = stack.at(-1);
      if (holder?.records && !holder.confirmed && !building.length) {
        // an array of text or numbers is not the records: look on (a named one is taken as is)
        if (token.name === 'startObject' || wanted) holder.confirmed = true;
        else if (token.name !== 'endArray') {
          holder.records = false;
          found = false;
        }
      }
      const inRecords = holder?.records === true;
      switch (token.name) {
        case 'startObject':
        case 'startArray': {
          const kind = token.name === 'startObject' ? 'object' : 'array';
          if (building.length || inRecords) {
            building.push({ value: kind === 'object' ? {} : [] });
            stack.push({ kind, path: [], search: false, records: false, keys: 0 });
            break;
          }
          const parent = stack.at(-1);
          const path = parent ? [...parent.path, parent.key ?? ''] : [];
          const records = kind === 'array' && isRecordsArray();
          if (records) found = true;
          stack.push({
            kind,
            path,
            search: kind === 'object' && isSearchObject(),
            records,
            keys: 0,
          });
          break;
        }
        case 'endObject':
        case 'endArray': {
          const frame = stack.pop();
          if (frame?.records) {
            done = true;
            break;
          }
          const built = building.pop();
          if (built) {
            const whole = place(built.value);
            if (whole !== undefined) yield { record: whole };
          }
          break;
        }
        case 'keyValue': {
          const frame = stack.at(-1);
          if (frame) {
            frame.key = String(token.value);
            frame.keys += 1;
          }
          const top = building.at(-1);
          if (top && !Array.isArray(top.value)) top.key = String(token.value);
          break;
        }
        case 'stringValue':
        case 'numberValue':
        case 'trueValue':
        case 'falseValue':
        case 'nullValue':
          if (building.length) place(token.value ?? null);
          else if (inRecords) yield { record: token.value ?? null };
          break;
      }
    }
  } catch (error) {
    const n = counted();
    throw new FeedReadError(
      n === 0
        ? `not valid JSON: ${(error as Error).message}`
        : `the JSON breaks off after record ${n}: ${(error as Error).message}`,
      { rowsRead: n },
      { cause: error },
    );
  } finally {
    tokens.destroy();
  }
  if (!found)
    throw new FeedReadError(
      wanted
        ? `no array of records at recordsPath "${recordsPath}"`
        : 'no product records: expected an array of objects, an object holding one ' +
            '(products, items, listings, data, results, entries), or JSON Lines',
      { rowsRead: 0 },
    );
}

/**
 * Reads a JSON feed. Resolves after the first records (up to 100) are read, so the columns are
 * known; a mapping naming a column none of them has is a FeedReadError then.
 */
export async function readJson(
  text: AsyncIterable<string>,
  options: { mapping?: FeedMapping } = {},
): Promise<FeedReader> {
  const { head, ended, all } = await peekText(text);
  const lines = isJsonLines(head, ended);
  const made = rowMaker(options.mapping);
  let count = 0;
  const source = lines
    ? linesRecords(all)
    : documentRecords(all, options.mapping?.recordsPath, () => count);
  const iterator = source[Symbol.asyncIterator]();

  const primed: ReadRow[] = [];
  let finished = false;
  let failure: FeedReadError | undefined;
  try {
    while (primed.length < PRIME) {
      const next = await iterator.next();
      if (next.done) {
        finished = true;
        break;
      }
      count += 1;
      const row = made.make(next.value.record, count);
      if (next.value.problem) row.problem = next.value.problem;
      primed.push(row);
    }
  } catch (error) {
    // a file that breaks off within the first records: those records, then the error
    if (!(error instanceof FeedReadError) || count === 0) throw error;
    failure = error;
    finished = true;
  }
  const missing = ColumnMatcher.missingMapped(options.mapping, made.seen);
  if (missing.length) {
    await iterator.return?.(undefined);
    throw new FeedReadError(missingMappedMessage(missing, [...made.seen]), { rowsRead: 0 });
  }

  async function* rows(): AsyncGenerator<ReadRow> {
    try {
      yield* primed.splice(0);
      if (failure) throw failure;
      if (finished) return;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
        count += 1;
        const row = made.make(next.value.record, count);
        if (next.value.problem) row.problem = next.value.problem;
        yield row;
      }
    } finally {
      await iterator.return?.(undefined);
    }
  }

  return {
    format: 'json',
    unknownColumns: () => [...made.unknown],
    knownColumns: () => [...made.known],
    rows: rows(),
  };
}

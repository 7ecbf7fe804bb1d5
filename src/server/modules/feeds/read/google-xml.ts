import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { ColumnMatcher } from './columns.ts';
import type { ReadRow } from './delimited.ts';
import { FeedReadError } from './errors.ts';
import type { FeedAttribute, FeedReader } from './types.ts';

// A Google product feed in XML: RSS 2.0 (`<rss><channel><item>`) or Atom (`<feed><entry>`), with
// the product attributes in Google's namespace (http://base.google.com/ns/1.0, usually `g:`). Each
// item or entry is a row; its child elements are matched by local name: Google's namespace
// first, then the plain RSS/Atom ones (`<title>`, `<link>` or Atom's `<link href>`,
// `<description>`, `<summary>`, `<content>`), then the synonyms. When an element repeats, the
// first one counts. `<g:shipping>` with `<g:country>`, `<g:service>`, `<g:price>` inside becomes
// Google's text form `US::Standard:7.99 USD`.
//
// Real feeds are not always well-formed. A bare `&` (`Sellier & Bellot`, a link's `&utm_source=`)
// is read as `&`; HTML entities XML does not define (`&nbsp;`) and control characters stay as
// text; a `g:` prefix nobody declared is Google's. A broken structure (a tag never closed, the
// file cut short) stops the reading with a FeedReadError after the items read so far.

export const GOOGLE_NS = 'http://base.google.com/ns/1.0';

/** Errors after which the document's structure cannot be trusted. */
const FATAL =
  /unclosed tag|unmatched closing tag|unexpected close tag|unexpected end|must contain a root/;

const FEED_ROOTS = new Set(['rss', 'feed', 'rdf']);

/** Longest entity reference looked ahead for, and the longest CDATA marker. */
const CARRY = 64;
const ENTITY = /&(?:#[0-9]+|#x[0-9a-f]+|[a-z_][\w.-]*);/iy;

/**
 * XML text with every `&` that starts no entity reference written as `&amp;` (outside CDATA,
 * where `&` is text anyway). The last few characters of a chunk wait for the next one, so an
 * entity or a CDATA marker split between chunks is still seen whole.
 */
export async function* repairAmpersands(text: AsyncIterable<string>): AsyncGenerator<string> {
  let carry = '';
  let inCdata = false;
  const fix = (buffer: string, end: number): { out: string; rest: number } => {
    let out = '';
    let i = 0;
    while (i < end) {
      if (inCdata) {
        const close = buffer.indexOf(']]>', i);
        if (close < 0 || close >= end) {
          out += buffer.slice(i, end);
          return { out, rest: end };
        }
        out += buffer.slice(i, close + 3);
        i = close + 3;
        inCdata = false;
        continue;
      }
      const amp = buffer.indexOf('&', i);
      const cdata = buffer.indexOf('<![CDATA[', i);
      const stop = [amp, cdata].filter((at) => at >= 0 && at < end).sort((a, b) => a - b)[0];
      if (stop === undefined) {
        out += buffer.slice(i, end);
        return { out, rest: end };
      }
      out += buffer.slice(i, stop);
      if (stop === cdata) {
        out += '<![CDATA[';
        i = cdata + 9;
        inCdata = true;
        continue;
      }
      ENTITY.lastIndex = amp;
      out += ENTITY.test(buffer) ? '&' : '&amp;';
      i = amp + 1;
    }
    return { out, rest: i };
  };
  for await (const chunk of text) {
    const buffer = carry + chunk;
    const { out, rest } = fix(buffer, Math.max(0, buffer.length - CARRY));
    carry = buffer.slice(rest);
    if (out) yield out;
  }
  const { out } = fix(carry, carry.length);
  if (out) yield out;
}

interface Candidate {
  value: string;
  rank: number;
}

/** The child element being read, and its own children's text when it is a nested shipping. */
interface OpenField {
  name: string;
  local: string;
  google: boolean;
  text: string;
  href?: string;
  rel?: string;
  parts?: Map<string, string>;
  part?: string;
}

const local = (name: string) => name.slice(name.indexOf(':') + 1);
const prefix = (name: string) => (name.includes(':') ? name.slice(0, name.indexOf(':')) : '');

/** Reads an RSS or Atom feed. Resolves once the document's root element is read. */
export async function readGoogleXml(text: AsyncIterable<string>): Promise<FeedReader> {
  const matcher = new ColumnMatcher();
  const unknown: string[] = [];
  const known = new Set<FeedAttribute>();
  const parser = new SaxesParser({ xmlns: false, position: true });

  const ready: ReadRow[] = [];
  let itemsDone = 0;
  let fatal: FeedReadError | undefined;
  let root: string | undefined;
  let rootClosed = false;

  // namespace declarations in scope, one entry per open element
  const scopes: (Record<string, string> | undefined)[] = [];
  const uriOf = (pfx: string): string | undefined => {
    const key = pfx ? `xmlns:${pfx}` : 'xmlns';
    for (let i = scopes.length - 1; i >= 0; i--) {
      const uri = scopes[i]?.[key];
      if (uri !== undefined) return uri;
    }
    return undefined;
  };
  const isGoogle = (name: string) => {
    const pfx = prefix(name);
    const uri = uriOf(pfx);
    return uri === undefined ? pfx.toLowerCase() === 'g' : uri === GOOGLE_NS;
  };

  let depth = 0;
  let itemDepth = 0;
  let item: Map<FeedAttribute, Candidate> | undefined;
  let field: OpenField | undefined;

  const fail = (message: string, line: number, column: number) => {
    const where = `line ${line}, column ${column}`;
    fatal = new FeedReadError(
      itemsDone === 0
        ? `not a well-formed XML feed (${where}): ${message}`
        : `the XML breaks off after item ${itemsDone} (${where}): ${message}`,
      { line, rowsRead: itemsDone },
    );
  };

  parser.on('error', (error) => {
    if (fatal) return;
    const message = error.message.replace(/^\d+:\d+: /, '');
    if (rootClosed || !FATAL.test(message)) return;
    fail(message, parser.line, parser.column);
  });

  parser.on('opentag', (tag: SaxesTagPlain) => {
    depth += 1;
    const declares = Object.keys(tag.attributes).some((key) => key.startsWith('xmlns'));
    scopes.push(declares ? tag.attributes : undefined);
    if (fatal) return;
    if (depth === 1) {
      root = tag.name;
      if (local(root).toLowerCase() === 'html')
        fatal = new FeedReadError('an HTML page, not an RSS or Atom feed', {
          line: parser.line,
          rowsRead: 0,
        });
      return;
    }
    if (!item) {
      const name = local(tag.name);
      if ((name === 'item' || name === 'entry') && !isGoogle(tag.name)) {
        item = new Map();
        itemDepth = depth;
      }
      return;
    }
    if (depth === itemDepth + 1) {
      field = { name: tag.name, local: local(tag.name), google: isGoogle(tag.name), text: '' };
      const href = tag.attributes.href;
      if (field.local === 'link' && typeof href === 'string') {
        field.href = href;
        field.rel = typeof tag.attributes.rel === 'string' ? tag.attributes.rel : undefined;
      }
    } else if (field && depth === itemDepth + 2 && field.local === 'shipping') {
      field.parts ??= new Map();
      field.part = local(tag.name).toLowerCase();
      field.parts.set(field.part, '');
    }
  });

  const onText = (text: string) => {
    if (!field || fatal) return;
    if (field.part !== undefined && field.parts)
      field.parts.set(field.part, (field.parts.get(field.part) ?? '') + text);
    else field.text += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);

  const keep = (attribute: FeedAttribute, value: string, rank: number) => {
    if (!item || value.trim() === '') return;
    const best = item.get(attribute);
    if (!best || rank < best.rank) item.set(attribute, { value, rank });
  };

  const closeField = (open: OpenField) => {
    let value = open.text;
    if (open.parts) {
      const part = (name: string) => open.parts?.get(name)?.trim() ?? '';
      value = ['country', 'region', 'service', 'price'].map(part).join(':');
    }
    // Atom's link: the page is the `alternate` one (or the one without rel)
    let penalty = 0;
    if (open.href !== undefined && value.trim() === '') {
      value = open.href;
      if (open.rel && open.rel !== 'alternate') penalty = 50;
    }
    const matches = matcher.match(open.local);
    if (matches.length === 0) {
      if (!unknown.includes(open.name) && unknown.length < 500) unknown.push(open.name);
      return;
    }
    // Google's elements before the plain ones; a plain `<description>`, `<summary>` or
    // `<content>` is the description whatever synonym rank it has
    for (const match of matches) {
      const rank = (open.google ? 0 : 1000) + match.rank + penalty;
      keep(match.attribute, value, rank);
    }
  };

  parser.on('closetag', () => {
    scopes.pop();
    const closing = depth;
    depth -= 1;
    if (depth === 0) rootClosed = true;
    if (fatal || !item) return;
    if (field && closing === itemDepth + 2 && field.part !== undefined) field.part = undefined;
    else if (field && closing === itemDepth + 1) {
      closeField(field);
      field = undefined;
    } else if (closing === itemDepth) {
      itemsDone += 1;
      const fields: ReadRow['fields'] = {};
      for (const [attribute, { value }] of item) {
        fields[attribute] = value;
        known.add(attribute);
      }
      ready.push({ row: itemsDone, fields });
      item = undefined;
    }
  });

  const source = text[Symbol.asyncIterator]();
  let ended = false;
  /** Feeds the parser until rows are ready, the document ends or it breaks. */
  const pump = async () => {
    while (ready.length === 0 && !ended && !fatal) {
      const next = await source.next();
      if (next.done) {
        ended = true;
        parser.close();
        // an RSS or Atom feed may be empty; another document is not a product feed
        if (!fatal && itemsDone === 0 && !FEED_ROOTS.has(local(root ?? '').toLowerCase()))
          fatal = new FeedReadError(
            root === undefined
              ? 'not an XML feed: the file has no root element'
              : `no <item> or <entry> elements: not an RSS or Atom product feed (its root is <${root}>)`,
            { rowsRead: 0 },
          );
      } else parser.write(next.value);
    }
  };

  // read up to the first item (or the end), so a file that is not a feed fails here
  await pump();
  if (fatal && ready.length === 0) {
    await source.return?.();
    throw fatal;
  }

  async function* rows(): AsyncGenerator<ReadRow> {
    try {
      for (;;) {
        while (ready.length) yield ready.shift()!;
        if (fatal) throw fatal;
        if (ended) return;
        await pump();
      }
    } finally {
      await source.return?.();
    }
  }

  return {
    format: 'google-xml',
    unknownColumns: () => [...unknown],
    knownColumns: () => [...known],
    rows: rows(),
  };
}

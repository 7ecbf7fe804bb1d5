import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { Transform, type Readable } from 'node:stream';
import zlib from 'node:zlib';

// Outbound fetches of addresses merchants give us (their feeds and product images). A feed names
// any URL it likes, so a fetch may only reach the public internet: the host's addresses are
// resolved once, every one must be public, and the connection goes to the address that was
// checked (a second DNS answer cannot swap in an internal one). Redirects are followed by hand,
// each hop checked the same way. The whole transfer has one deadline, the body has a size cap,
// and errors say what went wrong in plain words, naming the URL without credentials or query.

/** Redirects followed before giving up. */
export const MAX_REDIRECTS = 5;

const USER_AGENT = 'Buildwright/1.0 (merchant feeds and product images)';

/** A fetch that did not give us a body: the message names the URL (no query, no credentials). */
export class FetchError extends Error {
  /** The HTTP status when the server answered one we do not accept. */
  readonly status: number | undefined;

  constructor(message: string, status?: number) {
    super(message);
    this.name = 'FetchError';
    this.status = status;
  }
}

/** A URL as logs and errors may show it: origin and path, never credentials or the query. */
export function displayUrl(url: string | URL): string {
  try {
    const u = typeof url === 'string' ? new URL(url) : url;
    return u.protocol === 'http:' || u.protocol === 'https:'
      ? `${u.origin}${u.pathname}`
      : `${u.protocol}…`;
  } catch {
    return '(not a valid URL)';
  }
}

// Which addresses a fetch may connect to: only the public internet. Loopback, private,
// link-local, unique-local, shared (CGNAT), multicast, unspecified, documentation and reserved
// ranges are refused, and so are the IPv6 forms that carry such an IPv4 address (IPv4-mapped,
// NAT64, 6to4).

type Bytes = readonly number[];

interface Range {
  prefix: Bytes;
  bits: number;
}

function range(text: string): Range {
  const [address = '', bits = ''] = text.split('/');
  const prefix = addressBytes(address);
  if (!prefix) throw new Error(`bad range ${text}`);
  return { prefix, bits: Number(bits) };
}

/** IPv4 ranges that are not the public internet. */
const IPV4_NOT_PUBLIC = [
  '0.0.0.0/8', // unspecified, "this network"
  '10.0.0.0/8', // private
  '100.64.0.0/10', // shared address space (carrier-grade NAT)
  '127.0.0.0/8', // loopback
  '169.254.0.0/16', // link-local (cloud metadata services live here)
  '172.16.0.0/12', // private
  '192.0.0.0/24', // IETF protocol assignments
  '192.0.2.0/24', // documentation
  '192.88.99.0/24', // 6to4 relay anycast (deprecated)
  '192.168.0.0/16', // private
  '198.18.0.0/15', // benchmarking
  '198.51.100.0/24', // documentation
  '203.0.113.0/24', // documentation
  '224.0.0.0/4', // multicast
  '240.0.0.0/4', // reserved, and the broadcast address
].map(range);

/** IPv6 ranges that are not the public internet (the IPv4-carrying forms are checked apart). */
const IPV6_NOT_PUBLIC = [
  '::/128', // unspecified
  '::1/128', // loopback
  '::/96', // IPv4-compatible (deprecated)
  '::ffff:0:0:0/96', // IPv4-translated
  '64:ff9b:1::/48', // local-use NAT64
  '100::/64', // discard
  '2001::/32', // Teredo
  '2001:2::/48', // benchmarking
  '2001:10::/28', // ORCHID
  '2001:20::/28', // ORCHIDv2
  '2001:db8::/32', // documentation
  '3fff::/20', // documentation
  'fc00::/7', // unique local
  'fe80::/10', // link-local
  'fec0::/10', // site-local (deprecated)
  'ff00::/8', // multicast
].map(range);

const IPV4_MAPPED = range('::ffff:0:0/96');
const NAT64 = range('64:ff9b::/96');
const SIX_TO_FOUR = range('2002::/16');

function parseIPv4(text: string): number[] | undefined {
  const parts = text.split('.');
  if (parts.length !== 4) return undefined;
  const bytes = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : NaN));
  return bytes.every((b) => b >= 0 && b <= 255) ? bytes : undefined;
}

function parseIPv6(text: string): number[] | undefined {
  let groups: string[] = [];
  let tail: number[] = [];
  // A dotted IPv4 address may end it (::ffff:127.0.0.1).
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  let head = text;
  if (last.includes('.')) {
    const v4 = parseIPv4(last);
    if (!v4) return undefined;
    tail = v4;
    head = text.slice(0, lastColon + 1) + '0:0'; // two placeholder groups, replaced below
  }
  const halves = head.split('::');
  if (halves.length > 2) return undefined;
  const split = (s: string) => (s === '' ? [] : s.split(':'));
  if (halves.length === 2) {
    const left = split(halves[0] ?? '');
    const right = split(halves[1] ?? '');
    const missing = 8 - left.length - right.length;
    if (missing < 1) return undefined;
    groups = [...left, ...Array<string>(missing).fill('0'), ...right];
  } else {
    groups = split(head);
  }
  if (groups.length !== 8 || !groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return undefined;
  const bytes = groups.flatMap((g) => {
    const n = parseInt(g, 16);
    return [n >> 8, n & 0xff];
  });
  if (tail.length) bytes.splice(12, 4, ...tail);
  return bytes;
}

/** The bytes of an IPv4 or IPv6 address (brackets and a zone id allowed), else undefined. */
export function addressBytes(address: string): number[] | undefined {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(bare);
  if (version === 4) return parseIPv4(bare);
  if (version === 6) return parseIPv6(bare);
  return undefined;
}

function inRange(bytes: Bytes, { prefix, bits }: Range): boolean {
  if (bytes.length !== prefix.length) return false;
  for (let bit = 0; bit < bits; bit += 8) {
    const i = bit / 8;
    const take = Math.min(8, bits - bit);
    const mask = (0xff << (8 - take)) & 0xff;
    if (((bytes[i] ?? 0) & mask) !== ((prefix[i] ?? 0) & mask)) return false;
  }
  return true;
}

function publicIPv4(bytes: Bytes): boolean {
  return !IPV4_NOT_PUBLIC.some((r) => inRange(bytes, r));
}

/**
 * True only for an address on the public internet. Anything else — loopback, private,
 * link-local, unique-local, CGNAT, multicast, unspecified, documentation and reserved ranges,
 * IPv4-mapped/NAT64/6to4 forms of those, or text that is not an IP address — is false.
 */
export function isPublicAddress(ip: string): boolean {
  const bytes = addressBytes(ip);
  if (!bytes) return false;
  if (bytes.length === 4) return publicIPv4(bytes);
  if (inRange(bytes, IPV4_MAPPED) || inRange(bytes, NAT64)) return publicIPv4(bytes.slice(12));
  if (inRange(bytes, SIX_TO_FOUR)) return publicIPv4(bytes.slice(2, 6));
  return !IPV6_NOT_PUBLIC.some((r) => inRange(bytes, r));
}

export interface SafeFetchOptions {
  /** Allow loopback and private addresses (tests and closed networks only). */
  allowPrivate: boolean;
  /** The whole transfer, redirects and body included, must end within this. */
  timeoutMs: number;
  /** A body larger than this (after decompression) fails the stream. */
  maxBytes: number;
  /** Sent as If-None-Match. */
  etag?: string;
  /** Sent as If-Modified-Since. */
  lastModified?: string;
  /** The Accept header; any type by default. */
  accept?: string;
  signal?: AbortSignal;
}

export type SafeFetchResult =
  | { status: 'not-modified' }
  | {
      status: 'ok';
      /** The body, decompressed; it errors with a FetchError past maxBytes or the deadline. */
      stream: Readable;
      etag?: string;
      lastModified?: string;
      contentType?: string;
      /** The URL finally answered, after redirects. */
      url: string;
    };

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

function httpUrl(text: string, shown: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new FetchError(`${shown}: not a valid URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FetchError(`${displayUrl(url)}: only http and https addresses are fetched`);
  return url;
}

function describe(err: unknown): string {
  if (err && typeof err === 'object' && 'code' in err && typeof err.code === 'string') {
    const message = err instanceof Error ? err.message : '';
    return message.includes(err.code) ? message : `${err.code} ${message}`.trim();
  }
  return err instanceof Error ? err.message : String(err);
}

const asFetchError = (err: unknown, url: URL): FetchError =>
  err instanceof FetchError ? err : new FetchError(`${displayUrl(url)}: ${describe(err)}`);

/** Waits for `promise` unless `signal` aborts first (then rejects with `reason()`). */
function unlessAborted<T>(promise: Promise<T>, signal: AbortSignal, reason: () => Error) {
  if (signal.aborted) return Promise.reject(reason());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(reason());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

interface Address {
  address: string;
  family: number;
}

/**
 * The address to connect to for `url`: its IP literal, or the first of every address its name
 * resolves to. Unless private addresses are allowed, each of them must be public.
 */
async function checkedAddress(url: URL, allowPrivate: boolean): Promise<Address> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(host);
  let addresses: Address[];
  if (literal) {
    addresses = [{ address: host, family: literal }];
  } else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch (err) {
      throw new FetchError(`${displayUrl(url)}: the host name did not resolve (${describe(err)})`);
    }
  }
  const first = addresses[0];
  if (!first) throw new FetchError(`${displayUrl(url)}: the host name has no address`);
  if (!allowPrivate) {
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    if (refused)
      throw new FetchError(
        `${displayUrl(url)}: refused, ${refused.address} is not a public internet address`,
      );
  }
  return first;
}

/** A DNS lookup that answers only the address already checked. */
function pinnedLookup({ address, family }: Address): LookupFunction {
  return ((_host: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
}

/** One GET of `url` at `address`; resolves with the answer's head, the body not yet read. */
function request(
  url: URL,
  address: Address,
  headers: Record<string, string>,
  signal: AbortSignal,
  reason: () => Error,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(
      url,
      { method: 'GET', headers, agent: false, lookup: pinnedLookup(address) },
      (res) => {
        signal.removeEventListener('abort', onAbort);
        resolve(res);
      },
    );
    const onAbort = () => req.destroy(reason());
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
    req.on('error', (err) => {
      signal.removeEventListener('abort', onAbort);
      reject(asFetchError(err, url));
    });
    req.end();
  });
}

function decoderFor(encoding: string | undefined, url: URL): Transform | undefined {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case '':
    case 'identity':
      return undefined;
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      throw new FetchError(`${displayUrl(url)}: unsupported content encoding ${encoding}`);
  }
}

/**
 * The body of `res`, decompressed, failing with a FetchError once more than `maxBytes` arrive or
 * when `signal` aborts. Stopping to read it (destroying it) closes the connection.
 */
function cappedBody(
  res: IncomingMessage,
  url: URL,
  maxBytes: number,
  signal: AbortSignal,
  reason: () => Error,
): Readable {
  const decoder = decoderFor(res.headers['content-encoding'], url);
  let seen = 0;
  const body = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes)
        done(new FetchError(`${displayUrl(url)}: larger than the limit of ${maxBytes} bytes`));
      else done(null, chunk);
    },
  });
  const fail = (err: unknown) => {
    if (!body.destroyed) body.destroy(asFetchError(err, url));
  };
  const onAbort = () => fail(reason());
  signal.addEventListener('abort', onAbort, { once: true });
  body.once('close', () => {
    signal.removeEventListener('abort', onAbort);
    decoder?.destroy();
    res.destroy();
  });
  res.on('error', fail);
  if (decoder) {
    decoder.on('error', fail);
    res.pipe(decoder).pipe(body);
  } else {
    res.pipe(body);
  }
  if (signal.aborted) onAbort();
  return body;
}

/**
 * GET `url` (http or https only) from the public internet, following up to MAX_REDIRECTS
 * redirects, each checked like the first. With `etag` / `lastModified` the fetch is conditional and
 * a 304 answers `{ status: 'not-modified' }`. Any other answer outside 2xx, a refused address, a
 * missed deadline or an oversized body is a FetchError.
 */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  let current = httpUrl(url, '(not a valid URL)');
  const deadline = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;
  const reason = () =>
    deadline.aborted
      ? new FetchError(
          `${displayUrl(current)}: no complete answer within ${Math.round(options.timeoutMs / 100) / 10} s`,
        )
      : new FetchError(`${displayUrl(current)}: the fetch was cancelled`);

  const headers: Record<string, string> = {
    'user-agent': USER_AGENT,
    accept: options.accept ?? '*/*',
    'accept-encoding': 'gzip, deflate, br',
    ...(options.etag && { 'if-none-match': options.etag }),
    ...(options.lastModified && { 'if-modified-since': options.lastModified }),
  };

  for (let redirects = 0; ; redirects += 1) {
    const address = await unlessAborted(
      checkedAddress(current, options.allowPrivate),
      signal,
      reason,
    );
    const res = await request(current, address, headers, signal, reason);
    const status = res.statusCode ?? 0;
    const location = res.headers.location;
    if (REDIRECTS.has(status) && location) {
      res.resume();
      if (redirects >= MAX_REDIRECTS)
        throw new FetchError(`${displayUrl(url)}: more than ${MAX_REDIRECTS} redirects`);
      let next: string;
      try {
        next = new URL(location, current).href;
      } catch {
        throw new FetchError(`${displayUrl(current)}: redirected to an invalid address`);
      }
      current = httpUrl(next, displayUrl(current));
      continue;
    }
    if (status === 304) {
      res.resume();
      return { status: 'not-modified' };
    }
    if (status < 200 || status > 299) {
      res.resume();
      throw new FetchError(`${displayUrl(current)} answered HTTP ${status}`, status);
    }
    const length = Number(res.headers['content-length']);
    if (!res.headers['content-encoding'] && Number.isFinite(length) && length > options.maxBytes) {
      res.destroy();
      throw new FetchError(
        `${displayUrl(current)}: ${length} bytes, larger than the limit of ${options.maxBytes}`,
      );
    }
    let stream: Readable;
    try {
      stream = cappedBody(res, current, options.maxBytes, signal, reason);
    } catch (err) {
      res.destroy();
      throw err;
    }
    const header = (name: string) => {
      const value = res.headers[name];
      return typeof value === 'string' && value !== '' ? value : undefined;
    };
    const etag = header('etag');
    const lastModified = header('last-modified');
    const contentType = header('content-type');
    return {
      status: 'ok',
      stream,
      ...(etag && { etag }),
      ...(lastModified && { lastModified }),
      ...(contentType && { contentType }),
      url: current.href,
    };
  }
}

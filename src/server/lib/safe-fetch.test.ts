import type * as Dns from 'node:dns/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  displayUrl,
  FetchError,
  isPublicAddress,
  MAX_REDIRECTS,
  safeFetch,
  type SafeFetchOptions,
} from './safe-fetch.ts';

// Host names under .test resolve as this table says; every other name really resolves.
const fakeDns: Record<string, { address: string; family: number }[]> = {
  'shop.test': [{ address: '127.0.0.1', family: 4 }],
  'rebind.test': [
    { address: '93.184.216.34', family: 4 },
    { address: '127.0.0.1', family: 4 },
  ],
};
vi.mock('node:dns/promises', async (importOriginal) => {
  const real = await importOriginal<typeof Dns>();
  const lookup = (host: string, options: object) =>
    fakeDns[host] ? Promise.resolve(fakeDns[host]) : real.lookup(host, { ...options, all: true });
  return { ...real, default: { ...real, lookup }, lookup };
});

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

let server: http.Server;
let base: string;
let port: number;
const seen: http.IncomingHttpHeaders[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.headers);
    const url = new URL(req.url ?? '/', 'http://x');
    const hop = /^\/hop\/(\d+)$/.exec(url.pathname);
    if (hop) {
      const n = Number(hop[1]);
      if (n === 0) return res.end('arrived');
      res.writeHead(302, { location: `/hop/${n - 1}` });
      return res.end();
    }
    switch (url.pathname) {
      case '/feed.csv':
        if (req.headers['if-none-match'] === '"v1"') {
          res.writeHead(304);
          return res.end();
        }
        res.writeHead(200, {
          'content-type': 'text/csv',
          etag: '"v1"',
          'last-modified': 'Tue, 24 Nov 2026 10:00:00 GMT',
        });
        return res.end('id,title\n1,Barrel\n');
      case '/gzip':
        res.writeHead(200, { 'content-encoding': 'gzip' });
        return res.end(gzipSync('x'.repeat(5_000)));
      case '/big':
        res.writeHead(200, { 'content-length': '5000' });
        return res.end('x'.repeat(5_000));
      case '/big-chunked':
        res.writeHead(200);
        res.write('x'.repeat(3_000));
        return res.end('x'.repeat(3_000));
      case '/stall-head':
        return; // never answers
      case '/stall-body':
        res.writeHead(200, { 'content-length': '100' });
        return res.write('partial'); // never ends
      case '/missing':
        res.writeHead(404);
        return res.end('not here');
      case '/to-ftp':
        res.writeHead(301, { location: 'ftp://files.example/feed.csv' });
        return res.end();
      default:
        res.writeHead(500);
        return res.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const local: SafeFetchOptions = { allowPrivate: true, timeoutMs: 5_000, maxBytes: 1_000_000 };

describe('safeFetch', () => {
  it('answers the body with its etag, last-modified, type and final URL', async () => {
    const res = await safeFetch(`${base}/feed.csv`, local);
    if (res.status !== 'ok') throw new Error('expected a body');
    expect(await text(res.stream)).toBe('id,title\n1,Barrel\n');
    expect(res).toMatchObject({
      etag: '"v1"',
      lastModified: 'Tue, 24 Nov 2026 10:00:00 GMT',
      contentType: 'text/csv',
      url: `${base}/feed.csv`,
    });
    expect(seen.at(-1)?.['user-agent']).toMatch(/Buildwright/);
  });

  it('sends If-None-Match and If-Modified-Since, and reads a 304 as not modified', async () => {
    const res = await safeFetch(`${base}/feed.csv`, {
      ...local,
      etag: '"v1"',
      lastModified: 'Tue, 24 Nov 2026 10:00:00 GMT',
    });
    expect(res).toEqual({ status: 'not-modified' });
    expect(seen.at(-1)).toMatchObject({
      'if-none-match': '"v1"',
      'if-modified-since': 'Tue, 24 Nov 2026 10:00:00 GMT',
    });
  });

  it('decompresses a gzip body and counts the cap after decompression', async () => {
    const ok = await safeFetch(`${base}/gzip`, local);
    if (ok.status !== 'ok') throw new Error('expected a body');
    expect(await text(ok.stream)).toHaveLength(5_000);
    const capped = await safeFetch(`${base}/gzip`, { ...local, maxBytes: 4_000 });
    if (capped.status !== 'ok') throw new Error('expected a body');
    await expect(text(capped.stream)).rejects.toThrow(/larger than the limit of 4000 bytes/);
  });

  it('refuses a body larger than maxBytes, announced or streamed', async () => {
    await expect(safeFetch(`${base}/big`, { ...local, maxBytes: 4_000 })).rejects.toThrow(
      /5000 bytes, larger than the limit of 4000/,
    );
    const res = await safeFetch(`${base}/big-chunked`, { ...local, maxBytes: 4_000 });
    if (res.status !== 'ok') throw new Error('expected a body');
    const failure = text(res.stream);
    await expect(failure).rejects.toBeInstanceOf(FetchError);
    await expect(failure).rejects.toThrow(/larger than the limit of 4000 bytes/);
  });

  it('gives up when the answer or its body does not come within the deadline', async () => {
    await expect(safeFetch(`${base}/stall-head`, { ...local, timeoutMs: 300 })).rejects.toThrow(
      `${base}/stall-head: no complete answer within 0.3 s`,
    );
    const res = await safeFetch(`${base}/stall-body`, { ...local, timeoutMs: 300 });
    if (res.status !== 'ok') throw new Error('expected a body');
    await expect(text(res.stream)).rejects.toThrow(/no complete answer within 0.3 s/);
  });

  it('stops when the caller cancels', async () => {
    const controller = new AbortController();
    const pending = safeFetch(`${base}/stall-head`, { ...local, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toThrow(/the fetch was cancelled/);
  });

  it(`follows up to ${MAX_REDIRECTS} redirects and no more`, async () => {
    const res = await safeFetch(`${base}/hop/${MAX_REDIRECTS}`, local);
    if (res.status !== 'ok') throw new Error('expected a body');
    expect(await text(res.stream)).toBe('arrived');
    expect(res.url).toBe(`${base}/hop/0`);
    await expect(safeFetch(`${base}/hop/${MAX_REDIRECTS + 1}`, local)).rejects.toThrow(
      `${base}/hop/${MAX_REDIRECTS + 1}: more than ${MAX_REDIRECTS} redirects`,
    );
  });

  it('names the status of an answer outside 2xx', async () => {
    const failure = safeFetch(`${base}/missing`, local);
    await expect(failure).rejects.toThrow(`${base}/missing answered HTTP 404`);
    await expect(failure).rejects.toMatchObject({ status: 404 });
  });

  it('fetches http and https only, on every hop', async () => {
    await expect(safeFetch('file:///etc/passwd', local)).rejects.toThrow(
      /only http and https addresses are fetched/,
    );
    await expect(safeFetch('not a url', local)).rejects.toThrow(/not a valid URL/);
    await expect(safeFetch(`${base}/to-ftp`, local)).rejects.toThrow(
      /only http and https addresses are fetched/,
    );
  });

  it('connects to the address it checked, sending the host name', async () => {
    const res = await safeFetch(`http://shop.test:${port}/feed.csv`, local);
    if (res.status !== 'ok') throw new Error('expected a body');
    expect(await text(res.stream)).toContain('Barrel');
    expect(seen.at(-1)?.host).toBe(`shop.test:${port}`);
  });

  it('refuses loopback and private addresses unless allowed, before connecting', async () => {
    const before = seen.length;
    const strict = { ...local, allowPrivate: false };
    for (const url of [
      `${base}/feed.csv`,
      `http://localhost:${port}/feed.csv`,
      `http://[::1]:${port}/feed.csv`,
      `http://[::ffff:127.0.0.1]:${port}/feed.csv`,
      `http://shop.test:${port}/feed.csv`,
      'http://169.254.169.254/latest/meta-data/',
      'http://10.1.2.3/feed.csv',
    ]) {
      await expect(safeFetch(url, strict), url).rejects.toThrow(
        /refused, .* is not a public internet address/,
      );
    }
    // A name with one internal address among public ones is refused too.
    await expect(safeFetch(`http://rebind.test:${port}/`, strict)).rejects.toThrow(
      'http://rebind.test:' + port + '/: refused, 127.0.0.1 is not a public internet address',
    );
    expect(seen.length).toBe(before);
  });
});

describe('displayUrl', () => {
  it('keeps origin and path, never credentials, query or fragment', () => {
    expect(displayUrl('https://user:secret@feeds.example/x/feed.csv?key=abc#top')).toBe(
      'https://feeds.example/x/feed.csv',
    );
    expect(displayUrl('http://shop.example:8080')).toBe('http://shop.example:8080/');
    expect(displayUrl('javascript:alert(1)')).toBe('javascript:…');
    expect(displayUrl('::nonsense')).toBe('(not a valid URL)');
  });

  it('is what errors name, while the credentials still reach the server', async () => {
    const failure = safeFetch(`http://user:secret@127.0.0.1:${port}/missing?token=abc`, local);
    await expect(failure).rejects.toThrow(`${base}/missing answered HTTP 404`);
    await expect(failure).rejects.not.toThrow(/secret|token/);
    expect(seen.at(-1)?.authorization).toBe(
      `Basic ${Buffer.from('user:secret').toString('base64')}`,
    );
  });
});

describe('isPublicAddress', () => {
  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.216.34',
    '100.63.255.255',
    '100.128.0.0',
    '172.15.255.255',
    '172.32.0.0',
    '192.167.255.255',
    '192.169.0.0',
    '198.17.255.255',
    '198.20.0.0',
    '223.255.255.255',
    '2606:4700:4700::1111',
    '2001:4860:4860::8888',
    '2a00:1450:4001:80b::200e',
    '::ffff:8.8.8.8',
    '::ffff:808:808',
    '64:ff9b::808:808',
    '2002:808:808::1',
    '[2606:4700:4700::1111]',
  ])('%s is public', (ip) => {
    expect(isPublicAddress(ip)).toBe(true);
  });

  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'this network'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['100.64.0.1', 'CGNAT'],
    ['100.127.255.255', 'CGNAT'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['169.254.169.254', 'link-local (metadata)'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.0.0.8', 'IETF assignments'],
    ['192.0.2.1', 'documentation'],
    ['192.88.99.1', '6to4 relay'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback in brackets'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped link-local'],
    ['0:0:0:0:0:ffff:c0a8:0101', 'IPv4-mapped private, written out'],
    ['::127.0.0.1', 'IPv4-compatible'],
    ['::ffff:0:a00:1', 'IPv4-translated'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['64:ff9b:1::1', 'local-use NAT64'],
    ['2002:7f00:1::1', '6to4 of loopback'],
    ['2002:c0a8:101::1', '6to4 of private'],
    ['100::1', 'discard'],
    ['2001::1', 'Teredo'],
    ['2001:db8::1', 'documentation'],
    ['fc00::1', 'unique local'],
    ['fd12:3456:789a::1', 'unique local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with zone'],
    ['febf:ffff::1', 'link-local'],
    ['fec0::1', 'site-local'],
    ['ff02::1', 'multicast'],
    ['localhost', 'not an address'],
    ['', 'empty'],
    ['256.1.1.1', 'not an address'],
    ['1.2.3', 'not an address'],
  ])('%s is not public (%s)', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });
});

import { expect, it } from 'vitest';
import { newSection } from '../shared/blog/post-rules.ts';
import { describeApi, type TestServer } from '../../tests/api-server.ts';
import {
  insertAmmo,
  insertCatalog,
  makeAmmoInput,
  makeBuildRequest,
  saveBuild,
  signUpUser,
  smallCatalog,
  type SignedUp,
} from '../../tests/factories.ts';
import { BAD_INPUT_MESSAGE } from './lib/error-handler.ts';

// Every operation the API document lists, fed bad input: NUL bytes, lone surrogates, deep
// nesting, huge numbers, wrong types and very long strings, in bodies, queries and path ids, as an
// admin so that protected routes get past the sign-in check. No answer may be a server error,
// every error answer is a JSON error body, and none is the database backstop's 400 (bad input the
// guard and the route's schema should have refused before it reached a query). Routes are found
// in the document, so a new route is fuzzed without touching this file. Bounded and
// deterministic: a fixed set of cases per route, at most MAX_LEAVES fields of a body.

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
}

interface Param {
  in: string;
  name: string;
  schema?: JsonSchema;
}

interface Operation {
  method: string;
  path: string;
  summary: string;
  params: Param[];
  body: JsonSchema | undefined;
}

/** What the fixtures made: real ids, so a bad body reaches the code that finds the resource. */
interface Known {
  admin: SignedUp;
  buildId: string;
  shareId: string;
  postId: string;
}

const MAX_LEAVES = 16;
const NESTING = 5000;
/** JSON.stringify cannot write 1e309, nor nest 5,000 deep on a test worker's stack: markers. */
const HUGE = '__fuzz_1e309__';
const DEEP = '__fuzz_deep__';
const LONG = 'x'.repeat(20_000);
const NO_ID = '00000000-0000-4000-8000-000000000000';

/** `bad` put inside a valid text (after its first character), so the rest of it still passes. */
function inside(valid: unknown, bad: string): string {
  const text = typeof valid === 'string' && valid.length > 0 ? valid : 'ab';
  return text.slice(0, 1) + bad + text.slice(1);
}

/** Bad characters in text: every field of every body gets these. */
const textLeafValues: [string, (valid: unknown) => unknown][] = [
  ['NUL', (v) => inside(v, '\u0000')],
  ['lone surrogate', (v) => inside(v, '\ud800')],
];

/** Other bad values of a field; each field gets OTHERS_PER_LEAF of them, in turn. */
const otherLeafValues: [string, (valid: unknown) => unknown][] = [
  ['long string', () => LONG],
  ['nested 5,000 deep', () => DEEP],
  ['1e309', () => HUGE],
  ['2**64', () => 2 ** 64],
  ['20 nines', () => '99999999999999999999'],
  ['null', () => null],
  ['array', () => ['a', 1]],
  ['object', () => ({ a: 'b' })],
  ['boolean', () => true],
];
const OTHERS_PER_LEAF = 3;

function encodeInside(valid: string, bad: string): string {
  const text = valid || 'ab';
  return encodeURIComponent(text.slice(0, 1)) + bad + encodeURIComponent(text.slice(1));
}

/** Bad values of a query or path parameter, URL-encoded, given the parameter's valid value. */
const textValues: [string, (valid: string) => string][] = [
  ['NUL', (v) => encodeInside(v, '%00')],
  ['lone surrogate (CESU-8 bytes)', (v) => encodeInside(v, '%ED%A0%80')],
  ['invalid UTF-8', (v) => encodeInside(v, '%C0%AF')],
  ['long string', () => 'y'.repeat(4000)],
  ['1e309', () => '1e309'],
  ['2**64', () => '18446744073709551616'],
  ['20 nines', () => '99999999999999999999'],
  ['negative', () => '-1'],
  ['empty', () => ''],
];

const deepText = '[{"a":'.repeat(NESTING / 2) + '1' + '}]'.repeat(NESTING / 2);

/** Whole bodies that are wrong as a whole, as raw JSON text. */
const wholeBodies: [string, string][] = [
  ['nested 5,000 deep', deepText],
  ['null', 'null'],
  ['array', '[1,2]'],
  ['string with NUL', '"a\\u0000b"'],
  ['number 1e309', '1e309'],
  ['__proto__', '{"__proto__":{"role":"admin"}}'],
  ['constructor.prototype', '{"constructor":{"prototype":{"role":"admin"}}}'],
  ['malformed', '{"a":'],
];

const toJson = (body: unknown) =>
  JSON.stringify(body).replaceAll(`"${HUGE}"`, '1e309').replaceAll(`"${DEEP}"`, deepText);

const blogSection = { ...newSection(), sectionTitle: 'Fuzz', sectionContent: '<p>Fuzz</p>' };

/** Valid bodies of the routes whose rules a schema cannot tell (styles, formats, owners). */
const validBodies: Record<string, (known: Known) => unknown> = {
  'POST /api/user-builds': () => makeBuildRequest(),
  'PUT /api/user-builds/{id}': () => makeBuildRequest(),
  'POST /api/compat/check': () => ({ buildParts: makeBuildRequest().buildParts }),
  'POST /api/blog': () => ({
    title: 'Fuzz',
    content: [blogSection],
    category: 'Education',
    tags: [],
  }),
  'PATCH /api/blog/{id}': () => ({ title: 'Fuzz', content: [blogSection], tags: ['a'] }),
  'PATCH /api/users/{id}': () => ({
    userProfile: { fullName: 'Fuzz Admin', dateOfBirth: '1990-01-01', phoneNumber: '555 0100' },
  }),
  'PATCH /api/users/{id}/role': () => ({ role: 'admin' }),
};

interface OpenApiDocument {
  paths: Record<string, Record<string, Record<string, unknown>>>;
}

function operations(doc: OpenApiDocument): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = (op.parameters as Param[] | undefined) ?? [];
      const content = (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> })
        ?.content;
      ops.push({
        method: method.toUpperCase(),
        path,
        summary: typeof op.summary === 'string' ? op.summary : '',
        params: params.filter((p) => p.in === 'path' || p.in === 'query'),
        body: content?.['application/json']?.schema,
      });
    }
  }
  return ops;
}

/** A plausible value for a string field, from its format and name. */
function exampleString(schema: JsonSchema, name: string, known: Known): string {
  let value = 'fuzzvalue';
  if (name === 'userId') value = known.admin.id;
  else if (schema.format === 'email' || /email/i.test(name)) value = 'fuzz@example.com';
  else if (schema.format === 'date-time') value = '2026-01-01T00:00:00.000Z';
  else if (schema.format === 'date' || /date/i.test(name)) value = '2000-01-01';
  else if (schema.format === 'uuid') value = NO_ID;
  else if (schema.format === 'uri' || /url|link|href/i.test(name)) value = 'https://example.com/a';
  else if (/password/i.test(name)) value = 'fuzz-password-1';
  if (schema.minLength && value.length < schema.minLength)
    value = value.padEnd(schema.minLength, 'z');
  if (schema.maxLength !== undefined) value = value.slice(0, schema.maxLength);
  return value;
}

/**
 * A valid-looking value of a JSON schema: every property filled (`all`) or only the required
 * ones, arrays with one item.
 */
function example(schema: JsonSchema, known: Known, all: boolean, name = '', depth = 0): unknown {
  if (depth > 10 || typeof schema !== 'object') return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    const pick = alternatives.find((s) => s.type !== 'null') ?? alternatives[0];
    return pick ? example(pick, known, all, name, depth) : undefined;
  }
  if (schema.allOf?.length)
    return example(Object.assign({}, ...schema.allOf) as JsonSchema, known, all, name, depth);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(schema.properties ?? {})) {
        if (!all && !schema.required?.includes(key)) continue;
        const value = example(sub, known, all, key, depth + 1);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case 'array': {
      if (schema.maxItems === 0) return [];
      const item = example(schema.items ?? { type: 'string' }, known, all, name, depth + 1);
      const length = Math.max(1, schema.minItems ?? 0);
      return item === undefined ? [] : Array.from({ length }, () => item);
    }
    case 'string':
      return exampleString(schema, name, known);
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    default:
      return { fuzz: 'value' };
  }
}

type Path = (string | number)[];

function entriesOf(value: object): [string | number, unknown][] {
  return Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
}

/** The paths of a value's primitive fields, depth first. */
function leaves(value: unknown, at: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return at.length ? [at] : [];
  return entriesOf(value).flatMap(([key, v]) => leaves(v, [...at, key]));
}

/** The paths of the objects (not arrays) inside a value, the value itself first. */
function objects(value: unknown, at: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [];
  const inner = entriesOf(value).flatMap(([key, v]) => objects(v, [...at, key]));
  return Array.isArray(value) ? inner : [at, ...inner];
}

/** At most `max` items, evenly spread over the list. */
function sample<T>(items: T[], max: number): T[] {
  if (items.length <= max) return items;
  const step = items.length / max;
  return Array.from({ length: max }, (_, i) => items[Math.floor(i * step)] as T);
}

function valueAt(base: unknown, path: Path): unknown {
  let node = base;
  for (const key of path) node = (node as Record<string | number, unknown>)[key];
  return node;
}

function withValue(base: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(base);
  const parent = valueAt(copy, path.slice(0, -1)) as Record<string | number, unknown>;
  parent[path[path.length - 1] as string | number] = value;
  return copy;
}

function pathValue(op: Operation, name: string, known: Known): string {
  if (name === 'shareId') return known.shareId;
  if (name === 'buildId') return known.buildId;
  if (name === 'groupId') return 'alpha';
  if (name === 'partId') return 'alpha-556';
  if (name === 'kind') return 'barrel';
  if (name === 'file') return 'black.svg';
  if (name === 'type') return 'ar15-barrels';
  if (op.path.startsWith('/api/users/{id}')) return known.admin.id;
  if (op.path.startsWith('/api/user-builds/{id}')) return known.buildId;
  if (op.path.startsWith('/api/blog/{id}')) return known.postId;
  if (op.path.startsWith('/api/ammo/{id}')) return 'fuzz-ammo';
  return NO_ID;
}

/** A valid-looking value of a query parameter ('' when its schema tells nothing usable). */
function queryValue(p: Param, known: Known): string {
  const value = p.schema ? example(p.schema, known, false, p.name) : undefined;
  const first = Array.isArray(value) ? (value as unknown[])[0] : value;
  return ['string', 'number', 'boolean'].includes(typeof first) ? String(first) : '';
}

/** The operation's URL with real path ids; `override` puts a raw (encoded) value in one parameter. */
function urlOf(op: Operation, known: Known, override?: { name: string; raw: string }): string {
  let url = op.path;
  const query: string[] = [];
  for (const p of op.params) {
    if (p.in === 'path') {
      const value =
        override?.name === p.name ? override.raw : encodeURIComponent(pathValue(op, p.name, known));
      url = url.replace(`{${p.name}}`, value);
    } else if (override?.name === p.name) {
      query.push(`${encodeURIComponent(p.name)}=${override.raw}`);
    }
  }
  return query.length ? `${url}?${query.join('&')}` : url;
}

interface Case {
  label: string;
  url: string;
  body?: string;
}

function parameterCases(op: Operation, known: Known): Case[] {
  const out: Case[] = [];
  for (const p of op.params) {
    const valid = p.in === 'path' ? pathValue(op, p.name, known) : queryValue(p, known);
    for (const [what, bad] of textValues) {
      const url = urlOf(op, known, { name: p.name, raw: bad(valid) });
      out.push({ label: `${p.in} ${p.name}: ${what}`, url });
    }
    if (p.in === 'query') {
      const url = urlOf(op, known);
      const sep = url.includes('?') ? '&' : '?';
      const n = encodeURIComponent(p.name);
      const v = encodeURIComponent(valid || 'a');
      out.push({ label: `query ${p.name}: repeated`, url: `${url}${sep}${n}=${v}&${n}=a%00` });
      out.push({ label: `query ${p.name}: bracketed`, url: `${url}${sep}${n}[a]=${v}` });
    }
  }
  return out;
}

function bodyCases(op: Operation, known: Known): Case[] {
  if (!op.body) return [];
  const url = urlOf(op, known);
  const out: Case[] = wholeBodies.map(([what, body]) => ({ label: `body: ${what}`, url, body }));
  const given = validBodies[`${op.method} ${op.path}`]?.(known);
  const full = given ?? example(op.body, known, true);
  const required = example(op.body, known, false);
  // Unknown keys: bad names, and deep nesting where an object lets unknown fields through.
  for (const at of sample(objects(full), 8)) {
    const where = at.length ? `body ${at.join('.')}` : 'body';
    const target = valueAt(full, at) as Record<string, unknown>;
    const add = (key: string, value: unknown) =>
      toJson(withValue(full, at, { ...target, [key]: value }));
    out.push({ label: `${where}: NUL in a key`, url, body: add('a\u0000b', 1) });
    out.push({ label: `${where}: lone surrogate in a key`, url, body: add('\udc00', 1) });
    out.push({ label: `${where}: extra field nested 5,000 deep`, url, body: add('extra', DEEP) });
  }
  // Every sampled field gets the bad characters; the other bad values go round the fields so
  // that each is tried on several fields without trying all of them on every field.
  let turn = 0;
  const mutate = (base: unknown, tag: string, others: number) => {
    for (const path of sample(leaves(base), MAX_LEAVES)) {
      const valid = valueAt(base, path);
      const values = [...textLeafValues];
      for (let i = 0; i < others; i++)
        values.push(otherLeafValues[turn++ % otherLeafValues.length] as (typeof values)[number]);
      for (const [what, bad] of values) {
        const body = toJson(withValue(base, path, bad(valid)));
        out.push({ label: `body${tag} ${path.join('.')}: ${what}`, url, body });
      }
    }
  };
  mutate(full, '', OTHERS_PER_LEAF);
  // Only the required fields: optional ones (a honeypot, say) may end a request early.
  if (toJson(required) !== toJson(full)) mutate(required, ' (required only)', 0);
  return out;
}

interface Failure {
  operation: string;
  label: string;
  status: number;
  answer: string;
}

async function send(
  server: TestServer,
  op: Operation,
  c: Case,
  token: string,
): Promise<Failure | undefined> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (c.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${server.baseUrl}${c.url}`, {
    method: op.method,
    headers,
    body: c.body,
    redirect: 'manual',
  });
  const text = await res.text();
  const fail = (why: string): Failure => ({
    operation: `${op.method} ${op.path}`,
    label: `${c.label} (${why})`,
    status: res.status,
    answer: text.slice(0, 300),
  });
  // Google sign-in answers 503 'not configured' while it is off, as it is on these servers.
  const off = res.status === 503 && text.includes('not configured');
  if (res.status >= 500 && !off) return fail('server error');
  const json = res.headers.get('content-type')?.startsWith('application/json') ?? false;
  if (res.status < 400) {
    // Successes are JSON too, but for redirects, empty answers, CSV exports and images.
    if (!json) return undefined;
    try {
      JSON.parse(text);
      return undefined;
    } catch {
      return fail('not JSON');
    }
  }
  if (!json) return fail('not JSON');
  try {
    const body = JSON.parse(text) as { statusCode?: number; message?: unknown };
    if (body.statusCode !== res.status || typeof body.message !== 'string')
      return fail('not an error body');
    // The database refused it: the 400 is right, but the route's schema should have said so.
    if (body.message === BAD_INPUT_MESSAGE) return fail('reached the database');
  } catch {
    return fail('not JSON');
  }
  return undefined;
}

/** Runs `tasks` a few at a time. */
async function pool<T>(tasks: (() => Promise<T>)[], size: number): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next++] as () => Promise<T>;
      results.push(await task());
    }
  };
  await Promise.all(Array.from({ length: size }, worker));
  return results;
}

let fixtures = 0;

/** A fresh admin with a saved and shared build and a blog post. */
async function makeFixtures(server: TestServer): Promise<Known> {
  const n = ++fixtures;
  const admin = await signUpUser(server, `fuzzadmin${n}`, { admin: true });
  const build = await saveBuild(server, admin);
  const share = await server.api(`/api/user-builds/${build._id}/share`, {
    method: 'POST',
    token: admin.token,
  });
  const post = await server.api('/api/blog', {
    method: 'POST',
    token: admin.token,
    body: { title: `Fuzz post ${n}`, content: [blogSection], category: 'Education', tags: [] },
  });
  expect(post.status).toBe(201);
  return {
    admin,
    buildId: build._id,
    shareId: (share.body as { shareId: string }).shareId,
    postId: (post.body as { id: string }).id,
  };
}

/** Generous limits: the fuzz sends thousands of requests from one address. */
const noLimits = Object.fromEntries(
  [
    'RATE_LIMIT_MAX',
    'NEWSLETTER_RATE_LIMIT_MAX',
    'CONTACT_RATE_LIMIT_MAX',
    'LOGIN_IP_RATE_LIMIT_MAX',
    'LOGIN_MAX_FAILURES',
    'LOGIN_IP_MAX_FAILURES',
    'LOGIN_NOTICE_FAILURES',
    'PASSWORD_RESET_MAX_PER_ADDRESS',
    'PASSWORD_RESET_MAX_PER_IP',
  ].map((name) => [name, '1000000']),
);

describeApi(
  'every API route refuses bad input without a server error',
  (server) => {
    it('answers bad bodies, queries and path ids of every documented operation with a 4xx JSON error or a success', async () => {
      const s = server();
      const doc = await s.api('/api/docs/json');
      expect(doc.status).toBe(200);
      const ops = operations(doc.body as OpenApiDocument)
        // Browser navigations (the Google redirects) answer with redirects and pages.
        .filter((op) => !op.summary.includes('browser navigation'))
        // Deleting routes last: they may end the admin's own session or account.
        .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
      expect(ops.length).toBeGreaterThan(30);

      await insertCatalog(s, smallCatalog());
      await insertAmmo(s, { items: [makeAmmoInput({ id: 'fuzz-ammo' })] });
      let known = await makeFixtures(s);
      const failures: Failure[] = [];
      let sent = 0;
      for (const op of ops) {
        // An earlier case may have ended the admin's session or changed the account.
        const me = await s.api(`/api/users/${known.admin.id}`, { token: known.admin.token });
        if (me.status !== 200 || (me.body as { role?: string }).role !== 'admin')
          known = await makeFixtures(s);
        const list = [...parameterCases(op, known), ...bodyCases(op, known)];
        sent += list.length;
        const token = known.admin.token;
        const results = await pool(
          list.map((c) => () => send(s, op, c, token)),
          4,
        );
        failures.push(...results.filter((f): f is Failure => f !== undefined));
      }
      expect(sent).toBeGreaterThan(1000);
      expect(failures).toEqual([]);
    }, 180_000);
  },
  { env: noLimits },
);

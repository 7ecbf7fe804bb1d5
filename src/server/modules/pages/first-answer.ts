import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_AMMO_SORT } from '../../../shared/ammo/list-options.ts';
import { BLOG_PAGE_SIZE, BLOG_PAGE_SIZE_NARROW } from '../../../shared/blog/post-rules.ts';
import { LIST_PAGE_SIZE } from '../../../shared/listing/limits.ts';
import { FIRST_ANSWERS_ID } from '../../../shared/site/first-answers.ts';
import { readPrimaryCookie } from '../../lib/read-replica.ts';

// The first thing a product, ammo or post page (or a list in its default state) does is ask the
// API for its data: a round trip that starts only once the page's code has run. The server knows
// that request from the address, so it answers it in advance and puts the answer into the HTML;
// the web app's API client takes it from there instead of asking (src/web/lib/api-client.ts).
// The address must be the one the app asks for, to the character: a test checks it in the browser.

/** An answer as the web app takes it: the parsed body and the headers it reads. */
export interface FirstAnswer {
  body: unknown;
  headers: Record<string, string>;
}

const enc = encodeURIComponent;
const noQuery = (request: FastifyRequest) => !request.url.includes('?');

/** The catalogue list's first page for a platform, as the list page asks for it by default. */
const catalogList = (platform: 'AR15' | 'AR10') =>
  `/api/catalog/groups?platform=${platform}&sort=popularity&page=1&pageSize=${LIST_PAGE_SIZE}`;

/** The platform /products/{type} lists (as the web app reads the type). */
const platformOf = (productType: string) =>
  productType.toUpperCase().replace(/[^A-Z0-9]/g, '') === 'AR10' ? 'AR10' : 'AR15';

type Params = Record<string, string | undefined>;

/**
 * Per page, the API addresses the page asks for first, when the server can know them: one, or
 * one per screen width where the page asks differently (the blog list's page size).
 */
export const FIRST_REQUESTS: Record<
  string,
  (request: FastifyRequest) => string | readonly string[] | undefined
> = {
  'product/:mainCategory/:groupId': (r) =>
    `/api/catalog/groups/${enc((r.params as Params).groupId ?? '')}`,
  'ammo-detail/:id': (r) => `/api/ammo/${enc((r.params as Params).id ?? '')}`,
  'blog/:id': (r) => `/api/blog/${enc((r.params as Params).id ?? '')}`,
  'b/:shareId': (r) => `/api/shared-builds/${enc((r.params as Params).shareId ?? '')}`,
  products: (r) => (noQuery(r) ? catalogList('AR15') : undefined),
  'products/:productType': (r) =>
    noQuery(r) ? catalogList(platformOf((r.params as Params).productType ?? '')) : undefined,
  ammo: (r) =>
    noQuery(r)
      ? `/api/ammo?sort=${DEFAULT_AMMO_SORT}&page=1&pageSize=${LIST_PAGE_SIZE}`
      : undefined,
  // A wide screen shows 8 posts a page, a phone 4.
  blog: (r) =>
    noQuery(r)
      ? [BLOG_PAGE_SIZE, BLOG_PAGE_SIZE_NARROW].map((size) => `/api/blog?page=1&pageSize=${size}`)
      : undefined,
};

/** The headers of an answer the web app reads besides its body. */
const KEPT_HEADERS = ['x-total-count'];

/**
 * The API's status for `url`, asked of this server itself on behalf of `request`'s client (its
 * rate limit counts it, as it would have counted the request the app no longer sends), and its
 * answer when that is 200 with a JSON body.
 */
export async function firstAnswer(
  app: FastifyInstance,
  request: FastifyRequest,
  url: string,
): Promise<{ status: number; answer?: FirstAnswer }> {
  let res: Awaited<ReturnType<FastifyInstance['inject']>>;
  try {
    res = await app.inject({
      method: 'GET',
      url,
      remoteAddress: request.ip,
      // A client that has just written reads its own writes here too (lib/read-replica.ts).
      headers: { accept: 'application/json', ...readPrimaryCookie(request) },
    });
  } catch {
    // The server began closing while this page was asked for: the page goes out without the
    // answer, and the web app asks for it itself (from whichever copy answers then).
    return { status: 503 };
  }
  if (res.statusCode !== 200) return { status: res.statusCode };
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = res.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  try {
    return { status: 200, answer: { body: JSON.parse(res.body) as unknown, headers } };
  } catch {
    return { status: 200 };
  }
}

/** The <script> element that carries the answers (JSON, never run; `<` escaped). */
export function firstAnswersScript(answers: Record<string, FirstAnswer>): string {
  const json = JSON.stringify(answers).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_ANSWERS_ID}">${json}</script>`;
}

import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { NOT_FOUND_META } from '../../../shared/site/page-meta.ts';
import { originOf } from '../../lib/origin.ts';
import { escapeHtml, renderPageHead, type PageHead } from './head.ts';
import {
  firstAnswer,
  firstAnswersScript,
  FIRST_REQUESTS,
  type FirstAnswer,
} from './first-answer.ts';
import { pagePreloads } from './preload.ts';
import { ITEM_HEADS, preloadable, type ItemHead } from './item-head.ts';
import { sharedBuildExists } from './queries.ts';
import { publicEntryHead } from '../gallery/service.ts';
import { CARD_HEIGHT, CARD_WIDTH } from '../share-preview/card-size.ts';
import { countSitemapUrls, sitemapIndexXml, sitemapUrls, urlsetXml } from './sitemap.ts';

/**
 * The web app's pages, as its router names them ('' is the home page), each with the module of
 * its code (under src/web; null: none of its own). The server answers these with the app's HTML
 * and 200; any other address gets the same HTML (the app shows its not-found page) with 404, as
 * does a product, ammo item, post or shared build that does not exist.
 */
/**
 * The router's layout route that loads the app's data layer, and the pages outside it (the home
 * page shows without it). A page inside gets the layout's code preloaded too.
 */
export const DATA_LAYER_MODULE = 'layout/query-layout.tsx';
export const PAGES_WITHOUT_DATA_LAYER: readonly string[] = [''];

export const WEB_PAGES: Readonly<Record<string, string | null>> = {
  '': 'features/content/pages/home-page.tsx',
  builder: 'features/builder/pages/builder-page.tsx',
  ammo: 'features/ammo/pages/ammo-list-page.tsx',
  'ammo-detail/:id': 'features/ammo/pages/ammo-detail-page.tsx',
  'b/:shareId': 'features/builder/pages/shared-build-page.tsx',
  products: 'features/catalog/pages/product-list-page.tsx',
  'products/:productType': 'features/catalog/pages/product-list-page.tsx',
  'product/:mainCategory/:groupId': 'features/catalog/pages/product-detail-page.tsx',
  blog: 'features/blog/pages/blog-list-page.tsx',
  'blog/:id': 'features/blog/pages/blog-post-page.tsx',
  'blog/blog-editor/:id': 'features/blog/pages/blog-editor-page.tsx',
  search: 'features/search/pages/search-page.tsx',
  auth: 'features/auth/pages/auth-page.tsx',
  'auth/success': 'features/auth/pages/auth-success-page.tsx',
  setup: 'features/account/pages/setup-page.tsx',
  'verify-email': 'features/auth/pages/verify-email-page.tsx',
  'forgot-password': 'features/auth/pages/forgot-password-page.tsx',
  'reset-password': 'features/auth/pages/reset-password-page.tsx',
  account: null,
  'account/:tab': 'features/account/pages/account-page.tsx',
  logout: null,
  'admin/mailbox': 'features/admin/pages/mailbox-page.tsx',
  'admin/feeds': 'features/admin/pages/feeds-page.tsx',
  'admin/feeds/review': 'features/admin/pages/feed-review-page.tsx',
  'acexr-experience': 'features/content/pages/acexr-experience-page.tsx',
  terms: 'features/content/pages/legal-page.tsx',
  privacy: 'features/content/pages/legal-page.tsx',
  contact: 'features/content/pages/contact-page.tsx',
  about: 'features/content/pages/about-page.tsx',
  messages: 'features/content/pages/under-construction-pages.tsx',
  favorites: 'features/content/pages/under-construction-pages.tsx',
  guides: 'features/content/pages/under-construction-pages.tsx',
  'completed-builds': 'features/gallery/pages/gallery-page.tsx',
  'completed-builds/publish': 'features/gallery/pages/publish-page.tsx',
  'completed-builds/:id': 'features/gallery/pages/gallery-entry-page.tsx',
  forums: 'features/content/pages/under-construction-pages.tsx',
};

/** The not-found page's module. */
const NOT_FOUND_MODULE = 'features/content/pages/not-found-page.tsx';

/** Someone's own pages, and the search results: kept out of search engines. */
const PRIVATE_PAGES = [
  '/account',
  '/admin',
  '/auth',
  '/b/',
  '/setup',
  '/verify-email',
  '/forgot-password',
  '/reset-password',
  '/logout',
  '/blog/blog-editor/',
  '/search',
  '/completed-builds/publish',
] as const;

/**
 * The robots that fetch a pasted link to draw its preview in a chat app or forum. They may read a
 * shared build's page and picture (the page still tells search engines not to index it); the
 * other private pages stay closed to them too.
 */
export const LINK_PREVIEW_BOTS = [
  'Twitterbot',
  'facebookexternalhit',
  'Slackbot-LinkExpanding',
  'Discordbot',
  'TelegramBot',
  'WhatsApp',
  'LinkedInBot',
] as const;

function isPrivate(pathname: string): boolean {
  return PRIVATE_PAGES.some((p) =>
    p.endsWith('/') ? pathname.startsWith(p) : pathname === p || pathname.startsWith(`${p}/`),
  );
}

export interface PageRoutesOptions {
  /** The built web app's folder (its Vite manifest names each page's chunks). */
  webDist: string;
  /** The built index.html with the brand set. */
  indexHtml: string;
  siteName: string;
  rateLimit?: preHandlerAsyncHookHandler;
  /** Addresses per sitemap file (50,000 by the sitemaps.org rules; fewer in tests). */
  sitemapMaxUrls: number;
}

/** The page's address without its query, on the site's origin. */
function canonicalOf(request: FastifyRequest): string {
  return originOf(request) + (request.url.split('?')[0] ?? '/');
}

const absolute = (origin: string, url: string | undefined) =>
  url
    ? /^https?:\/\//i.test(url)
      ? url
      : `${origin}${url.startsWith('/') ? '' : '/'}${url}`
    : undefined;

/** The page (the app's HTML with this page's head) with `status`; never cached without asking. */
function sendPage(
  reply: FastifyReply,
  options: Pick<PageRoutesOptions, 'indexHtml' | 'siteName'>,
  status: number,
  head: PageHead,
): FastifyReply {
  return (
    reply
      .status(status)
      .header('cache-control', 'no-cache')
      // Sent compressed or not, by the request's Accept-Encoding: caches must keep both apart.
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8')
      .send(renderPageHead(options.indexHtml, options.siteName, head))
  );
}

/** The head of the not-found page (the same for every address it answers). */
export const NOT_FOUND_HEAD: PageHead = { ...NOT_FOUND_META, noindex: true };

/** The key of the not-found page among the preloads. */
export const NOT_FOUND_PAGE = '*';

/** Cards in a list's first screenful, whose pictures the page fetches at once. */
const ABOVE_FOLD_CARDS = 4;

/**
 * The page's extras for a first answer: the answer itself, and the pictures of a list's first
 * cards fetched first (one of them is the page's largest paint).
 */
function withAnswers(
  preload: readonly string[],
  answers: Record<string, FirstAnswer>,
): Pick<PageHead, 'preload' | 'body'> {
  type Card = { photo?: { thumb?: string }; images?: string[]; titleImg?: string };
  const body = Object.values(answers)[0]?.body as { items?: Card[] } | Card[] | undefined;
  const items = Array.isArray(body) ? body : (body?.items ?? []);
  const pictures = items
    .slice(0, ABOVE_FOLD_CARDS)
    .map((item) => preloadable(item.photo?.thumb ?? item.images?.[0] ?? item.titleImg))
    .filter((src): src is string => src !== undefined);
  return {
    preload: [
      ...preload,
      ...[...new Set(pictures)].map(
        (src) => `<link rel="preload" as="image" href="${escapeHtml(src)}" fetchpriority="high" />`,
      ),
    ],
    body: firstAnswersScript(answers),
  };
}

/**
 * The pages outside /api: the app's pages with their heads, robots.txt and the sitemap. Answers
 * the head of the not-found page (with its preloads) for the not-found handler.
 */
export function pageRoutes(app: FastifyInstance, options: PageRoutesOptions): PageHead {
  const routeOptions = options.rateLimit ? { preHandler: options.rateLimit } : {};
  const params = (request: FastifyRequest) => request.params as Record<string, string>;
  const preloads = pagePreloads(
    options.webDist,
    options.indexHtml,
    Object.fromEntries(
      Object.entries({ ...WEB_PAGES, [NOT_FOUND_PAGE]: NOT_FOUND_MODULE }).map(([page, module]) => [
        page,
        [
          ...(module ? [module] : []),
          ...(PAGES_WITHOUT_DATA_LAYER.includes(page) ? [] : [DATA_LAYER_MODULE]),
        ],
      ]),
    ),
  );
  const notFoundHead = { ...NOT_FOUND_HEAD, preload: preloads.get(NOT_FOUND_PAGE) ?? [] };
  /** Whether the page's subject exists (a shared build; items are known by their answer). */
  const exists = (page: string, request: FastifyRequest) =>
    page === 'b/:shareId'
      ? sharedBuildExists(app.db, params(request).shareId ?? '')
      : Promise.resolve(true);
  /**
   * A page whose head the server reads itself rather than from a first answer: a gallery entry
   * (what its page shows depends on who asks, so no answer goes into the HTML). Null: not found.
   */
  const ownHead = async (
    page: string,
    request: FastifyRequest,
  ): Promise<ItemHead | null | undefined> =>
    page === 'completed-builds/:id'
      ? ((await publicEntryHead(app.db, params(request).id ?? '')) ?? null)
      : undefined;

  for (const page of Object.keys(WEB_PAGES)) {
    const preload = preloads.get(page) ?? [];
    const firstRequest = FIRST_REQUESTS[page];
    const itemHead = ITEM_HEADS[page];
    app.get(`/${page}`, routeOptions, async (request, reply) => {
      const canonical = canonicalOf(request);
      const noindex = isPrivate(`/${page}`);
      const asked = firstRequest?.(request);
      const urls = asked === undefined ? [] : typeof asked === 'string' ? [asked] : asked;
      const [found, firsts, own] = await Promise.all([
        exists(page, request),
        Promise.all(urls.map((url) => firstAnswer(app, request, url))),
        ownHead(page, request),
      ]);
      // An item the API does not know is not found; any other refusal (a spent rate limit)
      // leaves the page to ask by itself.
      if (!found || own === null || firsts.some((first) => first.status === 404))
        return sendPage(reply, options, 404, notFoundHead);
      const answers: Record<string, FirstAnswer> = {};
      urls.forEach((url, i) => {
        const answer = firsts[i]?.answer;
        if (answer) answers[url] = answer;
      });
      const answer = firsts[0]?.answer;
      const extra = Object.keys(answers).length > 0 ? withAnswers(preload, answers) : {};
      const item =
        own ??
        (answer && itemHead
          ? itemHead(answer.body, { siteName: options.siteName, params: params(request) })
          : undefined);
      const origin = originOf(request);
      const image = absolute(origin, item?.image);
      const preview = item?.preview && {
        url: absolute(origin, item.preview.url)!,
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        alt: item.preview.alt,
      };
      return sendPage(reply, options, 200, {
        canonical,
        noindex,
        preload,
        ...(item && { title: item.title, description: item.description }),
        ...(image && { image }),
        ...(preview && { preview }),
        ...extra,
      });
    });
  }

  app.get('/robots.txt', routeOptions, async (request, reply) => {
    const lines = [
      ...LINK_PREVIEW_BOTS.map((bot) => `User-agent: ${bot}`),
      'Allow: /b/',
      'Disallow: /api/',
      ...PRIVATE_PAGES.filter((p) => p !== '/b/').map((p) => `Disallow: ${p}`),
      '',
      'User-agent: *',
      'Disallow: /api/',
      ...PRIVATE_PAGES.map((p) => `Disallow: ${p}`),
      '',
      `Sitemap: ${originOf(request)}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  const perFile = options.sitemapMaxUrls;
  const sendXml = (reply: FastifyReply, xml: string) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);

  app.get('/sitemap.xml', routeOptions, async (request, reply) => {
    const origin = originOf(request);
    const total = await countSitemapUrls(app.db);
    if (total <= perFile)
      return sendXml(reply, urlsetXml(origin, await sitemapUrls(app.db, 0, perFile)));
    return sendXml(reply, sitemapIndexXml(origin, Math.ceil(total / perFile)));
  });

  app.get('/sitemap/:file', routeOptions, async (request, reply) => {
    const match = /^([1-9]\d{0,5})\.xml$/.exec(params(request).file ?? '');
    const index = match ? Number(match[1]) - 1 : -1;
    const total = await countSitemapUrls(app.db);
    if (index < 0 || index * perFile >= total || total <= perFile)
      return sendPage(reply, options, 404, notFoundHead);
    const urls = await sitemapUrls(app.db, index * perFile, perFile);
    return sendXml(reply, urlsetXml(originOf(request), urls));
  });
  return notFoundHead;
}

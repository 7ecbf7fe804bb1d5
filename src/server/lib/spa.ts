import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../config.ts';
import { renderPageHead } from '../modules/pages/head.ts';
import { pageRoutes } from '../modules/pages/routes.ts';
import { AppError } from './errors.ts';

const DEFAULT_SITE_NAME = 'Buildwright';

/** The file only a Vite build writes (vite.config.ts sets `build.manifest`). */
const BUILD_MANIFEST = path.join('.vite', 'manifest.json');

/** Source files: never sent, whatever folder is served. */
const SOURCE_FILE = /\.(?:[cm]?tsx?|jsx)$/i;

/**
 * `dir` when it holds a built web app (index.html and Vite's build manifest), else undefined.
 * `src/web` also has an index.html, but no manifest: the server never serves the source tree.
 */
export function builtWebApp(dir: string): string | undefined {
  return existsSync(path.join(dir, 'index.html')) && existsSync(path.join(dir, BUILD_MANIFEST))
    ? dir
    : undefined;
}

/** The built index.html with the configured brand put into its <title> and brand meta tag. */
export function brandIndexHtml(html: string, siteName: string): string {
  if (siteName === DEFAULT_SITE_NAME) return html;
  const safe = siteName.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${safe}</title>`)
    .replace(/(<meta name="site-name" content=")[^"]*(")/, `$1${safe}$2`);
}

/** The page in each encoding a client may accept: compressed once, when the server starts. */
interface EncodedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

async function encodePage(html: string): Promise<EncodedPage> {
  const identity = Buffer.from(html, 'utf8');
  const [br, gzipped] = await Promise.all([
    promisify(brotliCompress)(identity),
    promisify(gzip)(identity),
  ]);
  return { identity, br, gzip: gzipped };
}

const pageEncodings = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });

/**
 * Serves the built web app: hashed assets with long-lived cache headers; the app's pages, each
 * with its own head (modules/pages), robots.txt and the sitemap; and, for any other GET outside
 * /api, the app's HTML with 404 (the app shows its not-found page). Without a build (the API
 * server of `npm run dev`, API tests) only /api answers; every other path is a JSON 404 that says
 * where the web app is.
 *
 * `rateLimit` runs before the pages and the not-found answers (/api ones included): the API's
 * per-IP limit covers them too, so pages cannot be requested without limit.
 */
export async function registerSpa(
  app: FastifyInstance,
  config: Config,
  options: { rateLimit?: preHandlerAsyncHookHandler } = {},
): Promise<void> {
  let indexHtml: string | undefined;
  if (config.webDist) {
    if (!builtWebApp(config.webDist)) {
      throw new Error(
        `${config.webDist} is not a built web app (no ${BUILD_MANIFEST}): run \`npm run build\``,
      );
    }
    indexHtml = brandIndexHtml(
      await readFile(path.join(config.webDist, 'index.html'), 'utf8'),
      config.siteName,
    );
    await app.register(fastifyStatic, {
      root: config.webDist,
      prefix: '/',
      index: false,
      wildcard: false,
      cacheControl: false,
      // The build writes .br and .gz copies of the text assets: a client that accepts one gets it
      // (with Vary: Accept-Encoding) without compressing on every request.
      preCompressed: true,
      allowedPath: (pathName) => !SOURCE_FILE.test(pathName),
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        const isIndex = path.basename(filePath) === 'index.html';
        reply.header(
          'cache-control',
          isIndex
            ? 'no-cache'
            : immutable
              ? 'public, max-age=31536000, immutable'
              : // /images/*: fixed names an operator may replace, so kept an hour, then
                // refreshed in the background for a day.
                'public, max-age=3600, stale-while-revalidate=86400',
        );
      },
    });
  }

  let notFoundPage: EncodedPage | undefined;
  if (config.webDist && indexHtml) {
    const notFoundHead = pageRoutes(app, {
      webDist: config.webDist,
      indexHtml,
      siteName: config.siteName,
      rateLimit: options.rateLimit,
      sitemapMaxUrls: config.sitemapMaxUrls,
    });
    notFoundPage = await encodePage(renderPageHead(indexHtml, config.siteName, notFoundHead));
  }

  const notFoundOptions = options.rateLimit ? { preHandler: options.rateLimit } : {};
  app.setNotFoundHandler(notFoundOptions, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (!isApi && notFoundPage && (request.method === 'GET' || request.method === 'HEAD')) {
      // '/ammo/' is '/ammo': one address per page. Never to '//host' or '/\host', which a
      // browser reads as another site.
      const trimmed = pathname.replace(/\/+$/, '');
      if (trimmed !== pathname && /^\/[^/\\]/.test(trimmed) && !trimmed.includes('\\')) {
        return reply.redirect(`${trimmed}${request.url.slice(pathname.length)}`, 301);
      }
      // The compression plugin hooks routes, not this handler: the page is sent in the encoding
      // the client accepts from the copies made at start-up.
      const encoding = pageEncodings.negotiate(request.headers['accept-encoding'] ?? '');
      reply
        .status(404)
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(notFoundPage[encoding ?? 'identity']);
    }
    let message = `Route ${request.method} ${pathname} not found`;
    if (!isApi && !indexHtml) {
      message += config.devWebUrl
        ? `. This is the API server; open the web app at ${config.devWebUrl}`
        : '. This server answers /api only: the web app is not built (run `npm run build`)';
    }
    const error = new AppError('not_found', message);
    return reply.status(404).send({ ...error.toBody(), requestId: request.id });
  });
}

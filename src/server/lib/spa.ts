import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';

const DEFAULT_SITE_NAME = 'Buildwright';

/** The built index.html with the configured brand put into its <title> and brand meta tag. */
export function brandIndexHtml(html: string, siteName: string): string {
  if (siteName === DEFAULT_SITE_NAME) return html;
  const safe = siteName.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${safe}</title>`)
    .replace(/(<meta name="site-name" content=")[^"]*(")/, `$1${safe}$2`);
}

/**
 * Serves the built web app: hashed assets with long-lived cache headers, and index.html (no-cache)
 * for every other GET outside /api so that the client router can take over.
 */
export async function registerSpa(app: FastifyInstance, config: Config): Promise<void> {
  let indexHtml: string | undefined;
  if (config.webDist) {
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
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        const isIndex = path.basename(filePath) === 'index.html';
        reply.header(
          'cache-control',
          isIndex
            ? 'no-cache'
            : immutable
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (!isApi && indexHtml && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply
        .status(200)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(indexHtml);
    }
    const error = new AppError('not_found', `Route ${request.method} ${pathname} not found`);
    return reply.status(404).send(error.toBody());
  });
}

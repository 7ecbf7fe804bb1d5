import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginCallback } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { MEDIA_FILE, mediaDir } from './photo.ts';

// GET /media/<id>-thumb.webp and <id>-detail.webp: the stored product photos (ADR 082), outside
// /api like the web app's own files, so the page and the images share one origin (CSP img-src
// 'self'). A file's name never changes meaning (its id is the hash of the source URL), so browsers
// and caches keep it for a year. Only names of that exact form are looked up: anything else under
// /media/ is a 404, and no name can leave the folder.

/** A year, and never revalidated. */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const notFound = (name: string) =>
  new AppError('not_found', `Image not found: /media/${name.slice(0, 100)}`);

export const mediaRoutes: FastifyPluginCallback = (app, _options, done) => {
  const dir = mediaDir(app.config.dataDir);

  app.get<{ Params: { '*': string } }>(
    '/media/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const name = request.params['*'];
      if (!MEDIA_FILE.test(name)) throw notFound(name);
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) throw notFound(name);
      const etag = `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
      reply
        .header('cache-control', MEDIA_CACHE_CONTROL)
        .header('etag', etag)
        .header('last-modified', info.mtime.toUTCString());
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag))
        return reply.status(304).send();
      return reply
        .type('image/webp')
        .header('content-length', info.size)
        .send(createReadStream(file));
    },
  );
  done();
};

import type { FastifyPluginCallback, preHandlerAsyncHookHandler } from 'fastify';
import { buildMessages } from '../../../shared/build/messages.ts';
import { AppError } from '../../lib/errors.ts';
import { findSharedBuild } from '../builds/share.ts';
import { cardContent, isShareIdShape, PreviewStore, previewVersion } from './service.ts';

// GET /b/<shareId>/preview.png: the picture a shared build's link preview shows (og:image).
// Beside the page it previews, outside /api: it is a picture, not an API answer, and its address
// reads as part of the page's. Each answer is checked against the database, so a revoked share
// is a 404 at once; the picture itself is drawn once per version of the build (service.ts).

/**
 * Five minutes, then asked again: the ETag (the version) makes asking again cheap, and an edited
 * or revoked build reaches caches within minutes.
 */
export const PREVIEW_CACHE_CONTROL = 'public, max-age=300';

export const sharePreviewRoutes: FastifyPluginCallback<{
  rateLimit?: preHandlerAsyncHookHandler;
}> = (app, options, done) => {
  const store = new PreviewStore(app.config.dataDir);

  app.get<{ Params: { shareId: string } }>(
    '/b/:shareId/preview.png',
    { schema: { hide: true }, ...(options.rateLimit && { preHandler: options.rateLimit }) },
    async (request, reply) => {
      const { shareId } = request.params;
      if (!isShareIdShape(shareId)) throw new AppError('not_found', buildMessages.shareNotFound);
      const row = await findSharedBuild(app.db, shareId).catch(async (err: unknown) => {
        if (err instanceof AppError && err.kind === 'not_found') await store.forget(shareId);
        throw err;
      });
      const content = cardContent(app.config.siteName, {
        buildName: row.name,
        buildParts: row.parts,
      });
      const version = previewVersion(content);
      const etag = `"${version}"`;
      reply.header('cache-control', PREVIEW_CACHE_CONTROL).header('etag', etag);
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim() === etag))
        return reply.status(304).send();
      const png = await store.picture(shareId, version, content);
      return reply.type('image/png').send(png);
    },
  );
  done();
};

import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';

/**
 * Public reads (catalogue, ammo, blog) may be kept by browsers and proxies for a few seconds, and
 * served stale for half a minute while they ask again; every answer carries an ETag (see app.ts),
 * so asking again costs a bodiless 304 when nothing changed.
 */
export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=5, stale-while-revalidate=30';

const setPublicCache: onSendHookHandler = (
  _request: FastifyRequest,
  reply: FastifyReply,
  payload,
  done,
) => {
  // Only a successful answer: an error (a post not found yet) must not be kept. An answer to a
  // signed-in request is already marked no-store (security-headers.ts) and stays so.
  const ok = reply.statusCode === 200 || reply.statusCode === 304;
  if (ok && !reply.hasHeader('cache-control'))
    reply.header('cache-control', PUBLIC_READ_CACHE_CONTROL);
  done(null, payload);
};

/** Route options of a public read: `app.get(path, { ...publicRead, schema }, handler)`. */
export const publicRead = { onSend: setPublicCache };

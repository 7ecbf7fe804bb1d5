import type { FastifyInstance, FastifyRequest } from 'fastify';

/** One year, subdomains included: browsers then refuse plain HTTP to the site. */
export const HSTS = 'max-age=31536000; includeSubDomains';

const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '/';

/**
 * Answers no cache may keep: anything for a signed-in caller (a bearer token sent, or a session
 * found), every /api/auth answer (tokens, the session, e-mail links) and the admin CSV exports.
 */
export function mustNotBeStored(request: FastifyRequest): boolean {
  if (request.headers.authorization !== undefined || request.currentUser !== undefined) return true;
  const path = pathOf(request);
  return path.startsWith('/api/auth/') || (path.startsWith('/api/admin/') && path.endsWith('.csv'));
}

/**
 * Headers helmet cannot decide alone. Strict-Transport-Security only on answers to HTTPS requests
 * (directly, or through a trusted proxy's X-Forwarded-Proto when TRUST_PROXY is on): browsers
 * ignore it over plain HTTP, and a site served only over HTTP must not claim HTTPS.
 * `Cache-Control: no-store` on private answers (mustNotBeStored), so that neither a shared cache
 * nor the browser's disk keeps them.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (mustNotBeStored(request)) reply.header('cache-control', 'no-store');
    return payload;
  });
}

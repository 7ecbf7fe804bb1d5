import type { FastifyRequest } from 'fastify';

/** A host name or IP address with an optional port, nothing else (no path, no user info). */
const PLAIN_HOST = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i;

/**
 * The site's address for links in e-mails and pages (canonical links, the sitemap): PUBLIC_URL when set (it should be wherever mail
 * leaves by SMTP: the request's Host header is the client's to choose), else the address this
 * request came to. A Host header that is not a plain host name cannot shape a link: the server's
 * own local address is used instead.
 */
export function originOf(request: FastifyRequest): string {
  const { publicUrl, port } = request.server.config;
  if (publicUrl) return publicUrl;
  const host = PLAIN_HOST.test(request.host) ? request.host : `localhost:${port}`;
  return `${request.protocol}://${host}`;
}

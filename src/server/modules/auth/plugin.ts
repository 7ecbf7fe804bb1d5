import fastifyCookie from '@fastify/cookie';
import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import {
  createSession,
  findActiveSession,
  touchSession,
  type SessionRow,
} from '../sessions/service.ts';
import type { UserRow } from '../users/service.ts';

interface TokenPayload {
  /** The user id. */
  sub: string;
  /** The session id: the token works only while this session does. */
  sid: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Signs `user` in: records a new session (this request's user agent and IP) and answers its
     * bearer token. Refused (401) when the account's password changed since the caller read `user`.
     */
    startSession(request: FastifyRequest, user: UserRow): Promise<string>;
    /** The bearer token of an existing session (the caller's own, after a password change). */
    sessionToken(userId: string, sessionId: string): string;
    // Functions, not methods: routes pass them on as `preHandler: app.authenticate`.
    /** preHandler: a valid bearer token whose session still works, and its user from the database. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: authenticated, and an admin according to the database (the `role` column). */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    currentUser: UserRow | undefined;
    /** The session the bearer token names (set by `authenticate`). */
    currentSessionId: string | undefined;
    /** That session's row as read for this request (set by `authenticate`). */
    currentSession: SessionRow | undefined;
  }
}

export const UNAUTHORIZED = 'Authentication failed. Please log in again.';
const ADMIN_ONLY = 'Only an admin may do this.';

/**
 * Server-side sessions behind bearer JWTs (HS256, `{ sub: user id, sid: session id }`). The token
 * only names a session; the `sessions` row decides. Every authenticated request reads the session
 * and its user in one query and is refused once the session is revoked (row deleted), idle longer
 * than SESSION_IDLE_TIMEOUT or past SESSION_MAX_AGE. Nothing is cached in the process, so a
 * revocation holds at once on every copy of the server sharing the database. A role change or a
 * deleted user takes effect at once too.
 */
export const authPlugin = fp(async (app) => {
  const secret = app.config.jwtSecret;
  if (!secret) throw new Error('jwtSecret missing from config');
  const { idleMs, maxAgeMs } = app.config.session;
  const tokenLifetime = `${Math.ceil(maxAgeMs / 1000)}s`;
  // Activity is written at most this often per session, so reads stay cheap; the idle limit is
  // measured from the last write, so a session can end up to this much before the full idle time.
  const touchAfterMs = Math.min(30_000, Math.floor(idleMs / 10));

  // Signed cookies carry the OIDC state/nonce/PKCE verifier between the two Google redirects and
  // the one-time Google sign-in code back to the web app.
  await app.register(fastifyCookie, { secret });
  await app.register(fastifyJwt, {
    secret,
    sign: { algorithm: 'HS256', expiresIn: tokenLifetime },
    verify: { algorithms: ['HS256'], maxAge: tokenLifetime },
  });
  app.decorateRequest('currentUser', undefined);
  app.decorateRequest('currentSessionId', undefined);
  app.decorateRequest('currentSession', undefined);

  const sessionToken = (userId: string, sessionId: string) =>
    app.jwt.sign({ sub: userId, sid: sessionId });
  app.decorate('sessionToken', sessionToken);

  app.decorate('startSession', async (request: FastifyRequest, user: UserRow) => {
    const sessionId = await createSession(app.db, {
      userId: user.id,
      userAgent: request.headers['user-agent'] ?? '',
      ip: request.ip,
      maxAgeMs,
      passwordHash: user.passwordHash,
    });
    if (!sessionId) throw new AppError('unauthorized', UNAUTHORIZED);
    return sessionToken(user.id, sessionId);
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    let payload: TokenPayload;
    try {
      payload = await request.jwtVerify<TokenPayload>();
    } catch {
      throw new AppError('unauthorized', UNAUTHORIZED);
    }
    // Tokens from before server-side sessions carry no `sid`: they name no session.
    const found = await findActiveSession(app.db, payload.sid, payload.sub, {
      idleMs,
      touchAfterMs,
    });
    if (!found) throw new AppError('unauthorized', UNAUTHORIZED);
    const { user, session, stale } = found;
    if (stale) {
      const seen = await touchSession(app.db, session.id, touchAfterMs);
      if (seen) session.lastSeenAt = seen;
    }
    request.currentUser = user;
    request.currentSessionId = session.id;
    request.currentSession = session;
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (request.currentUser?.role !== 'admin') throw new AppError('forbidden', ADMIN_ONLY);
  });
});

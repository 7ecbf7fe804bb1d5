import fastifyCookie from '@fastify/cookie';
import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';
import { findUserById, type UserRow } from '../users/service.ts';

export const TOKEN_MAX_AGE = '12h';

interface TokenPayload {
  sub: string;
  ver: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    signToken(user: Pick<UserRow, 'id' | 'tokenVersion'>): string;
    // Functions, not methods: routes pass them on as `preHandler: app.authenticate`.
    /** preHandler: a valid bearer token of a user that still exists, loaded from the database. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: authenticated, and an admin according to the database (the `role` column). */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    currentUser: UserRow | undefined;
  }
}

const UNAUTHORIZED = 'Authentication failed. Please log in again.';
const ADMIN_ONLY = 'Only an admin may do this.';

/**
 * Bearer JWT access tokens: `sub` = user id, `ver` = the user's token version,
 * 12 h expiry. Every authenticated request re-reads the user, so a deleted user, a password change
 * or a role change takes effect at once.
 */
export const authPlugin = fp(async (app) => {
  const secret = app.config.jwtSecret;
  if (!secret) throw new Error('jwtSecret missing from config');
  // Signed cookies carry the OIDC state/nonce/PKCE verifier between the two Google redirects.
  await app.register(fastifyCookie, { secret });
  await app.register(fastifyJwt, {
    secret,
    sign: { algorithm: 'HS256', expiresIn: TOKEN_MAX_AGE },
    verify: { algorithms: ['HS256'], maxAge: TOKEN_MAX_AGE },
  });
  app.decorateRequest('currentUser', undefined);
  app.decorate('signToken', (user: Pick<UserRow, 'id' | 'tokenVersion'>) =>
    app.jwt.sign({ sub: user.id, ver: user.tokenVersion }),
  );
  app.decorate('authenticate', async (request: FastifyRequest) => {
    let payload: TokenPayload;
    try {
      payload = await request.jwtVerify<TokenPayload>();
    } catch {
      throw new AppError('unauthorized', UNAUTHORIZED);
    }
    const user = await findUserById(app.db, payload.sub);
    if (!user || user.tokenVersion !== payload.ver)
      throw new AppError('unauthorized', UNAUTHORIZED);
    request.currentUser = user;
  });
  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    await app.authenticate(request);
    if (request.currentUser?.role !== 'admin') throw new AppError('forbidden', ADMIN_ONLY);
  });
});

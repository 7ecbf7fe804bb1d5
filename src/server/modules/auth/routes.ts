import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  loginRequestSchema,
  signupRequestSchema,
} from '../../../shared/accounts/schemas.ts';
import { AppError } from '../../lib/errors.ts';
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { findOrCreateGoogleUser, toPublicUser } from '../users/service.ts';
import { googleSignIn, type PendingSignIn } from './google.ts';
import { login, signup } from './service.ts';

export const authRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/auth/signup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account and sign in',
        body: signupRequestSchema,
        response: { 201: authResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await signup(app.db, request.body, { googleEnabled: app.config.googleEnabled });
      return reply
        .status(201)
        .send({ access_token: app.signToken(user), user: toPublicUser(user) });
    },
  );

  app.post(
    '/auth/login',
    {
      config: {
        rateLimit: { max: app.config.rateLimit.loginPerIp, timeWindow: '15 minutes' },
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: loginRequestSchema,
        response: { 200: authResponseSchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const key = `acct:${email}`;
      const wait = await app.loginLimiter.retryAfter(key);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new AppError(
          'too_many_requests',
          'Too many failed log-in attempts. Please try again later.',
        );
      }
      try {
        const user = await login(app.db, email, password);
        await app.loginLimiter.reset(key);
        return { access_token: app.signToken(user), user: toPublicUser(user) };
      } catch (err) {
        if (err instanceof AppError && err.kind === 'unauthorized') {
          await app.loginLimiter.recordFailure(key);
        }
        throw err;
      }
    },
  );

  // Google sign-in (GET /auth/google): redirects to the provider, then back to
  // /auth?token=…&user=… as the web app expects; failures to /auth?error=google.
  const google = app.config.google ? googleSignIn(app.config.google) : undefined;
  const COOKIE = 'bw_oidc';
  const cookiePath = '/api/auth/google';
  const redirectUri = (request: { protocol: string; host: string }) =>
    `${app.config.publicUrl ?? `${request.protocol}://${request.host}`}/api/auth/google/callback`;

  app.get(
    '/auth/google',
    { schema: { tags: ['auth'], summary: 'Start Google sign-in (browser navigation)' } },
    async (request, reply) => {
      if (!google) {
        throw new AppError('unavailable', 'Google sign-in is not configured on this server.');
      }
      const { url, pending } = await google.start(redirectUri(request));
      reply.setCookie(COOKIE, JSON.stringify(pending), {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        path: cookiePath,
        maxAge: 600,
      });
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/auth/google/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Google sign-in return (browser navigation)',
        querystring: z.record(z.string(), z.string()),
      },
    },
    async (request, reply) => {
      if (!google) {
        throw new AppError('unavailable', 'Google sign-in is not configured on this server.');
      }
      reply.clearCookie(COOKIE, { path: cookiePath });
      const failed = () => reply.redirect('/auth?error=google', 302);
      const raw = request.cookies[COOKIE];
      const cookie = raw ? request.unsignCookie(raw) : undefined;
      if (!cookie?.valid || !cookie.value) return failed();
      try {
        const pending = JSON.parse(cookie.value) as PendingSignIn;
        const query = new URLSearchParams(request.query).toString();
        const identity = await google.finish(new URL(`${redirectUri(request)}?${query}`), pending);
        if (!identity) return failed();
        const user = await findOrCreateGoogleUser(app.db, identity, () =>
          String(randomInt(1000, 10000)),
        );
        const params = new URLSearchParams({
          token: app.signToken(user),
          user: JSON.stringify(toPublicUser(user)),
        });
        return reply.redirect(`/auth?${params}`, 302);
      } catch (err) {
        request.log.warn({ err }, 'Google sign-in failed');
        return failed();
      }
    },
  );
  done();
};

import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { accountMessages } from '../../../shared/accounts/messages.ts';
import {
  authResponseSchema,
  loginRequestSchema,
  signupRequestSchema,
} from '../../../shared/accounts/schemas.ts';
import { AppError } from '../../lib/errors.ts';
import { originOf } from '../../lib/origin.ts';
import { sendEmailVerification, sendLoginFailureNotice } from '../account-mail/flows.ts';
import { deleteStaleSessions } from '../sessions/service.ts';
import {
  findOrCreateGoogleUser,
  findUserById,
  toPublicUser,
  type UserRow,
} from '../users/service.ts';
import { googleSignIn, type PendingSignIn } from './google.ts';
import { consumeToken, createToken } from './one-time-tokens.ts';
import { checkCredentials, loginThrottle, signup } from './service.ts';

/** Carries the OIDC state, nonce and PKCE verifier between the two Google redirects. */
const OIDC_COOKIE = 'bw_oidc';
/** Carries the one-time Google sign-in code from the callback to the exchange. */
const GOOGLE_CODE_COOKIE = 'bw_google_code';
const GOOGLE_COOKIE_PATH = '/api/auth/google';
const GOOGLE_EXPIRED = 'Google sign-in expired. Please try again.';
/** The one-time Google sign-in code lives this long between the callback and the exchange. */
const GOOGLE_CODE_TTL_MS = 2 * 60 * 1000;

export const authRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  /** Signs `user` in on this request: clears their dead sessions, starts a new one. */
  const signIn = async (request: FastifyRequest, user: UserRow) => {
    await deleteStaleSessions(app.db, user.id, app.config.session.idleMs);
    return { access_token: await app.startSession(request, user), user: toPublicUser(user) };
  };

  app.post(
    '/auth/signup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account (unverified until its e-mail link is opened) and sign in',
        body: signupRequestSchema,
        response: { 201: authResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await signup(app.db, request.body, { googleEnabled: app.config.googleEnabled });
      const answer = await signIn(request, user);
      try {
        await sendEmailVerification(app, user, originOf(request));
      } catch (err) {
        // The account works without it; Account Settings can send the link again.
        request.log.error({ err }, 'Could not queue the verification e-mail');
      }
      return reply.status(201).send(answer);
    },
  );

  const throttle = loginThrottle(app.redis, {
    perAccountAndIp: app.config.rateLimit.loginFailuresPerAccount,
    perIp: app.config.rateLimit.loginFailuresPerIp,
    notice: app.config.rateLimit.loginNoticeFailures,
  });

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
      const wait = await throttle.retryAfter(email, request.ip);
      if (wait > 0) {
        reply.header('retry-after', String(wait));
        throw new AppError('too_many_requests', accountMessages.tooManyLoginFailures);
      }
      const { user, ok } = await checkCredentials(app.db, email, password);
      if (!user || !ok) {
        if (await throttle.failed(email, request.ip, user !== undefined)) {
          try {
            await sendLoginFailureNotice(app, user!);
          } catch (err) {
            request.log.error({ err }, 'Could not queue the failed log-ins notice');
          }
        }
        throw new AppError('unauthorized', accountMessages.invalidCredentials);
      }
      await throttle.succeeded(email, request.ip);
      return signIn(request, user);
    },
  );

  app.post(
    '/auth/google/exchange',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Finish Google sign-in: trades the one-time code the callback left in an http-only ' +
          'cookie for a session',
        response: { 200: authResponseSchema },
      },
    },
    async (request, reply) => {
      const raw = request.cookies[GOOGLE_CODE_COOKIE];
      reply.clearCookie(GOOGLE_CODE_COOKIE, { path: GOOGLE_COOKIE_PATH });
      const code = raw ? request.unsignCookie(raw) : undefined;
      if (!code?.valid || !code.value) throw new AppError('unauthorized', GOOGLE_EXPIRED);
      const token = await consumeToken(app.db, 'google_sign_in', code.value);
      const user = token && (await findUserById(app.db, token.userId));
      if (!user) throw new AppError('unauthorized', GOOGLE_EXPIRED);
      return signIn(request, user);
    },
  );

  // Google sign-in (GET /auth/google): redirects to the provider and back to the callback, which
  // leaves a one-time code in an http-only cookie and sends the browser to /auth?google=1; the
  // web app then trades the code for a session (POST /auth/google/exchange). No token or user
  // ever travels in an address. Failures go to /auth?error=google.
  const google = app.config.google ? googleSignIn(app.config.google) : undefined;
  const redirectUri = (request: { protocol: string; host: string }) =>
    `${app.config.publicUrl ?? `${request.protocol}://${request.host}`}/api/auth/google/callback`;
  const cookieOptions = (request: FastifyRequest, maxAge: number) => ({
    signed: true,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    path: GOOGLE_COOKIE_PATH,
    maxAge,
  });

  app.get(
    '/auth/google',
    { schema: { tags: ['auth'], summary: 'Start Google sign-in (browser navigation)' } },
    async (request, reply) => {
      if (!google) {
        throw new AppError('unavailable', 'Google sign-in is not configured on this server.');
      }
      const { url, pending } = await google.start(redirectUri(request));
      reply.setCookie(OIDC_COOKIE, JSON.stringify(pending), cookieOptions(request, 600));
      return reply.redirect(url, 302);
    },
  );

  app.get(
    '/auth/google/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Google sign-in return (browser navigation)',
        // What the provider sends back; any further parameters (scope, prompt…) are kept for the
        // OpenID library, which checks the whole return address.
        querystring: z.looseObject({
          code: z.string().max(2000).optional(),
          state: z.string().max(2000).optional(),
          iss: z.string().max(2000).optional(),
          error: z.string().max(2000).optional(),
        }) as z.ZodType<Record<string, string>>,
      },
    },
    async (request, reply) => {
      if (!google) {
        throw new AppError('unavailable', 'Google sign-in is not configured on this server.');
      }
      reply.clearCookie(OIDC_COOKIE, { path: GOOGLE_COOKIE_PATH });
      const failed = () => reply.redirect('/auth?error=google', 302);
      const raw = request.cookies[OIDC_COOKIE];
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
        return await handBack(request, reply, user);
      } catch (err) {
        request.log.warn({ err }, 'Google sign-in failed');
        return failed();
      }
    },
  );

  /** The callback's answer: the one-time code in an http-only cookie, the browser to the app. */
  const handBack = async (request: FastifyRequest, reply: FastifyReply, user: UserRow) => {
    const code = await createToken(app.db, {
      userId: user.id,
      purpose: 'google_sign_in',
      email: user.email,
      ttlMs: GOOGLE_CODE_TTL_MS,
    });
    reply.setCookie(
      GOOGLE_CODE_COOKIE,
      code,
      cookieOptions(request, Math.floor(GOOGLE_CODE_TTL_MS / 1000)),
    );
    return reply.redirect('/auth?google=1', 302);
  };
  done();
};

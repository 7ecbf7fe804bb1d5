import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  loginRequestSchema,
  signupRequestSchema,
} from '../../../shared/accounts/schemas.ts';
import { AppError } from '../../lib/errors.ts';
import { toPublicUser } from '../users/service.ts';
import { login, signup } from './service.ts';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
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
};

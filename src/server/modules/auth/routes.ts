import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  loginRequestSchema,
  signupRequestSchema,
} from '../../../shared/accounts/schemas.ts';
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
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password',
        body: loginRequestSchema,
        response: { 200: authResponseSchema },
      },
    },
    async (request) => {
      const user = await login(app.db, request.body.email, request.body.password);
      return { access_token: app.signToken(user), user: toPublicUser(user) };
    },
  );
};

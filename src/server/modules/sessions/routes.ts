import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentSessionSchema, sessionListSchema } from '../../../shared/accounts/schemas.ts';
import { AppError } from '../../lib/errors.ts';
import { UNAUTHORIZED } from '../auth/plugin.ts';
import { toPublicUser } from '../users/service.ts';
import { listSessions, revokeAllSessions, revokeSession, toSessionInfo } from './service.ts';

const security = [{ bearerAuth: [] }];

/** The user and session `authenticate` loaded for this request. */
function signedIn(request: FastifyRequest) {
  const user = request.currentUser;
  const session = request.currentSession;
  if (!user || !session) throw new AppError('unauthorized', UNAUTHORIZED);
  return { user, session };
}

/**
 * The signed-in sessions of one's own account: who am I (the web app's heartbeat), log-out, the
 * list Account Settings shows, signing out one session or all of them.
 */
export const sessionRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/auth/session',
    {
      schema: {
        tags: ['auth'],
        summary: 'Who this token belongs to and its session; counts as activity',
        security,
        response: { 200: currentSessionSchema },
      },
      preHandler: app.authenticate,
    },
    (request) => {
      const { user, session } = signedIn(request);
      return { user: toPublicUser(user), session: toSessionInfo(session, session.id) };
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends this session on the server',
        security,
        response: { 204: z.null() },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const { user, session } = signedIn(request);
      await revokeSession(app.db, user.id, session.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/sessions',
    {
      schema: {
        tags: ['auth'],
        summary: "Your account's active sessions, most recently used first",
        security,
        response: { 200: sessionListSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const { user, session } = signedIn(request);
      return {
        sessions: await listSessions(app.db, user.id, session.id, app.config.session.idleMs),
      };
    },
  );

  app.delete(
    '/sessions',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out everywhere: ends every session of your account, this one too',
        security,
        response: { 204: z.null() },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      await revokeAllSessions(app.db, user.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/sessions/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out one session of your account',
        security,
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 204: z.null() },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      // Another account's session is "not found" too: ids of others' sessions reveal nothing.
      if (!(await revokeSession(app.db, user.id, request.params.id)))
        throw new AppError('not_found', 'Session not found');
      return reply.status(204).send(null);
    },
  );
  done();
};

import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { profileMessages } from '../../../shared/accounts/messages.ts';
import {
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  changeRoleRequestSchema,
  publicUserSchema,
  updateUserRequestSchema,
} from '../../../shared/accounts/schemas.ts';
import { AppError } from '../../lib/errors.ts';
import { originOf } from '../../lib/origin.ts';
import { requestEmailChange } from '../account-mail/flows.ts';
import { revokeAllSessions } from '../sessions/service.ts';
import {
  changePassword,
  deleteUser,
  setRole,
  toPublicUser,
  updateUser,
  type UserRow,
} from './service.ts';

const idParams = z.object({ id: z.string().min(1).max(100) });
const security = [{ bearerAuth: [] }];

/** A user may read, change and delete only themself. */
function self(request: FastifyRequest, id: string): UserRow {
  const me = request.currentUser;
  if (!me) throw new AppError('unauthorized', 'Authentication failed. Please log in again.');
  if (me.id !== id) throw new AppError('forbidden', profileMessages.notYourAccount);
  return me;
}

export const usersRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const today = () => new Date().toISOString().slice(0, 10);

  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Read your own user',
        security,
        params: idParams,
        response: { 200: publicUserSchema },
      },
      preHandler: app.authenticate,
    },
    (request) => toPublicUser(self(request, request.params.id)),
  );

  app.patch(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary:
          'Change your username or profile; a new e-mail address is pending until the link ' +
          'sent to it is opened',
        security,
        params: idParams,
        body: updateUserRequestSchema,
        response: { 200: publicUserSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      let me = self(request, request.params.id);
      const { email, ...fields } = request.body;
      // The other fields first: when they are refused, nothing at all has changed.
      if (fields.username !== undefined || fields.userProfile !== undefined)
        me = await updateUser(app.db, me.id, fields, today());
      // A new address is only asked for: it replaces the current one once its link is opened.
      if (email !== undefined) me = await requestEmailChange(app, me, email, originOf(request));
      return toPublicUser(me);
    },
  );

  app.patch(
    '/users/:id/password',
    {
      schema: {
        tags: ['users'],
        summary: 'Change your password; your other sessions are signed out, this one stays',
        security,
        params: idParams,
        body: changePasswordRequestSchema,
        response: { 200: changePasswordResponseSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const me = self(request, request.params.id);
      const { currentPassword, newPassword } = request.body;
      const user = await changePassword(app.db, me, currentPassword, newPassword);
      // Whoever else knew the old password is signed out; the caller's session stays.
      const sessionId = request.currentSessionId!;
      await revokeAllSessions(app.db, user.id, sessionId);
      return { access_token: app.sessionToken(user.id, sessionId), user: toPublicUser(user) };
    },
  );

  app.patch(
    '/users/:id/role',
    {
      schema: {
        tags: ['users'],
        summary: "Change a user's role (admins only)",
        security,
        params: idParams,
        body: changeRoleRequestSchema,
        response: { 200: z.object({ user: publicUserSchema }) },
      },
      // The role comes from the database row loaded for this request, never from the token.
      preHandler: app.requireAdmin,
    },
    async (request) => {
      return { user: toPublicUser(await setRole(app.db, request.params.id, request.body.role)) };
    },
  );

  app.delete(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Delete your account and everything tied to it',
        security,
        params: idParams,
        response: { 204: z.null() },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const me = self(request, request.params.id);
      await deleteUser(app.db, me.id, app.config.dataDir);
      return reply.status(204).send(null);
    },
  );
  done();
};

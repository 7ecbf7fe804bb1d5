import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { profileMessages } from '../../../shared/accounts/messages.ts';
import { publicUserSchema } from '../../../shared/accounts/schemas.ts';
import { MAX_SAVED_PART_KB, savedPartMessages } from '../../../shared/catalog/messages.ts';
import { savedPartRequestSchema } from '../../../shared/catalog/saved-parts.ts';
import { AppError } from '../../lib/errors.ts';
import { toPublicUser, type UserRow } from '../users/service.ts';
import { addSavedPart, removeSavedPart } from './service.ts';

const security = [{ bearerAuth: [] }];
const tags = ['users'];

/** A part body may be larger than one part (the wrapper, whitespace) but not much. */
export const SAVED_PART_BODY_LIMIT = 2 * MAX_SAVED_PART_KB * 1024;

/** Yourself only (as GET /users/{id}); a body's userId naming someone else is refused too. */
function self(request: FastifyRequest, id: string, claimed?: string): UserRow {
  const me = request.currentUser;
  if (!me) throw new AppError('unauthorized', 'Authentication failed. Please log in again.');
  if (me.id !== id || (claimed?.trim() && claimed.trim() !== me.id))
    throw new AppError('forbidden', profileMessages.notYourAccount);
  return me;
}

export const savedPartsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.patch(
    '/users/:id/saved-parts',
    {
      schema: {
        tags,
        summary:
          'Save a part or ammo to your list: { name, details: { product, groupData, savedAt } | { ammo, savedAt } }; answers the user',
        security,
        params: z.object({ id: z.string().min(1).max(100) }),
        body: savedPartRequestSchema,
        response: { 200: publicUserSchema },
      },
      bodyLimit: SAVED_PART_BODY_LIMIT,
      config: { tooLargeMessage: savedPartMessages.tooLarge },
      preHandler: app.authenticate,
    },
    async (request) => {
      const { userId, ...part } = request.body;
      const me = self(request, request.params.id, userId);
      return toPublicUser(await addSavedPart(app.db, me.id, part, new Date()));
    },
  );

  app.delete(
    '/users/:id/saved-parts/:partId',
    {
      schema: {
        tags,
        summary: 'Remove a saved part (product _id or upc, ammo id) from your list',
        security,
        params: z.object({ id: z.string().min(1).max(100), partId: z.string().min(1).max(200) }),
        response: { 200: publicUserSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const me = self(request, request.params.id);
      return toPublicUser(await removeSavedPart(app.db, me.id, request.params.partId));
    },
  );
  done();
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicUserSchema } from '../../../shared/accounts/schemas.ts';
import { AppError } from '../../lib/errors.ts';
import { findUserById, toPublicUser } from './service.ts';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Read a user (yourself)',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: publicUserSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const me = request.currentUser!;
      if (request.params.id !== me.id) {
        // Only yourself (issue 3). Admin access to others belongs to the admin area.
        throw new AppError('forbidden', 'You may only access your own account.');
      }
      const user = await findUserById(app.db, me.id);
      if (!user) throw new AppError('not_found', 'User not found');
      return toPublicUser(user);
    },
  );
};

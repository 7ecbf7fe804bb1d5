import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildMessages, MAX_BUILD_KB } from '../../../shared/build/messages.ts';
import {
  buildRequestSchema,
  buildSummarySchema,
  savedBuildSchema,
  sharedBuildSchema,
  shareLinkSchema,
} from '../../../shared/build/schema.ts';
import { AppError } from '../../lib/errors.ts';
import {
  createBuild,
  deleteBuild,
  getBuild,
  listBuilds,
  toSavedBuild,
  toSummary,
  updateBuild,
  type Caller,
} from './service.ts';
import { findSharedBuild, shareBuild, toSharedBuild, unshareBuild } from './share.ts';

/** ADR 016: a build body may be at most 256 KB; Fastify refuses a larger one before parsing. */
export const BUILD_BODY_LIMIT = MAX_BUILD_KB * 1024;

/** The retired calls name the call to use instead. */
export const legacyMessages = {
  addBuild: 'This call was retired. Use POST /api/user-builds.',
  deleteBuild: 'This call was retired. Use DELETE /api/user-builds/{id}.',
} as const;

const security = [{ bearerAuth: [] }];
const tags = ['builds'];
const idParams = z.object({ id: z.string().max(200) });
const userIdQuery = z.object({ userId: z.string().max(200).optional() });
const errorBodySchema = z.object({
  statusCode: z.number(),
  error: z.string(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});

/** The token's user (the authenticate preHandler ran) and the user ids the request claims. */
function caller(request: FastifyRequest, ...claimed: (string | undefined)[]): Caller {
  const me = request.currentUser;
  if (!me) throw new AppError('unauthorized', 'Authentication failed. Please log in again.');
  return { userId: me.id, claimed };
}

export const buildsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/user-builds',
    {
      schema: {
        tags,
        summary: 'Save a new build for the signed-in user',
        security,
        querystring: userIdQuery,
        body: buildRequestSchema,
        response: { 201: savedBuildSchema },
      },
      bodyLimit: BUILD_BODY_LIMIT,
      // ADR 016: the 413 names the build limit, not Fastify's 'Request body is too large'.
      config: { tooLargeMessage: buildMessages.tooLarge },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const me = caller(request, request.query.userId, request.body.userId);
      const row = await createBuild(app.db, me, request.body);
      return reply.status(201).send(toSavedBuild(row));
    },
  );

  app.get(
    '/user-builds',
    {
      schema: {
        tags,
        summary: 'Your saved builds, newest first, with total price and percent complete',
        security,
        querystring: userIdQuery,
        response: { 200: z.array(buildSummarySchema) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const rows = await listBuilds(app.db, caller(request, request.query.userId));
      return rows.map(toSummary);
    },
  );

  app.get(
    '/user-builds/:id',
    {
      schema: {
        tags,
        summary: 'One of your builds',
        security,
        params: idParams,
        querystring: userIdQuery,
        response: { 200: savedBuildSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const me = caller(request, request.query.userId);
      return toSavedBuild(await getBuild(app.db, me, request.params.id));
    },
  );

  app.put(
    '/user-builds/:id',
    {
      schema: {
        tags,
        summary: 'Replace one of your builds (the last of concurrent updates wins whole)',
        security,
        params: idParams,
        querystring: userIdQuery,
        body: buildRequestSchema,
        response: { 200: savedBuildSchema },
      },
      bodyLimit: BUILD_BODY_LIMIT,
      // ADR 016: the 413 names the build limit, not Fastify's 'Request body is too large'.
      config: { tooLargeMessage: buildMessages.tooLarge },
      preHandler: app.authenticate,
    },
    async (request) => {
      const me = caller(request, request.query.userId, request.body.userId);
      return toSavedBuild(await updateBuild(app.db, me, request.params.id, request.body));
    },
  );

  app.delete(
    '/user-builds/:id',
    {
      schema: {
        tags,
        summary: 'Delete one of your builds (and its share link)',
        security,
        params: idParams,
        querystring: userIdQuery,
        response: { 204: z.null() },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      await deleteBuild(app.db, caller(request, request.query.userId), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/user-builds/:id/share',
    {
      schema: {
        tags,
        summary: 'Share one of your builds read-only: 201 new link, 200 the existing one',
        security,
        params: idParams,
        response: { 200: shareLinkSchema, 201: shareLinkSchema },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const { link, created } = await shareBuild(app.db, caller(request), request.params.id);
      return reply.status(created ? 201 : 200).send(link);
    },
  );

  app.delete(
    '/user-builds/:id/share',
    {
      schema: {
        tags,
        summary: 'Stop sharing one of your builds: the link stops working',
        security,
        params: idParams,
        response: { 204: z.null() },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      await unshareBuild(app.db, caller(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/shared-builds/:shareId',
    {
      schema: {
        tags,
        summary: 'A shared build, read-only, for anyone with the link',
        params: z.object({ shareId: z.string().max(100) }),
        response: { 200: sharedBuildSchema },
      },
    },
    async (request) => toSharedBuild(app.db, await findSharedBuild(app.db, request.params.shareId)),
  );

  // The legacy build calls answer 410 Gone, to anyone, naming the call to use.
  app.post(
    '/users/:id/builds',
    {
      schema: {
        tags,
        summary: 'Retired: use POST /api/user-builds',
        deprecated: true,
        params: idParams,
        body: z.unknown(),
        response: { 410: errorBodySchema },
      },
    },
    () => {
      throw new AppError('gone', legacyMessages.addBuild);
    },
  );

  app.delete(
    '/users/:id/builds/:buildId',
    {
      schema: {
        tags,
        summary: 'Retired: use DELETE /api/user-builds/{id}',
        deprecated: true,
        params: z.object({ id: z.string().max(200), buildId: z.string().max(200) }),
        response: { 410: errorBodySchema },
      },
    },
    () => {
      throw new AppError('gone', legacyMessages.deleteBuild);
    },
  );
  done();
};

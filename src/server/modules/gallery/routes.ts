import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  GALLERY_PHOTO_MAX_BYTES,
  GALLERY_PHOTO_TYPES,
  galleryEntrySchema,
  galleryEntrySummarySchema,
  galleryMessages as m,
  galleryMineSchema,
  galleryPageSchema,
  galleryPhotoSchema,
  galleryPublishSchema,
  galleryVisibilitySchema,
} from '../../../shared/gallery/schema.ts';
import { AppError } from '../../lib/errors.ts';
import {
  deleteLoosePhoto,
  getEntry,
  listGallery,
  listMine,
  publishBuild,
  setHidden,
  unpublish,
  uploadPhoto,
  type Viewer,
} from './service.ts';

// The completed builds gallery (ADR 095): anyone reads it; a signed-in user uploads photos and
// publishes one of their saved builds, and unpublishes it; an admin hides or shows an entry.

const tags = ['gallery'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.string().max(200) });

/** Upload attempts per client address in 15 minutes: a build has at most six photos. */
const UPLOADS_PER_WINDOW = 60;

const price = (message: string) =>
  z.coerce
    .number({ error: message })
    .finite(message)
    .min(0, message)
    .max(10_000_000, message)
    .optional();

const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  calibre: z
    .string()
    .trim()
    .max(40, m.calibre)
    .regex(/^[a-z0-9-]*$/, m.calibre)
    .optional(),
  minPrice: price(m.minPrice),
  maxPrice: price(m.maxPrice),
  includeHidden: z.enum(['true', 'false']).optional(),
});

export const galleryRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const dataDir = app.config.dataDir;

  /** The signed-in caller, or undefined for a visitor (a bad token reads as a visitor). */
  async function viewerOf(request: FastifyRequest): Promise<Viewer | undefined> {
    if (!request.headers.authorization) return undefined;
    try {
      await app.authenticate(request);
    } catch {
      return undefined;
    }
    const user = request.currentUser;
    return user ? { userId: user.id, admin: user.role === 'admin' } : undefined;
  }

  function signedIn(request: FastifyRequest): Viewer {
    const user = request.currentUser;
    if (!user) throw new AppError('unauthorized', 'Authentication failed. Please log in again.');
    return { userId: user.id, admin: user.role === 'admin' };
  }

  // A photo arrives as the picture's own bytes. Any type is read here as bytes, so the upload
  // can refuse what is not a JPEG, PNG or WebP with its own message.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, parsed) => {
    parsed(null, body);
  });

  app.post(
    '/gallery/photos',
    {
      schema: {
        tags,
        summary:
          'Upload a photo for the gallery: the picture as the body (JPEG, PNG or WebP, ≤ 10 MB)',
        security,
        response: { 201: galleryPhotoSchema },
      },
      bodyLimit: GALLERY_PHOTO_MAX_BYTES,
      config: {
        tooLargeMessage: m.photoTooLarge,
        rateLimit: { max: UPLOADS_PER_WINDOW, timeWindow: '15 minutes' },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (!(GALLERY_PHOTO_TYPES as readonly string[]).includes(type))
        throw new AppError('unsupported_media_type', m.photoType, { photo: m.photoType });
      const body = request.body;
      if (!Buffer.isBuffer(body))
        throw new AppError('invalid_data', m.photoEmpty, { photo: m.photoEmpty });
      const photo = await uploadPhoto(app.db, dataDir, signedIn(request).userId, body);
      return reply.status(201).send(photo);
    },
  );

  app.delete(
    '/gallery/photos/:id',
    {
      schema: {
        tags,
        summary: 'Remove a photo you uploaded and have not published',
        security,
        params: idParams,
        response: { 204: z.null() },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      await deleteLoosePhoto(app.db, dataDir, signedIn(request).userId, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/gallery',
    {
      schema: {
        tags,
        summary:
          'Completed builds, newest first, 12 a page; ?calibre=, ?minPrice=, ?maxPrice= filter ' +
          '(admins: ?includeHidden=true)',
        querystring: listQuery,
        response: { 200: galleryPageSchema },
      },
    },
    async (request) => {
      const { includeHidden, ...filter } = request.query;
      const wantsHidden = includeHidden === 'true';
      const viewer = wantsHidden ? await viewerOf(request) : undefined;
      if (wantsHidden && !viewer?.admin)
        throw new AppError('forbidden', 'includeHidden: only admins see hidden entries', {
          includeHidden: 'only admins see hidden entries',
        });
      return listGallery(app.db, { ...filter, includeHidden: wantsHidden });
    },
  );

  app.get(
    '/gallery/mine',
    {
      schema: {
        tags,
        summary: 'Your gallery entries (hidden ones too), with the build each came from',
        security,
        response: { 200: galleryMineSchema },
      },
      preHandler: app.authenticate,
    },
    async (request) => listMine(app.db, signedIn(request).userId),
  );

  app.get(
    '/gallery/:id',
    {
      schema: {
        tags,
        summary: 'One completed build: photos, write-up, parts and their compatibility',
        params: idParams,
        response: { 200: galleryEntrySchema },
      },
    },
    async (request) => getEntry(app.db, request.params.id, await viewerOf(request)),
  );

  app.post(
    '/gallery',
    {
      schema: {
        tags,
        summary: 'Publish one of your saved builds with photos you uploaded and a write-up',
        security,
        body: galleryPublishSchema,
        response: { 201: galleryEntrySchema },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      const entry = await publishBuild(app.db, signedIn(request), request.body);
      return reply.status(201).send(entry);
    },
  );

  app.delete(
    '/gallery/:id',
    {
      schema: {
        tags,
        summary: 'Unpublish your entry: it leaves the gallery and its photos are deleted',
        security,
        params: idParams,
        response: { 204: z.null() },
      },
      preHandler: app.authenticate,
    },
    async (request, reply) => {
      await unpublish(app.db, dataDir, signedIn(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/gallery/:id/visibility',
    {
      schema: {
        tags,
        summary: 'Hide an entry from the gallery or show it again (admins)',
        security,
        params: idParams,
        body: galleryVisibilitySchema,
        response: { 200: galleryEntrySummarySchema },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => setHidden(app.db, request.params.id, request.body.hidden),
  );

  done();
};

import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blogListQuerySchema,
  blogPatchSchema,
  blogPostPageSchema,
  blogPostSchema,
  blogSummarySchema,
  blogWriteSchema,
} from '../../../shared/blog/schema.ts';
import { BLOG_LIMITS } from '../../../shared/blog/post-rules.ts';
import { createPost, getPostPage, listPosts, updatePost } from './service.ts';
import { publicRead } from '../../lib/public-cache.ts';

const tags = ['blog'];
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.string().trim().min(1).max(200) });

/** Answers are built field by field (toPost); the response schemas document them (ADR 019). */
const plainJson = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

/** A post body is at most 1 MB; Fastify refuses a larger one before parsing. */
const writeOptions = {
  bodyLimit: BLOG_LIMITS.bodyBytes,
  config: { tooLargeMessage: 'A blog post may be at most 1 MB' },
};

/**
 * The blog (GET/POST/PATCH /blog). Reading is public; writing needs an admin, checked here
 * against the role in the database — the web app only hides the buttons.
 */
export const blogRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/blog',
    {
      ...plainJson,
      ...publicRead,
      schema: {
        tags,
        summary:
          'Blog post summaries, newest first: ?title= (case-insensitive substring), ' +
          '?category=, ?page=&pageSize= (≤ 100); the total in X-Total-Count. ' +
          'The whole post: GET /blog/{id}',
        querystring: blogListQuerySchema,
        response: { 200: z.array(blogSummarySchema) },
      },
    },
    async (request, reply) => {
      const { posts, total } = await listPosts(request.readDb, request.query);
      reply.header('x-total-count', String(total));
      return posts;
    },
  );

  app.get(
    '/blog/:id',
    {
      ...plainJson,
      ...publicRead,
      schema: {
        tags,
        summary:
          'One post by id or slug, with its date-order neighbours (previous = newer, next = ' +
          "older) and 3 related posts; 404 'Blog not found.'",
        params: idParams,
        response: { 200: blogPostPageSchema },
      },
    },
    async (request) => getPostPage(request.readDb, request.params.id),
  );

  app.post(
    '/blog',
    {
      ...plainJson,
      ...writeOptions,
      schema: {
        tags,
        summary: 'Create a post (admin). HTML and styles are sanitised; the slug is derived.',
        security,
        body: blogWriteSchema,
        response: { 201: blogPostSchema },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      const post = await createPost(app.db, request.body, request.currentUser!.id);
      return reply.status(201).send(post);
    },
  );

  app.patch(
    '/blog/:id',
    {
      ...plainJson,
      ...writeOptions,
      schema: {
        tags,
        summary: 'Update a post (admin): the fields sent replace the stored ones.',
        security,
        params: idParams,
        body: blogPatchSchema,
        response: { 200: blogPostSchema },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => updatePost(app.db, request.params.id, request.body),
  );
  done();
};

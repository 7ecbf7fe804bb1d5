import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema } from '../../../shared/search/schema.ts';
import { search } from './service.ts';

/** Answers are built field by field (service.ts); the response schema documents them. */
const plainJson = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

/**
 * Site search (issue 8; spec §2 search overlay and results page, §5; decision D41). Public.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      ...plainJson,
      schema: {
        tags: ['search'],
        summary:
          'Full-text search of blog posts (title, section titles and text, tags, category, ' +
          'author) and of parts and ammunition: ?q= (every word a prefix; cut to 500 ' +
          'characters), ?in=all|blogs|products, ?page=&pageSize= (≤ 20). Matches are marked ' +
          'with <mark> in HTML-escaped text. Blog posts come first, then products.',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request) => search(app.db, request.query),
  );
};

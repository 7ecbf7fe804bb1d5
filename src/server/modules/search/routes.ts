import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema } from '../../../shared/search/schema.ts';
import { search } from './service.ts';

/** Answers are built field by field (service.ts); the response schema documents them. */
const plainJson = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

/**
 * Site search, for the search overlay and the results page. Public; odd queries answer 200 with
 * results or an empty list, and a query over 500 characters is cut to 500.
 */
export const searchRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
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
          'with <mark> in HTML-escaped text. All ranks posts and products together: a title ' +
          'holding every word first, then relevance, a product before a post at equal relevance.',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request) => search(request.readDb, request.query),
  );
  done();
};

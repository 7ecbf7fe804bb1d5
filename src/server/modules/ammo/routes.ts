import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ammoDetailSchema,
  ammoListQuerySchema,
  ammoListResponseSchema,
} from '../../../shared/ammo/schema.ts';
import { getAmmo, listAmmo } from './service.ts';

const tags = ['ammo'];

/**
 * As the catalogue's read routes (ADR 019): answers are built field by field (toAmmoItem,
 * toOffer), so they serialise with JSON.stringify; the response schemas document them and the API
 * tests check answers against them.
 */
const plainJson = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };

/** The ammunition catalogue is public: no token needed. */
export const ammoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ammo',
    {
      ...plainJson,
      schema: {
        tags,
        summary:
          'Ammo list (spec §2, §5): filters caliber (any spelling of a key), bulletType, grain ' +
          'and priceRange buckets (§5 edges; price = lowest offer price), brand, inStock; sort ' +
          'pricePerRound (default) | price | -price | name; 20 per page, pageSize ≤ 100',
        querystring: ammoListQuerySchema,
        response: { 200: ammoListResponseSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const { items, total } = await listAmmo(app.db, query);
      return { items, total, page: query.page, pageSize: query.pageSize };
    },
  );

  app.get(
    '/ammo/:id',
    {
      ...plainJson,
      schema: {
        tags,
        summary: 'One ammo item (spec §3 "Ammo") with its offers, cheapest first (`vendor`)',
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { 200: ammoDetailSchema },
      },
    },
    async (request) => getAmmo(app.db, request.params.id),
  );
};

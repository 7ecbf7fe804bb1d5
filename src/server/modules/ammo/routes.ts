import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ammoDetailSchema,
  ammoListQuerySchema,
  ammoListResponseSchema,
} from '../../../shared/ammo/schema.ts';
import { plainJson } from '../../lib/plain-json.ts';
import { getAmmo, listAmmo } from './service.ts';
import { publicRead } from '../../lib/public-cache.ts';

const tags = ['ammo'];

/** The ammunition catalogue is public: no token needed. */
export const ammoRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/ammo',
    {
      ...plainJson,
      ...publicRead,
      schema: {
        tags,
        summary:
          'Ammo list: filters caliber (any spelling of a key), bulletType, grain and priceRange ' +
          'buckets (by key or label; price = lowest offer price), brand, inStock; sort ' +
          'pricePerRound (default) | price | -price | name; 20 per page, pageSize ≤ 100',
        querystring: ammoListQuerySchema,
        response: { 200: ammoListResponseSchema },
      },
    },
    async (request) => listAmmo(request.readDb, request.query),
  );

  app.get(
    '/ammo/:id',
    {
      ...plainJson,
      ...publicRead,
      schema: {
        tags,
        summary: 'One ammo item with its offers, cheapest first (`vendor`)',
        params: z.object({ id: z.string().min(1).max(200) }),
        response: { 200: ammoDetailSchema },
      },
    },
    async (request) => getAmmo(request.readDb, request.params.id),
  );
  done();
};

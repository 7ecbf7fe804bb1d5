import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  priceHistoryQuerySchema,
  priceHistoryResponseSchema,
} from '../../../shared/prices/history.ts';
import { plainJson } from '../../lib/plain-json.ts';
import { priceHistory } from './service.ts';

const params = z.object({ id: z.string().min(1).max(200) });

/** Price histories are public, like the prices themselves. */
export const priceHistoryRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/catalog/variants/:id/price-history',
    {
      ...plainJson,
      schema: {
        tags: ['catalog'],
        summary:
          "A variant's price and stock per merchant over the last `days` days (1–365, or `all` for the whole history; default 90)",
        params,
        querystring: priceHistoryQuerySchema,
        response: { 200: priceHistoryResponseSchema },
      },
    },
    async (request) =>
      priceHistory(request.readDb, 'variant', request.params.id, request.query.days),
  );
  app.get(
    '/ammo/:id/price-history',
    {
      ...plainJson,
      schema: {
        tags: ['ammo'],
        summary:
          "An ammunition product's price and stock per merchant over the last `days` days (1–365, or `all` for the whole history; default 90)",
        params,
        querystring: priceHistoryQuerySchema,
        response: { 200: priceHistoryResponseSchema },
      },
    },
    async (request) => priceHistory(request.readDb, 'ammo', request.params.id, request.query.days),
  );
  done();
};

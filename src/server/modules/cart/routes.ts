import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { cartRequestSchema, cartResponseSchema } from '../../../shared/cart/schema.ts';
import { optimiseCart } from './service.ts';

/** POST /api/cart/optimise: public, like the prices it reads; the body names parts, not prices. */
export const cartRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/cart/optimise',
    {
      schema: {
        tags: ['cart'],
        summary:
          "A build's cheapest cart: for every part the in-stock offer that makes items plus " +
          'shipping lowest overall, the cheapest single-store cart, and the current choice priced',
        body: cartRequestSchema,
        response: { 200: cartResponseSchema },
      },
    },
    async (request) => optimiseCart(app.db, request.body),
  );
  done();
};

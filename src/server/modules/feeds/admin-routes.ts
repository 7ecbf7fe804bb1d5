import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  createFromFeedItemSchema,
  feedItemAnswerSchema,
  feedItemParamsSchema,
  feedItemsQuerySchema,
  feedItemsResponseSchema,
  feedMerchantSchema,
  feedMerchantsResponseSchema,
  feedRunSchema,
  feedRunsQuerySchema,
  feedRunsResponseSchema,
  feedSettingsSchema,
  shippingRuleRequestSchema,
  linkFeedItemSchema,
  merchantParamsSchema,
  runParamsSchema,
  runStartedSchema,
  variantSearchQuerySchema,
  variantSearchResponseSchema,
} from '../../../shared/feeds/schemas.ts';
import { queueImages } from '../media/service.ts';
import {
  getFeedRun,
  listFeedMerchants,
  listFeedRuns,
  saveFeedSettings,
  saveMerchantShipping,
  startAdminRun,
} from './feeds-admin.ts';
import {
  createFromFeedItem,
  ignoreFeedItem,
  linkFeedItem,
  listFeedItems,
  searchVariants,
  unignoreFeedItem,
} from './review.ts';

const security = [{ bearerAuth: [] }];
const tags = ['admin'];

/**
 * The feeds back office (ADR 083), admins only: the merchants' feeds and their settings, "Run now"
 * with its progress and report, and the review queue of products no variant matched.
 */
export const feedAdminRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { feeds } = app.config;
  const log = app.log.child({ module: 'feeds' });
  const onImages = feeds.images ? queueImages : undefined;

  // Runs started by "Run now" go on after the answer: closing the server waits for them.
  const inFlight = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...inFlight]);
  });

  app.get(
    '/admin/feeds',
    {
      schema: {
        tags,
        summary: 'Every merchant with its feed settings, offer counts, review queue and last run',
        security,
        response: { 200: feedMerchantsResponseSchema },
      },
      preHandler: app.requireAdmin,
    },
    async () => ({ items: await listFeedMerchants(app.db) }),
  );

  app.put(
    '/admin/feeds/:merchantId',
    {
      schema: {
        tags,
        summary: "Save a merchant's feed settings",
        security,
        params: merchantParamsSchema,
        body: feedSettingsSchema,
        response: { 200: feedMerchantSchema },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => saveFeedSettings(app.db, request.params.merchantId, request.body),
  );

  app.put(
    '/admin/merchants/:merchantId/shipping',
    {
      schema: {
        tags,
        summary:
          "Save a merchant's shipping rule: flat per order, per item, free over an order subtotal",
        security,
        params: merchantParamsSchema,
        body: shippingRuleRequestSchema,
        response: { 200: feedMerchantSchema },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => saveMerchantShipping(app.db, request.params.merchantId, request.body),
  );

  app.post(
    '/admin/feeds/:merchantId/run',
    {
      schema: {
        tags,
        summary: "Run a merchant's feed now; answers once the run is recorded (follow it by id)",
        security,
        params: merchantParamsSchema,
        response: { 202: runStartedSchema },
      },
      preHandler: app.requireAdmin,
    },
    async (request, reply) => {
      const { started, done: finished } = await startAdminRun(app.db, request.params.merchantId, {
        fetch: {
          allowPrivate: feeds.allowPrivate,
          timeoutMs: feeds.fetchTimeoutMs,
          maxBytes: feeds.maxBytes,
        },
        images: feeds.images,
      });
      const run = finished
        .then(
          (result) =>
            log.info(
              { merchant: request.params.merchantId, status: result.status },
              'feed run by admin',
            ),
          (err: unknown) => log.error({ err }, 'feed run by admin failed'),
        )
        .finally(() => inFlight.delete(run));
      inFlight.add(run);
      const runId = await started;
      return reply.status(202).send({ runId });
    },
  );

  app.get(
    '/admin/feed-runs',
    {
      schema: {
        tags,
        summary: 'Feed runs, newest first, with their reports',
        security,
        querystring: feedRunsQuerySchema,
        response: { 200: feedRunsResponseSchema },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => ({
      items: await listFeedRuns(app.db, {
        merchantId: request.query.merchant,
        limit: request.query.limit,
      }),
    }),
  );

  app.get(
    '/admin/feed-runs/:id',
    {
      schema: {
        tags,
        summary: 'One feed run: its progress while running, its report once done',
        security,
        params: runParamsSchema,
        response: { 200: feedRunSchema },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => getFeedRun(app.db, request.params.id),
  );

  app.get(
    '/admin/feed-items',
    {
      schema: {
        tags,
        summary: "Products of merchants' feeds by status (unmatched: the review queue)",
        security,
        querystring: feedItemsQuerySchema,
        response: { 200: feedItemsResponseSchema },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const { status, merchant, q, page, pageSize } = request.query;
      const { items, total } = await listFeedItems(app.db, {
        status,
        page,
        pageSize,
        ...(merchant && { merchant }),
        ...(q && { q }),
      });
      return { items, total, page, pageSize };
    },
  );

  app.get(
    '/admin/variants',
    {
      schema: {
        tags,
        summary: 'Catalogue variants by brand, part name, model, UPC or part number (20 at most)',
        security,
        querystring: variantSearchQuerySchema,
        response: { 200: variantSearchResponseSchema },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => ({ items: await searchVariants(app.db, request.query.q) }),
  );

  const itemRoute = {
    security,
    tags,
    params: feedItemParamsSchema,
    response: { 200: feedItemAnswerSchema },
  };

  app.post(
    '/admin/feed-items/:merchantId/:productId/link',
    {
      schema: {
        ...itemRoute,
        summary: "Link a feed's product to a variant: its offer is written at once",
        body: linkFeedItemSchema,
      },
      preHandler: app.requireAdmin,
    },
    async (request) => ({
      item: await linkFeedItem(app.db, request.params, request.body.variantId, { onImages }),
    }),
  );

  app.post(
    '/admin/feed-items/:merchantId/:productId/create',
    {
      schema: {
        ...itemRoute,
        summary: "Create a product group and variant for a feed's product, and link it",
        body: createFromFeedItemSchema,
      },
      preHandler: app.requireAdmin,
    },
    async (request) => ({
      item: await createFromFeedItem(app.db, request.params, request.body, { onImages }),
    }),
  );

  app.post(
    '/admin/feed-items/:merchantId/:productId/ignore',
    {
      schema: {
        ...itemRoute,
        summary: "Ignore a feed's product: later runs skip it, an offer it had is marked gone",
      },
      preHandler: app.requireAdmin,
    },
    async (request) => ({ item: await ignoreFeedItem(app.db, request.params) }),
  );

  app.post(
    '/admin/feed-items/:merchantId/:productId/unignore',
    {
      schema: {
        ...itemRoute,
        summary: 'Put an ignored product of a feed back in the review queue',
      },
      preHandler: app.requireAdmin,
    },
    async (request) => ({ item: await unignoreFeedItem(app.db, request.params) }),
  );
  done();
};

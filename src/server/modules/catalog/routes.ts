import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  catalogBrandsQuerySchema,
  catalogBrandsResponseSchema,
} from '../../../shared/catalog/brands.ts';
import { catalogMessages } from '../../../shared/catalog/messages.ts';
import {
  catalogGroupDetailSchema,
  catalogGroupSchema,
  catalogListQuerySchema,
  catalogListResponseSchema,
  catalogVariantSchema,
} from '../../../shared/catalog/schema.ts';
import {
  isSilhouetteColour,
  isSilhouetteKind,
  silhouetteSvg,
} from '../../../shared/catalog/silhouettes.ts';
import { ALLOWED_TYPE_ENDPOINTS, catalogTypeForEndpoint } from '../../../shared/catalog/types.ts';
import { AppError } from '../../lib/errors.ts';
import { listBrands } from './brands.ts';
import { allGroups, getGroupDetail, getTypeGroupVariants, listGroups } from './service.ts';

const tags = ['catalog'];

/**
 * ADR 019: the catalogue's read routes serialise with JSON.stringify. Their answers are built field
 * by field (toGroup, toVariant, toOffer), so nothing unintended can reach them; the response
 * schemas document them and the API tests check answers against them. Validating every answer
 * again cost a third of the server's time per request.
 */
const plainJson = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };
const groupIdParams = z.object({ groupId: z.string().min(1).max(200) });

/** The catalogue is public: no token needed (the spec's client sends one anyway). */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/group-data',
    {
      ...plainJson,
      schema: {
        tags,
        summary: 'Every catalogue group (spec §7), by name; price is the lowest offer price',
        response: { 200: z.array(catalogGroupSchema) },
      },
    },
    async () => allGroups(app.db),
  );

  app.get(
    '/catalog/groups',
    {
      ...plainJson,
      schema: {
        tags,
        summary:
          'Catalogue list: filters category, subPart (D17), caliber (D26), brand, price range, ' +
          'inStock, q, platform; sort popularity (D25) | price | -price | name | compatibility; ' +
          'pages of ≤ 100. compat (encodeBuildSpecs) adds each group’s fit, compatibleOnly ' +
          'hides groups with no fitting variant (issue 9, ADR 061)',
        querystring: catalogListQuerySchema,
        response: { 200: catalogListResponseSchema },
      },
    },
    async (request) => {
      const query = request.query;
      const { items, total } = await listGroups(app.db, query);
      return { items, total, page: query.page, pageSize: query.pageSize };
    },
  );

  // ADR 025: the brands for the product list's Brand filter (group-data would send every group).
  app.get(
    '/catalog/brands',
    {
      ...plainJson,
      schema: {
        tags,
        summary: 'Every brand of the catalogue with its number of groups, by name (ADR 025)',
        querystring: catalogBrandsQuerySchema,
        response: { 200: catalogBrandsResponseSchema },
      },
    },
    async (request) => ({ items: await listBrands(app.db, request.query) }),
  );

  app.get(
    '/catalog/groups/:groupId',
    {
      ...plainJson,
      schema: {
        tags,
        summary: 'One group with its variants and their offers (cheapest first)',
        params: groupIdParams,
        response: { 200: catalogGroupDetailSchema },
      },
    },
    async (request) => getGroupDetail(app.db, request.params.groupId),
  );

  app.get(
    '/catalog/images/:kind/:file',
    {
      schema: {
        tags,
        summary: 'Our own SVG silhouette of a kind of part in a colour (ADR 021)',
        params: z.object({ kind: z.string().max(50), file: z.string().max(50) }),
      },
    },
    async (request, reply) => {
      const { kind, file } = request.params;
      const colour = file.replace(/\.svg$/, '');
      if (!file.endsWith('.svg') || !isSilhouetteKind(kind) || !isSilhouetteColour(colour))
        throw new AppError('not_found', `No image ${kind}/${file}`);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'public, max-age=86400')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(silhouetteSvg(kind, colour));
    },
  );

  // spec §7: /ar15-<part type>/group/{groupId} and the AR-10 ones. One route for all of them, so
  // an endpoint that is not on the allowed list can be answered with a 404 that says so.
  app.get(
    '/:type/group/:groupId',
    {
      ...plainJson,
      schema: {
        tags,
        summary: `The variants of one group of a catalogue type; allowed types: ${ALLOWED_TYPE_ENDPOINTS.join(', ')}`,
        params: z.object({ type: z.string().max(100), groupId: z.string().min(1).max(200) }),
        response: { 200: z.array(catalogVariantSchema) },
      },
    },
    async (request) => {
      const type = catalogTypeForEndpoint(request.params.type);
      if (!type)
        throw new AppError('not_found', catalogMessages.typeNotAllowed(`/${request.params.type}`));
      return getTypeGroupVariants(app.db, type.key, request.params.groupId);
    },
  );
};

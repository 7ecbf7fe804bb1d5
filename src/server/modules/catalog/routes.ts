import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
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
import { plainJson } from '../../lib/plain-json.ts';
import { listBrands } from './brands.ts';
import { allGroups, getGroupDetail, getTypeGroupVariants, listGroups } from './service.ts';
import { publicRead } from '../../lib/public-cache.ts';

const tags = ['catalog'];

const groupIdParams = z.object({ groupId: z.string().min(1).max(200) });

/** The catalogue is public: no token needed (the product's client sends one anyway). */
export const catalogRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/group-data',
    {
      ...plainJson,
      ...publicRead,
      schema: {
        tags,
        summary: 'Every catalogue group, by name; price is the lowest offer price',
        response: { 200: z.array(catalogGroupSchema) },
      },
    },
    async (request) => allGroups(request.readDb),
  );

  app.get(
    '/catalog/groups',
    {
      ...plainJson,
      ...publicRead,
      schema: {
        tags,
        summary:
          'Catalogue list: filters category, subPart (the builder sub-part a visitor came from), ' +
          'caliber (a variant’s calibre or caliber compatibility), brand, price range, inStock, ' +
          'q, platform; sort popularity (how many saved builds and saved parts name the group) | ' +
          'price | -price | name | compatibility; pages of ≤ 100. compat (encodeBuildSpecs) adds ' +
          'each group’s fit, compatibleOnly hides groups with no fitting variant (ADR 061)',
        querystring: catalogListQuerySchema,
        response: { 200: catalogListResponseSchema },
      },
    },
    async (request) => listGroups(request.readDb, request.query),
  );

  // ADR 025: the brands for the product list's Brand filter (group-data would send every group).
  app.get(
    '/catalog/brands',
    {
      ...plainJson,
      ...publicRead,
      schema: {
        tags,
        summary: 'Every brand of the catalogue with its number of groups, by name (ADR 025)',
        querystring: catalogBrandsQuerySchema,
        response: { 200: catalogBrandsResponseSchema },
      },
    },
    async (request) => ({ items: await listBrands(request.readDb, request.query) }),
  );

  app.get(
    '/catalog/groups/:groupId',
    {
      ...plainJson,
      ...publicRead,
      schema: {
        tags,
        summary: 'One group with its variants and their offers (cheapest first)',
        params: groupIdParams,
        response: { 200: catalogGroupDetailSchema },
      },
    },
    async (request) => getGroupDetail(request.readDb, request.params.groupId),
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

  // /ar15-<part type>/group/{groupId} and the AR-10 ones. One route for all of them, so an
  // endpoint that is not on the allowed list can be answered with a 404 that says so.
  app.get(
    '/:type/group/:groupId',
    {
      ...plainJson,
      ...publicRead,
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
      return getTypeGroupVariants(request.readDb, type.key, request.params.groupId);
    },
  );
  done();
};

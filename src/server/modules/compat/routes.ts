import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { groupOfSubPart } from '../../../shared/build/parts.ts';
import { buildMessages, MAX_BUILD_KB } from '../../../shared/build/messages.ts';
import { compatCheckRequestSchema } from '../../../shared/compat/check.ts';
import { compatReportSchema } from '../../../shared/compat/report.ts';
import { checkParts, partsOfBuild, type CheckedPart } from './service.ts';

// POST /api/compat/check (ADR 062): public, like the catalogue; the body is a build.

export const compatRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.post(
    '/compat/check',
    {
      schema: {
        tags: ['compat'],
        summary:
          'Compatibility report of a build: { buildParts } as the Builder keeps it (or { parts }, ' +
          'engine parts); catalogue variants are checked with the catalogue’s stored keys',
        body: compatCheckRequestSchema,
        response: { 200: compatReportSchema },
      },
      // Like the builds API (ADR 016): a build is at most 256 KB.
      bodyLimit: MAX_BUILD_KB * 1024,
      config: { tooLargeMessage: buildMessages.tooLarge },
    },
    async (request) => {
      const { buildParts, parts } = request.body;
      const checked: CheckedPart[] = buildParts
        ? partsOfBuild(buildParts)
        : (parts ?? []).map(({ variantId, group, ...part }) => ({
            part: { ...part, group: group ?? groupOfSubPart(part.subPart) ?? part.subPart },
            ...(variantId && { catalogId: variantId }),
          }));
      return checkParts(app.db, checked);
    },
  );
  done();
};

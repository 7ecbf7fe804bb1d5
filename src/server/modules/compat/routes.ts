import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { groupOfSubPart } from '../../../shared/build/parts.ts';
import { buildMessages, MAX_BUILD_KB } from '../../../shared/build/messages.ts';
import { buildPartSchema } from '../../../shared/build/schema.ts';
import { compatSpecsSchema } from '../../../shared/compat/index.ts';
import { checkParts, partsOfBuild, type CheckedPart } from './service.ts';

// POST /api/compat/check (issue 9, ADR 062): public, like the catalogue; the body is a build.

export const compatMessages = {
  oneOf: 'Send either buildParts (the Builder’s build) or parts (engine parts), not both',
  required: 'buildParts is required',
} as const;

const text = (max: number) => z.string().trim().min(1).max(max);

/** An engine part as other clients may send it (src/shared/compat/index.ts `CompatPart`). */
const partSchema = z.object({
  id: text(200),
  name: text(500),
  subPart: text(200),
  /** Defaults to the sub-part's build group. */
  group: text(200).optional(),
  specs: compatSpecsSchema.default({}),
  /** A catalogue variant (or ammunition) id: its stored keys replace `specs`. */
  variantId: text(200).optional(),
});

export const compatCheckBodySchema = z
  .object({
    buildParts: z.array(buildPartSchema, { error: buildMessages.partsArray }).max(100).optional(),
    parts: z.array(partSchema).max(100).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.buildParts && body.parts)
      ctx.addIssue({ code: 'custom', path: ['parts'], message: compatMessages.oneOf });
    if (!body.buildParts && !body.parts)
      ctx.addIssue({ code: 'custom', path: ['buildParts'], message: compatMessages.required });
  });

const issueSchema = z.object({
  ruleId: z.string(),
  kind: z.enum(['conflict', 'unchecked', 'missing']),
  severity: z.enum(['error', 'warning', 'info']),
  issueType: z.enum(['conflict', 'invalid']),
  message: z.string(),
  partIds: z.array(z.string()),
  otherPartNames: z.record(z.string(), z.array(z.string())),
  uncheckedRuleIds: z.array(z.string()).optional(),
});

/** `CompatReport` (src/shared/compat/evaluate.ts). */
export const compatReportSchema = z.object({
  issues: z.array(issueSchema),
  byPart: z.record(z.string(), z.array(issueSchema)),
  counts: z.object({ error: z.number(), warning: z.number(), info: z.number() }),
});

export const compatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/compat/check',
    {
      schema: {
        tags: ['compat'],
        summary:
          'Compatibility report of a build: { buildParts } as the Builder keeps it (or { parts }, ' +
          'engine parts); catalogue variants are checked with the catalogue’s stored keys',
        body: compatCheckBodySchema,
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
};

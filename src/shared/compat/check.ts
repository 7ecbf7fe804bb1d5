import { z } from 'zod';
import { buildMessages } from '../build/messages.ts';
import { buildPartSchema } from '../build/schema.ts';
import { compatSpecsSchema } from './schemas.ts';

// POST /api/compat/check (ADR 062): the request body. The answer is `compatReportSchema`
// (report.ts).

export const compatCheckMessages = {
  oneOf: 'Send either buildParts (the Builder’s build) or parts (engine parts), not both',
  required: 'buildParts is required',
} as const;

/** At most this many parts (or build entries) in one check. */
export const MAX_CHECK_PARTS = 100;

const text = (max: number) => z.string().trim().min(1).max(max);

/** An engine part (`CompatPart`, evaluate.ts) as other clients may send it. */
export const compatCheckPartSchema = z.object({
  id: text(200),
  name: text(500),
  subPart: text(200),
  /** Defaults to the sub-part's build group. */
  group: text(200).optional(),
  specs: compatSpecsSchema.default({}),
  /** A catalogue variant (or ammunition) id: its stored keys replace `specs`. */
  variantId: text(200).optional(),
});
export type CompatCheckPart = z.infer<typeof compatCheckPartSchema>;

/** `{ buildParts }` as the Builder keeps its build, or `{ parts }` (engine parts); not both. */
export const compatCheckRequestSchema = z
  .object({
    buildParts: z
      .array(buildPartSchema, { error: buildMessages.partsArray })
      .max(MAX_CHECK_PARTS)
      .optional(),
    parts: z.array(compatCheckPartSchema).max(MAX_CHECK_PARTS).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.buildParts && body.parts)
      ctx.addIssue({ code: 'custom', path: ['parts'], message: compatCheckMessages.oneOf });
    if (!body.buildParts && !body.parts)
      ctx.addIssue({ code: 'custom', path: ['buildParts'], message: compatCheckMessages.required });
  });
export type CompatCheckRequest = z.input<typeof compatCheckRequestSchema>;

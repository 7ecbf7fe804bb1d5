import { z } from 'zod';
import {
  KEY_VALUE_RULES,
  SPEC_KEYS,
  type CompatSpecs,
  type KeyValueRule,
  type SpecKey,
} from './keys.ts';
import type { BuildSpecSummary } from './summary.ts';

// The engine's zod schemas for the API: the spec keys a part may carry and the compact build
// summary the product list takes. The engine itself (index.ts) runs without zod, so the web
// app's pages check parts without loading it.

function keySchema(rule: KeyValueRule): z.ZodType {
  switch (rule.kind) {
    case 'oneOf':
      return z.literal(rule.values as (string | number)[]);
    case 'number':
      return z.number().positive().max(rule.max);
    case 'boolean':
      return z.boolean();
    case 'text':
      return z.string().trim().min(1).max(rule.max);
  }
}

type SpecsShape = { [K in SpecKey]: z.ZodOptional<z.ZodType<NonNullable<CompatSpecs[K]>>> };

/**
 * The compatibility specs of one part (all optional, no other keys), built from each key's rule
 * (keys.ts): the server validates catalogue writes, posted builds and build summaries with it.
 */
export const compatSpecsSchema = z.strictObject(
  Object.fromEntries(
    SPEC_KEYS.map((key) => [key, keySchema(KEY_VALUE_RULES[key]).optional()]),
  ) as SpecsShape,
);

export const buildSpecSummarySchema: z.ZodType<BuildSpecSummary> = z.object({
  v: z.literal(1),
  p: z
    .array(
      z.object({
        /** Sub-part name. */
        s: z.string().trim().min(1).max(200),
        /** Group name, only when it is not the sub-part's usual group. */
        g: z.string().trim().min(1).max(200).optional(),
        /** The relevant spec values. */
        k: compatSpecsSchema,
      }),
    )
    .max(100),
});

/** Decoded summaries by their text, at most DECODED_MAX: a visitor's list pages repeat one build. */
const decoded = new Map<string, BuildSpecSummary | null>();
const DECODED_MAX = 500;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * The summary from a query parameter's text, or null when it is not a valid summary. The same
 * text answers the same (frozen) summary while it is among the last DECODED_MAX decoded.
 */
export function decodeBuildSpecs(text: string): BuildSpecSummary | null {
  const known = decoded.get(text);
  if (known !== undefined) return known;
  let summary: BuildSpecSummary | null;
  try {
    const parsed = buildSpecSummarySchema.safeParse(JSON.parse(text));
    summary = parsed.success ? deepFreeze(parsed.data) : null;
  } catch {
    summary = null;
  }
  if (decoded.size >= DECODED_MAX) decoded.delete(decoded.keys().next().value!);
  decoded.set(text, summary);
  return summary;
}

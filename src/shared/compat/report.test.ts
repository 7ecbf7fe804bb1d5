import { describe, expect, it } from 'vitest';
import { compatCheckMessages, compatCheckRequestSchema } from './check.ts';
import { evaluateBuild } from './evaluate.ts';
import { compatReportSchema } from './report.ts';
import { FAILING } from './rule-cases.ts';
import { carbineBuild } from './test-builds.ts';

describe('compatReportSchema', () => {
  it('describes every report the engine gives, field for field', () => {
    for (const parts of [carbineBuild(), ...FAILING.map((c) => c.parts)]) {
      const report = evaluateBuild(parts);
      expect(compatReportSchema.parse(report)).toEqual(report);
    }
  });
});

describe('compatCheckRequestSchema', () => {
  const messageOf = (body: unknown) =>
    compatCheckRequestSchema
      .safeParse(body)
      .error?.issues.map((i) => [i.path.join('.'), i.message]);

  it('takes either the Builder’s build or engine parts, not both and not neither', () => {
    expect(messageOf({})).toEqual([['buildParts', compatCheckMessages.required]]);
    expect(messageOf({ buildParts: [], parts: [] })).toEqual([
      ['parts', compatCheckMessages.oneOf],
    ]);
    expect(compatCheckRequestSchema.safeParse({ buildParts: [] }).success).toBe(true);
  });

  it('gives engine parts empty specs by default', () => {
    const body = compatCheckRequestSchema.parse({
      parts: [{ id: 'b', name: 'Barrel X', subPart: 'Barrel' }],
    });
    expect(body.parts?.[0]?.specs).toEqual({});
  });
});

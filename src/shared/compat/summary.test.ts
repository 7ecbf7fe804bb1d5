import { describe, expect, it } from 'vitest';
import { fitsBuild, type CompatPart } from './evaluate.ts';
import { FAILING, PASSING } from './rule-cases.ts';
import { decodeBuildSpecs } from './schemas.ts';
import { candidateFits, encodeBuildSpecs, relevantBuildSpecs } from './summary.ts';
import { carbineBuild, compatPart, fortyPartBuild } from './test-builds.ts';

/** Every part of every case build, as a candidate. */
const candidates: CompatPart[] = [
  ...new Map(
    [...PASSING, ...FAILING].flatMap((c) => c.parts).map((p) => [JSON.stringify(p), p]),
  ).values(),
];
const builds: CompatPart[][] = [
  carbineBuild(),
  fortyPartBuild(),
  ...FAILING.map((c) => c.parts),
  ...PASSING.map((c) => c.parts),
];

describe('relevantBuildSpecs', () => {
  it('keeps only the sub-parts and keys the rules read', () => {
    const summary = relevantBuildSpecs(carbineBuild());
    const subParts = summary.p.map((e) => e.s);
    expect(subParts).not.toContain('Grip');
    expect(subParts).not.toContain('Lower Parts Kit');
    const barrel = summary.p.find((e) => e.s === 'Barrel')!;
    expect(barrel.k).not.toHaveProperty('barrelProfile');
    expect(barrel.k).toMatchObject({ caliber: '556', muzzleThread: '1/2x28', gasJournal: 0.75 });
    expect(summary.p.find((e) => e.s === 'Handguard')!.k).not.toHaveProperty(
      'handguardNeedsOwnNut',
    );
  });

  it('round-trips through its text form and refuses anything else', () => {
    const summary = relevantBuildSpecs(fortyPartBuild());
    const text = encodeBuildSpecs(summary);
    expect(decodeBuildSpecs(text)).toEqual(summary);
    // A forty-part build stays a fraction of the parameter's limit (MAX_COMPAT_PARAM), URL-encoded too.
    expect(text.length).toBeLessThan(2000);
    expect(decodeBuildSpecs('not json')).toBeNull();
    expect(decodeBuildSpecs('{"v":1,"p":[{"s":"Barrel","k":{"platform":"AR-16"}}]}')).toBeNull();
    expect(decodeBuildSpecs('{"v":2,"p":[]}')).toBeNull();
  });
});

describe('candidateFits', () => {
  it('agrees with fitsBuild on the full build for every case build and candidate', () => {
    let disagreements = 0;
    let misfits = 0;
    for (const parts of builds) {
      const summary = decodeBuildSpecs(encodeBuildSpecs(relevantBuildSpecs(parts)))!;
      for (const candidate of candidates) {
        const full = fitsBuild(parts, candidate);
        const short = candidateFits(summary, candidate);
        if (full.fits !== short.fits || full.ruleIds.join() !== short.ruleIds.join()) {
          disagreements += 1;
        }
        if (!full.fits) misfits += 1;
      }
    }
    expect(disagreements).toBe(0);
    expect(misfits).toBeGreaterThan(100);
  });

  it('names the build part by its sub-part', () => {
    const summary = relevantBuildSpecs(carbineBuild());
    const device = compatPart('Muzzle Device', 'Some 5/8x24 brake', {
      muzzleThread: '5/8x24',
      boreDiameter: 0.308,
    });
    expect(candidateFits(summary, device)).toEqual({
      fits: false,
      reasons: [
        'Barrel is threaded 1/2x28 RH but Some 5/8x24 brake is threaded 5/8x24 RH: the device will not go on.',
      ],
      ruleIds: ['muzzle-thread'],
    });
  });
});

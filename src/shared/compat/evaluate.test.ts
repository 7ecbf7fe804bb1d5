import { describe, expect, it } from 'vitest';
import {
  COULD_NOT_CHECK,
  evaluateBuild,
  fitChecker,
  fitsBuild,
  wouldConflict,
} from './evaluate.ts';
import { REFERENCE_BUILDS } from './reference-builds.ts';
import { build, set, without } from './rule-cases.ts';
import { carbineBuild, compatPart, fortyPartBuild } from './test-builds.ts';

describe('evaluateBuild', () => {
  it('finds no issue at all in a realistic complete 5.56 mid-length 16" carbine', () => {
    const report = evaluateBuild(carbineBuild());
    expect(report.issues).toEqual([]);
    expect(report.counts).toEqual({ error: 0, warning: 0, info: 0 });
  });

  it('finds no error or warning in a 40-part build', () => {
    const report = evaluateBuild(fortyPartBuild());
    expect(report.counts.error).toBe(0);
    expect(report.counts.warning).toBe(0);
  });

  it('says nothing about an empty build', () => {
    expect(evaluateBuild([]).issues).toEqual([]);
  });

  it('names the other part in the message and per part', () => {
    const parts = build(set('Barrel', { muzzleThread: '5/8x24' }));
    const report = evaluateBuild(parts);
    const [issue] = report.issues;
    expect(issue).toMatchObject({ ruleId: 'muzzle-thread', severity: 'error', kind: 'conflict' });
    expect(issue!.message).toBe(
      'BCM 16" Mid-Length 5.56 Government Barrel is threaded 5/8x24 RH but A2 Birdcage Flash ' +
        'Hider is threaded 1/2x28 RH: the device will not go on.',
    );
    expect(issue!.partIds).toEqual(['Barrel', 'Muzzle Device']);
    expect(issue!.otherPartNames['Muzzle Device']).toEqual([
      'BCM 16" Mid-Length 5.56 Government Barrel',
    ]);
    expect(issue!.otherPartNames['Barrel']).toEqual(['A2 Birdcage Flash Hider']);
    expect(report.byPart['Muzzle Device']).toEqual([issue]);
    expect(report.byPart['Barrel']).toEqual([issue]);
    expect(report.counts).toEqual({ error: 1, warning: 0, info: 0 });
  });

  it('says an unthreaded barrel is unthreaded', () => {
    const parts = build(set('Barrel', { muzzleThread: 'none' }));
    expect(evaluateBuild(parts).issues[0]!.message).toMatch(
      /Barrel is unthreaded but A2 Birdcage Flash Hider is threaded 1\/2x28 RH/,
    );
  });

  it('warns about a short barrel with a stock and sends the reader to the law', () => {
    const parts = build(
      set('Barrel', { barrelLengthIn: 14.5 }),
      set('Handguard', { handguardLengthIn: 13 }),
    );
    const [issue] = evaluateBuild(parts).issues;
    expect(issue).toMatchObject({ ruleId: 'short-barrel-with-stock', severity: 'warning' });
    expect(issue!.issueType).toBe('invalid');
    expect(issue!.message).toContain('14.5"');
    expect(issue!.message).toContain('short-barrelled rifle under federal law');
    expect(issue!.message).toContain('Check federal, state and local law');
  });

  it('counts a pinned-and-welded device towards 16 in, and names the device', () => {
    const short = build(
      set('Barrel', { barrelLengthIn: 14.5 }),
      set('Handguard', { handguardLengthIn: 13 }),
      set('Muzzle Device', { pinnedAndWelded: true, deviceLengthIn: 1 }),
    );
    const [issue] = evaluateBuild(short).issues;
    expect(issue!.message).toContain('15.5"');
    expect(issue!.partIds).toEqual(['Barrel', 'Stock', 'Muzzle Device']);
  });

  it('says it could not check a pinned device whose length is unknown', () => {
    const parts = build(
      set('Barrel', { barrelLengthIn: 14.5 }),
      set('Handguard', { handguardLengthIn: 13 }),
      set('Muzzle Device', { pinnedAndWelded: true }),
    );
    const { issues, counts } = evaluateBuild(parts);
    expect(counts).toEqual({ error: 0, warning: 0, info: 1 });
    expect(issues[0]!.message).toMatch(/^Could not check A2 Birdcage Flash Hider .*device length/);
  });

  it('warns, without an error, about 5.56 NATO in a .223 Rem chamber', () => {
    const report = evaluateBuild(build(set('Barrel', { chamber: '223' })));
    expect(report.issues.map((i) => [i.ruleId, i.severity])).toEqual([
      ['ammo-556-in-223', 'warning'],
    ]);
    expect(report.issues[0]!.message).toBe(
      'Federal American Eagle 5.56 NATO 55 gr FMJ is 5.56 NATO, loaded hotter than the .223 ' +
        'Remington chamber of BCM 16" Mid-Length 5.56 Government Barrel is rated for.',
    );
  });

  it('lists errors before warnings before infos', () => {
    const parts = build(
      set('Handguard', { handguardLengthIn: 7 }),
      set('Barrel', { chamber: '223' }),
      set('Gas Block', { gasJournal: 0.625 }),
    );
    expect(evaluateBuild(parts).issues.map((i) => i.severity)).toEqual([
      'error',
      'warning',
      'info',
    ]);
  });
});

describe('unknown values', () => {
  it('give one info per part, never an error', () => {
    const parts = build(set('Barrel', { muzzleThread: undefined, caliber: undefined }));
    delete parts.find((p) => p.subPart === 'Barrel')!.specs.muzzleThread;
    const report = evaluateBuild(parts);
    expect(report.counts.error).toBe(0);
    const infos = report.issues.filter((i) => i.ruleId === COULD_NOT_CHECK);
    expect(infos).toHaveLength(1);
    expect(infos[0]).toMatchObject({ kind: 'unchecked', severity: 'info', partIds: ['Barrel'] });
    expect(infos[0]!.message).toBe(
      'Could not check BCM 16" Mid-Length 5.56 Government Barrel against Toolcraft M16 Nitride ' +
        'BCG, A2 Birdcage Flash Hider, Magpul PMAG 30 Gen M3: caliber, muzzle thread unknown.',
    );
    expect(infos[0]!.uncheckedRuleIds).toEqual([
      'bolt-face',
      'muzzle-thread',
      'muzzle-bore',
      'magazine-caliber',
    ]);
  });

  it('give only infos for a build without any compatibility data', () => {
    const bare = fortyPartBuild().map((p) => ({ ...p, specs: {} }));
    const report = evaluateBuild(bare);
    expect(report.counts.error).toBe(0);
    expect(report.counts.warning).toBe(0);
    expect(report.issues.every((i) => i.kind === 'unchecked')).toBe(true);
  });

  it('treat a caliber the tables do not know as unknown', () => {
    const parts = build(set('Bolt Carrier Group', { caliber: '5.7x28-unknown' }));
    const report = evaluateBuild(parts);
    expect(report.counts.error).toBe(0);
    expect(report.issues.map((i) => i.ruleId)).toEqual([COULD_NOT_CHECK]);
  });
});

describe('missing core parts', () => {
  it('are infos, not errors', () => {
    const report = evaluateBuild(build(without('Barrel', 'Trigger')));
    expect(report.issues.map((i) => [i.ruleId, i.severity, i.kind])).toEqual([
      ['missing-barrel', 'info', 'missing'],
      ['missing-trigger', 'info', 'missing'],
    ]);
    expect(report.issues[0]!.message).toBe('No barrel in the build yet.');
  });
});

describe('wouldConflict and fitsBuild', () => {
  const threaded = build(set('Barrel', { muzzleThread: '5/8x24' }), without('Muzzle Device'));
  const device = compatPart('Muzzle Device', 'Surefire WarComp 1/2x28', {
    muzzleThread: '1/2x28',
    boreDiameter: 0.224,
  });

  it('reports the error a 1/2x28 device brings to a 5/8x24 barrel, naming the barrel', () => {
    const issues = wouldConflict(threaded, device);
    expect(issues).toHaveLength(1);
    expect(issues[0]!.ruleId).toBe('muzzle-thread');
    expect(issues[0]!.otherPartNames['Muzzle Device']).toEqual([
      'BCM 16" Mid-Length 5.56 Government Barrel',
    ]);
    expect(fitsBuild(threaded, device)).toEqual({
      fits: false,
      reasons: [issues[0]!.message],
      ruleIds: ['muzzle-thread'],
    });
  });

  it('replaces the part in the same sub-part and ignores the build’s other issues', () => {
    const broken = build(
      set('Trigger', { triggerPin: '.169' }),
      set('Barrel', { muzzleThread: '5/8x24' }),
    );
    const fitting = compatPart('Muzzle Device', 'Surefire 5/8x24', {
      muzzleThread: '5/8x24',
      boreDiameter: 0.308,
    });
    expect(wouldConflict(broken, fitting)).toEqual([]);
    expect(fitsBuild(broken, fitting).fits).toBe(true);
  });

  it('counts a pinned-and-welded candidate device in the legal length', () => {
    const short = build(
      set('Barrel', { barrelLengthIn: 14.5 }),
      set('Handguard', { handguardLengthIn: 13 }),
      without('Muzzle Device'),
    );
    const pinned = compatPart('Muzzle Device', 'Pinned A2', {
      muzzleThread: '1/2x28',
      boreDiameter: 0.224,
      pinnedAndWelded: true,
      deviceLengthIn: 0.5,
    });
    expect(wouldConflict(short, pinned).map((i) => i.ruleId)).toEqual(['short-barrel-with-stock']);
    expect(
      wouldConflict(short, { ...pinned, specs: { ...pinned.specs, deviceLengthIn: 1.5 } }),
    ).toEqual([]);
  });

  it('fits when only warnings or infos come with the candidate', () => {
    const longHandguard = compatPart('Handguard', 'Long 16" rail', {
      platform: 'AR-15',
      handguardType: 'free-float',
      handguardLengthIn: 16,
    });
    const result = fitsBuild(carbineBuild(), longHandguard);
    expect(result.fits).toBe(true);
    expect(wouldConflict(carbineBuild(), longHandguard).map((i) => i.severity)).toEqual([
      'warning',
    ]);
  });
});

describe('fitChecker', () => {
  // Every distinct part of the reference builds, tried against every reference build: the fast
  // check must answer exactly what fitsBuild answers, fits and misfits alike.
  const candidates = [
    ...new Map(
      REFERENCE_BUILDS.flatMap((b) => b.parts).map((p) => [
        JSON.stringify([p.subPart, p.group, p.specs]),
        { ...p, id: 'candidate' },
      ]),
    ).values(),
  ];

  it('agrees with fitsBuild on every reference build and candidate', () => {
    let fits = 0;
    let misfits = 0;
    const disagreements: string[] = [];
    for (const build of REFERENCE_BUILDS) {
      const check = fitChecker(build.parts);
      for (const candidate of candidates) {
        const expected = fitsBuild(build.parts, candidate).fits;
        if (check(candidate) !== expected)
          disagreements.push(`${build.id} + ${candidate.name}: fitsBuild says ${expected}`);
        if (expected) fits += 1;
        else misfits += 1;
      }
    }
    expect(disagreements).toEqual([]);
    expect(fits).toBeGreaterThan(1000);
    expect(misfits).toBeGreaterThan(1000);
  });
});

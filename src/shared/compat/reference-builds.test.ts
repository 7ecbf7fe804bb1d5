import { describe, expect, it } from 'vitest';
import { evaluateBuild } from './evaluate.ts';
import type { CompatIssue } from './report.ts';
import { REFERENCE_BUILDS, type ReferenceBuild } from './reference-builds.ts';

// Scores the engine against the independent reference builds: a build is right when the engine's
// verdict matches the reference verdict and every rule the reference names is among the engine's
// errors and warnings. Infos ("could not check", "part missing") never count as a verdict.

type Verdict = ReferenceBuild['verdict'];

interface Scored {
  build: ReferenceBuild;
  verdict: Verdict;
  /** Rule ids of the engine's error and warning conflicts. */
  ruleIds: string[];
  issues: CompatIssue[];
  right: boolean;
}

function score(build: ReferenceBuild): Scored {
  const { issues } = evaluateBuild(build.parts);
  const conflicts = issues.filter((i) => i.kind === 'conflict' && i.severity !== 'info');
  const verdict: Verdict = conflicts.some((i) => i.severity === 'error')
    ? 'error'
    : conflicts.some((i) => i.severity === 'warning')
      ? 'warning'
      : 'sound';
  const ruleIds = [...new Set(conflicts.map((i) => i.ruleId))];
  const right = verdict === build.verdict && build.because.every((id) => ruleIds.includes(id));
  return { build, verdict, ruleIds, issues, right };
}

function describeWrong(s: Scored): string {
  const { build } = s;
  const expected = `${build.verdict}${build.because.length ? ` (${build.because.join(', ')})` : ''}`;
  const lines = s.issues.map((i) => `    ${i.severity} ${i.kind} ${i.ruleId}: ${i.message}`);
  return [
    `  ${build.id}: ${build.title}`,
    `    expected ${expected}; engine says ${s.verdict}` +
      (s.ruleIds.length ? ` (${s.ruleIds.join(', ')})` : ''),
    ...(lines.length ? lines : ['    (no issues)']),
  ].join('\n');
}

const scored = REFERENCE_BUILDS.map(score);
const wrong = scored.filter((s) => !s.right);
const rightCount = scored.length - wrong.length;
const ratio = rightCount / scored.length;

describe('reference builds', () => {
  it('has at least 100 builds with unique kebab-case ids', () => {
    expect(REFERENCE_BUILDS.length).toBeGreaterThanOrEqual(100);
    const ids = REFERENCE_BUILDS.map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id))).toEqual([]);
  });

  it('names a cause for every error and warning build, and none for a sound one', () => {
    const bad = REFERENCE_BUILDS.filter((b) =>
      b.verdict === 'sound' ? b.because.length > 0 : b.because.length === 0,
    ).map((b) => b.id);
    expect(bad).toEqual([]);
    expect(REFERENCE_BUILDS.filter((b) => b.source.trim() === '').map((b) => b.id)).toEqual([]);
  });

  it('holds one product per sub-part in every build', () => {
    const bad = REFERENCE_BUILDS.filter((b) => {
      const subParts = b.parts.map((p) => p.subPart);
      return new Set(subParts).size !== subParts.length;
    }).map((b) => b.id);
    expect(bad).toEqual([]);
  });

  it('scores at least 0.97', () => {
    const byVerdict = (v: Verdict) => REFERENCE_BUILDS.filter((b) => b.verdict === v).length;
    console.info(
      `Reference builds: ${rightCount}/${scored.length} right (score ${ratio.toFixed(3)}); ` +
        `${byVerdict('sound')} sound, ${byVerdict('error')} error, ${byVerdict('warning')} warning.` +
        (wrong.length ? `\nWrong:\n${wrong.map(describeWrong).join('\n')}` : ''),
    );
    expect(ratio).toBeGreaterThanOrEqual(0.97);
  });

  it('gives no error on a sound or warning build', () => {
    const falseErrors = scored
      .filter((s) => s.build.verdict !== 'error' && s.verdict === 'error')
      .map((s) => s.build.id);
    expect(falseErrors).toEqual([]);
  });
});

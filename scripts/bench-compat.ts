// npm run bench:compat — how long the compatibility engine (ADR 059) takes to evaluate a
// full 40-part build. Not a test: it prints the median and p99 of single evaluations and fails
// (exit 1) when the median reaches 1 ms. Also times the product list's per-candidate check
// (candidateFits on a decoded build summary), which the server runs once per variant.
//
// Options: --runs=N (default 10,000).
import {
  candidateFits,
  encodeBuildSpecs,
  evaluateBuild,
  relevantBuildSpecs,
} from '../src/shared/compat/index.ts';
import { decodeBuildSpecs } from '../src/shared/compat/schemas.ts';
import { compatPart, fortyPartBuild } from '../src/shared/compat/test-builds.ts';

const LIMIT_MS = 1;

function option(name: string, fallback: number): number {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.split('=')[1]) : fallback;
  if (!Number.isFinite(value) || value < 1) throw new Error(`--${name} must be a number ≥ 1`);
  return value;
}

const RUNS = option('runs', 10_000);

/** Per-call times in ms of `fn`, after a warm-up of a tenth of the runs. */
function time(fn: () => unknown): number[] {
  for (let i = 0; i < Math.ceil(RUNS / 10); i += 1) fn();
  const out: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const start = process.hrtime.bigint();
    fn();
    out.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return out.sort((a, b) => a - b);
}

const at = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const fmt = (ms: number): string => `${(ms * 1000).toFixed(1)} µs`;

const build = fortyPartBuild();
const summary = decodeBuildSpecs(encodeBuildSpecs(relevantBuildSpecs(build)))!;
const candidate = compatPart('Muzzle Device', 'Bench 5/8x24 brake', {
  muzzleThread: '5/8x24',
  boreDiameter: 0.308,
});

const evaluate = time(() => evaluateBuild(build));
const fits = time(() => candidateFits(summary, candidate));

console.log(`compat bench: ${build.length}-part build, ${RUNS} runs each`);
console.log(`  evaluateBuild   median ${fmt(at(evaluate, 0.5))}  p99 ${fmt(at(evaluate, 0.99))}`);
console.log(`  candidateFits   median ${fmt(at(fits, 0.5))}  p99 ${fmt(at(fits, 0.99))}`);

if (at(evaluate, 0.5) >= LIMIT_MS) {
  console.error(`FAIL: evaluateBuild median ≥ ${LIMIT_MS} ms`);
  process.exit(1);
}

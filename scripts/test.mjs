// npm test — every check, in the least wall time a 2-core machine allows.
//
// 1. The build, alone: the browser tests need it.
// 2. Then everything else side by side: the static checks (tsc, ESLint, Prettier), the unit and
//    API tests, and the browser tests. The browser tests are the long pole (one file at a time:
//    one server and one Chromium); the rest fits beside them. They are two Vitest runs because one
//    Vitest run cannot do that: it runs projects with different worker counts one after the
//    other. The browser tests' output streams live; every other step's output is printed whole
//    when it ends, so nothing interleaves.
//
// Any failure fails the run (exit 1); every step still finishes, so one run shows every failure.
// With VITEST_JSON_REPORT set (CI), the two Vitest JSON reports are merged into that one file.
import { spawn } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';

const jsonReport = process.env.VITEST_JSON_REPORT;
const started = Date.now();
const timings = [];

/** Runs a command; with `live` its output streams, else it is kept and printed when it ends. */
function run(name, command, args, { live = false, env = {} } = {}) {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: { ...process.env, ...env },
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    if (!live) {
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
    }
    child.on('close', (code, signal) => {
      const seconds = (Date.now() - t0) / 1000;
      const ok = code === 0;
      timings.push(`${name}: ${seconds.toFixed(1)} s${ok ? '' : ' (FAILED)'}`);
      if (!live) {
        process.stdout.write(`\n── ${name} (${seconds.toFixed(1)} s) ──\n`);
        process.stdout.write(Buffer.concat(chunks));
      }
      if (!ok) console.error(`\n${name} failed (${signal ?? `exit ${code}`})`);
      resolve(ok);
    });
  });
}

const npx = (name, args, options) => run(name, 'npx', ['--no-install', ...args], options);
const npmRun = (name, script) => run(name, 'npm', ['run', '--silent', script]);

function reportFile(name) {
  return jsonReport ? `${jsonReport}.${name}.json` : undefined;
}

async function mergeReports(parts) {
  const reports = [];
  for (const file of parts) {
    try {
      reports.push(JSON.parse(await readFile(file, 'utf8')));
      await rm(file, { force: true });
    } catch {
      // a run that died before writing its report: its failure is already counted
    }
  }
  if (!reports.length) return;
  const sum = (key) => reports.reduce((n, r) => n + (r[key] ?? 0), 0);
  const merged = {
    ...reports[0],
    numTotalTestSuites: sum('numTotalTestSuites'),
    numPassedTestSuites: sum('numPassedTestSuites'),
    numFailedTestSuites: sum('numFailedTestSuites'),
    numPendingTestSuites: sum('numPendingTestSuites'),
    numTotalTests: sum('numTotalTests'),
    numPassedTests: sum('numPassedTests'),
    numFailedTests: sum('numFailedTests'),
    numPendingTests: sum('numPendingTests'),
    numTodoTests: sum('numTodoTests'),
    startTime: Math.min(...reports.map((r) => r.startTime)),
    success: reports.every((r) => r.success),
    testResults: reports.flatMap((r) => r.testResults ?? []),
  };
  await writeFile(jsonReport, JSON.stringify(merged));
}

// The build first, alone (a few seconds with both cores): the browser tests need it.
const built = await npmRun('build', 'build');
const unitApiReport = reportFile('unit-api');
const e2eReport = reportFile('e2e');
const results = await Promise.all([
  npx('typecheck', ['tsc', '--noEmit']),
  npx('lint', ['eslint', '.']),
  npx('format', ['prettier', '--check', '.']),
  npx('unit and API tests', ['vitest', 'run', '--project', 'unit', '--project', 'api'], {
    env: unitApiReport ? { VITEST_JSON_REPORT: unitApiReport } : {},
  }),
  built
    ? npx('browser tests', ['vitest', 'run', '--project', 'e2e'], {
        live: true,
        env: e2eReport ? { VITEST_JSON_REPORT: e2eReport } : {},
      })
    : false,
]);
if (jsonReport) await mergeReports([unitApiReport, e2eReport]);
if (!built) console.error('\nThe build failed: the browser tests did not run.');

console.log(`\n${timings.join('\n')}\nnpm test: ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(built && results.every(Boolean) ? 0 : 1);

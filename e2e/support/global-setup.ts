import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

// Vitest globalSetup of the browser tests (ADR 071).
//
// 1. No test of stale code. The browser tests start the built server (dist/server/main.js) and
//    web app (dist/web), so they test whatever dist/ holds. Before any of them runs, the newest
//    change to what the build reads (src/ without its test files, public/, vite.config.ts,
//    scripts/build-server.mjs, package-lock.json, index.html if there is one) is compared with the
//    build's stamp (the older of dist/server/main.js and dist/web/index.html): when dist/ is
//    missing or older, `npm run build` runs here first, its output shown. `npm test` builds right
//    before vitest, so there the check finds dist/ fresh and costs a few milliseconds.
// 2. One seeded database for all. Every site used to start on an empty data directory, then
//    create, migrate and seed the demo data (seconds each). The built server does that once here;
//    its closed database directory is copied for each site (`useSite`), whose start then finds
//    the demo data already there. Tests of a truly empty directory ask startServer() for one.

declare module 'vitest' {
  export interface ProvidedContext {
    /** A cleanly closed, migrated and seeded embedded database directory to copy. */
    e2eSeededDb: string;
  }
}

const BUILD_INPUTS = [
  'src',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/build-server.mjs',
  'package-lock.json',
];
const BUILD_OUTPUTS = ['dist/server/main.js', 'dist/web/index.html'];
const TEST_FILE = /\.test\.tsx?$/;

/** The newest modification time under `entry` (a file or a folder), test files aside; 0 if none. */
function newestChange(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return TEST_FILE.test(entry) ? 0 : stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file shows as a newer folder
  for (const name of readdirSync(entry))
    newest = Math.max(newest, newestChange(path.join(entry, name)));
  return newest;
}

/** Why dist/ must be built again, or undefined when it is newer than every input. */
export function staleBuildReason(): string | undefined {
  const missing = BUILD_OUTPUTS.filter((f) => !existsSync(f));
  if (missing.length) return `${missing.join(' and ')} missing`;
  const stamp = Math.min(...BUILD_OUTPUTS.map((f) => statSync(f).mtimeMs));
  const changed = BUILD_INPUTS.filter((input) => newestChange(input) > stamp);
  return changed.length ? `${changed.join(', ')} changed since the last build` : undefined;
}

function ensureFreshBuild(): void {
  const reason = staleBuildReason();
  if (!reason) return;
  console.log(`browser tests: building the site first (${reason})`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build: the
  // browser tests must test the build `npm start` serves.
  const build = spawnSync(npm, ['run', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`npm run build failed (exit code ${build.status})`);
}

async function seededDatabase(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bw-e2e-seeded-'));
  // Creating, migrating and seeding take a few seconds, more on a busy machine.
  const server = await startServer({}, { dataDir, healthTimeoutMs: 180_000 });
  const code = await server.stop();
  if (code !== 0) throw new Error(`the seeding server exited with code ${code}`);
  return { dir: path.join(dataDir, 'db'), remove: () => server.cleanup() };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureFreshBuild();
  const started = performance.now();
  const seeded = await seededDatabase();
  project.provide('e2eSeededDb', seeded.dir);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`browser tests: seeded database ready (${seconds} s)`);
  return seeded.remove;
}

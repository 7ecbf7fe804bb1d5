import { defineConfig } from 'vitest/config';

// Tool configs may read process.env. CI asks for a JSON report to print the
// closing 'N passed, N failed' line.
const jsonReport = process.env.VITEST_JSON_REPORT;

// Two workers even on a 2-core machine: the unit and API tests mostly wait on a database.

export default defineConfig({
  test: {
    reporters: jsonReport ? ['default', ['json', { outputFile: jsonReport }]] : ['default'],
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.ts'],
          exclude: ['src/**/*.api.test.ts', 'node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          // scripts/lib: the tests of several server copies behind nginx (built server processes).
          include: ['src/**/*.api.test.ts', 'scripts/**/*.api.test.ts'],
          environment: 'node',
          // Migrated template databases, made once per run (ADR 071).
          globalSetup: ['tests/global-setup/test-databases.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          // Rebuilds a dist/ older than its sources, then seeds one database to copy (ADR 071).
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits for what a page shows; its default second is too short on a busy
          // 2-core machine (a page that clamps to its last page missed it in CI).
          expect: { poll: { timeout: 15_000, interval: 100 } },
          // 2 cores: one browser and one server at a time keeps timings steady. `npm test` runs
          // this project beside the unit and API tests (scripts/test.mjs). One worker kept for
          // every file (no isolation) saves starting a worker and loading Playwright per file;
          // each file still starts its own server and browser.
          fileParallelism: false,
          isolate: false,
        },
      },
    ],
  },
});

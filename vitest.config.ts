import { defineConfig } from 'vitest/config';

// Tool configs may read process.env. CI asks for a JSON report to print the
// closing 'N passed, N failed' line.
const jsonReport = process.env.VITEST_JSON_REPORT;

// On a 2-core machine Vitest runs one test file at a time. Two workers for the unit and API
// projects measured no faster on a busy 2-core machine (ADR 071), so the default stays.

export default defineConfig({
  test: {
    reporters: jsonReport ? ['default', ['json', { outputFile: jsonReport }]] : ['default'],
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
          include: ['src/**/*.api.test.ts'],
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
          // 2 cores: one browser and one server at a time keeps timings steady.
          fileParallelism: false,
        },
      },
    ],
  },
});

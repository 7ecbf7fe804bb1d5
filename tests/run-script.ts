import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Runs one of scripts/*.ts as `npm run` would (node --import tsx), for tests of command-line
// tools. The child gets this process's environment without DATABASE_URL / DATA_DIR, plus `env`.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ScriptResult {
  code: number;
  stdout: string;
  stderr: string;
}

export function runScript(
  script: string,
  args: readonly string[],
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ScriptResult> {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  delete base.DATA_DIR;
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'scripts', script), ...args],
      { cwd: repoRoot, env: { ...base, ...env }, timeout: timeoutMs },
      (err, stdout, stderr) => {
        const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

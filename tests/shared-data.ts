import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The real public data sets of ../shared/data (its README): beside the repository, in a developer's
// checkout and in CI's fresh clone alike. A test that needs one fails when it is missing, never
// skips (decision D29).

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The absolute path of a file under ../shared/data, e.g. 'ammo-titles/ammunitions.json'. */
export function sharedDataPath(file: string): string {
  return path.resolve(repoRoot, '../shared/data', file);
}

/** The text of a shared data file; throws, naming the path, when it is not there. */
export function readSharedData(file: string): string {
  const full = sharedDataPath(file);
  if (!existsSync(full))
    throw new Error(`${full} is missing: the shared data sets must sit beside the repository`);
  return readFileSync(full, 'utf8');
}

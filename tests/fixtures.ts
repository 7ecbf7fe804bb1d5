import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Data files that tests read, kept in tests/fixtures/ inside the repository. The real public data
// sets (ammo-titles/, calibers/) are vendored there with their source and licence beside them. A
// test that needs one fails when it is missing, never skips.

const fixturesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/** The absolute path of a file under tests/fixtures, e.g. 'ammo-titles/ammunitions.json'. */
export function fixturePath(file: string): string {
  return path.join(fixturesDir, file);
}

/** The text of a fixture file; throws, naming the path, when it is not there. */
export function readFixture(file: string): string {
  const full = fixturePath(file);
  if (!existsSync(full)) throw new Error(`${full} is missing: tests/fixtures holds the test data`);
  return readFileSync(full, 'utf8');
}

// npm run docs:compat — writes docs/compatibility.md from the rules as data
// (src/shared/compat/rules.ts). src/shared/compat/docs.test.ts fails when the file is
// stale, so run this after changing a rule. --check: only report whether it is up to date.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { renderCompatDocs } from '../src/shared/compat/docs.ts';

export const COMPAT_DOCS_PATH = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../docs/compatibility.md',
);

/**
 * The expected text of docs/compatibility.md: the generated table as Prettier leaves it (with the
 * project's options), so `npm run format` never makes the file stale.
 */
export async function formatCompatDocs(filePath = COMPAT_DOCS_PATH): Promise<string> {
  const options = (await resolveConfig(filePath)) ?? {};
  return format(renderCompatDocs(), { ...options, filepath: filePath });
}

async function main(): Promise<void> {
  const text = await formatCompatDocs();
  const shown = path.relative(process.cwd(), COMPAT_DOCS_PATH);
  if (process.argv.includes('--check')) {
    const current = await readFile(COMPAT_DOCS_PATH, 'utf8').catch(() => '');
    if (current !== text) {
      console.error(`${shown} is stale: run npm run docs:compat`);
      process.exit(1);
    }
    console.log(`${shown} is up to date`);
  } else {
    await writeFile(COMPAT_DOCS_PATH, text);
    console.log(`wrote ${shown}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();

// npm run ammo:import -- FILE [--format json|csv] — imports ammunition listings (README
// "Ammunition" lists the columns) into DATABASE_URL's database or the embedded one, as
// db-seed does. Prints rows imported / updated / rejected with reasons; a progress bar on a
// terminal. Exit code 1 when the file cannot be read or the database cannot be opened, 0
// otherwise (rejected rows are reported, not fatal). With the embedded database, run it while
// the server is stopped.
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase, targetFromConfig } from '../src/server/db/client.ts';
import { DatabaseInUseError } from '../src/server/db/data-dir-lock.ts';
import { formatImportReport, importAmmoListings } from '../src/server/modules/ammo/import.ts';
import { readListingsFile, type ListingFormat } from '../src/server/modules/ammo/listing-file.ts';

const usage = 'Usage: npm run ammo:import -- FILE.json|FILE.csv [--format json|csv]';

let file: string | undefined;
let format: ListingFormat | undefined;
try {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { format: { type: 'string' } },
  });
  file = positionals[0];
  if (values.format !== undefined && values.format !== 'json' && values.format !== 'csv')
    throw new Error(`--format must be json or csv, not ${values.format}`);
  format = values.format;
} catch (err) {
  console.error(`${(err as Error).message}\n${usage}`);
  process.exit(1);
}
if (!file) {
  console.error(usage);
  process.exit(1);
}

let records;
try {
  records = await readListingsFile(file, format);
} catch (err) {
  console.error(`Cannot read ${file}: ${(err as Error).message}`);
  process.exit(1);
}

let database;
try {
  database = await openDatabase(targetFromConfig(loadConfig(process.env)));
} catch (err) {
  console.error(err instanceof DatabaseInUseError ? err.message : err);
  process.exit(1);
}
const bar = process.stdout.isTTY
  ? new cliProgress.SingleBar(
      { format: 'ammo import [{bar}] {value}/{total} rows', hideCursor: true },
      cliProgress.Presets.shades_classic,
    )
  : undefined;
try {
  await database.migrate();
  bar?.start(records.length, 0);
  const started = performance.now();
  const report = await importAmmoListings(database.db, records, {
    onProgress: (done) => bar?.update(done),
  });
  bar?.stop();
  console.log(formatImportReport(report));
  console.log(
    `Done in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.driver}).`,
  );
} catch (err) {
  bar?.stop();
  console.error(`Import failed, nothing was written: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}

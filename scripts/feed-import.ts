// npm run feed:import -- --merchant <slug> [--name "<Merchant name>"]
//   [--format auto|google-tsv|google-xml|csv|json] [--mapping FILE] [--full] [--report json]
//   <FILE or http(s) URL>
//
// Imports a merchant's product feed (parts and ammunition) into DATABASE_URL's database or the
// embedded one. Prints what it did and every refused row grouped by reason (or, with
// `--report json`, the report as JSON on stdout); a progress bar on a terminal. Exit status 0 when
// something in the feed could be used, 1 when nothing could or the file cannot be read, 2 for a
// wrong command line. Without --merchant, each row must name its merchant (older ammunition
// files). With the embedded database, run it while the server is stopped.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase, targetFromConfig } from '../src/server/db/client.ts';
import { DatabaseInUseError } from '../src/server/db/data-dir-lock.ts';
import { setOfferStaleMs } from '../src/server/lib/store-sql.ts';
import { queueImages } from '../src/server/modules/media/service.ts';
import { importFeed, MerchantError } from '../src/server/modules/feeds/import.ts';
import { readMappingFile, type FeedMapping } from '../src/server/modules/feeds/read/mapping.ts';
import { openFeed } from '../src/server/modules/feeds/read/open.ts';
import { FEED_FORMATS, type FeedFormat } from '../src/server/modules/feeds/read/types.ts';
import { formatFeedReport, type FeedReport } from '../src/server/modules/feeds/report.ts';
import { runFeed, sourceLabel } from '../src/server/modules/feeds/run-feed.ts';

const usage = `Usage: npm run feed:import -- --merchant <slug> [--name "<Merchant name>"]
  [--format auto|${FEED_FORMATS.join('|')}] [--mapping FILE] [--full] [--report json] <FILE or URL>`;

function fail(message: string, code = 2): never {
  console.error(`${message}\n${usage}`);
  process.exit(code);
}

let values;
let positionals;
try {
  ({ values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      merchant: { type: 'string' },
      name: { type: 'string' },
      format: { type: 'string', default: 'auto' },
      mapping: { type: 'string' },
      full: { type: 'boolean', default: false },
      report: { type: 'string' },
    },
  }));
} catch (err) {
  fail((err as Error).message);
}
const source = positionals[0];
if (!source || positionals.length > 1) fail('Name one feed file or URL.');
const format = values.format as FeedFormat | 'auto';
if (format !== 'auto' && !FEED_FORMATS.includes(format))
  fail(`--format must be auto or one of ${FEED_FORMATS.join(', ')}, not ${values.format}`);
if (values.report !== undefined && values.report !== 'json')
  fail(`--report takes json, not ${values.report}`);
if (values.merchant !== undefined && !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(values.merchant))
  fail('--merchant is a slug: lower-case letters and digits, words joined by "-"');
if (values.name !== undefined && (values.name.trim() === '' || values.name.length > 100))
  fail('--name is 1 to 100 characters');
if (values.full && !values.merchant) fail('--full needs --merchant');
const asJson = values.report === 'json';

let mapping: FeedMapping | undefined;
if (values.mapping) {
  try {
    mapping = await readMappingFile(values.mapping);
  } catch (err) {
    fail(`Cannot use the mapping ${values.mapping}: ${(err as Error).message}`, 1);
  }
}

const config = loadConfig(process.env);
setOfferStaleMs(config.feeds.staleMs);
let database;
try {
  database = await openDatabase(targetFromConfig(config));
} catch (err) {
  console.error(err instanceof DatabaseInUseError ? err.message : err);
  process.exit(1);
}

const isUrl = /^https?:\/\//i.test(source);
const fileSize = isUrl
  ? undefined
  : await stat(source).then(
      (s) => s.size,
      () => undefined,
    );
const bar =
  process.stderr.isTTY && !asJson
    ? new cliProgress.SingleBar(
        {
          format: fileSize
            ? 'feed import [{bar}] {percentage}% | {rows} rows'
            : 'feed import {rows} rows',
          hideCursor: true,
          stream: process.stderr,
        },
        cliProgress.Presets.shades_classic,
      )
    : undefined;

let report: FeedReport | undefined;
let error: string | undefined;
try {
  await database.migrate();
  bar?.start(fileSize ?? 1, 0, { rows: 0 });
  let bytes = 0;
  const onProgress = (rows: number) => bar?.update(fileSize ? bytes : 0, { rows });
  const onImages = (db: typeof database.db, urls: string[]) =>
    config.feeds.images ? queueImages(db, urls) : Promise.resolve(0);
  if (values.merchant) {
    const result = await runFeed(database.db, {
      merchant: { id: values.merchant, ...(values.name && { name: values.name.trim() }) },
      source: isUrl ? source : path.resolve(source),
      format,
      ...(mapping && { mapping }),
      full: values.full,
      trigger: 'cli',
      fetch: {
        allowPrivate: config.feeds.allowPrivate,
        timeoutMs: config.feeds.fetchTimeoutMs,
        maxBytes: config.feeds.maxBytes,
      },
      onProgress,
      onImages,
      ...(fileSize && {
        openFile: () =>
          createReadStream(source).pipe(
            new Transform({
              transform(chunk: Buffer, _enc, done) {
                bytes += chunk.length;
                done(null, chunk);
              },
            }),
          ),
      }),
    });
    if (result.status === 'busy')
      error = `The feed of ${values.merchant} is being imported by another process; try again later.`;
    else {
      report = result.report;
      error = result.error;
    }
  } else {
    const reader = await openFeed({ path: source }, { format, ...(mapping && { mapping }) });
    report = await importFeed(database.db, reader, {
      source: sourceLabel(source),
      onProgress,
      onImages,
    });
    error = report.error;
  }
} catch (err) {
  error =
    err instanceof MerchantError
      ? err.message
      : `Cannot import ${source}: ${(err as Error).message}`;
} finally {
  bar?.stop();
  await database.close();
}

if (asJson) console.log(JSON.stringify(report ?? { error }, null, 2));
else if (report) console.log(formatFeedReport(report));
if (error && (!report || !asJson)) console.error(error);
process.exitCode = report?.usable && !report.error ? 0 : 1;

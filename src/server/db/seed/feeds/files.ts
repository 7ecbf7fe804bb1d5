import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { googleTsv, googleXml, RETAILER_CSV_MAPPING, retailerCsv } from './formats.ts';
import {
  DEMO_FEED_MERCHANTS,
  demoFeedRows,
  type DemoFeedFormat,
  type DemoFeedMerchant,
} from './rows.ts';

// The demo merchants' feed files (ADR 084): one per merchant, in its format, with the mapping
// file a retailer's CSV needs. The seed writes them to a temporary directory and imports them;
// a test or the benchmark writes them wherever it likes.

export interface DemoFeedFile {
  merchant: DemoFeedMerchant;
  format: DemoFeedFormat;
  /** The file's name: the merchant's id and the format's extension. */
  name: string;
  text: string;
  /** A CSV's column mapping file: its name and JSON text. */
  mapping?: { name: string; text: string };
}

const EXTENSION: Record<DemoFeedFormat, string> = {
  'google-tsv': 'tsv',
  'google-xml': 'xml',
  csv: 'csv',
};

/** The feed files of the demo merchants (all of them, or those named), in a fixed order. */
export function demoFeedFiles(merchantIds?: readonly string[]): DemoFeedFile[] {
  const rows = demoFeedRows();
  return DEMO_FEED_MERCHANTS.filter((m) => !merchantIds || merchantIds.includes(m.id)).map((m) => {
    const list = rows.get(m.id) ?? [];
    const name = `${m.id}.${EXTENSION[m.format]}`;
    switch (m.format) {
      case 'google-tsv':
        return { merchant: m, format: m.format, name, text: googleTsv(list) };
      case 'google-xml':
        return { merchant: m, format: m.format, name, text: googleXml(m, list) };
      case 'csv':
        return {
          merchant: m,
          format: m.format,
          name,
          text: retailerCsv(list),
          mapping: {
            name: `${m.id}.mapping.json`,
            text: `${JSON.stringify(RETAILER_CSV_MAPPING, null, 2)}\n`,
          },
        };
    }
  });
}

export interface WrittenDemoFeed {
  merchant: DemoFeedMerchant;
  format: DemoFeedFormat;
  path: string;
  mappingPath?: string;
}

/** Writes the demo feed files (and mapping files) into `dir`, which must exist. */
export async function writeDemoFeeds(
  dir: string,
  merchantIds?: readonly string[],
): Promise<WrittenDemoFeed[]> {
  const written: WrittenDemoFeed[] = [];
  for (const file of demoFeedFiles(merchantIds)) {
    const feedPath = path.join(dir, file.name);
    await writeFile(feedPath, file.text, 'utf8');
    const entry: WrittenDemoFeed = { merchant: file.merchant, format: file.format, path: feedPath };
    if (file.mapping) {
      entry.mappingPath = path.join(dir, file.mapping.name);
      await writeFile(entry.mappingPath, file.mapping.text, 'utf8');
    }
    written.push(entry);
  }
  return written;
}

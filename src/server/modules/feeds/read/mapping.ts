import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { FeedReadError } from './errors.ts';
import { FEED_ATTRIBUTES, type FeedAttribute } from './types.ts';

// A merchant's column mapping (`--mapping FILE`, JSON): which of their columns fills which
// attribute, for a feed whose names the synonyms do not cover. Mapped columns win over the
// synonyms; a list gives alternatives, the first one a row fills wins. Constants fill an
// attribute on every row that has no value for it (`"condition": "new"`).

const attribute = z.enum(FEED_ATTRIBUTES);
const columnName = z.string().trim().min(1, 'a column name cannot be empty');

const mappingSchema = z.strictObject({
  format: z.enum(['csv', 'json']).optional(),
  /** The CSV delimiter: one character, or `tab`, `comma`, `semicolon`, `pipe`. */
  delimiter: z
    .string()
    .transform((value) => DELIMITER_NAMES[value.toLowerCase()] ?? value)
    .pipe(z.string().length(1, 'the delimiter is one character (or tab, comma, semicolon, pipe)'))
    .optional(),
  /** JSON: the dot path to the array of records (`products`, `data.items`). */
  recordsPath: z.string().trim().min(1).optional(),
  columns: z.partialRecord(
    attribute,
    z.union([columnName, z.array(columnName).min(1, 'give at least one column name')]),
  ),
  constants: z.partialRecord(attribute, z.string()).optional(),
});

const DELIMITER_NAMES: Record<string, string> = {
  tab: '\t',
  '\\t': '\t',
  comma: ',',
  semicolon: ';',
  pipe: '|',
};

/** A merchant's column mapping, as validated. */
export type FeedMapping = z.output<typeof mappingSchema>;

/** A mapping's columns: each attribute with its column names, best first. */
export function mappedColumns(mapping: FeedMapping | undefined): [FeedAttribute, string[]][] {
  return (Object.entries(mapping?.columns ?? {}) as [FeedAttribute, string | string[]][]).map(
    ([attr, names]) => [attr, typeof names === 'string' ? [names] : names],
  );
}

/** Where in the file an issue is, as a reader would write it: `columns.prise`. */
function issuePath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/**
 * Checks a mapping; a bad one throws a FeedReadError naming each bad key and why, e.g.
 * `columns.prise: not an attribute (id, title, …)`.
 */
export function parseMapping(json: unknown): FeedMapping {
  const result = mappingSchema.safeParse(json);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys')
      return issue.keys
        .map((key) => {
          const at = issuePath([...issue.path, key]);
          // under columns or constants, a key is an attribute
          return issue.path.length
            ? `${at}: not an attribute (${FEED_ATTRIBUTES.join(', ')})`
            : `${at}: not a mapping key (format, delimiter, recordsPath, columns, constants)`;
        })
        .join('; ');
    if (issue.code === 'invalid_key')
      return `${issuePath(issue.path)}: not an attribute (${FEED_ATTRIBUTES.join(', ')})`;
    const at = issuePath(issue.path) || 'the mapping';
    if (issue.code === 'invalid_type' && issue.path.length === 0)
      return 'the mapping is a JSON object: { "columns": { "<attribute>": "<column>" } }';
    if (issue.code === 'invalid_union') return `${at}: a column name, or a list of column names`;
    return `${at}: ${issue.message}`;
  });
  throw new FeedReadError(`bad mapping: ${problems.join('; ')}`);
}

/** Reads and checks a mapping file. */
export async function readMappingFile(path: string): Promise<FeedMapping> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new FeedReadError(
      `cannot read the mapping file ${path}: ${(error as Error).message}`,
      {},
      {
        cause: error,
      },
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new FeedReadError(
      `${path} is not JSON: ${(error as Error).message}`,
      {},
      { cause: error },
    );
  }
  try {
    return parseMapping(json);
  } catch (error) {
    if (error instanceof FeedReadError)
      throw new FeedReadError(`${path}: ${error.message}`, {}, { cause: error });
    throw error;
  }
}

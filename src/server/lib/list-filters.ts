import { sql, type Column, type SQL } from 'drizzle-orm';

// The filters and sort keys a listing definition (list-query.ts) is written with: each filter is a
// condition with a named parameter and the value it takes from the parsed query.

/** A named parameter of a list statement. */
export const param = (name: string) => sql.placeholder(name);

/** One filter of a list: its condition (with `param(name)` for the value) and that value. */
export interface ListFilter<Q> {
  /** The parameter's name; the names of the filters present make the statement's shape key. */
  name: string;
  condition: SQL;
  /** The value from the parsed query; undefined, '' and [] leave the filter out. */
  value: (query: Q) => unknown;
}

/** The column is one of a list of texts. */
export function oneOf<Q>(
  name: string,
  column: Column,
  value: (query: Q) => readonly string[] | undefined,
): ListFilter<Q> {
  return { name, condition: sql`${column} = any(${param(name)}::text[])`, value };
}

/** The column, lower-cased, is one of a list of texts (matched ignoring case). */
export function oneOfIgnoringCase<Q>(
  name: string,
  column: Column,
  value: (query: Q) => readonly string[] | undefined,
): ListFilter<Q> {
  return {
    name,
    condition: sql`lower(${column}) = any(${param(name)}::text[])`,
    value: (query) => value(query)?.map((v) => v.toLowerCase()),
  };
}

/** The column (a text array) shares at least one value with a list of texts. */
export function overlaps<Q>(
  name: string,
  column: Column,
  value: (query: Q) => readonly string[] | undefined,
): ListFilter<Q> {
  return { name, condition: sql`${column} && ${param(name)}::text[]`, value };
}

/** The column equals a value of the given SQL type. */
export function equalTo<Q>(
  name: string,
  column: Column,
  type: 'text' | 'boolean',
  value: (query: Q) => string | boolean | undefined,
): ListFilter<Q> {
  return { name, condition: sql`${column} = ${param(name)}::${sql.raw(type)}`, value };
}

/** The column (a number) is at least, or at most, a value. */
export function bound<Q>(
  name: string,
  column: Column,
  side: 'min' | 'max',
  value: (query: Q) => number | undefined,
): ListFilter<Q> {
  const op = sql.raw(side === 'min' ? '>=' : '<=');
  return { name, condition: sql`${column} ${op} ${param(name)}::numeric`, value };
}

/** Sort keys: a nullable column with its empty values last either way. */
export const ascNullsLast = (column: Column): SQL => sql`${column} asc nulls last`;
export const descNullsLast = (column: Column): SQL => sql`${column} desc nulls last`;

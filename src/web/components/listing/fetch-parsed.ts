import type { z } from 'zod';
import { apiRequest, type RequestOptions } from '../../lib/api-client.ts';

/**
 * A schema, or a loader of one: a page passes a loader so that the schema (and zod) loads beside
 * the request instead of with the page's code.
 */
export type SchemaSource<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

/**
 * A GET of the API whose answer is checked against the shared schema the server answers with: an
 * answer of the wrong shape fails with `failure` (the page's 'could not be loaded' text), as a
 * failed request does.
 */
export async function fetchParsed<T>(
  path: string,
  schema: SchemaSource<T>,
  failure: string,
  options: Pick<RequestOptions, 'query' | 'signal' | 'authenticated'>,
): Promise<T> {
  const [answer, checker] = await Promise.all([
    apiRequest<unknown>(path, options),
    typeof schema === 'function' ? schema() : schema,
  ]);
  const parsed = checker.safeParse(answer);
  if (!parsed.success) throw new Error(failure);
  return parsed.data;
}

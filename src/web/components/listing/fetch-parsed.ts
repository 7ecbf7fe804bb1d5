import type { z } from 'zod';
import { apiResponse, hasFirstAnswer, type RequestOptions } from '../../lib/api-client.ts';

/**
 * A schema, or a loader of one: a page passes a loader so that the schema (and zod) loads beside
 * the request instead of with the page's code.
 */
export type SchemaSource<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

const load = <T>(schema: SchemaSource<T>) =>
  typeof schema === 'function' ? schema() : Promise.resolve(schema);

/** `answer` checked against the shared schema the server answers with; `failure` when it fails. */
export async function parseAnswer<T>(
  answer: unknown,
  schema: SchemaSource<T>,
  failure: string,
): Promise<T> {
  const parsed = (await load(schema)).safeParse(answer);
  if (!parsed.success) throw new Error(failure);
  return parsed.data;
}

/**
 * A GET of the API whose answer is checked against the shared schema the server answers with: an
 * answer of the wrong shape fails with `failure` (the page's 'could not be loaded' text), as a
 * failed request does. The answer the server put into the page it sent is taken as it is: the
 * same server made it with the same schema, and the page shows it without waiting for zod.
 */
export async function fetchParsed<T>(
  path: string,
  schema: SchemaSource<T>,
  failure: string,
  options: Pick<RequestOptions, 'query' | 'signal' | 'authenticated'>,
): Promise<T> {
  return (await fetchParsedResponse(path, schema, failure, options)).data;
}

/** As fetchParsed, with the response headers too (a list's X-Total-Count). */
export async function fetchParsedResponse<T>(
  path: string,
  schema: SchemaSource<T>,
  failure: string,
  options: Pick<RequestOptions, 'query' | 'signal' | 'authenticated'>,
): Promise<{ data: T; headers: Headers }> {
  if (hasFirstAnswer(path, options.query)) return apiResponse<T>(path, options);
  const [response, checker] = await Promise.all([
    apiResponse<unknown>(path, options),
    load(schema),
  ]);
  return { data: await parseAnswer(response.data, checker, failure), headers: response.headers };
}

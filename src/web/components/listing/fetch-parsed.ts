import type { z } from 'zod';
import { apiRequest, type RequestOptions } from '../../lib/api-client.ts';

/**
 * A GET of the API whose answer is checked against the shared schema the server answers with: an
 * answer of the wrong shape fails with `failure` (the page's 'could not be loaded' text), as a
 * failed request does.
 */
export async function fetchParsed<T>(
  path: string,
  schema: z.ZodType<T>,
  failure: string,
  options: Pick<RequestOptions, 'query' | 'signal' | 'authenticated'>,
): Promise<T> {
  const parsed = schema.safeParse(await apiRequest<unknown>(path, options));
  if (!parsed.success) throw new Error(failure);
  return parsed.data;
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchParsed, type SchemaSource } from './fetch-parsed.ts';
import type { ListApiQuery } from './list-url.ts';

/** A listing's GET: its path, the shared response schema, and the text for a wrong answer. */
export interface ListEndpoint<T> {
  path: string;
  schema: SchemaSource<T>;
  failure: string;
}

export function listEndpoint<T>(path: string, schema: SchemaSource<T>, failure: string) {
  return { path, schema, failure } satisfies ListEndpoint<T>;
}

/**
 * One page of the filtered, sorted items and the total, checked against the shared response
 * schema (`failure` for an answer of the wrong shape). Lists are public, so no token is sent (a
 * stale one must not turn browsing into 'Authentication failed').
 */
export function listPageOptions<T>(endpoint: ListEndpoint<T>, query: ListApiQuery) {
  return queryOptions({
    queryKey: ['list', endpoint.path, query] as const,
    queryFn: ({ signal }) =>
      fetchParsed(endpoint.path, endpoint.schema, endpoint.failure, {
        query,
        signal,
        authenticated: false,
      }),
  });
}

/**
 * A listing page's data. While a new page or filter loads, the previous answer stays on screen
 * (placeholderData), so paging and filtering never flash an empty list. A feature's api/ file
 * names its listing's hook with it.
 */
export function useListPage<T>(endpoint: ListEndpoint<T>, query: ListApiQuery, enabled = true) {
  return useQuery({
    ...listPageOptions(endpoint, query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

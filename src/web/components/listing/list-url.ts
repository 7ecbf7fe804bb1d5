import { MAX_LIST_TEXT, MAX_LIST_VALUES } from '../../../shared/listing/limits.ts';
import * as urlState from '../../../shared/listing/url-state.ts';

// A listing's state lives in the URL query, so a list can be shared and Back works. A listing
// declares its fields once (which parameter, how to read it, how to write it, what the API gets)
// and `defineListQuery` makes the parser, the writer and the API query from them. The fields read
// with the shared URL readers and limits (src/shared/listing), the ones the API's query schemas
// are built on, so reading never throws and a URL the app writes never earns a 400: anything a
// visitor can type is normalised, and unknown values are dropped rather than sent. ADR 068.

/** One field of a listing's state and its URL parameter. */
export interface ListField<V> {
  /** The URL parameters it owns (an alias after the first); it writes the first. */
  readonly params: readonly string[];
  /** The value the URL query stands for. Never throws. */
  readonly read: (params: URLSearchParams) => V;
  /** The values written to the URL: none for the default, so default links stay short. */
  readonly write: (value: V) => string[];
  /** What the list API gets (lists comma-separated); undefined sends nothing. */
  readonly api: (value: V) => string | number | undefined;
}

/** Every listing sorts and pages; every other field is a filter. */
export interface ListStateBase {
  sort: string;
  page: number;
}

export type ListFields<S> = { [K in keyof S]-?: ListField<S[K]> };

export type ListApiQuery = Record<string, string | number | undefined>;

export interface ListQuery<S extends ListStateBase> {
  /** The URL parameters the listing owns; any other parameter is left as it is. */
  readonly params: readonly string[];
  /** No filter, the default sort, page 1. */
  readonly empty: S;
  readonly pageSize: number;
  /** The state a URL query stands for. Never throws: bad values fall back to defaults. */
  readonly parse: (params: URLSearchParams) => S;
  /** The URL query of a state; parameters the listing does not own are kept from `base`. */
  readonly toSearchParams: (state: S, base?: URLSearchParams) => URLSearchParams;
  /** The list API's query for a state, `pageSize` a page. */
  readonly toApi: (state: S) => ListApiQuery;
  /** Whether any filter is set (sort and page are not filters). */
  readonly hasFilters: (state: S) => boolean;
  /** 'Clear all': every filter off, the sort kept, page 1. */
  readonly cleared: (state: S) => S;
  /** A changed filter: every filter change goes back to page 1. */
  readonly withFilters: (state: S, patch: Partial<S>) => S;
  /** How many pages `total` items fill, at least one. */
  readonly pageCount: (total: number) => number;
}

const NOT_FILTERS: ReadonlySet<string> = new Set(['sort', 'page']);

export function defineListQuery<S extends ListStateBase>(config: {
  /** In the order they are written to the URL. */
  fields: ListFields<S>;
  pageSize: number;
  /** A last pass over a parsed state, e.g. a price range typed the wrong way round. */
  normalise?: (state: S) => S;
}): ListQuery<S> {
  const entries = Object.entries(config.fields) as [keyof S & string, ListField<unknown>][];
  const owned = entries.flatMap(([, field]) => field.params);
  const filters = entries.filter(([key]) => !NOT_FILTERS.has(key));

  const parse = (params: URLSearchParams): S => {
    const state = Object.fromEntries(
      entries.map(([key, field]) => [key, field.read(params)]),
    ) as unknown as S;
    return config.normalise ? config.normalise(state) : state;
  };
  const empty = parse(new URLSearchParams());

  return {
    params: owned,
    empty,
    pageSize: config.pageSize,
    parse,
    toSearchParams: (state, base) => {
      const params = new URLSearchParams();
      for (const [key, value] of base ?? []) if (!owned.includes(key)) params.append(key, value);
      for (const [key, field] of entries)
        for (const value of field.write(state[key])) params.append(field.params[0]!, value);
      return params;
    },
    toApi: (state) => {
      const query: ListApiQuery = {};
      for (const [key, field] of entries) query[field.params[0]!] = field.api(state[key]);
      return { ...query, pageSize: config.pageSize };
    },
    hasFilters: (state) => filters.some(([key, field]) => field.write(state[key]).length > 0),
    cleared: (state) => ({ ...empty, sort: state.sort }),
    withFilters: (state, patch) => ({ ...state, ...patch, page: 1 }),
    pageCount: (total) => urlState.pageCount(total, config.pageSize),
  };
}

const joined = (values: readonly string[]) => (values.length ? values.join(',') : undefined);

/**
 * A list of values from a closed set, each spelled any way `key` understands, from `param` and
 * any alias. The state holds them in `known`'s order, once each, so a toggled filter always
 * writes the same URL.
 */
export function choiceListField(
  params: string | readonly [string, ...string[]],
  known: readonly string[],
  key: (value: string) => string | undefined,
): ListField<string[]> {
  const names = typeof params === 'string' ? [params] : params;
  return {
    params: names,
    read: (query) =>
      urlState.canonicalValues(
        names.flatMap((name) => urlState.listValues(query, name)),
        known,
        key,
      ),
    write: (values) => values,
    api: joined,
  };
}

/** A list from an open set (brands): kept as typed, once each ignoring case, within the limits. */
export function openListField(param: string): ListField<string[]> {
  return {
    params: [param],
    read(query) {
      const seen = new Set<string>();
      const values: string[] = [];
      for (const value of urlState.listValues(query, param)) {
        const folded = value.toLowerCase();
        if (value.length > MAX_LIST_TEXT || seen.has(folded)) continue;
        seen.add(folded);
        values.push(value);
      }
      return values.slice(0, MAX_LIST_VALUES);
    },
    write: (values) => values,
    api: joined,
  };
}

/** A tick box: on for 'true' or '1', written as 'true'. */
export function flagField(param: string): ListField<boolean> {
  return {
    params: [param],
    read: (query) => urlState.readFlag(query.get(param)),
    write: (on) => (on ? ['true'] : []),
    api: (on) => (on ? 'true' : undefined),
  };
}

/** Free text, trimmed and cut to the longest text the API takes; `normalise` may refuse it. */
export function textField(
  param: string,
  normalise: (text: string) => string | undefined = (text) => text,
): ListField<string | undefined> {
  return {
    params: [param],
    read(query) {
      const text = query.get(param)?.trim().slice(0, MAX_LIST_TEXT);
      return text ? normalise(text) || undefined : undefined;
    },
    write: (text) => (text ? [text] : []),
    api: (text) => text,
  };
}

/** One bound of a price range, as people type prices ('$1,200'). */
export function priceField(param: string): ListField<number | undefined> {
  return {
    params: [param],
    read: (query) => urlState.readPrice(query.get(param)),
    write: (price) => (price === undefined ? [] : [String(price)]),
    api: (price) => price,
  };
}

/** A range typed the wrong way round means the same range. */
export function orderedPriceRange<S extends { priceMin?: number; priceMax?: number }>(state: S): S {
  const { priceMin, priceMax } = state;
  return priceMin !== undefined && priceMax !== undefined && priceMin > priceMax
    ? { ...state, priceMin: priceMax, priceMax: priceMin }
    : state;
}

/** The sort: one of `sorts`, else `fallback`, which is left out of the URL. The API always gets it. */
export function sortField<S extends string>(sorts: readonly S[], fallback: S): ListField<S> {
  return {
    params: ['sort'],
    read: (query) => urlState.readSort(query.get('sort'), sorts, fallback),
    write: (sort) => (sort === fallback ? [] : [sort]),
    api: (sort) => sort,
  };
}

/** The page: a whole number in range, else 1, which is left out of the URL. */
export const pageField: ListField<number> = {
  params: ['page'],
  read: (query) => urlState.readPage(query.get('page')),
  write: (page) => (page > 1 ? [String(page)] : []),
  api: (page) => page,
};

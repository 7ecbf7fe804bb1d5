import { MAX_LIST_PAGE, MAX_LIST_PRICE } from './limits.ts';

// Reading a list's state from the page's URL query. These never throw: a value a visitor typed
// that the list does not know falls back to the default (or is dropped), so a URL the app writes
// from it never earns a 400 from the API.

/** Every value of a repeated, comma-separated parameter: `a=1,2&a=3` → ['1', '2', '3']. */
export function listValues(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

/**
 * The known values among `raw`, in the order of `all` (so a toggled filter always writes the same
 * URL). `key` maps any spelling to the value's key; `all` is compared by that key too.
 */
export function canonicalValues(
  raw: readonly string[],
  all: readonly string[],
  key: (value: string) => string | undefined,
): string[] {
  const wanted = new Set(raw.map(key).filter((k): k is string => k !== undefined));
  return all.filter((v) => wanted.has(key(v) ?? v));
}

/** A page number from the URL: a whole number from 1 to MAX_LIST_PAGE, else 1. */
export function readPage(raw: string | null | undefined): number {
  if (!raw || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= MAX_LIST_PAGE ? page : 1;
}

/** A sort from the URL: one of `sorts`, else `fallback`. */
export function readSort<T extends string>(
  raw: string | null | undefined,
  sorts: readonly T[],
  fallback: T,
): T {
  return (sorts as readonly string[]).includes(raw ?? '') ? (raw as T) : fallback;
}

/** A yes flag from the URL: 'true' or '1'. */
export function readFlag(raw: string | null | undefined): boolean {
  return raw === 'true' || raw === '1';
}

/** A price as typed: '120', '99.5', '$1,200'. undefined for anything else or out of range. */
export function readPrice(raw: string | null | undefined): number | undefined {
  const text = (raw ?? '').trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(text)) return undefined;
  const value = Math.round(Number(text) * 100) / 100;
  return Number.isFinite(value) && value >= 0 && value <= MAX_LIST_PRICE ? value : undefined;
}

/** How many pages `total` items fill (at least one, so an empty list still shows page 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A list with `value` added, or removed when it is there. */
export function toggled(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

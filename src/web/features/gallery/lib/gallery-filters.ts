// The gallery's filters live in the address (?page=2&calibre=556&minPrice=500&maxPrice=2000), so
// a filtered page can be shared, reloaded and reached with Back. Anything unreadable in the
// address is ignored rather than sent to the server.

export interface GalleryFilters {
  page: number;
  /** A calibre key ('556', '300-blackout'), or '' for every calibre. */
  calibre: string;
  minPrice: number | null;
  maxPrice: number | null;
  /** Admins only: hidden entries are listed too. */
  includeHidden: boolean;
}

export const NO_FILTERS: GalleryFilters = {
  page: 1,
  calibre: '',
  minPrice: null,
  maxPrice: null,
  includeHidden: false,
};

const CALIBRE_KEY = /^[a-z0-9][a-z0-9-]{0,59}$/i;

/** A whole number of at least 1, else 1. */
function pageOf(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** A price of at least 0 (dollars, cents allowed), else null. */
export function priceOf(value: string | null | undefined): number | null {
  const text = value?.trim() ?? '';
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  return Number(text);
}

/** The filters the address asks for. */
export function readFilters(params: URLSearchParams): GalleryFilters {
  const calibre = params.get('calibre')?.trim() ?? '';
  return {
    page: pageOf(params.get('page')),
    calibre: CALIBRE_KEY.test(calibre) ? calibre : '',
    minPrice: priceOf(params.get('minPrice')),
    maxPrice: priceOf(params.get('maxPrice')),
    includeHidden: params.get('includeHidden') === 'true',
  };
}

/** The address's query for `filters` ('' when none), page 1 and empty filters left out. */
export function filtersSearch(filters: GalleryFilters): string {
  const params = new URLSearchParams();
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.calibre) params.set('calibre', filters.calibre);
  if (filters.minPrice !== null) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== null) params.set('maxPrice', String(filters.maxPrice));
  if (filters.includeHidden) params.set('includeHidden', 'true');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The API's query for `filters` (includeHidden only when an admin asks for it). */
export function filtersQuery(
  filters: GalleryFilters,
  { admin }: { admin: boolean },
): Record<string, string | number | undefined> {
  return {
    page: filters.page,
    calibre: filters.calibre || undefined,
    minPrice: filters.minPrice ?? undefined,
    maxPrice: filters.maxPrice ?? undefined,
    includeHidden: admin && filters.includeHidden ? 'true' : undefined,
  };
}

/** Whether any filter narrows the list (the page and the admins' hidden switch do not). */
export function isFiltered(filters: GalleryFilters): boolean {
  return Boolean(filters.calibre) || filters.minPrice !== null || filters.maxPrice !== null;
}

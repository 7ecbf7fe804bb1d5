import { CALIBERS, findCaliber } from '../../../../shared/catalog/calibers.ts';
import {
  CATALOG_LIST_SORTS,
  DEFAULT_PAGE_SIZE,
  type CatalogListSort,
} from '../../../../shared/catalog/list-options.ts';
import {
  catalogSubPart,
  FILTER_CATEGORIES,
  filterLabel,
  mainCategoryForCategory,
  type Platform,
} from '../../../../shared/catalog/types.ts';
import {
  choiceListField,
  defineListQuery,
  flagField,
  openListField,
  orderedPriceRange,
  pageField,
  priceField,
  sortField,
  textField,
  type ListApiQuery,
} from '../../../components/listing/list-url.ts';

// The product list's state lives in the URL query (a list can be shared, Back works). This file
// declares its fields for the listing kit, which maps the query both ways and to the API's query,
// normalising anything a visitor can type into a URL: unknown values are dropped, never sent
// (ADRs 024, 068).

/**
 * The list's sorts: Popularity (the default), price up and down, name, and Compatibility, which
 * needs the visitor's build and falls back to Popularity without one (ADR 065).
 */
export type ListSort = CatalogListSort;
export const LIST_SORTS: readonly ListSort[] = CATALOG_LIST_SORTS;

export interface ListState {
  /** Display categories ('Filter categories'), as FILTER_CATEGORIES spells them. */
  categories: string[];
  /** Calibre keys of CALIBERS ('556', '300-blackout'). */
  calibers: string[];
  brands: string[];
  priceMin?: number;
  priceMax?: number;
  inStock: boolean;
  /** Only parts that fit the visitor's build ('Compatible with my build'). */
  compatibleOnly: boolean;
  /**
   * The builder sub-part the visitor came from (an empty sub-part's Add), as the builder names
   * it: the list shows that sub-part's products, and the detail page's Add fills that row.
   */
  subPart?: string;
  q?: string;
  sort: ListSort;
  page: number;
}

/** The product list's URL parameters, in the order they are written. */
export const catalogListQuery = defineListQuery<ListState>({
  fields: {
    subPart: textField('subPart', catalogSubPart),
    q: textField('q'),
    categories: choiceListField('category', FILTER_CATEGORIES, mainCategoryForCategory),
    calibers: choiceListField(
      'caliber',
      CALIBERS.map((c) => c.key),
      (v) => findCaliber(v)?.key,
    ),
    brands: openListField('brand'),
    priceMin: priceField('priceMin'),
    priceMax: priceField('priceMax'),
    inStock: flagField('inStock'),
    compatibleOnly: flagField('compatibleOnly'),
    sort: sortField(LIST_SORTS, 'popularity'),
    page: pageField,
  },
  pageSize: DEFAULT_PAGE_SIZE,
  normalise: orderedPriceRange,
});

export const EMPTY_LIST_STATE: ListState = catalogListQuery.empty;

/**
 * GET /api/catalog/groups's query for a state (comma-separated lists, 20 a page). `compat` is the
 * visitor's build (`encodeBuildSpecs`, ADR 065): sent whenever there is one, so every card can
 * say how many variants fit; without it the Compatibility sort and the 'Compatible with my build'
 * filter mean nothing and are left out.
 */
export function toApiQuery(state: ListState, platform: Platform, compat?: string): ListApiQuery {
  return {
    platform,
    ...catalogListQuery.toApi(state),
    compat,
    compatibleOnly: state.compatibleOnly && compat ? 'true' : undefined,
    sort: sortInForce(state, compat),
  };
}

/** The sort the list is in: Compatibility without a build is Popularity. */
export function sortInForce(state: Pick<ListState, 'sort'>, compat: string | undefined): ListSort {
  return state.sort === 'compatibility' && !compat ? 'popularity' : state.sort;
}

/**
 * The title is the filter label: 'All Products', the category's name or 'N Categories'. The
 * builder's Add sets a sub-part, which the title names when no category is chosen (ADR 024).
 */
export function listLabel(state: Pick<ListState, 'categories' | 'subPart'>): string {
  if (state.categories.length === 0 && state.subPart) return state.subPart;
  return filterLabel(state.categories);
}

/** A product name on a card is cut at 35 characters plus '...'. */
export const NAME_LIMIT = 35;
export function truncateName(name: string, limit = NAME_LIMIT): string {
  return name.length > limit ? `${name.slice(0, limit)}...` : name;
}

/**
 * A card's Add opens /product/{mainCategory}/{id}; the sub-part the visitor came from goes along,
 * so the detail page's Add fills that row.
 */
export function productHref(
  group: { mainCategory: string; _id: string },
  subPart?: string,
): string {
  const path = `/product/${encodeURIComponent(group.mainCategory)}/${encodeURIComponent(group._id)}`;
  return subPart ? `${path}?subPart=${encodeURIComponent(subPart)}` : path;
}

/**
 * The platform a `/products/{productType}` route lists: the AR-15 catalogue for /products, /AR,
 * /AR15 and /Rifles (and any other type); `/products/AR10` lists the parts of the AR-10 type
 * endpoints (ADR 024).
 */
export function platformForProductType(productType: string | undefined): Platform {
  return productType?.toUpperCase().replace(/[^A-Z0-9]/g, '') === 'AR10' ? 'AR10' : 'AR15';
}

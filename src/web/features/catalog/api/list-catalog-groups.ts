import { listEndpoint, useListPage } from '../../../components/listing/list-page-query.ts';
import type { ListApiQuery } from '../../../components/listing/list-url.ts';
import { listTexts } from '../components/product-list/list-texts.ts';

/** GET /api/catalog/groups (ADR 019): one page of the filtered, sorted list and the total. */
const CATALOG_GROUPS = listEndpoint(
  '/catalog/groups',
  () => import('../../../../shared/catalog/schema.ts').then((m) => m.catalogListResponseSchema),
  listTexts.failed,
);

export function useCatalogGroups(query: ListApiQuery, enabled = true) {
  return useListPage(CATALOG_GROUPS, query, enabled);
}

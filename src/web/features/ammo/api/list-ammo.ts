import { listEndpoint, useListPage } from '../../../components/listing/list-page-query.ts';
import type { ListApiQuery } from '../../../components/listing/list-url.ts';
import { ammoTexts } from '../lib/ammo-texts.ts';

/** GET /api/ammo (ADR 032): one page of the filtered, sorted ammunition and the total. */
const AMMO_LIST = listEndpoint(
  '/ammo',
  () => import('../../../../shared/ammo/schema.ts').then((m) => m.ammoListResponseSchema),
  ammoTexts.listFailed,
);

export function useAmmoList(query: ListApiQuery) {
  return useListPage(AMMO_LIST, query);
}

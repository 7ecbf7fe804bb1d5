import { queryOptions, useQuery } from '@tanstack/react-query';
import { ammoMessages } from '../../../../shared/ammo/messages.ts';
import type { AmmoDetail } from '../../../../shared/ammo/schema.ts';
import { fetchParsed } from '../../../components/listing/fetch-parsed.ts';

/**
 * GET /api/ammo/{id}: the item with its offers, cheapest first. An unknown id is a 404 ApiError;
 * an answer of the wrong shape is 'Failed to load ammo data'. Public, so no token is sent.
 */
export function getAmmo(id: string, signal?: AbortSignal): Promise<AmmoDetail> {
  return fetchParsed(
    `/ammo/${encodeURIComponent(id)}`,
    () => import('../../../../shared/ammo/schema.ts').then((m) => m.ammoDetailSchema),
    ammoMessages.loadAmmoFailed,
    {
      signal,
      authenticated: false,
    },
  );
}

export function ammoQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['ammo', 'item', id] as const,
    queryFn: ({ signal }) => getAmmo(id, signal),
  });
}

/** The detail page's item; nothing is fetched without an id. */
export function useAmmo(id: string | undefined) {
  return useQuery({ ...ammoQueryOptions(id ?? ''), enabled: Boolean(id) });
}

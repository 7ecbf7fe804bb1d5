import { queryOptions, useQuery } from '@tanstack/react-query';
import { ammoMessages } from '../../../../shared/ammo/messages.ts';
import { ammoDetailSchema, type AmmoDetail } from '../../../../shared/ammo/schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/ammo/{id}: the item with its offers, cheapest first. An unknown id is a 404 ApiError;
 * an answer of the wrong shape is spec §8's 'Failed to load ammo data'.
 */
export async function getAmmo(id: string, signal?: AbortSignal): Promise<AmmoDetail> {
  const answer = await apiRequest<unknown>(`/ammo/${encodeURIComponent(id)}`, {
    signal,
    authenticated: false,
  });
  const parsed = ammoDetailSchema.safeParse(answer);
  if (!parsed.success) throw new Error(ammoMessages.loadAmmoFailed);
  return parsed.data;
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

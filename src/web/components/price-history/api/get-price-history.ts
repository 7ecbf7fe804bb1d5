import type { PriceHistoryDays, PriceHistoryResponse } from '../../../../shared/prices/history.ts';
import { fetchParsed } from '../../listing/fetch-parsed.ts';
import { priceHistoryTexts } from '../price-history-texts.ts';

/** Whose history: a catalogue variant's or an ammunition product's. */
export type PriceHistoryKind = 'variant' | 'ammo';

/**
 * GET /api/catalog/variants/{id}/price-history or /api/ammo/{id}/price-history over `days` days
 * (or all of it), each merchant's prices and stock. Public, so no token is sent.
 */
export function getPriceHistory(
  kind: PriceHistoryKind,
  id: string,
  days: PriceHistoryDays,
  signal?: AbortSignal,
): Promise<PriceHistoryResponse> {
  const item = encodeURIComponent(id);
  return fetchParsed(
    kind === 'variant' ? `/catalog/variants/${item}/price-history` : `/ammo/${item}/price-history`,
    () => import('../../../../shared/prices/history.ts').then((m) => m.priceHistoryResponseSchema),
    priceHistoryTexts.failed,
    { query: { days }, signal, authenticated: false },
  );
}

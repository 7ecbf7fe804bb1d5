import { historySummaryTexts } from '../../../shared/prices/history-chart.ts';

// The price-history chart's words (ADR 088); the summary's come from the shared module that
// writes it. The browser tests import them from here.
export const priceHistoryTexts = {
  ...historySummaryTexts,
  heading: 'Price history',
  ranges: 'Price history period',
  loading: 'Loading price history…',
  failed: 'The price history could not be loaded.',
  retry: 'Try again',
  lowest: 'Lowest in stock',
  outOfStock: 'out of stock',
  now: 'Now',
} as const;

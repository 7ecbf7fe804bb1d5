// How the ammo pages write a cost per round (the detail page needs no list query code for it).

/** Cost per round, in cents ('$0.42/rd'). Nothing for a missing or negative figure. */
export function formatPerRound(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value) || value < 0) return '';
  return `$${value.toFixed(2)}/rd`;
}

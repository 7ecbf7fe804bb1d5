/** How long the added row stays marked (its tint fades over this time). */
const MARK_MS = 2500;

/** Scrolls the row of `subPart` into view, focuses it and marks it (data-just-added) briefly. */
export function markRow(subPart: string): void {
  const row = document.querySelector<HTMLElement>(`[data-sub-part="${CSS.escape(subPart)}"]`);
  if (!row) return;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  row.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  row.focus({ preventScroll: true });
  row.dataset.justAdded = '';
  window.setTimeout(() => delete row.dataset.justAdded, MARK_MS);
}

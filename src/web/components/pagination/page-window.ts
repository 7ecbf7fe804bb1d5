// Which page numbers a pagination bar shows (lists of 20 per page, windows of 5 page numbers on
// phones). Shared by the product list and the ammo list (ADR 068).

/** A page number, or a gap standing for the pages left out between two numbers. */
export type PageItem = number | 'gap';

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/**
 * `size` consecutive page numbers with `current` in the middle where it can be: at the ends the
 * window stops at page 1 or the last page and stays `size` wide. pageWindow(7, 20, 5) → 5..9.
 */
export function pageWindow(current: number, count: number, size: number): number[] {
  if (count < 1 || size < 1) return [];
  const width = Math.min(size, count);
  const start = clamp(clamp(current, 1, count) - Math.floor((width - 1) / 2), 1, count - width + 1);
  return Array.from({ length: width }, (_, i) => start + i);
}

/**
 * The wide bar: the window around `current` plus the first and last pages, with a gap where
 * pages are left out (a gap never stands for a single page: that page is shown instead).
 * pageItems(10, 20, 5) → 1, gap, 8..12, gap, 20.
 */
export function pageItems(current: number, count: number, size: number): PageItem[] {
  const window = pageWindow(current, count, size);
  if (window.length === 0) return [];
  const first = window[0]!;
  const last = window[window.length - 1]!;
  const items: PageItem[] = [];
  if (first > 1) items.push(1);
  if (first === 3) items.push(2);
  else if (first > 3) items.push('gap');
  items.push(...window);
  if (last === count - 2) items.push(count - 1);
  else if (last < count - 2) items.push('gap');
  if (last < count) items.push(count);
  return items;
}

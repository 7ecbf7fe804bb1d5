import { useEffect } from 'react';

// Several layers (search overlay, modal) may lock at once; the page scrolls again only when the
// last one lets go.
let locks = 0;
let previousOverflow = '';
let previousPaddingRight = '';

function lock(): void {
  if (locks === 0) {
    const body = document.body;
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    previousOverflow = body.style.overflow;
    previousPaddingRight = body.style.paddingRight;
    body.style.overflow = 'hidden';
    // Keep the layout from jumping sideways when the scrollbar disappears.
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  }
  locks += 1;
}

function unlock(): void {
  locks = Math.max(0, locks - 1);
  if (locks === 0) {
    document.body.style.overflow = previousOverflow;
    document.body.style.paddingRight = previousPaddingRight;
  }
}

/** Blocks page scroll while `active` is true (e.g. the search overlay blocks page scroll). */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    lock();
    return unlock;
  }, [active]);
}

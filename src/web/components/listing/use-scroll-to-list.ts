import { useCallback, useRef } from 'react';

/**
 * A ref for the top of a paged list, and a function that brings it into view when it has
 * scrolled above the viewport (its scroll-margin-top counts): a new page starts at the top of the
 * list, and a list already in view stays still.
 */
export function useScrollToList<T extends HTMLElement = HTMLDivElement>() {
  const listTop = useRef<T>(null);
  const scrollToList = useCallback(() => {
    const top = listTop.current;
    if (!top) return;
    const margin = parseFloat(getComputedStyle(top).scrollMarginTop) || 0;
    if (top.getBoundingClientRect().top < margin) top.scrollIntoView({ block: 'start' });
  }, []);
  return { listTop, scrollToList };
}

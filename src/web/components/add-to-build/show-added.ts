import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

// "Add to Builder" on a product or ammo page lands here with the sub-part it filled: the Builder
// scrolls that row into view, focuses it and tints it briefly, instead of leaving the visitor at
// the top of a long page. The note is taken off the history entry once used, so Back or a reload
// does not scroll again.

/** The navigation state "Add to Builder" passes: the sub-part it filled. */
export interface AddedState {
  added: string;
}

/** How long the added row stays marked (its tint fades over this time). */
const MARK_MS = 2500;

/** Scrolls to, focuses and marks the row named by the navigation's `added`, once `ready`. */
export function useShowAdded(ready: boolean): void {
  const location = useLocation();
  const navigate = useNavigate();
  const added = (location.state as Partial<AddedState> | null)?.added;
  useEffect(() => {
    if (!ready || typeof added !== 'string') return;
    const row = document.querySelector<HTMLElement>(`[data-sub-part="${CSS.escape(added)}"]`);
    void navigate(location.pathname + location.search, {
      replace: true,
      state: null,
      preventScrollReset: true,
    });
    if (!row) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    row.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    row.focus({ preventScroll: true });
    row.dataset.justAdded = '';
    const timer = window.setTimeout(() => delete row.dataset.justAdded, MARK_MS);
    return () => window.clearTimeout(timer);
  }, [ready, added, navigate, location.pathname, location.search]);
}

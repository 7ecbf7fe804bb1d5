import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

// "Add to Builder" on a product or ammo page lands here with the sub-part it filled: the Builder
// scrolls that row into view, focuses it and tints it briefly (mark-row.ts, loaded only then),
// instead of leaving the visitor at the top of a long page. The note is taken off the history
// entry once used, so Back or a reload does not scroll again.

/** The navigation state "Add to Builder" passes: the sub-part it filled. */
export interface AddedState {
  added: string;
}

/** Scrolls to, focuses and marks the row named by the navigation's `added`, once `ready`. */
export function useShowAdded(ready: boolean): void {
  const location = useLocation();
  const { pathname, search } = location;
  const navigate = useNavigate();
  const added = (location.state as Partial<AddedState> | null)?.added;
  useEffect(() => {
    if (!ready || typeof added !== 'string') return;
    void navigate(pathname + search, { replace: true, state: null, preventScrollReset: true });
    void import('./mark-row.ts').then((m) => m.markRow(added));
  }, [ready, added, navigate, pathname, search]);
}

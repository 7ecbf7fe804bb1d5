import { startTransition, useEffect, useState } from 'react';

/**
 * False in a page's first render, true right after: content below the first screen renders then,
 * in a transition React renders in slices between the browser's own work. A phone shows the top
 * of the page sooner and never freezes on the long rest (lists, tables) in one task.
 */
export function useSecondPass(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready;
}

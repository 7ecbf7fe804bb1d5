import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { loadSonner, toastHost } from '../../lib/toast.ts';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** Runs after the Toaster beside it has mounted (effects run in tree order). */
function Ready() {
  useEffect(() => toastHost.ready(), []);
  return null;
}

/**
 * sonner's Toaster, mounted with the first toast: top right, 5 s, sonner's Alt+T hotkey focuses
 * the toasts.
 */
export function LazyToaster() {
  const wanted = useSyncExternalStore(toastHost.subscribe, toastHost.wanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" duration={5000} />
      <Ready />
    </Suspense>
  );
}

import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { loadSonner, toastHost } from '../../lib/toast.ts';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** Runs after the Toaster beside it has mounted (effects run in tree order). */
function Ready() {
  useEffect(() => toastHost.ready(), []);
  return null;
}

/**
 * sonner's Toaster, mounted with the first toast: top right below the header, 5 s, sonner's
 * Alt+T hotkey focuses the toasts.
 */
export function LazyToaster() {
  const wanted = useSyncExternalStore(toastHost.subscribe, toastHost.wanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      {/* Below the header, never over its account and cart buttons: a pointer resting on a toast
          pauses it, so a toast over a button could hide it for as long as the pointer stays. */}
      <Toaster
        position="top-right"
        duration={5000}
        offset={{ top: 'calc(var(--header-height) + 12px)' }}
        mobileOffset={{ top: 'calc(var(--header-height-mobile) + 8px)' }}
      />
      <Ready />
    </Suspense>
  );
}

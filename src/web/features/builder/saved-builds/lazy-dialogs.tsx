import { lazy, useEffect } from 'react';

// The Builder's dialogs as lazy components (see dialogs.ts). Render them inside <Suspense>.

export const loadDialogs = () => import('./dialogs.ts');

export const SaveNameDialog = lazy(() =>
  loadDialogs().then((m) => ({ default: m.SaveNameDialog })),
);
export const UnsavedChangesDialog = lazy(() =>
  loadDialogs().then((m) => ({ default: m.UnsavedChangesDialog })),
);
export const LoadBuildDialog = lazy(() =>
  loadDialogs().then((m) => ({ default: m.LoadBuildDialog })),
);
export const DeleteBuildDialog = lazy(() =>
  loadDialogs().then((m) => ({ default: m.DeleteBuildDialog })),
);
export const ShareBuildDialog = lazy(() =>
  loadDialogs().then((m) => ({ default: m.ShareBuildDialog })),
);
export const PriceSummaryModal = lazy(() =>
  loadDialogs().then((m) => ({ default: m.PriceSummaryModal })),
);

/** Fetches the dialogs once the page has nothing else to do, so the first one opens at once. */
export function usePreloadDialogs(): void {
  useEffect(() => {
    const preload = () => void loadDialogs();
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(preload, { timeout: 5_000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(preload, 2_000);
    return () => window.clearTimeout(timer);
  }, []);
}

import { lazy, useEffect } from 'react';

// The Builder's dialogs as lazy components (see dialogs.ts). Render them inside <Suspense>.

export const loadDialogs = () => import('./dialogs.ts');

type Dialogs = Awaited<ReturnType<typeof loadDialogs>>;

/** One dialog of dialogs.ts as a lazy component. */
const lazyDialog = <K extends keyof Dialogs>(name: K) =>
  lazy(() => loadDialogs().then((m) => ({ default: m[name] })));

export const SaveNameDialog = lazyDialog('SaveNameDialog');
export const UnsavedChangesDialog = lazyDialog('UnsavedChangesDialog');
export const LoadBuildDialog = lazyDialog('LoadBuildDialog');
export const DeleteBuildDialog = lazyDialog('DeleteBuildDialog');
export const ShareBuildDialog = lazyDialog('ShareBuildDialog');
export const PriceSummaryModal = lazyDialog('PriceSummaryModal');
export const BuyListDialog = lazyDialog('BuyListDialog');
export const OptimiseCartDialog = lazyDialog('OptimiseCartDialog');
export const BuildAlertDialog = lazyDialog('BuildAlertDialog');
export const ExportDialog = lazyDialog('ExportDialog');

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

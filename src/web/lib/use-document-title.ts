import { useEffect } from 'react';
import { pageTitle } from './site.ts';

/**
 * Sets `document.title` to '<heading> | <brand>' while the page is shown. To set the meta
 * description as well, use `usePageMeta` (./use-page-meta.ts).
 */
export function useDocumentTitle(heading: string): void {
  useEffect(() => {
    document.title = pageTitle(heading);
  }, [heading]);
}

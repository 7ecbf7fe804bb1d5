import { useEffect } from 'react';
import { pageTitle } from './site.ts';

/** Sets `document.title` to '<heading> | <brand>' while the page is shown. */
export function useDocumentTitle(heading: string): void {
  useEffect(() => {
    document.title = pageTitle(heading);
  }, [heading]);
}

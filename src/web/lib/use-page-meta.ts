import { useEffect } from 'react';
import { useDocumentTitle } from './use-document-title.ts';

// ADR 054: a page sets its title and its <meta name="description">; leaving the page puts back
// the site-wide description, so a page without a description never shows the previous page's.
// (The server writes a product's, ammo item's or post's own description into the HTML it sends,
// so the site-wide one is this constant, the one index.html carries.)

export const SITE_DESCRIPTION =
  'Plan your AR-15 build, compare merchant prices per part, and browse parts and ammunition.';

function descriptionMeta(): HTMLMetaElement {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

/** Sets `<meta name="description">` while the page is shown; '' (e.g. still loading) keeps it. */
export function useMetaDescription(description: string): void {
  useEffect(() => {
    if (!description) return;
    const meta = descriptionMeta();
    meta.content = description;
    return () => {
      meta.content = SITE_DESCRIPTION;
    };
  }, [description]);
}

/**
 * Title ('<title> | <brand>') and meta description of a page, e.g.
 * `usePageMeta('Contact Us', 'Send the Buildwright team a message.')`.
 */
export function usePageMeta(title: string, description: string): void {
  useDocumentTitle(title);
  useMetaDescription(description);
}

/** Keeps `<link rel="canonical">` on the shown page's address (its path, without the query). */
export function useCanonicalLink(pathname: string): void {
  useEffect(() => {
    let link = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (!link) {
      link = document.createElement('link');
      link.rel = 'canonical';
      document.head.append(link);
    }
    link.href = `${window.location.origin}${pathname}`;
  }, [pathname]);
}

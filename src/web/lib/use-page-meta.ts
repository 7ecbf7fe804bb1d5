import { useEffect } from 'react';
import { useDocumentTitle } from './use-document-title.ts';

// ADR 054: a page sets its title and its <meta name="description">; leaving the page puts back
// the site-wide description from index.html, so a page without a description never shows the
// previous page's.

let defaultDescription: string | undefined;

function descriptionMeta(): HTMLMetaElement {
  let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  defaultDescription ??= meta.content;
  return meta;
}

/** Sets `<meta name="description">` while the page is shown; '' (e.g. still loading) keeps it. */
export function useMetaDescription(description: string): void {
  useEffect(() => {
    if (!description) return;
    const meta = descriptionMeta();
    meta.content = description;
    return () => {
      meta.content = defaultDescription ?? '';
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

import { useEffect } from 'react';

/**
 * Sets `<meta name="description">` while a page is shown (a post's SEO description, decision
 * D31) and puts the site's own text back when it leaves. An empty text changes nothing.
 */
export function useMetaDescription(text: string): void {
  useEffect(() => {
    if (!text) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = text;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [text]);
}

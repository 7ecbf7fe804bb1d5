import { highlightParts } from '../../../shared/search/highlight.ts';

/**
 * The server's highlighted text (escaped HTML with <mark> around matches, ADR 055) as React text
 * and <mark> elements — never inserted as HTML. Used by the search overlay and the /search page.
 */
export function Highlighted({ html, className }: { html: string; className?: string }) {
  return (
    <>
      {highlightParts(html).map((part, i) =>
        part.match ? (
          <mark key={i} className={className}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

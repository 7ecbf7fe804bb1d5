// Highlighted search text (ADR 055). The server asks ts_headline() for two private-use marker
// characters around each match (characters it first removes from the text itself), then escapes
// the text as HTML and turns the markers into <mark>…</mark>. The web app splits that string back
// into text and marks and renders them as React elements — never as HTML.

/** ts_headline's StartSel / StopSel: Unicode private-use characters no text may carry. */
export const MATCH_START = '\uE000';
export const MATCH_STOP = '\uE001';
export const MARKERS = MATCH_START + MATCH_STOP;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const UNESCAPES: Record<string, string> = Object.fromEntries(
  Object.entries(ESCAPES).map(([raw, entity]) => [entity, raw]),
);

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Removes the marker characters from text before it is highlighted. */
export function stripMarkers(text: string): string {
  return text.replace(/[\uE000\uE001]/g, '');
}

/** ts_headline's marked text → escaped HTML with <mark> around the matches. */
export function markedToHtml(marked: string): string {
  let open = false;
  let html = '';
  for (const part of marked.split(/([\uE000\uE001])/)) {
    if (part === MATCH_START) {
      if (!open) html += '<mark>';
      open = true;
    } else if (part === MATCH_STOP) {
      if (open) html += '</mark>';
      open = false;
    } else html += escapeHtml(part);
  }
  return open ? `${html}</mark>` : html;
}

export interface HighlightPart {
  text: string;
  match: boolean;
}

/** The server's highlighted string as plain-text parts; matched parts have `match: true`. */
export function highlightParts(html: string): HighlightPart[] {
  const parts: HighlightPart[] = [];
  let match = false;
  for (const piece of html.split(/(<mark>|<\/mark>)/)) {
    if (piece === '<mark>') match = true;
    else if (piece === '</mark>') match = false;
    else if (piece) {
      const text = piece.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => UNESCAPES[e]!);
      parts.push({ text, match });
    }
  }
  return parts;
}

/**
 * A write-up's paragraphs: the text is split at blank lines (a line with nothing but spaces counts
 * as blank), each paragraph trimmed, empty ones dropped. Single line breaks stay inside their
 * paragraph. The text is shown as text, never as HTML.
 */
export function writeUpParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

// The product page's description collapses past 250 characters, with 'Show more' / 'Show less'.

export const DESCRIPTION_LIMIT = 250;

export interface CollapsedDescription {
  /** What the page shows while collapsed: the whole text when it is short enough. */
  short: string;
  /** Whether the text is longer than the limit (the Show more / Show less toggle appears). */
  collapsible: boolean;
}

/**
 * The collapsed form of a description: at most `limit` characters, cut after the last whole word
 * when there is one in the second half (a word is never split in the middle), plus '...'.
 */
export function collapseDescription(
  text: string,
  limit: number = DESCRIPTION_LIMIT,
): CollapsedDescription {
  const trimmed = text.trim();
  if (trimmed.length <= limit) return { short: trimmed, collapsible: false };
  const head = trimmed.slice(0, limit);
  const lastSpace = head.search(/\s\S*$/);
  const cut = lastSpace >= limit / 2 ? head.slice(0, lastSpace) : head;
  return { short: `${cut.replace(/[\s.,;:!?-]+$/, '')}...`, collapsible: true };
}

/**
 * The description of a chosen variant (ADR 028): the product line's description, then the
 * variant's own notes when it has any (separated by a blank line).
 */
export function variantDescription(groupDescription: string, notes: string | undefined): string {
  return [groupDescription.trim(), notes?.trim() ?? ''].filter(Boolean).join('\n\n');
}

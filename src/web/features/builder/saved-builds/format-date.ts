/**
 * A build's creation date as the lists show it ('Nov 23, 2026'), or `fallback` when it is missing
 * or unreadable: 'Unknown date' in the My Builds dropdown, 'No date' in the load dialog.
 */
export function formatBuildDate(value: string | null | undefined, fallback: string): string {
  if (!value) return fallback;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return fallback;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

// WAI-ARIA tabs pattern, for the category tab bar: arrows move between tabs (wrapping),
// Home and End jump to the ends. Automatic activation: the focused tab is also the chosen one.

/** The index a key moves the focus to, or undefined for a key the tab list does not handle. */
export function tabIndexAfterKey(key: string, index: number, count: number): number | undefined {
  if (count <= 0) return undefined;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

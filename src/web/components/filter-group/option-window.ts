/** What a long checkbox list shows: the options on screen and how many wait behind 'Show all'. */
export interface OptionWindow<T> {
  shown: T[];
  /** Options left out until the list is expanded (0 while searching or expanded). */
  hidden: number;
  /** Whether the list is long enough to fold at all (a 'Show all' / 'Show fewer' toggle). */
  foldable: boolean;
}

/**
 * The options a long checkbox list shows. With a search typed, every option that matches (in
 * the list's order) and no folding. Otherwise the first `limit` options, plus any checked option
 * further down, so a choice in force never disappears; expanded, all of them.
 */
export function optionWindow<T extends { value: string }>(
  options: readonly T[],
  {
    search,
    matches,
    expanded,
    limit,
    selected,
  }: {
    search: string;
    matches: (option: T, search: string) => boolean;
    expanded: boolean;
    limit: number;
    selected: readonly string[];
  },
): OptionWindow<T> {
  const needle = search.trim();
  if (needle)
    return { shown: options.filter((o) => matches(o, needle)), hidden: 0, foldable: false };
  const foldable = options.length > limit;
  if (expanded || !foldable) return { shown: [...options], hidden: 0, foldable };
  const shown = options.filter((o, i) => i < limit || selected.includes(o.value));
  return { shown, hidden: options.length - shown.length, foldable };
}

/** The default match: the label contains the search, ignoring case. */
export function labelContains(option: { label: string }, search: string): boolean {
  return option.label.toLowerCase().includes(search.toLowerCase());
}

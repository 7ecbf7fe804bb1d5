import { useEffect, useId, useRef, useState } from 'react';
import { CheckboxList, FilterGroup, type CheckboxOption } from './filter-group.tsx';
import { labelContains, optionWindow } from './option-window.ts';
import styles from './searchable-filter.module.css';

export interface SearchableFilterTexts {
  /** The search box's label and placeholder ('Search calibers'). */
  search: string;
  /** Shown when nothing matches the search. */
  none: string;
  /** The toggle that unfolds the list, given the number of options. */
  showAll: (count: number) => string;
  showFewer: string;
}

/**
 * A checkbox filter for a long list (it starts expanded). Longer than `limit` options, it shows
 * the first `limit` (and any checked one further down) with a 'Show all' toggle below, and a search
 * box above that narrows the list to the options that match. Unfolding moves the focus to the
 * first option it revealed, so the keyboard carries on where the list grew.
 */
export function SearchableCheckboxFilter({
  title,
  name,
  options,
  selected,
  onToggle,
  texts,
  matches = labelContains,
  limit = 10,
}: {
  title: string;
  /** The search box's form name. */
  name: string;
  options: readonly CheckboxOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  texts: SearchableFilterTexts;
  matches?: (option: CheckboxOption, search: string) => boolean;
  limit?: number;
}) {
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const listBox = useRef<HTMLDivElement>(null);
  const focusOnReveal = useRef<string | undefined>(undefined);
  const view = optionWindow(options, { search, matches, expanded, limit, selected });

  useEffect(() => {
    const value = focusOnReveal.current;
    focusOnReveal.current = undefined;
    if (value === undefined) return;
    const inputs = Array.from(listBox.current?.querySelectorAll('input') ?? []);
    inputs.find((input) => input.value === value)?.focus();
  }, [expanded]);

  const toggleFold = () => {
    if (!expanded) focusOnReveal.current = options.find((o) => !view.shown.includes(o))?.value;
    setExpanded(!expanded);
  };

  return (
    <FilterGroup title={title} defaultOpen>
      {options.length > limit ? (
        <input
          type="search"
          name={name}
          className={styles.search}
          placeholder={texts.search}
          aria-label={texts.search}
          aria-controls={listId}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      ) : null}
      <div id={listId} ref={listBox}>
        {view.shown.length ? (
          <CheckboxList
            label={title}
            options={view.shown}
            selected={selected}
            onToggle={onToggle}
          />
        ) : (
          <p className={styles.none}>{texts.none}</p>
        )}
      </div>
      {view.foldable ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={toggleFold}
        >
          {expanded ? texts.showFewer : texts.showAll(options.length)}
        </button>
      ) : null}
    </FilterGroup>
  );
}

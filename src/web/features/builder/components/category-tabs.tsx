import { memo, useRef, type KeyboardEvent } from 'react';
import { builderTexts } from '../lib/builder-texts.ts';
import { tabIndexAfterKey } from '../lib/tab-keys.ts';
import styles from './category-tabs.module.css';

export interface CategoryTabsProps {
  /** 'All' first, then each build part name. */
  names: readonly string[];
  selected: string;
  onSelect: (name: string) => void;
  /** The id of the panel the tabs control. */
  panelId: string;
  /** Prefix of the tab ids (see `categoryTabId`). */
  idPrefix: string;
}

export function categoryTabId(idPrefix: string, index: number): string {
  return `${idPrefix}-tab-${index}`;
}

/**
 * The tab bar of part categories. WAI-ARIA tabs with automatic activation: one tab in the
 * Tab order, arrows / Home / End move between them. Below 800 px the bar scrolls sideways.
 */
export const CategoryTabs = memo(function CategoryTabs({
  names,
  selected,
  onSelect,
  panelId,
  idPrefix,
}: CategoryTabsProps) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = names.indexOf(selected);
    const next = tabIndexAfterKey(event.key, current < 0 ? 0 : current, names.length);
    if (next === undefined) return;
    event.preventDefault();
    onSelect(names[next]!);
    tabs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={builderTexts.categories}
      className={styles.tabs}
      onKeyDown={onKeyDown}
    >
      {names.map((name, index) => {
        const active = name === selected;
        return (
          <button
            key={name}
            ref={(el) => {
              tabs.current[index] = el;
            }}
            id={categoryTabId(idPrefix, index)}
            type="button"
            role="tab"
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(name)}
          >
            {name}
          </button>
        );
      })}
    </div>
  );
});

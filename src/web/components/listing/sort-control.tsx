import { useEffect, useId, useRef } from 'react';
import { Drawer, SORT_DRAWER_HEIGHT_PX } from '../drawer/drawer.tsx';
import styles from './sort-control.module.css';

/** The sort drawer closes 150 ms after a choice (the list changes behind it at once). */
export const SORT_DRAWER_CLOSE_MS = 150;

export interface SortOption<S extends string> {
  value: S;
  label: string;
  /** Shown, greyed out and not choosable (e.g. a sort that needs the visitor's build). */
  disabled?: boolean;
}

export interface SortTexts {
  /** The select's label and the drawer's radio group name ('Sort by'). */
  sortBy: string;
  /** The drawer's title ('Sort By'). */
  sortDrawer: string;
}

/** The options of a listing's sorts, in order, with their labels. */
export function sortOptions<S extends string>(
  sorts: readonly S[],
  label: (sort: S) => string,
  disabled?: (sort: S) => boolean,
): SortOption<S>[] {
  return sorts.map((value) => ({ value, label: label(value), disabled: disabled?.(value) }));
}

/** The 'Sort by' select of wide screens. */
export function SortSelect<S extends string>({
  id,
  sort,
  options,
  onSort,
  texts,
}: {
  /** The select's id, for a link that moves the focus to it. */
  id: string;
  sort: S;
  options: readonly SortOption<S>[];
  onSort: (sort: S) => void;
  texts: SortTexts;
}) {
  return (
    <div className={styles.select}>
      <label htmlFor={id} className={styles.selectLabel}>
        {texts.sortBy}
      </label>
      <select
        id={id}
        value={sort}
        onChange={(e) => {
          const chosen = options.find((o) => o.value === e.target.value);
          if (chosen) onSort(chosen.value);
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The 'Sort By' drawer of narrow screens: a 375 px sheet of choices. */
export function SortDrawer<S extends string>({
  sort,
  options,
  onSort,
  onClose,
  texts,
}: {
  sort: S;
  options: readonly SortOption<S>[];
  onSort: (sort: S) => void;
  onClose: () => void;
  texts: SortTexts;
}) {
  const name = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function choose(next: S) {
    onSort(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(onClose, SORT_DRAWER_CLOSE_MS);
  }

  return (
    <Drawer title={texts.sortDrawer} side="bottom" height={SORT_DRAWER_HEIGHT_PX} onClose={onClose}>
      <div role="radiogroup" aria-label={texts.sortBy} className={styles.choices}>
        {options.map((o) => (
          <label
            key={o.value}
            className={o.disabled ? `${styles.choice} ${styles.soon}` : styles.choice}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={sort === o.value}
              disabled={o.disabled}
              onChange={() => choose(o.value)}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
    </Drawer>
  );
}

import { useEffect, useId, useRef } from 'react';
import { LIST_SORTS, type ListSort } from '../../lib/list-query.ts';
import { Drawer, SORT_DRAWER_HEIGHT_PX } from '../../../../components/drawer/drawer.tsx';
import { listTexts, SORT_LABELS } from './list-texts.ts';
import styles from '../../../../components/listing/sort-control.module.css';

/** spec §4: the sort drawer closes 150 ms after a choice (the list changes behind it at once). */
export const SORT_DRAWER_CLOSE_MS = 150;

/** A sort's label; Compatibility says it needs a build while the build is empty (ADR 065). */
function sortLabel(sort: ListSort, hasBuild: boolean): string {
  return sort === 'compatibility' && !hasBuild
    ? listTexts.compatibilityNeedsBuild
    : SORT_LABELS[sort];
}

/**
 * The 'Sort by' select of wide screens (spec §2). Issue 9: Compatibility puts the parts that fit
 * the visitor's build first; it is disabled, with a hint, while the build is empty (ADR 065).
 */
export function SortSelect({
  sort,
  onSort,
  hasBuild,
}: {
  sort: ListSort;
  onSort: (sort: ListSort) => void;
  hasBuild: boolean;
}) {
  const id = useId();
  return (
    <div className={styles.select}>
      <label htmlFor={id} className={styles.selectLabel}>
        {listTexts.sortBy}
      </label>
      <select id={id} value={sort} onChange={(e) => onSort(e.target.value as ListSort)}>
        {LIST_SORTS.map((s) => (
          <option key={s} value={s} disabled={s === 'compatibility' && !hasBuild}>
            {sortLabel(s, hasBuild)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The 'Sort By' drawer of narrow screens: a 375 px sheet of choices (spec §9). */
export function SortDrawer({
  sort,
  onSort,
  onClose,
  hasBuild,
}: {
  sort: ListSort;
  onSort: (sort: ListSort) => void;
  onClose: () => void;
  hasBuild: boolean;
}) {
  const name = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function choose(next: ListSort) {
    onSort(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(onClose, SORT_DRAWER_CLOSE_MS);
  }

  return (
    <Drawer
      title={listTexts.sortDrawer}
      side="bottom"
      height={SORT_DRAWER_HEIGHT_PX}
      onClose={onClose}
    >
      <div role="radiogroup" aria-label={listTexts.sortBy} className={styles.choices}>
        {LIST_SORTS.map((s) => {
          const disabled = s === 'compatibility' && !hasBuild;
          return (
            <label key={s} className={disabled ? `${styles.choice} ${styles.soon}` : styles.choice}>
              <input
                type="radio"
                name={name}
                value={s}
                checked={sort === s}
                disabled={disabled}
                onChange={() => choose(s)}
              />
              <span>{sortLabel(s, hasBuild)}</span>
            </label>
          );
        })}
      </div>
    </Drawer>
  );
}

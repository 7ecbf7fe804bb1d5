import { useEffect, useId, useRef } from 'react';
import { CATALOG_SORTS, type CatalogSort } from '../../../../../shared/catalog/schema.ts';
import { Drawer, SORT_DRAWER_HEIGHT_PX } from '../../../../components/drawer/drawer.tsx';
import { listTexts, SORT_LABELS } from './list-texts.ts';
import styles from '../../../../components/listing/sort-control.module.css';

/** spec §4: the sort drawer closes 150 ms after a choice (the list changes behind it at once). */
export const SORT_DRAWER_CLOSE_MS = 150;

/** The 'Sort by' select of wide screens (spec §2). Compatibility is listed, not offered (ADR 024). */
export function SortSelect({
  sort,
  onSort,
}: {
  sort: CatalogSort;
  onSort: (sort: CatalogSort) => void;
}) {
  const id = useId();
  return (
    <div className={styles.select}>
      <label htmlFor={id} className={styles.selectLabel}>
        {listTexts.sortBy}
      </label>
      <select id={id} value={sort} onChange={(e) => onSort(e.target.value as CatalogSort)}>
        {CATALOG_SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
        <option value="compatibility" disabled>
          {listTexts.compatibilitySoon}
        </option>
      </select>
    </div>
  );
}

/** The 'Sort By' drawer of narrow screens: a 375 px sheet of choices (spec §9). */
export function SortDrawer({
  sort,
  onSort,
  onClose,
}: {
  sort: CatalogSort;
  onSort: (sort: CatalogSort) => void;
  onClose: () => void;
}) {
  const name = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function choose(next: CatalogSort) {
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
        {CATALOG_SORTS.map((s) => (
          <label key={s} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={s}
              checked={sort === s}
              onChange={() => choose(s)}
            />
            <span>{SORT_LABELS[s]}</span>
          </label>
        ))}
        <label className={`${styles.choice} ${styles.soon}`}>
          <input type="radio" name={name} value="compatibility" disabled />
          <span>{listTexts.compatibilitySoon}</span>
        </label>
      </div>
    </Drawer>
  );
}

import { useEffect, useId, useRef } from 'react';
import { AMMO_SORTS, type AmmoSort } from '../../../../shared/ammo/schema.ts';
import { Drawer, SORT_DRAWER_HEIGHT_PX } from '../../../components/drawer/drawer.tsx';
import { AMMO_SORT_LABELS, ammoTexts } from '../lib/ammo-texts.ts';
import styles from '../../../components/listing/sort-control.module.css';

/** spec §4: the sort drawer closes 150 ms after a choice (as the product list's, D30). */
const SORT_DRAWER_CLOSE_MS = 150;

/** The 'Sort by' select of wide screens. */
export function AmmoSortSelect({
  sort,
  onSort,
}: {
  sort: AmmoSort;
  onSort: (sort: AmmoSort) => void;
}) {
  const id = useId();
  return (
    <div className={styles.select}>
      <label htmlFor={id} className={styles.selectLabel}>
        {ammoTexts.sortBy}
      </label>
      <select id={id} value={sort} onChange={(e) => onSort(e.target.value as AmmoSort)}>
        {AMMO_SORTS.map((s) => (
          <option key={s} value={s}>
            {AMMO_SORT_LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The 'Sort By' drawer of narrow screens (spec §9: 375 px high). */
export function AmmoSortDrawer({
  sort,
  onSort,
  onClose,
}: {
  sort: AmmoSort;
  onSort: (sort: AmmoSort) => void;
  onClose: () => void;
}) {
  const name = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function choose(next: AmmoSort) {
    onSort(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(onClose, SORT_DRAWER_CLOSE_MS);
  }

  return (
    <Drawer
      title={ammoTexts.sortDrawer}
      side="bottom"
      height={SORT_DRAWER_HEIGHT_PX}
      onClose={onClose}
    >
      <div role="radiogroup" aria-label={ammoTexts.sortBy} className={styles.choices}>
        {AMMO_SORTS.map((s) => (
          <label key={s} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={s}
              checked={sort === s}
              onChange={() => choose(s)}
            />
            <span>{AMMO_SORT_LABELS[s]}</span>
          </label>
        ))}
      </div>
    </Drawer>
  );
}

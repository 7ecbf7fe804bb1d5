import { useId, useState, type FormEvent } from 'react';
import type { GalleryPage } from '../../../../shared/gallery/schema.ts';
import { Button } from '../../../components/button/button.tsx';
import { NO_FILTERS, priceOf, type GalleryFilters } from '../lib/gallery-filters.ts';
import { galleryTexts as t } from '../messages.ts';
import styles from './gallery-filters.module.css';

export interface GalleryFiltersProps {
  filters: GalleryFilters;
  calibres: GalleryPage['calibres'];
  /** An admin gets the Include hidden switch. */
  admin: boolean;
  onChange: (next: GalleryFilters) => void;
}

/**
 * The gallery's filters: the calibre (applied as it is chosen), a price range (applied with
 * Apply or Enter) and, for admins, hidden entries too. Each change goes back to page 1.
 */
export function GalleryFilterBar({ filters, calibres, admin, onChange }: GalleryFiltersProps) {
  const id = useId();
  // The price boxes hold what is typed until Apply; new prices in the address (Back, Clear
  // filters) refill them. Nothing remounts, so the focus stays where it was.
  const [typed, setTyped] = useState({
    min: priceText(filters.minPrice),
    max: priceText(filters.maxPrice),
  });
  const [seen, setSeen] = useState({ min: filters.minPrice, max: filters.maxPrice });
  if (seen.min !== filters.minPrice || seen.max !== filters.maxPrice) {
    setSeen({ min: filters.minPrice, max: filters.maxPrice });
    setTyped({ min: priceText(filters.minPrice), max: priceText(filters.maxPrice) });
  }
  // A calibre of the address the list no longer has stays selectable (with no count).
  const options =
    filters.calibre && !calibres.some((c) => c.key === filters.calibre)
      ? [...calibres, { key: filters.calibre, label: filters.calibre, count: 0 }]
      : calibres;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filters, page: 1, minPrice: priceOf(typed.min), maxPrice: priceOf(typed.max) });
  };

  return (
    <form className={styles.filters} role="search" aria-label={t.filtersLabel} onSubmit={submit}>
      <div className={styles.field}>
        <label htmlFor={`${id}-calibre`}>{t.calibre}</label>
        <select
          id={`${id}-calibre`}
          value={filters.calibre}
          onChange={(event) => onChange({ ...filters, page: 1, calibre: event.target.value })}
        >
          <option value="">{t.allCalibres}</option>
          {options.map((c) => (
            <option key={c.key} value={c.key}>
              {t.calibreOption(c.label, c.count)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-min`}>{t.minPrice}</label>
        <input
          id={`${id}-min`}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={typed.min}
          onChange={(event) => setTyped({ ...typed, min: event.target.value })}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-max`}>{t.maxPrice}</label>
        <input
          id={`${id}-max`}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={typed.max}
          onChange={(event) => setTyped({ ...typed, max: event.target.value })}
        />
      </div>
      <Button type="submit" variant="outline">
        {t.apply}
      </Button>
      {filters.calibre || filters.minPrice !== null || filters.maxPrice !== null ? (
        <Button
          variant="outline"
          onClick={() => onChange({ ...NO_FILTERS, includeHidden: filters.includeHidden })}
        >
          {t.clearFilters}
        </Button>
      ) : null}
      {admin ? (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={filters.includeHidden}
            onChange={(event) =>
              onChange({ ...filters, page: 1, includeHidden: event.target.checked })
            }
          />
          {t.includeHidden}
        </label>
      ) : null}
    </form>
  );
}

function priceText(price: number | null): string {
  return price === null ? '' : String(price);
}

import { useState } from 'react';
import type { Platform } from '../../../../../shared/catalog/types.ts';
import { useCatalogBrands } from '../../api/list-catalog-brands.ts';
import { CheckboxList } from '../../../../components/filter-group/filter-group.tsx';
import { listTexts } from './list-texts.ts';
import styles from './filter-panel.module.css';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The Brand filter (it works, though first drawn 'Under construction'): every brand of the
 * catalogue from GET /api/catalog/brands (ADR 025), narrowed by a search box. A brand the URL names
 * stays listed and checked even if the catalogue no longer has it, so it can be unchecked.
 */
export function BrandFilter({
  platform,
  selected,
  onToggle,
}: {
  platform: Platform;
  selected: readonly string[];
  onToggle: (brand: string) => void;
}) {
  const brands = useCatalogBrands(platform);
  const [search, setSearch] = useState('');

  if (brands.isPending) return <p className={styles.note}>{listTexts.brandsLoading}</p>;
  if (brands.isError)
    return (
      <div className={styles.note}>
        <p>{listTexts.brandsFailed}</p>
        <button type="button" className={styles.textButton} onClick={() => void brands.refetch()}>
          {listTexts.retry}
        </button>
      </div>
    );

  const needle = search.trim().toLowerCase();
  const known = brands.data.filter((b) => !needle || b.name.toLowerCase().includes(needle));
  const unknown = selected.filter((s) => !brands.data.some((b) => same(b.name, s)));
  // Alphabetical, checked or not: a brand does not jump away from the pointer when checked (the
  // chips above the list show what is in force).
  const options = [
    ...unknown.map((name) => ({ value: name, label: name })),
    ...known.map((b) => ({ value: b.name, label: b.name, hint: String(b.count) })),
  ];
  // The URL's spelling of a brand may differ in case from the catalogue's.
  const checked = options.filter((o) => selected.some((s) => same(s, o.value))).map((o) => o.value);

  return (
    <div className={styles.brands}>
      <input
        type="search"
        name="brandSearch"
        className={styles.search}
        placeholder={listTexts.brandSearch}
        aria-label={listTexts.brandSearch}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {options.length ? (
        <CheckboxList
          label={listTexts.brand}
          options={options}
          selected={checked}
          onToggle={(value) => onToggle(selected.find((s) => same(s, value)) ?? value)}
          scroll
        />
      ) : (
        <p className={styles.note}>{listTexts.brandNone}</p>
      )}
    </div>
  );
}

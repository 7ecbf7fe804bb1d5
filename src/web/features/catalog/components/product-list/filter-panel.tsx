import { useId } from 'react';
import { CALIBERS } from '../../../../../shared/catalog/calibers.ts';
import { FILTER_CATEGORIES, type Platform } from '../../../../../shared/catalog/types.ts';
import { toggled } from '../../../../../shared/listing/url-state.ts';
import type { ListState } from '../../lib/list-query.ts';
import { BrandFilter } from './brand-filter.tsx';
import { CheckboxFilter, FilterGroup } from '../../../../components/filter-group/filter-group.tsx';
import { listTexts, UNDER_CONSTRUCTION_GROUPS } from './list-texts.ts';
import { PriceFilter } from './price-filter.tsx';
import styles from './filter-panel.module.css';

const CATEGORY_OPTIONS = FILTER_CATEGORIES.map((c) => ({ value: c, label: c }));
const CALIBER_OPTIONS = CALIBERS.map((c) => ({ value: c.key, label: c.label }));

/**
 * The filter groups in the agreed order: 'My Build' first, then Category and Caliber (expanded),
 * Brand, the price range and Availability, which work, and the others 'Under construction'. Every
 * change goes straight into the URL and back to page 1. The desktop sidebar and the mobile filter
 * drawer show this same panel.
 */
export function FilterPanel({
  state,
  platform,
  onFilters: set,
  hasBuild,
}: {
  state: ListState;
  platform: Platform;
  onFilters: (patch: Partial<ListState>) => void;
  /** Whether the visitor's build has parts ('Compatible with my build' needs one, ADR 065). */
  hasBuild: boolean;
}) {
  const [caliberCompatibility, ...laterGroups] = UNDER_CONSTRUCTION_GROUPS;

  const hintId = useId();
  return (
    <div className={styles.panel}>
      {/* First, as it is the one filter about the visitor's own build (ADR 065). */}
      <FilterGroup title={listTexts.myBuild} defaultOpen>
        <label className={hasBuild ? styles.option : `${styles.option} ${styles.disabled}`}>
          <input
            type="checkbox"
            name="compatibleOnly"
            checked={hasBuild && state.compatibleOnly}
            disabled={!hasBuild}
            aria-describedby={hasBuild ? undefined : hintId}
            onChange={() => set({ compatibleOnly: !state.compatibleOnly })}
          />
          <span className={styles.optionLabel}>{listTexts.compatibleOnly}</span>
        </label>
        {hasBuild ? null : (
          <p id={hintId} className={styles.note}>
            {listTexts.compatibleOnlyHint}
          </p>
        )}
      </FilterGroup>
      <CheckboxFilter
        title={listTexts.category}
        options={CATEGORY_OPTIONS}
        selected={state.categories}
        onToggle={(c) => set({ categories: toggled(state.categories, c) })}
      />
      <CheckboxFilter
        title={listTexts.caliber}
        options={CALIBER_OPTIONS}
        selected={state.calibers}
        onToggle={(c) => set({ calibers: toggled(state.calibers, c) })}
        scroll
      />
      <UnderConstruction title={caliberCompatibility} />
      <FilterGroup title={listTexts.brand} defaultOpen={state.brands.length > 0}>
        <BrandFilter
          platform={platform}
          selected={state.brands}
          onToggle={(b) => set({ brands: toggled(state.brands, b) })}
        />
      </FilterGroup>
      <FilterGroup
        title={listTexts.priceRange}
        defaultOpen={state.priceMin !== undefined || state.priceMax !== undefined}
      >
        <PriceFilter
          // A new applied range (Back, 'Clear all') starts the inputs afresh.
          key={`${state.priceMin ?? ''}|${state.priceMax ?? ''}`}
          min={state.priceMin}
          max={state.priceMax}
          onApply={(priceMin, priceMax) => set({ priceMin, priceMax })}
        />
      </FilterGroup>
      {laterGroups.map((title) => (
        <UnderConstruction key={title} title={title} />
      ))}
      <FilterGroup title={listTexts.availability} defaultOpen={state.inStock}>
        <label className={styles.option}>
          <input
            type="checkbox"
            name="inStock"
            checked={state.inStock}
            onChange={() => set({ inStock: !state.inStock })}
          />
          <span className={styles.optionLabel}>{listTexts.inStockOnly}</span>
        </label>
      </FilterGroup>
    </div>
  );
}

function UnderConstruction({ title }: { title: string }) {
  return (
    <FilterGroup title={title}>
      <p className={styles.note}>{listTexts.underConstruction}</p>
    </FilterGroup>
  );
}

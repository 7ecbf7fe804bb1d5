import { useId } from 'react';
import { CALIBERS } from '../../../../../shared/catalog/calibers.ts';
import { FILTER_CATEGORIES, type Platform } from '../../../../../shared/catalog/types.ts';
import { toggled, withFilters, type ListState } from '../../lib/list-query.ts';
import { BrandFilter } from './brand-filter.tsx';
import { CheckboxList, FilterGroup } from '../../../../components/filter-group/filter-group.tsx';
import { listTexts, UNDER_CONSTRUCTION_GROUPS } from './list-texts.ts';
import { PriceFilter } from './price-filter.tsx';
import styles from './filter-panel.module.css';

const CATEGORY_OPTIONS = FILTER_CATEGORIES.map((c) => ({ value: c, label: c }));
const CALIBER_OPTIONS = CALIBERS.map((c) => ({ value: c.key, label: c.label }));

/**
 * The filter groups of spec §4 / §9, in the spec's order (after issue 9's 'My Build'): Category and Caliber start expanded;
 * Brand, the price range and Availability work (issue 5); the others are 'Under construction'.
 * Every change goes straight into the URL and back to page 1. The desktop sidebar and the mobile
 * filter drawer show this same panel.
 */
export function FilterPanel({
  state,
  platform,
  onChange,
  hasBuild,
}: {
  state: ListState;
  platform: Platform;
  onChange: (next: ListState) => void;
  /** Whether the visitor's build has parts ('Compatible with my build' needs one, ADR 065). */
  hasBuild: boolean;
}) {
  const set = (patch: Partial<ListState>) => onChange(withFilters(state, patch));
  const [caliberCompatibility, ...laterGroups] = UNDER_CONSTRUCTION_GROUPS;

  const hintId = useId();
  return (
    <div className={styles.panel}>
      {/* Issue 9 (ADR 065): first, as it is the one filter about the visitor's own build. */}
      <FilterGroup title={listTexts.myBuild} defaultOpen>
        <label className={hasBuild ? styles.option : `${styles.option} ${styles.disabled}`}>
          <input
            type="checkbox"
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
      <FilterGroup title={listTexts.category} defaultOpen>
        <CheckboxList
          label={listTexts.category}
          options={CATEGORY_OPTIONS}
          selected={state.categories}
          onToggle={(c) => set({ categories: toggled(state.categories, c) })}
        />
      </FilterGroup>
      <FilterGroup title={listTexts.caliber} defaultOpen>
        <CheckboxList
          label={listTexts.caliber}
          options={CALIBER_OPTIONS}
          selected={state.calibers}
          onToggle={(c) => set({ calibers: toggled(state.calibers, c) })}
          scroll
        />
      </FilterGroup>
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

import { findCaliber } from '../../../../../shared/catalog/calibers.ts';
import { formatPrice } from '../../../../../shared/build/totals.ts';
import { CloseIcon } from '../../../../components/icons/ui-icons.tsx';
import { catalogListQuery, type ListState } from '../../lib/list-query.ts';
import { listTexts } from './list-texts.ts';
import styles from './active-filters.module.css';

interface Chip {
  key: string;
  label: string;
  without: Partial<ListState>;
}

/** Every filter in force as a chip that removes it; the builder's sub-part among them. */
function chipsOf(state: ListState): Chip[] {
  const chips: Chip[] = [];
  if (state.subPart)
    chips.push({
      key: 'subPart',
      label: listTexts.subPartChip(state.subPart),
      without: { subPart: undefined },
    });
  if (state.q)
    chips.push({ key: 'q', label: listTexts.searchChip(state.q), without: { q: undefined } });
  for (const c of state.categories)
    chips.push({
      key: `category-${c}`,
      label: c,
      without: { categories: state.categories.filter((x) => x !== c) },
    });
  for (const c of state.calibers)
    chips.push({
      key: `caliber-${c}`,
      label: findCaliber(c)?.label ?? c,
      without: { calibers: state.calibers.filter((x) => x !== c) },
    });
  for (const b of state.brands)
    chips.push({
      key: `brand-${b}`,
      label: b,
      without: { brands: state.brands.filter((x) => x !== b) },
    });
  if (state.priceMin !== undefined || state.priceMax !== undefined)
    chips.push({
      key: 'price',
      label: listTexts.priceChip(
        state.priceMin === undefined ? undefined : formatPrice(state.priceMin),
        state.priceMax === undefined ? undefined : formatPrice(state.priceMax),
      ),
      without: { priceMin: undefined, priceMax: undefined },
    });
  if (state.inStock)
    chips.push({ key: 'inStock', label: listTexts.inStockOnly, without: { inStock: false } });
  if (state.compatibleOnly)
    chips.push({
      key: 'compatibleOnly',
      label: listTexts.compatibleChip,
      without: { compatibleOnly: false },
    });
  return chips;
}

/** The filters in force, each removable, and 'Clear all'. Nothing when no filter is set. */
export function ActiveFilters({
  state,
  onChange,
}: {
  state: ListState;
  onChange: (next: ListState) => void;
}) {
  const { hasFilters, withFilters, cleared } = catalogListQuery;
  if (!hasFilters(state)) return null;
  return (
    <div className={styles.bar}>
      <ul className={styles.chips} aria-label={listTexts.activeFilters}>
        {chipsOf(state).map((chip) => (
          <li key={chip.key} className={styles.chip}>
            <span>{chip.label}</span>
            <button
              type="button"
              className={styles.remove}
              aria-label={listTexts.removeFilter(chip.label)}
              onClick={() => onChange(withFilters(state, chip.without))}
            >
              <CloseIcon size="sm" />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.clear} onClick={() => onChange(cleared(state))}>
        {listTexts.clearAll}
      </button>
    </div>
  );
}

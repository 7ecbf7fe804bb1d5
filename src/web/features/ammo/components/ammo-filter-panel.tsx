import { GRAIN_BUCKETS, PRICE_BUCKETS } from '../../../../shared/ammo/buckets.ts';
import { BULLET_TYPES } from '../../../../shared/ammo/bullet-types.ts';
import { toggled } from '../../../../shared/listing/url-state.ts';
import {
  CheckboxFilter,
  type CheckboxOption,
} from '../../../components/filter-group/filter-group.tsx';
import { SearchableCheckboxFilter } from '../../../components/filter-group/searchable-filter.tsx';
import type { AmmoListState } from '../lib/ammo-query.ts';
import { caliberMatches, caliberOptions } from '../lib/caliber-options.ts';
import { ammoTexts } from '../lib/ammo-texts.ts';

type ListKey = 'calibers' | 'bulletTypes' | 'grains' | 'prices';

/** The groups after Caliber: each a state list and its fixed choices. */
const FIXED_GROUPS: readonly { key: ListKey; title: string; options: CheckboxOption[] }[] = [
  {
    key: 'bulletTypes',
    title: ammoTexts.bulletType,
    options: BULLET_TYPES.map((t) => ({ value: t, label: t })),
  },
  {
    key: 'grains',
    title: ammoTexts.grain,
    options: GRAIN_BUCKETS.map((b) => ({ value: b.key, label: b.label })),
  },
  {
    key: 'prices',
    title: ammoTexts.price,
    options: PRICE_BUCKETS.map((b) => ({ value: b.key, label: b.label })),
  },
];

const CALIBER_TEXTS = {
  search: ammoTexts.caliberSearch,
  none: ammoTexts.caliberNone,
  showAll: ammoTexts.showAllCalibers,
  showFewer: ammoTexts.showFewer,
};

/**
 * The four groups Caliber, Bullet Type, Grain and Price, with the agreed labels; all start
 * expanded. Caliber lists the AR-15's calibres first and the first ten calibres, with 'Show all'
 * and a search box for the rest (caliber-options.ts). A calibre chosen by URL that is not among the
 * filter's calibres (say `?caliber=12-gauge`) is listed too, so it can be unticked. Every change
 * goes into the URL and back to page 1; the sidebar and the mobile drawer show this same panel,
 * with the same drawers as the product list below 768 px.
 */
export function AmmoFilterPanel({
  state,
  onFilters,
}: {
  state: AmmoListState;
  onFilters: (patch: Partial<AmmoListState>) => void;
}) {
  const toggle = (key: ListKey, value: string) => onFilters({ [key]: toggled(state[key], value) });
  return (
    <div>
      <SearchableCheckboxFilter
        title={ammoTexts.caliber}
        name="caliberSearch"
        options={caliberOptions(state.calibers)}
        selected={state.calibers}
        onToggle={(c) => toggle('calibers', c)}
        texts={CALIBER_TEXTS}
        matches={caliberMatches}
      />
      {FIXED_GROUPS.map((group) => (
        <CheckboxFilter
          key={group.key}
          title={group.title}
          options={group.options}
          selected={state[group.key]}
          onToggle={(value) => toggle(group.key, value)}
        />
      ))}
    </div>
  );
}

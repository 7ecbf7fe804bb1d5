import { GRAIN_BUCKETS, PRICE_BUCKETS } from '../../../../shared/ammo/buckets.ts';
import { BULLET_TYPES } from '../../../../shared/ammo/bullet-types.ts';
import { AMMO_FILTER_CALIBER_KEYS, ammoCaliberByKey } from '../../../../shared/ammo/calibers.ts';
import { toggled } from '../../../../shared/listing/url-state.ts';
import {
  CheckboxFilter,
  type CheckboxOption,
} from '../../../components/filter-group/filter-group.tsx';
import type { AmmoListState } from '../lib/ammo-query.ts';
import { ammoTexts } from '../lib/ammo-texts.ts';

type ListKey = 'calibers' | 'bulletTypes' | 'grains' | 'prices';

const caliberOption = (key: string) => ({ value: key, label: ammoCaliberByKey(key)?.label ?? key });
const FILTER_CALIBERS = AMMO_FILTER_CALIBER_KEYS.map(caliberOption);

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

/**
 * The four groups Caliber, Bullet Type, Grain and Price, with the agreed labels; all start
 * expanded (four short groups). A calibre chosen by URL that is not among the filter's calibres
 * (say `?caliber=12-gauge`) is listed too, so it can be unticked. Every change goes into the URL
 * and back to page 1; the sidebar and the mobile drawer show this same panel, with the same
 * drawers as the product list below 768 px.
 */
export function AmmoFilterPanel({
  state,
  onFilters,
}: {
  state: AmmoListState;
  onFilters: (patch: Partial<AmmoListState>) => void;
}) {
  const toggle = (key: ListKey, value: string) => onFilters({ [key]: toggled(state[key], value) });
  const extra = state.calibers
    .filter((c) => !(AMMO_FILTER_CALIBER_KEYS as readonly string[]).includes(c))
    .map(caliberOption);
  return (
    <div>
      <CheckboxFilter
        title={ammoTexts.caliber}
        options={[...FILTER_CALIBERS, ...extra]}
        selected={state.calibers}
        onToggle={(c) => toggle('calibers', c)}
        scroll
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

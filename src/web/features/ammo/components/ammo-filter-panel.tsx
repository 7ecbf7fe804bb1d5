import { GRAIN_BUCKETS, PRICE_BUCKETS } from '../../../../shared/ammo/buckets.ts';
import { BULLET_TYPES } from '../../../../shared/ammo/bullet-types.ts';
import { AMMO_FILTER_CALIBER_KEYS, ammoCaliberByKey } from '../../../../shared/ammo/calibers.ts';
import { CheckboxList, FilterGroup } from '../../../components/filter-group/filter-group.tsx';
import { toggled, withAmmoFilters, type AmmoListState } from '../lib/ammo-query.ts';
import { ammoTexts } from '../lib/ammo-texts.ts';

const caliberOption = (key: string) => ({ value: key, label: ammoCaliberByKey(key)?.label ?? key });
const FILTER_CALIBERS = AMMO_FILTER_CALIBER_KEYS.map(caliberOption);
const BULLET_OPTIONS = BULLET_TYPES.map((t) => ({ value: t, label: t }));
const GRAIN_OPTIONS = GRAIN_BUCKETS.map((b) => ({ value: b.key, label: b.label }));
const PRICE_OPTIONS = PRICE_BUCKETS.map((b) => ({ value: b.key, label: b.label }));

/**
 * spec §2 / §9: the four groups Caliber, Bullet Type, Grain and Price, with the spec's labels; all
 * start expanded (four short groups). A calibre chosen by URL that is not in §9's list (say
 * `?caliber=12-gauge`) is listed too, so it can be unticked. Every change goes into the URL and
 * back to page 1; the sidebar and the mobile drawer show this same panel (D30).
 */
export function AmmoFilterPanel({
  state,
  onChange,
}: {
  state: AmmoListState;
  onChange: (next: AmmoListState) => void;
}) {
  const set = (patch: Partial<AmmoListState>) => onChange(withAmmoFilters(state, patch));
  const extra = state.calibers
    .filter((c) => !(AMMO_FILTER_CALIBER_KEYS as readonly string[]).includes(c))
    .map(caliberOption);
  return (
    <div>
      <FilterGroup title={ammoTexts.caliber} defaultOpen>
        <CheckboxList
          label={ammoTexts.caliber}
          options={[...FILTER_CALIBERS, ...extra]}
          selected={state.calibers}
          onToggle={(c) => set({ calibers: toggled(state.calibers, c) })}
          scroll
        />
      </FilterGroup>
      <FilterGroup title={ammoTexts.bulletType} defaultOpen>
        <CheckboxList
          label={ammoTexts.bulletType}
          options={BULLET_OPTIONS}
          selected={state.bulletTypes}
          onToggle={(b) => set({ bulletTypes: toggled(state.bulletTypes, b) })}
        />
      </FilterGroup>
      <FilterGroup title={ammoTexts.grain} defaultOpen>
        <CheckboxList
          label={ammoTexts.grain}
          options={GRAIN_OPTIONS}
          selected={state.grains}
          onToggle={(g) => set({ grains: toggled(state.grains, g) })}
        />
      </FilterGroup>
      <FilterGroup title={ammoTexts.price} defaultOpen>
        <CheckboxList
          label={ammoTexts.price}
          options={PRICE_OPTIONS}
          selected={state.prices}
          onToggle={(p) => set({ prices: toggled(state.prices, p) })}
        />
      </FilterGroup>
    </div>
  );
}

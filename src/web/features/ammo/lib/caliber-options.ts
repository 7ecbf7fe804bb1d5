import {
  AMMO_FILTER_CALIBER_KEYS,
  ammoCaliberByKey,
  type AmmoCaliber,
} from '../../../../shared/ammo/calibers.ts';
import { squashCaliber } from '../../../../shared/catalog/calibers.ts';

/**
 * The Caliber filter's order: the AR-15's calibres first, as this is a shop for AR builds, then
 * the rest; within each part the calibres with the most listings first (retail listings, which
 * the demo catalogue follows). Every key of AMMO_FILTER_CALIBER_KEYS appears once (a unit test
 * checks it).
 */
export const CALIBER_FILTER_ORDER: readonly string[] = [
  // AR-15
  '556',
  '223',
  '300-blackout',
  '762x39',
  '65-grendel',
  '450-bushmaster',
  '68-spc',
  '50-beowulf',
  // the rest
  '9mm',
  '308',
  '45-acp',
  '22-lr',
  '40-sw',
  '380-acp',
  '38-special',
  '357-magnum',
  '10mm-auto',
  '32-acp',
  '357-sig',
];

export interface CaliberOption {
  value: string;
  label: string;
}

const option = (key: string): CaliberOption => ({
  value: key,
  label: ammoCaliberByKey(key)?.label ?? key,
});

const FILTER_OPTIONS = CALIBER_FILTER_ORDER.map(option);

/**
 * The Caliber filter's options in CALIBER_FILTER_ORDER, then any calibre the URL chose that the
 * filter does not offer (say `?caliber=12-gauge`), so it can be unticked.
 */
export function caliberOptions(selected: readonly string[]): CaliberOption[] {
  const offered: readonly string[] = AMMO_FILTER_CALIBER_KEYS;
  return [...FILTER_OPTIONS, ...selected.filter((c) => !offered.includes(c)).map(option)];
}

function names(caliber: AmmoCaliber | undefined, option: CaliberOption): string[] {
  if (!caliber) return [option.label];
  return [caliber.label, ...caliber.aliases, ...(caliber.cartridge ? [caliber.cartridge] : [])];
}

/**
 * Whether a Caliber option answers the filter's search: any of its names ('.300 Blackout',
 * '300 BLK', '6.5mm Grendel') contains the search, ignoring case, dots, spaces and hyphens.
 */
export function caliberMatches(option: CaliberOption, search: string): boolean {
  const needle = squashCaliber(search);
  if (!needle) return true;
  return names(ammoCaliberByKey(option.value), option).some((n) =>
    squashCaliber(n).includes(needle),
  );
}

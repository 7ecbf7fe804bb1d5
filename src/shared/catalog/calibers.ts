// Calibres of the catalogue (the Calibers filter works on parts too: a part matches a calibre when
// it is chambered for it or compatible with it). Keys are the ammunition's caliber keys ('556',
// '300-blackout'); `fires` lists the ammo keys a part chambered or built for
// this calibre works with, so a 5.56 NATO barrel is found under both 5.56 NATO and .223, and a
// .223 Wylde one as well (ADR 019). The ammunition catalogue uses these calibres too and adds the
// ones no AR part is made for (src/shared/ammo/calibers.ts, ADR 031).

export interface Caliber {
  key: string;
  label: string;
  aliases: readonly string[];
  fires: readonly string[];
}

const c = (key: string, label: string, aliases: string[], fires: string[] = [key]): Caliber => ({
  key,
  label,
  aliases,
  fires,
});

export const CALIBERS: readonly Caliber[] = [
  c(
    '556',
    '5.56 NATO',
    ['5.56', '5.56x45', '5.56x45mm', '5.56x45mm NATO', '556 NATO', '5.56mm', '5.56 x 45'],
    ['556', '223'],
  ),
  c('223', '.223 Remington', ['.223', '.223 Rem', '223 Rem', '223 Remington']),
  c('223-wylde', '.223 Wylde', ['223 Wylde'], ['556', '223']),
  c('300-blackout', '.300 Blackout', [
    '300 BLK',
    '.300 BLK',
    '300 AAC Blackout',
    '300 AAC',
    '300 Blackout',
    '7.62x35',
  ]),
  c('65-grendel', '6.5 Grendel', ['6.5mm Grendel']),
  c('68-spc', '6.8 SPC', ['6.8 SPC II', '6.8mm SPC', '6.8mm Remington SPC', '6.8 Rem SPC']),
  c('762x39', '7.62x39', ['7.62x39mm', '7.62 x 39']),
  c('450-bushmaster', '.450 Bushmaster', ['450 BM']),
  c('50-beowulf', '.50 Beowulf', []),
  c('458-socom', '.458 SOCOM', []),
  c('224-valkyrie', '.224 Valkyrie', []),
  c('6mm-arc', '6mm ARC', []),
  c('22-lr', '.22 LR', ['.22 Long Rifle', '22LR']),
  c('9mm', '9mm', ['9mm Luger', '9x19', '9x19mm', '9mm Parabellum', '9mm NATO']),
  c(
    '308',
    '.308 Winchester',
    ['.308', '.308 Win', '7.62x51', '7.62x51mm', '7.62x51mm NATO', '7.62 NATO'],
    ['308'],
  ),
  c('65-creedmoor', '6.5 Creedmoor', ['6.5mm Creedmoor', '6.5 CM']),
  c('45-acp', '.45 ACP', ['.45 Auto', '45 Automatic']),
  c('40-sw', '.40 S&W', ['40 Smith & Wesson', '.40 cal']),
  c('10mm-auto', '10mm Auto', ['10mm', '10mm Automatic']),
  c('380-acp', '.380 ACP', ['.380 Auto', '380 Automatic']),
  c('357-magnum', '.357 Magnum', ['.357 Mag']),
  c('357-sig', '.357 Sig', []),
  c('32-acp', '.32 ACP', ['.32 Auto', '32 Automatic']),
  c('38-special', '.38 Special', ['.38 Spl', '38 Special +P']),
];

/**
 * The Calibers filter as the product writes it, in its order: the calibres both the parts list
 * and the ammunition list offer to filter by.
 */
export const CALIBER_FILTER_LABELS = [
  '.223',
  '5.56 NATO',
  '.380 ACP',
  '9mm',
  '.308',
  '.45 ACP',
  '.40 S&W',
  '.357 Magnum',
  '.22 LR',
  '6.5 Grendel',
  '.300 Blackout',
  '6.8 SPC',
  '7.62x39',
  '.450 Bushmaster',
  '.50 Beowulf',
  '.32 ACP',
  '.38 Special',
  '10mm Auto',
  '.357 Sig',
] as const;

/** Caliber matching ignores case, hyphens and spaces (and here dots too). */
export function squashCaliber(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9&]+/g, '');
}

const BY_NAME = new Map<string, Caliber>();
for (const cal of CALIBERS) {
  for (const name of [cal.key, cal.label, ...cal.aliases]) BY_NAME.set(squashCaliber(name), cal);
}

/** The calibre a name stands for ('5.56 nato', '.223', '300-blackout'), or undefined. */
export function findCaliber(name: string): Caliber | undefined {
  return BY_NAME.get(squashCaliber(name));
}

/**
 * The filter keys a part matches: the ammo keys its calibre and its caliber compatibility fire.
 * Unknown names are ignored (a catalogue import reports them).
 */
export function caliberFilterKeys(names: readonly (string | null | undefined)[]): string[] {
  const keys = new Set<string>();
  for (const name of names) {
    const cal = name ? findCaliber(name) : undefined;
    for (const key of cal?.fires ?? []) keys.add(key);
  }
  return [...keys].sort();
}

/**
 * The key a selected calibre filters on: its own ammo key, or for a chamber that is not an ammo
 * calibre (.223 Wylde) the first ammo it is made for. undefined for an unknown calibre.
 */
export function caliberSelectionKey(name: string): string | undefined {
  const cal = findCaliber(name);
  if (!cal) return undefined;
  return cal.fires.includes(cal.key) ? cal.key : cal.fires[0];
}

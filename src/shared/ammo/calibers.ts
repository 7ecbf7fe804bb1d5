import { CALIBERS, squashCaliber } from '../catalog/calibers.ts';

// Calibres of the ammunition catalogue (the ammo records' caliber keys, ADR 031). The calibres an AR
// part can be chambered in come from the catalogue's list (src/shared/catalog/calibers.ts: same
// keys, labels and aliases); this file adds what ammunition needs besides: a category and the
// platform a card shows, the cartridge's standard name (SAAMI / CIP, as in
// tests/fixtures/calibers/cartridges.csv), and the calibres real listings sell that no AR part is
// made for (.22 WMR, 12 gauge, .38 Super…), so that a title naming them is still understood,
// and the spellings of the catalogue's calibres that only listings use ('.380', '9mm Para', ADR
// 078).
// 'high-price-test', a key of the demo data, is a test key, not a calibre shown to users: it is
// not here.

export type AmmoCategory = 'rifle' | 'pistol' | 'rimfire' | 'shotshell';

export interface AmmoCaliber {
  key: string;
  label: string;
  aliases: readonly string[];
  category: AmmoCategory;
  /** What an ammo card shows as the platform (cards show name, platform and brand). */
  platform: string;
  /** The standard name in cartridges.csv, when the list has it. */
  cartridge?: string;
}

type Facts = [category: AmmoCategory, platform: string, cartridge?: string];

/** The catalogue's calibres that are ammunition (a chamber such as .223 Wylde is not). */
const CATALOGUE_FACTS: Record<string, Facts> = {
  '556': ['rifle', 'AR15'],
  '223': ['rifle', 'AR15', '223 Remington'],
  '300-blackout': ['rifle', 'AR15', '300 AAC Blackout'],
  '65-grendel': ['rifle', 'AR15', '6.5 Grendel'],
  '68-spc': ['rifle', 'AR15', '6.8mm Remington SPC'],
  '762x39': ['rifle', 'AR15', '7.62 x 39'],
  '450-bushmaster': ['rifle', 'AR15', '450 Bushmaster'],
  '50-beowulf': ['rifle', 'AR15'],
  '458-socom': ['rifle', 'AR15'],
  '224-valkyrie': ['rifle', 'AR15'],
  '6mm-arc': ['rifle', 'AR15'],
  '22-lr': ['rimfire', 'Rimfire', '22 Long Rifle'],
  '9mm': ['pistol', 'Handgun', '9mm Luger'],
  '308': ['rifle', 'AR10', '308 Winchester'],
  '65-creedmoor': ['rifle', 'AR10', '6.5 Creedmoor'],
  '45-acp': ['pistol', 'Handgun', '45 Automatic'],
  '40-sw': ['pistol', 'Handgun', '40 Smith & Wesson'],
  '10mm-auto': ['pistol', 'Handgun', '10mm Automatic'],
  '380-acp': ['pistol', 'Handgun', '380 Automatic'],
  '357-magnum': ['pistol', 'Handgun', '357 Magnum'],
  '357-sig': ['pistol', 'Handgun', '357 Sig'],
  '32-acp': ['pistol', 'Handgun', '32 Automatic'],
  '38-special': ['pistol', 'Handgun', '38 Special'],
};

const a = (
  key: string,
  label: string,
  aliases: string[],
  [category, platform, cartridge]: Facts,
): AmmoCaliber => ({ key, label, aliases, category, platform, ...(cartridge && { cartridge }) });

const RIFLE = (cartridge?: string): Facts => ['rifle', 'Rifle', cartridge];
const PISTOL = (cartridge?: string): Facts => ['pistol', 'Handgun', cartridge];
const RIMFIRE = (cartridge?: string): Facts => ['rimfire', 'Rimfire', cartridge];
const SHOTSHELL: Facts = ['shotshell', 'Shotgun'];

/** Calibres only ammunition has (keys in the same style: digits, then a short name). */
const AMMO_ONLY: readonly AmmoCaliber[] = [
  a('545x39', '5.45x39', ['5.45x39mm', '5.45 x 39'], RIFLE('5.45 x 39')),
  a('762x54r', '7.62x54R', ['7.62x54mmR', '7.62x54 R', '7.62 x 54 R'], RIFLE('7.62 x 54 R')),
  a('22-250', '.22-250 Remington', ['22-250 Rem'], RIFLE('22-250 Remington')),
  a('243-win', '.243 Winchester', ['.243 Win', '.243'], RIFLE('243 Winchester')),
  a('25-06', '.25-06 Remington', ['.25-06', '25-06 Rem'], RIFLE('25-06 Remington')),
  a('270-win', '.270 Winchester', ['.270 Win', '.270'], RIFLE('270 Winchester')),
  a('30-06', '.30-06 Springfield', ['.30-06', '30-06 Sprg'], RIFLE('30-06 Springfield')),
  a('30-30', '.30-30 Winchester', ['.30-30', '30-30 Win'], RIFLE('30-30 Winchester')),
  a('30-carbine', '.30 Carbine', ['30 M1 Carbine'], RIFLE('30 Carbine')),
  a(
    '300-win-mag',
    '.300 Win Mag',
    ['300 Winchester Magnum', '300 WM'],
    RIFLE('300 Winchester Magnum'),
  ),
  a('7mm-rem-mag', '7mm Rem Mag', ['7mm Remington Magnum'], RIFLE('7mm Remington Magnum')),
  a('65-prc', '6.5 PRC', ['6.5mm PRC', '6.5 Precision Rifle Cartridge'], RIFLE()),
  a(
    '375-hh',
    '.375 H&H Magnum',
    ['375 H&H', '375 H&H Mag', '375 Holland & Holland Magnum'],
    RIFLE('375 Holland & Holland Magnum'),
  ),
  a('93x62', '9.3x62mm', ['9.3x62', '9.3 x 62'], RIFLE('9.3 x 62')),
  a('45-70', '.45-70 Government', ['45-70 Govt', '.45-70'], RIFLE('45-70 Government')),
  a(
    '50-bmg',
    '.50 BMG',
    ['50 Browning', '50 Browning Machine Gun', '.50 cal BMG', '12.7x99', '12.7x99mm NATO'],
    RIFLE('50 Browning'),
  ),
  a(
    '338-lapua',
    '.338 Lapua Magnum',
    ['338 Lapua', '338 Lapua Mag', '338 LM'],
    RIFLE('338 Lapua Magnum'),
  ),
  a(
    '300-wsm',
    '.300 WSM',
    ['300 Winchester Short Magnum', '300 Win Short Mag'],
    RIFLE('300 Winchester Short Magnum'),
  ),
  a('300-prc', '.300 PRC', ['300 Precision Rifle Cartridge'], RIFLE()),
  a('6mm-creedmoor', '6mm Creedmoor', ['6mm CM'], RIFLE()),
  a('7mm-08', '7mm-08 Remington', ['7mm-08 Rem'], RIFLE('7mm-08 Remington')),
  a('280-rem', '.280 Remington', ['280 Rem'], RIFLE('280 Remington')),
  a('204-ruger', '.204 Ruger', [], RIFLE('204 Ruger')),
  a('350-legend', '.350 Legend', ['350 Win Legend'], RIFLE()),
  a('25-45-sharps', '.25-45 Sharps', ['25-45'], RIFLE()),
  a(
    '65x55',
    '6.5x55 Swedish',
    ['6.5x55', '6.5x55mm', '6.5x55 Swede', '6.5x55 SE', '6.5x55mm Swedish Mauser'],
    RIFLE('6.5 x 55 Swedish'),
  ),
  a(
    '8mm-mauser',
    '8mm Mauser',
    ['8x57', '8x57mm', '8x57 JS', '8x57 IS', '8mm Mauser JS', '7.92x57', '7.92x57mm'],
    RIFLE('8mm Mauser (8 x 57)'),
  ),
  a('303-british', '.303 British', ['.303', '303 Brit'], RIFLE('303 British')),
  a('57x28', '5.7x28mm', ['5.7x28', '5.7 x 28', 'FN 5.7x28'], PISTOL('5.7 x 28')),
  a('25-acp', '.25 ACP', ['.25 Auto', '25 Automatic'], PISTOL('25 Automatic')),
  a(
    '38-super',
    '.38 Super',
    ['38 Super Auto', '38 Super +P', '38 Super Automatic'],
    PISTOL('38 Super Automatic'),
  ),
  a('38-sw', '.38 S&W', ['38 Smith & Wesson'], PISTOL('38 Smith & Wesson')),
  a('32-sw-long', '.32 S&W Long', ['32 Smith & Wesson Long'], PISTOL('32 Smith & Wesson Long')),
  a(
    '327-federal',
    '.327 Federal Magnum',
    ['327 Federal', '327 Federal Mag', '327 Fed Mag'],
    PISTOL('327 Federal Magnum'),
  ),
  a(
    '41-magnum',
    '.41 Magnum',
    ['41 Rem Mag', '41 Mag', '41 Remington Magnum'],
    PISTOL('41 Remington Magnum'),
  ),
  a('454-casull', '.454 Casull', [], PISTOL('454 Casull')),
  a('9mm-makarov', '9mm Makarov', ['9x18', '9x18mm', '9x18 Makarov'], PISTOL('9x18 Makarov')),
  a('762x25', '7.62x25 Tokarev', ['7.62x25', '7.62 x 25 Tokarev'], PISTOL('7.62 x 25 Tokarev')),
  a('30-super-carry', '.30 Super Carry', ['30 SC'], PISTOL()),
  a('44-special', '.44 Special', ['44 Spl', '44 S&W Special'], PISTOL('44 S&W Special')),
  a(
    '44-magnum',
    '.44 Magnum',
    ['44 Mag', '44 Rem Mag', '44 Remington Magnum'],
    PISTOL('44 Remington Magnum'),
  ),
  a('45-colt', '.45 Colt', ['45 Long Colt', '45 LC'], PISTOL('45 Colt')),
  a(
    '45-gap',
    '.45 GAP',
    ['45 G.A.P.', '45 Glock Automatic Pistol'],
    PISTOL('45 Glock Automatic Pistol'),
  ),
  a(
    '500-sw',
    '.500 S&W Magnum',
    ['500 S&W', '500 S&W Mag', '500 Smith & Wesson Magnum'],
    PISTOL('500 S&W Magnum'),
  ),
  a(
    '22-wmr',
    '.22 WMR',
    ['22 Mag', '22 Magnum', '22 Win Mag', '22 Winchester Magnum', '22 Winchester Magnum Rimfire'],
    RIMFIRE('22 Winchester Magnum Rimfire'),
  ),
  a('17-hmr', '.17 HMR', ['17 Hornady Magnum Rimfire'], RIMFIRE('17 Hornady Magnum Rimfire')),
  a('17-wsm', '.17 WSM', ['17 Winchester Super Magnum'], RIMFIRE('17 Winchester Super Magnum')),
  a('17-hm2', '.17 HM2', ['17 Mach 2', '17 Hornady Mach 2'], RIMFIRE('17 Mach 2')),
  a('22-short', '.22 Short', [], RIMFIRE('22 Short')),
  a('22-long', '.22 Long', [], RIMFIRE('22 Long')),
  a('12-gauge', '12 Gauge', ['12 ga', '12 bore'], SHOTSHELL),
  a('16-gauge', '16 Gauge', ['16 ga', '16 bore'], SHOTSHELL),
  a('20-gauge', '20 Gauge', ['20 ga', '20 bore'], SHOTSHELL),
  a('28-gauge', '28 Gauge', ['28 ga'], SHOTSHELL),
  a('410-bore', '.410 Bore', ['.410', '410 Gauge', '410 ga'], SHOTSHELL),
];

/**
 * Spellings of the catalogue's calibres that ammunition listings use and AR parts never do
 * ('.380' alone, '9mm Kurz'); kept here so the parts' calibre list stays as it is.
 */
const LISTING_ALIASES: Record<string, readonly string[]> = {
  '556': ['5.56x45 NATO', '5.56mm NATO'],
  '308': ['7.62x51 NATO', '308 Win NATO'],
  '68-spc': ['6.8 Remington SPC'],
  '9mm': ['9mm Para', '9x19 Parabellum', '9mm Luger Parabellum'],
  '40-sw': ['40 SW', '.40 Smith and Wesson'],
  '380-acp': ['.380', '9mm Kurz', '9x17'],
  '45-acp': ['45 Automatic Colt Pistol'],
  '22-lr': ['22 Long Rifle Rimfire'],
};

export const AMMO_CALIBERS: readonly AmmoCaliber[] = [
  ...CALIBERS.filter((c) => CATALOGUE_FACTS[c.key]).map((c) =>
    a(c.key, c.label, [...c.aliases, ...(LISTING_ALIASES[c.key] ?? [])], CATALOGUE_FACTS[c.key]!),
  ),
  ...AMMO_ONLY,
];

/**
 * The Calibers filter (CALIBER_FILTER_LABELS), in its order: the calibres the ammo list offers. The API
 * accepts every key of AMMO_CALIBERS (and any spelling of one).
 */
export const AMMO_FILTER_CALIBER_KEYS = [
  '223',
  '556',
  '380-acp',
  '9mm',
  '308',
  '45-acp',
  '40-sw',
  '357-magnum',
  '22-lr',
  '65-grendel',
  '300-blackout',
  '68-spc',
  '762x39',
  '450-bushmaster',
  '50-beowulf',
  '32-acp',
  '38-special',
  '10mm-auto',
  '357-sig',
] as const;

const BY_KEY = new Map(AMMO_CALIBERS.map((c) => [c.key, c]));
const BY_NAME = new Map<string, AmmoCaliber>();
for (const cal of AMMO_CALIBERS) {
  for (const name of [
    cal.key,
    cal.label,
    ...cal.aliases,
    ...(cal.cartridge ? [cal.cartridge] : []),
  ]) {
    const squashed = squashCaliber(name);
    const taken = BY_NAME.get(squashed);
    if (taken && taken !== cal)
      throw new Error(`calibre name ${name} of ${cal.key} is already ${taken.key}'s`);
    BY_NAME.set(squashed, cal);
  }
}

/**
 * The ammo calibre a name stands for: a key ('300-blackout'), a label ('.300 Blackout') or any
 * alias, ignoring case, hyphens, spaces and dots. undefined when unknown.
 */
export function findAmmoCaliber(name: string): AmmoCaliber | undefined {
  return BY_NAME.get(squashCaliber(name));
}

/** The calibre of a key, exactly as stored. */
export function ammoCaliberByKey(key: string): AmmoCaliber | undefined {
  return BY_KEY.get(key);
}

/** How many words the longest calibre name has ('375 Holland & Holland Magnum': 5). */
export const LONGEST_CALIBER_WORDS = Math.max(
  ...[...AMMO_CALIBERS].flatMap((c) =>
    [c.label, ...c.aliases, c.cartridge ?? ''].map((n) => n.split(/\s+/).length),
  ),
);

// Ammunition makers as listings write them (ADR 031). The first name is how we store the brand;
// the others are other spellings and product lines sold under it. A title that starts with none of
// these still gets a brand: its first word (parse-title.ts).

const BRANDS: readonly (readonly [brand: string, ...others: string[]])[] = [
  ['Aguila'],
  ['American Eagle'],
  ['Ammo Inc', 'AMMO Inc.'],
  ['Armscor', 'Rock Island Armory'],
  ['Barnaul'],
  ['Barnes'],
  ['Berger'],
  ['Black Hills', 'Black Hills Ammunition'],
  ['Blazer', 'CCI Blazer'],
  ['Brown Bear'],
  ['Browning'],
  ['Buffalo Bore'],
  ['CCI'],
  ['Cor-Bon', 'CorBon'],
  ['DoubleTap', 'Double Tap'],
  ['Estate'],
  ['Federal', 'Federal Premium'],
  ['Fiocchi'],
  ['Fort Scott Munitions', 'Fort Scott'],
  ['Freedom Munitions'],
  ['Geco'],
  ['Golden Bear'],
  ['Hornady'],
  ['IMI', 'Israel Military Industries'],
  ['Igman'],
  ['Kent'],
  ['Lake City'],
  ['Lapua'],
  ['Lehigh Defense', 'Lehigh'],
  ['Liberty', 'Liberty Ammunition'],
  ['Magtech'],
  ['NobelSport', 'Nobel Sport'],
  ['Norma'],
  ['Nosler'],
  ['PMC'],
  ['Prvi Partizan', 'PPU', 'Prvi'],
  ['Remington'],
  ['Rio'],
  ['Sellier & Bellot', 'Sellier and Bellot', 'S&B', 'Sellier'],
  ['Sig Sauer', 'SIG'],
  ['Silver Bear'],
  ['Speer'],
  ['Swift'],
  ['TulAmmo', 'Tula', 'Tula Ammo'],
  ['Underwood'],
  ['Wilson Combat'],
  ['Winchester'],
  ['Wolf', 'Wolf Performance Ammunition'],
];

export const AMMO_BRANDS: readonly string[] = BRANDS.map(([brand]) => brand);

const words = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^a-z0-9&]+/)
    .filter(Boolean);

/** Every spelling as words, longest first. */
const SPELLINGS = BRANDS.flatMap(([brand, ...others]) =>
  [brand, ...others].map((name) => ({ brand, words: words(name) })),
).sort((x, y) => y.words.length - x.words.length);

/** The brand a title starts with, as we store it ('Sellier and Bellot 9mm…' → 'Sellier & Bellot'). */
export function brandAtStart(title: string): string | undefined {
  const tokens = words(title);
  const hit = SPELLINGS.find((s) => s.words.every((w, i) => tokens[i] === w));
  return hit?.brand;
}

/** A brand name written in any case or another spelling, as we store it; else the name trimmed. */
export function canonicalBrand(name: string): string {
  const key = words(name).join(' ');
  return SPELLINGS.find((s) => s.words.join(' ') === key)?.brand ?? name.trim();
}

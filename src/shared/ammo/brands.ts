// Ammunition makers as listings write them (ADR 031, ADR 078). The first name of a row is how we
// store the brand; the others are other spellings and the product lines sold under it, so that
// one maker has one stored name ('S&B' and 'Sellier and Bellot' are 'Sellier & Bellot', 'American
// Eagle' is Federal's, 'UMC' Remington's). A line the market sells as a brand of its own keeps its
// name (Blazer, Speer, Red Army Standard, the Bears). A name marked START is an everyday word or a
// bullet maker's name ('Kent', 'Estate', 'Swift', 'FN' as in 'FMJ-FN'): it is read where a title
// or one of its ' - ' parts starts, or after 'by', never in the middle of a part. Where
// parse-title.ts looks for brands, in what order, is written there.

/** Marks a spelling read only where a title or a part of it starts, or after 'by'. */
const START = '^';

const BRANDS: readonly (readonly [brand: string, ...others: string[]])[] = [
  ['Aguila', 'Aguila Ammunition'],
  ['Alexander Arms'],
  ['Ammo Inc', 'AMMO Inc.', 'Ammo Incorporated'],
  ['Apex', `${START}Apex`, 'Apex Ammunition'],
  ['Armscor', 'Armscor Precision', 'Rock Island Armory'],
  ['Atlanta Arms'],
  ['Australian Outback', 'Australian Outback Ammunition'],
  ['Barnaul', 'Barnaul Ammunition'],
  ['Barnes', 'Barnes Bullets'],
  ['Baschieri & Pellagri', 'Baschieri and Pellagri', 'B&P'],
  ['Berger', 'Berger Bullets'],
  ['Bitterroot Valley', 'BVAC', 'Bitterroot Valley Ammunition'],
  ['Black Hills', 'Black Hills Ammunition'],
  ['Blazer', 'CCI Blazer', 'Blazer Brass', 'Blazer Aluminum'],
  ['Boss', `${START}Boss`, 'Boss Shotshells'],
  ['BPI', 'Ballistic Products', 'Ballistic Products Inc'],
  ['Brenneke', 'Brenneke USA'],
  ['Brown Bear'],
  ['Browning', 'Browning Ammunition'],
  ['Buffalo Bore', 'Buffalo Bore Ammunition'],
  ['CCI', 'CCI Ammunition'],
  ['Century Arms', 'Century International Arms'],
  ['Cheddite'],
  ['Choice Ammunition'],
  ['Clever', `${START}Clever`, 'Clever Mirage'],
  ['Cor-Bon', 'CorBon'],
  ['Cutting Edge Bullets', 'Cutting Edge'],
  ['DoubleTap', 'Double Tap', 'DoubleTap Ammunition'],
  ['DRT', 'Dynamic Research Technologies'],
  ['Eley'],
  ['Elite Ammunition'],
  ['Estate', `${START}Estate`, 'Estate Cartridge'],
  ['Federal', 'Federal Premium', 'Federal Ammunition', 'American Eagle', `${START}Fusion`],
  ['Fenix Ammunition', 'Fenix'],
  ['Fiocchi', 'Fiocchi Ammunition', 'Fiocchi of America'],
  ['FN', `${START}FN`, 'FN Herstal', 'FN America'],
  ['Fort Scott Munitions', 'Fort Scott', 'FSM'],
  ['Freedom Munitions'],
  ['G2 Research', 'G2R'],
  ['Gamebore'],
  ['Geco'],
  ['Gemtech'],
  ['Georgia Arms'],
  ['Glaser', 'Glaser Safety Slug'],
  ['Golden Bear'],
  ['Golden Tiger'],
  ['Gorilla Ammunition', 'Gorilla', 'Gorilla Ammo'],
  ['Grizzly Cartridge', `${START}Grizzly`],
  ['Hansen Cartridge'],
  ["Herter's", 'Herters'],
  ['Hevi-Shot', 'HeviShot', 'Hevi Shot', 'Hevi-Metal'],
  ['Hornady', 'Hornady Manufacturing'],
  ['HPR', 'HPR Ammunition'],
  ['HSM', 'Hunting Shack', 'HSM Ammunition'],
  ['Igman'],
  ['IMI', 'Israel Military Industries', 'IMI Systems'],
  ['Kent', `${START}Kent`, 'Kent Cartridge'],
  ['Kynoch'],
  ['Lake City', 'Lake City Army Ammunition Plant'],
  ['Lapua'],
  ['Lehigh Defense', 'Lehigh'],
  ['Liberty', `${START}Liberty`, 'Liberty Ammunition'],
  ['MagSafe'],
  ['Magtech', 'Magtech Ammunition', 'CBC'],
  ['Maxxtech', 'Maxx Tech'],
  ['MEN', `${START}MEN`],
  ['MFS'],
  ['Military Ballistics Industries', 'MBI'],
  ['Monarch', `${START}Monarch`],
  ['NobelSport', 'Nobel Sport', 'Nobel Sport Italia'],
  ['Norma', 'Norma Ammunition'],
  ['Nosler'],
  ['PMC', 'PMC Ammunition'],
  ['PNW Arms'],
  ['Polycase', 'PolyCase Ammunition', 'Inceptor'],
  ['Polywad'],
  ['Precision One'],
  ['Prvi Partizan', 'PPU', 'Prvi', 'Privi Partizan', 'Privi'],
  ['Red Army Standard', 'Century Arms Red Army Standard'],
  ['Remington', 'Remington Ammunition', 'UMC', `${START}Core-Lokt`],
  ['Rio', `${START}Rio`, 'Rio Ammunition'],
  ['Rottweil'],
  ['RST', 'RST Shotshells'],
  ['RUAG', 'RUAG Ammotec'],
  ['RWS'],
  ['Sako'],
  ['Sellier & Bellot', 'Sellier and Bellot', 'S&B', 'Sellier'],
  ['Sierra', `${START}Sierra`, 'Sierra Bullets'],
  ['Sig Sauer', 'SIG'],
  ['Silver Bear'],
  ['Sinterfire'],
  ['SK', `${START}SK`, 'SK Ammunition'],
  ['Speer', `${START}Gold Dot`],
  ['Sterling', `${START}Sterling`, 'Sterling Ammunition'],
  ['Super Vel'],
  ['Swift', `${START}Swift`],
  ['TulAmmo', 'Tula', 'Tula Ammo', 'Tula Cartridge Works'],
  ['Ultramax'],
  ['Underwood', 'Underwood Ammo'],
  ['Weatherby'],
  ['Wilson Combat'],
  ['Winchester', 'Winchester Ammunition', 'USA Forged', 'USA Ready', 'USA Valor'],
  ['Wolf', 'Wolf Performance Ammunition', 'Wolf Gold'],
  ['Zastava', 'Zastava Arms'],
];

export const AMMO_BRANDS: readonly string[] = BRANDS.map(([brand]) => brand);

/** A text as brand words: lower case, apostrophes dropped, '&' a word of its own. */
export const brandWords = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/&/g, ' & ')
    .split(/[^a-z0-9&]+/)
    .filter(Boolean);

interface Spelling {
  brand: string;
  words: string[];
  /** Found in the middle of a title too. */
  anywhere: boolean;
}

/** Every spelling as words, longest first. */
const SPELLINGS: readonly Spelling[] = BRANDS.flatMap(([brand, ...others]) => {
  const names = [brand, ...others];
  const startOnly = new Set(names.filter((n) => n.startsWith(START)).map((n) => n.slice(1)));
  return [...new Set(names.map((n) => n.replace(START, '')))].map((name) => ({
    brand,
    words: brandWords(name),
    anywhere: !startOnly.has(name),
  }));
}).sort((x, y) => y.words.length - x.words.length);

/** The longest spelling that starts at word i, or undefined. */
function spellingAt(words: readonly string[], i: number, anywhere = false): Spelling | undefined {
  return SPELLINGS.find(
    (s) => (!anywhere || s.anywhere) && s.words.every((w, j) => words[i + j] === w),
  );
}

/** Words a title may open with before its brand ('NEW!', 'Buy this', 'In Stock -'). */
export const LEADING_NOISE = new Set([
  'buy',
  'this',
  'new',
  'sale',
  'hot',
  'deal',
  'free',
  'shipping',
  'in',
  'stock',
  'clearance',
  'special',
  'limited',
  'just',
  'arrived',
]);

/** The brand a title starts with, past any leading noise ('Sellier and Bellot 9mm…' → 'Sellier & Bellot'). */
export function brandAtStart(title: string): string | undefined {
  const words = brandWords(title);
  let i = 0;
  while (i < words.length && LEADING_NOISE.has(words[i]!)) i++;
  return spellingAt(words, i)?.brand;
}

/** The known brand named right after a 'by' ('… by Federal American Eagle' → 'Federal'). */
export function brandAfterBy(title: string): string | undefined {
  const words = brandWords(title);
  for (let i = 0; i < words.length - 1; i++)
    if (words[i] === 'by') {
      const hit = spellingAt(words, i + 1);
      if (hit) return hit.brand;
    }
  return undefined;
}

/** The leftmost known brand anywhere in a text, leaving out the START names. */
export function brandAnywhere(text: string): string | undefined {
  const words = brandWords(text);
  for (let i = 0; i < words.length; i++) {
    const hit = spellingAt(words, i, true);
    if (hit) return hit.brand;
  }
  return undefined;
}

/** A brand name written in any case or another spelling, as we store it; else the name trimmed. */
export function canonicalBrand(name: string): string {
  const key = brandWords(name).join(' ');
  return SPELLINGS.find((s) => s.words.join(' ') === key)?.brand ?? name.trim();
}

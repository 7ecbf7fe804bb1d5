// The rules that tell from a merchant feed row which catalogue type a part is (ADR 079), as data:
// one entry per catalogue type of CATALOG_TYPES plus two for the rows we do not file as parts
// ('ammo', 'other'), the Google product categories we know, brand nudges and the platform words.
// The classifier (classify.ts) has no per-type branch: a new type or word is a data change here.
//
// How an entry reads: `words` are phrases of a title (or of a product_type segment) that point to
// the type, with a weight; the longest phrase at a place in the title wins, so 'barrel nut' is read
// before 'barrel' and never counts as a barrel. `not` lists phrases that say the row is NOT this
// type although they hold its words. Phrases after 'for', 'with' or 'less' describe what the part
// goes with, not what it is, and count for less (or nothing after 'less'/'without'), except the
// entry's `anywhere` phrases (a stock 'for Remington 870' is still not ours). Phrases are written
// in plain words; they are read with the classifier's own normalising (case, plural 's',
// punctuation and hyphens ignored: 'M-LOK' is 'm lok', 'B.A.D.' is 'bad').

export interface ClassifyRule {
  /** A catalogue type key, or 'ammo' / 'other' for rows we do not list as parts. */
  type: string;
  /** Phrases that point to the type, with their weight. */
  words: Readonly<Record<string, number>>;
  /** Phrases that say the row is not this type although they contain its words. */
  not?: readonly string[];
  /** Phrases that count in full even after 'for', 'with', 'less'. */
  anywhere?: Readonly<Record<string, number>>;
  /** An AR-10 type: the AR-15 type whose evidence becomes this one's when the row names an AR-10. */
  ar10Of?: string;
}

/** What a `not` phrase takes from its type. */
export const EXCLUDED = -12;

/**
 * Phrases read as a whole that count for nothing: section names of a product_type ('BCG Parts',
 * 'Upper Parts') and specifications ('Rifle Length'), whose words would otherwise name a type.
 */
export const NEUTRAL_PHRASES: readonly string[] = [
  'bcg part',
  'upper part',
  'lower part',
  'gas part',
  'gas system part',
  'buffer system part',
  'rifle part',
  'gun part',
  'ar 15 part',
  'ar 10 part',
  'pistol length',
  'carbine length',
  'mid length',
  'rifle length',
];

/**
 * Words that start a phrase describing what the part goes with, and the factor that phrases after
 * them count with, up to the next ' - ', '|' or bracket.
 */
export const CONTEXT_WORDS: Readonly<Record<string, number>> = {
  for: 0.25,
  fit: 0.25,
  fits: 0.25,
  compatible: 0.25,
  with: 0.35,
  include: 0.35,
  including: 0.35,
  plus: 0.35,
  less: 0,
  without: 0,
  no: 0,
  excluding: 0,
};

/** Where a phrase is found, and what it counts for there. */
export const SOURCE_WEIGHTS = {
  title: 1,
  /** The deepest product_type segment ('Barrels' in 'Gun Parts > AR-15 Parts > Barrels'). */
  productTypeLeaf: 0.8,
  /** The segments above it. */
  productTypeParent: 0.3,
  /** The description, read only when the title, product_type and category say little. */
  description: 0.25,
} as const;

/** Phrases that name the AR-10 (large-frame, .308) platform, and those that name the AR-15. */
export const AR10_WORDS: Readonly<Record<string, number>> = {
  'ar 10': 5,
  ar10: 5,
  'lr 308': 5,
  lr308: 5,
  'sr 25': 5,
  'dpms high': 5,
  'large frame': 4,
  '308': 3,
  '308 win': 3,
  '7.62 nato': 3,
  '7.62x51': 3,
  '7.62x51mm': 3,
  '7.62mm': 2,
  '6.5 creedmoor': 3,
  m5: 3,
  m5e1: 3,
  mk14: 3,
  // Magpul's and Lancer's SR-25 pattern magazines, PSA's PA-10, ArmaLite's AR-10A models
  'lr sr': 4,
  'pa 10': 5,
  'ar 10a': 5,
  'ar 10a4': 5,
};
export const AR15_WORDS: Readonly<Record<string, number>> = {
  'ar 15': 3,
  ar15: 3,
  '5.56': 3,
  '556': 3,
  '223': 2,
  m4: 2,
  m16: 2,
};

/** A row names the AR-10 when its AR-10 words reach this and outweigh its AR-15 words. */
export const AR10_MIN = 3;

/** Computed features of a title, and what they point to. */
export const FEATURE_WEIGHTS = {
  /** A magnification such as '1-8x24', '4x32' or '3-18x44' (not a cartridge such as 7.62x39). */
  magnification: { 'ar15-scopes': 6 },
  /** From the ammunition title parser: a grain weight, a round count, a calibre with either. */
  grain: { ammo: 5 },
  roundCount: { ammo: 2 },
  caliberWithCount: { ammo: 2 },
} as const;

const up = (type: string): string => `ar15-${type}`;

export const CLASSIFY_RULES: readonly ClassifyRule[] = [
  // ---- upper receiver ----
  {
    type: up('complete-uppers'),
    words: {
      'complete upper': 12,
      'complete upper receiver': 12,
      'complete upper assembly': 12,
      'complete upper receiver group': 12,
      'upper receiver group': 8,
    },
  },
  {
    type: up('stripped-uppers'),
    words: {
      'stripped upper': 12,
      'stripped upper receiver': 12,
      'assembled upper receiver': 10,
      'upper receiver': 5,
      upper: 2,
      'slick side upper': 8,
    },
    not: ['upper receiver part kit', 'upper part kit', 'upper vise block'],
  },
  {
    type: up('barreled-uppers'),
    words: { 'barreled upper': 12, 'barreled upper receiver': 12, 'barrelled upper': 12 },
  },
  {
    type: up('ejection-port-covers'),
    words: {
      'ejection port cover': 12,
      'ejection port dust cover': 12,
      'dust cover': 10,
      'port door': 8,
    },
  },
  { type: up('forward-assists'), words: { 'forward assist': 10 } },
  {
    type: up('upper-parts-kits'),
    words: {
      'upper part kit': 12,
      'upper receiver part kit': 12,
      // read before 'complete upper', which would otherwise take the first two words
      'complete upper part kit': 14,
      upk: 8,
      'barrel nut': 8,
    },
  },
  // ---- bolt carrier group ----
  {
    type: up('bcgs'),
    words: {
      'bolt carrier group': 12,
      'bolt carrier': 9,
      'bolt carrier assembly': 10,
      bcg: 10,
    },
    not: ['bcg small part kit', 'bcg part kit'],
  },
  {
    type: up('bolts'),
    words: { bolt: 5, 'bolt assembly': 10, 'complete bolt': 10, 'bolt head': 10 },
    not: ['bolt catch', 'bolt release', 'bolt rebuild kit'],
  },
  { type: up('cam-pins'), words: { 'cam pin': 12 } },
  { type: up('firing-pins'), words: { 'firing pin': 12 } },
  {
    type: up('bolt-hardware'),
    words: {
      extractor: 8,
      'extractor spring': 10,
      'extractor upgrade kit': 12,
      'gas ring': 10,
      'gas key': 10,
      'staked gas key': 10,
      'firing pin retaining pin': 12,
      'ejector spring': 10,
    },
  },
  {
    type: up('bcg-hardware-group'),
    words: {
      'bolt rebuild kit': 12,
      'rebuild kit': 8,
      'bcg small part kit': 12,
      'bcg part kit': 12,
    },
  },
  // ---- barrel, muzzle, gas, handguard, charging handle ----
  {
    type: up('barrels'),
    words: { barrel: 8, 'barrel only': 10, 'button rifled': 2, 'chrome lined': 2 },
    not: ['barrel nut', 'barrel nut wrench', 'barrel extension'],
  },
  {
    type: up('muzzle-brakes'),
    words: {
      'muzzle brake': 10,
      brake: 6,
      'compensator brake': 12,
      'muzzle device': 3,
      warcomp: 6,
    },
  },
  {
    type: up('flash-hiders'),
    words: {
      'flash hider': 12,
      'flash suppressor': 12,
      'flash eliminator': 12,
      // a short forward-venting can, common on 9 mm carbines
      'flash can': 10,
      birdcage: 8,
      'muzzle device': 3,
    },
  },
  {
    type: up('compensators'),
    words: {
      compensator: 10,
      comp: 7,
      'linear compensator': 12,
      'flash suppressing compensator': 12,
      'muzzle device': 3,
    },
  },
  {
    type: up('gas-blocks'),
    words: { 'gas block': 10, 'front sight base': 10, 'front sight gas block': 12, fsb: 8 },
  },
  { type: up('gas-tubes'), words: { 'gas tube': 10 } },
  {
    type: up('gas-systems'),
    words: {
      'gas block kit': 14,
      'gas block and tube': 14,
      'gas block and tube kit': 14,
      'gas system kit': 14,
      'gas system': 6,
    },
  },
  {
    type: up('handguards'),
    words: {
      handguard: 10,
      'hand guard': 10,
      rail: 6,
      'free float rail': 10,
      'quad rail': 10,
      'modular rail': 10,
      'free float': 4,
      smr: 5,
    },
    not: ['rail cover', 'rail section', 'picatinny rail', 'rail vertical grip', 'rail master'],
  },
  { type: up('charging-handles'), words: { 'charging handle': 12, ch: 3 } },
  // ---- lower receiver ----
  {
    type: up('complete-lowers'),
    words: {
      'complete lower': 12,
      'complete lower receiver': 12,
      'complete lower group': 12,
      'complete pistol lower': 12,
    },
  },
  {
    type: up('stripped-lowers'),
    words: {
      'stripped lower': 12,
      'stripped lower receiver': 12,
      'lower receiver': 5,
      '80 lower': 10,
      '80 lower receiver': 10,
      lower: 2,
    },
    not: ['lower part kit', 'lower receiver pin kit', 'lower receiver vise block'],
  },
  {
    type: up('lower-parts-kits'),
    words: {
      'lower part kit': 12,
      'lower receiver part kit': 12,
      // read before 'complete lower', which would otherwise take the first two words
      'complete lower part kit': 14,
      lpk: 10,
    },
  },
  { type: up('trigger-guards'), words: { 'trigger guard': 12 } },
  {
    type: up('takedown-pins'),
    words: { 'takedown pin': 12, 'pivot pin': 10, 'pivot and takedown pin': 12, takedown: 5 },
  },
  {
    type: up('safety-selectors'),
    words: { 'safety selector': 12, safety: 8, selector: 8, 'ambi safety': 12 },
  },
  {
    type: up('bolt-catches'),
    words: { 'bolt catch': 12, 'bolt release': 12, 'bad lever': 12, 'battery assist device': 12 },
  },
  {
    type: up('magazine-releases'),
    words: {
      'magazine release': 12,
      'mag release': 12,
      'magazine catch': 12,
      'mag catch': 12,
    },
  },
  {
    type: up('end-plates'),
    words: {
      'end plate': 10,
      'castle nut': 10,
      'sling attachment point': 12,
      asap: 6,
    },
    not: ['castle nut wrench'],
  },
  {
    type: up('detents'),
    words: {
      detent: 8,
      'detent and spring': 12,
      'detent spring': 12,
      'takedown detent': 12,
      'buffer retainer': 10,
      'safety selector detent': 12,
      'takedown pin detent': 12,
      'pivot pin detent': 12,
    },
  },
  {
    type: up('lower-hardware'),
    words: {
      'lower hardware': 10,
      'lower hardware kit': 12,
      'lower receiver pin kit': 12,
      'trigger pin': 10,
      'hammer and trigger pin': 12,
      'anti walk pin': 10,
      'roll pin': 6,
      'bolt catch roll pin': 12,
      'hammer spring': 10,
      'trigger spring': 10,
      'disconnector spring': 10,
      disconnector: 8,
    },
  },
  // ---- grip, trigger, stock, buffer system ----
  {
    type: up('grips'),
    words: { grip: 8, 'pistol grip': 12 },
    not: ['vertical grip', 'angled grip', 'fore grip', 'rail vertical grip'],
  },
  {
    type: up('triggers'),
    words: {
      trigger: 8,
      'trigger group': 10,
      'fire control group': 10,
      'fire control': 8,
      fcg: 8,
      'two stage trigger': 10,
      'drop in trigger': 10,
    },
    not: ['trigger guard', 'trigger pin'],
  },
  {
    type: up('stocks'),
    words: {
      stock: 10,
      buttstock: 12,
      'carbine stock': 12,
      'fixed stock': 12,
      brace: 8,
      'stabilizing brace': 12,
      'pistol brace': 12,
      'pistol stabilizing brace': 12,
      'cheek riser': 10,
    },
  },
  {
    type: up('buffers'),
    words: { buffer: 8, 'carbine buffer': 10, 'rifle buffer': 10, 'tungsten buffer': 10 },
  },
  {
    type: up('buffer-tubes'),
    words: {
      'buffer tube': 12,
      'receiver extension': 12,
      'pistol buffer tube': 12,
      'carbine buffer tube': 12,
      // read before 'rifle buffer', which would otherwise take the first two words
      'rifle buffer tube': 12,
    },
    // 'Adjustable Stock, Rifle Length Buffer Tube Required' is a stock
    not: ['buffer tube required'],
  },
  {
    type: up('buffer-springs'),
    words: {
      'buffer spring': 12,
      // read before 'carbine buffer' / 'rifle buffer', which would take the first two words
      'carbine buffer spring': 14,
      'rifle buffer spring': 14,
      'action spring': 12,
      'recoil spring': 6,
    },
  },
  {
    type: up('buffer-kits'),
    words: {
      'buffer kit': 12,
      'buffer tube kit': 14,
      'receiver extension kit': 14,
      'buffer tube assembly': 12,
      'buffer system': 8,
      'pistol buffer tube kit': 14,
      'carbine buffer tube kit': 14,
      'carbine buffer kit': 14,
      'rifle buffer kit': 14,
      'captured spring': 12,
    },
  },
  // ---- optics ----
  {
    type: up('optic-combos'),
    words: { 'optic combo': 12 },
    anywhere: { magnifier: 8, 'magnifier combo': 12, 'magnifier kit': 12, g33: 4, '3xmag': 6 },
  },
  {
    type: up('scopes'),
    words: {
      scope: 8,
      riflescope: 12,
      'rifle scope': 12,
      lpvo: 12,
      acog: 10,
      ffp: 3,
      sfp: 3,
    },
    not: ['scope mount', 'scope ring', 'spotting scope'],
  },
  {
    type: up('red-dots'),
    words: {
      'red dot': 12,
      'red dot sight': 12,
      'reflex sight': 12,
      reflex: 8,
      holographic: 10,
      'holographic sight': 12,
      'holographic weapon sight': 12,
      microdot: 10,
      'patrol rifle optic': 12,
      prism: 5,
    },
    not: ['red dot mount'],
  },
  {
    type: up('optic-mounts'),
    words: {
      'scope mount': 12,
      'optic mount': 12,
      'red dot mount': 12,
      'scope ring': 12,
      riser: 8,
      'micro mount': 12,
      'modular mount': 8,
      'red dot riser': 12,
      'magnifier mount': 12,
      mount: 2,
    },
  },
  {
    type: up('iron-sights'),
    words: {
      'iron sight': 12,
      'back up sight': 12,
      'backup sight': 12,
      buis: 12,
      'sight set': 10,
      mbus: 12,
      battlesight: 10,
      'front sight': 6,
      'rear sight': 10,
      'flip up sight': 12,
      'offset sight': 10,
      'rifle sight': 8,
      'front and rear sight': 12,
      sight: 3,
    },
  },
  // ---- accessories ----
  {
    type: up('rail-accessories'),
    words: {
      'rail cover': 12,
      'hand stop': 12,
      handstop: 12,
      'finger stop': 12,
      'sling mount': 10,
      'qd sling mount': 12,
      'sling swivel': 8,
      'barricade stop': 10,
    },
  },
  {
    type: up('slings'),
    words: { sling: 10, slingster: 12 },
    not: ['sling mount', 'sling swivel', 'sling attachment point'],
  },
  {
    type: up('foregrips'),
    words: {
      foregrip: 12,
      'fore grip': 12,
      'vertical grip': 12,
      'vertical foregrip': 12,
      'angled fore grip': 12,
      'angled grip': 10,
      afg: 8,
      rvg: 8,
      'rail vertical grip': 12,
    },
  },
  {
    type: up('magazines'),
    // A Glock magazine is a part here: the Glock-pattern 9 mm carbine lowers take it. Read as one
    // phrase, before 'glock' alone names a pistol part (the 'other' entry).
    words: { magazine: 10, mag: 6, pmag: 10, 'glock magazine': 12 },
    not: ['magazine release', 'mag release', 'magazine catch', 'mag catch', 'mag pouch'],
  },
  {
    type: up('lasers'),
    words: { laser: 10, 'laser sight': 12, 'laser and light': 12, dbal: 8, 'rail master': 6 },
    not: ['laser rangefinder'],
  },
  {
    type: up('lights'),
    words: {
      light: 6,
      'weapon light': 12,
      weaponlight: 12,
      'scout light': 12,
      lumen: 4,
      tlr: 8,
    },
    not: ['light mount'],
  },
  {
    type: up('accessory-mounts'),
    words: {
      'scout mount': 12,
      'light mount': 12,
      'picatinny rail': 10,
      'rail section': 10,
      mount: 2,
    },
  },
  { type: up('bipods'), words: { bipod: 12 } },
  // ---- tools ----
  {
    type: up('cleaning-kits'),
    words: {
      'cleaning kit': 12,
      'cleaning system': 12,
      cleaning: 6,
      boresnake: 12,
      'bore snake': 12,
      'bore cleaner': 10,
      'cleaning rod': 10,
      'bore guide': 8,
    },
  },
  {
    type: up('build-tools'),
    words: {
      wrench: 8,
      'armorer wrench': 12,
      armorer: 6,
      punch: 8,
      'punch set': 10,
      'reaction rod': 12,
      tool: 5,
      'barrel nut wrench': 12,
      'castle nut wrench': 12,
      'receiver extension wrench': 12,
      'buffer tube wrench': 12,
      'front sight tool': 12,
      'headspace gauge': 12,
      'go gauge': 12,
      'no go gauge': 12,
      gunsmithing: 6,
    },
  },
  {
    type: up('vises'),
    words: {
      vise: 10,
      'vise block': 12,
      'bench vise': 10,
      'upper vise block': 12,
      'lower receiver vise block': 12,
      'bev block': 12,
    },
  },
  // ---- protection ----
  {
    type: up('earpro'),
    words: {
      earmuff: 12,
      'ear muff': 12,
      muff: 10,
      'hearing protection': 12,
      'hearing protector': 12,
      earplug: 12,
      'ear plug': 12,
      earbud: 10,
    },
  },
  {
    type: up('eyepro'),
    words: {
      'shooting glass': 12,
      'safety glass': 12,
      'ballistic eyewear': 12,
      eyewear: 10,
      'eye protection': 12,
      sunglass: 10,
    },
  },
  { type: up('gloves'), words: { glove: 12 } },
  // ---- the AR-10 types: the AR-15 type's evidence, when the row names an AR-10 ----
  { type: 'ar10-bcg-hardware-group', words: {}, ar10Of: up('bcg-hardware-group') },
  { type: 'ar10-bolt-catch', words: {}, ar10Of: up('bolt-catches') },
  { type: 'ar10-charging-handle', words: {}, ar10Of: up('charging-handles') },
  { type: 'ar10-ejection-port-cover', words: {}, ar10Of: up('ejection-port-covers') },
  { type: 'ar10-handguard', words: {}, ar10Of: up('handguards') },
  { type: 'ar10-barrels', words: {}, ar10Of: up('barrels') },
  { type: 'ar10-stripped-uppers', words: {}, ar10Of: up('stripped-uppers') },
  { type: 'ar10-complete-uppers', words: {}, ar10Of: up('complete-uppers') },
  { type: 'ar10-stripped-lowers', words: {}, ar10Of: up('stripped-lowers') },
  { type: 'ar10-complete-lowers', words: {}, ar10Of: up('complete-lowers') },
  { type: 'ar10-bcgs', words: {}, ar10Of: up('bcgs') },
  { type: 'ar10-magazines', words: {}, ar10Of: up('magazines') },
  { type: 'ar10-buffers', words: {}, ar10Of: up('buffers') },
  { type: 'ar10-buffer-springs', words: {}, ar10Of: up('buffer-springs') },
  { type: 'ar10-buffer-tubes', words: {}, ar10Of: up('buffer-tubes') },
  // ---- rows we do not list as parts ----
  {
    type: 'ammo',
    words: {
      ammo: 8,
      ammunition: 8,
      shotshell: 10,
      'shotgun shell': 10,
      buckshot: 10,
      birdshot: 10,
      slug: 4,
      'rifled slug': 8,
      cartridge: 3,
      fmj: 2,
      jhp: 2,
      bthp: 2,
      otm: 2,
      tmj: 2,
      sjsp: 2,
      'gold dot': 3,
      'critical defense': 4,
      'value pack': 2,
      'green tip': 4,
      m855: 4,
      m193: 4,
      xm193: 4,
      gauge: 3,
    },
    not: ['ammo can', 'ammo pouch', 'ammo crate'],
  },
  {
    type: 'other',
    words: {
      rifle: 5,
      pistol: 5,
      handgun: 10,
      shotgun: 8,
      firearm: 6,
      'semi auto': 4,
      knife: 12,
      blade: 4,
      holster: 12,
      'gun case': 12,
      'rifle case': 12,
      'range bag': 12,
      backpack: 10,
      target: 8,
      'gun safe': 12,
      binocular: 12,
      rangefinder: 12,
      'laser rangefinder': 14,
      'shooting rest': 12,
      'lead sled': 12,
      chronograph: 12,
      'spotting scope': 14,
      reloading: 12,
      suppressor: 12,
      silencer: 12,
      'ammo can': 12,
      'ammo crate': 12,
      pouch: 8,
      'mag pouch': 10,
      'gift card': 14,
      shirt: 10,
      't shirt': 12,
      hoodie: 12,
      hat: 8,
      pant: 8,
      jacket: 8,
      boot: 8,
      sticker: 10,
    },
    // a platform we do not list decides even in 'for Glock': the part is that platform's
    anywhere: {
      airsoft: 12,
      aeg: 8,
      paintball: 12,
      glock: 14,
      p320: 14,
      p365: 14,
      '1911': 14,
      ak: 12,
      'ak 47': 14,
      zhukov: 12,
      ak47: 14,
      akm: 14,
      sks: 14,
      mosin: 14,
      '10 22': 14,
      '870': 10,
      'remington 870': 14,
      mossberg: 14,
      slide: 5,
    },
  },
];

/** The Google product categories a feed row may carry (by id or by name), and what they say. */
export const GOOGLE_CATEGORIES: readonly {
  id: string;
  name: string;
  hints: Readonly<Record<string, number>>;
}[] = [
  { id: '780', name: 'Mature > Weapons', hints: {} },
  { id: '2214', name: 'Mature > Weapons > Gun Care & Accessories', hints: {} },
  { id: '781', name: 'Mature > Weapons > Gun Care & Accessories > Ammunition', hints: { ammo: 8 } },
  {
    id: '505762',
    name: 'Mature > Weapons > Gun Care & Accessories > Ammunition Cases & Holders',
    hints: { other: 8 },
  },
  {
    id: '500048',
    name: 'Mature > Weapons > Gun Care & Accessories > Gun Cases & Range Bags',
    hints: { other: 8 },
  },
  {
    id: '503021',
    name: 'Mature > Weapons > Gun Care & Accessories > Gun Cleaning',
    hints: { [up('cleaning-kits')]: 6 },
  },
  {
    id: '1806',
    name: 'Mature > Weapons > Gun Care & Accessories > Gun Grips',
    hints: { [up('grips')]: 4, [up('foregrips')]: 2 },
  },
  {
    id: '1783',
    name: 'Mature > Weapons > Gun Care & Accessories > Gun Holsters',
    hints: { other: 8 },
  },
  {
    id: '5067',
    name: 'Mature > Weapons > Gun Care & Accessories > Gun Lights',
    hints: { [up('lights')]: 6 },
  },
  {
    id: '1822',
    name: 'Mature > Weapons > Gun Care & Accessories > Gun Rails',
    hints: { [up('handguards')]: 4, [up('accessory-mounts')]: 1 },
  },
  {
    id: '499853',
    name: 'Mature > Weapons > Gun Care & Accessories > Gun Slings',
    hints: { [up('slings')]: 6 },
  },
  {
    id: '503026',
    name: 'Mature > Weapons > Gun Care & Accessories > Reloading Supplies & Equipment',
    hints: { other: 8 },
  },
  { id: '782', name: 'Mature > Weapons > Guns', hints: { other: 8 } },
  { id: '6109', name: 'Mature > Weapons > Combat Knives', hints: { other: 8 } },
  { id: '726', name: 'Mature > Weapons > Mace & Pepper Spray', hints: { other: 8 } },
  {
    id: '1695',
    name: 'Cameras & Optics > Optics > Scopes > Weapon Scopes & Sights',
    hints: { [up('scopes')]: 3, [up('red-dots')]: 3, [up('iron-sights')]: 2 },
  },
  { id: '4040', name: 'Cameras & Optics > Optics > Scopes', hints: { [up('scopes')]: 3 } },
  {
    id: '4136',
    name: 'Cameras & Optics > Optics > Scopes > Spotting Scopes',
    hints: { other: 8 },
  },
  { id: '157', name: 'Cameras & Optics > Optics > Binoculars', hints: { other: 8 } },
  { id: '161', name: 'Cameras & Optics > Optics > Rangefinders', hints: { other: 8 } },
  {
    id: '5543',
    name: 'Cameras & Optics > Camera & Optic Accessories > Optic Accessories > Weapon Scope & Sight Accessories',
    hints: { [up('optic-mounts')]: 4 },
  },
  {
    id: '499841',
    name: 'Sporting Goods > Outdoor Recreation > Hunting & Shooting > Shooting & Range Accessories > Shooting Sticks & Bipods',
    hints: { [up('bipods')]: 6 },
  },
  {
    id: '3170',
    name: 'Sporting Goods > Outdoor Recreation > Hunting & Shooting > Shooting & Range Accessories > Shooting Targets',
    hints: { other: 8 },
  },
  {
    id: '7460',
    name: 'Sporting Goods > Outdoor Recreation > Hunting & Shooting > Hunting & Shooting Protective Gear',
    hints: { [up('earpro')]: 2, [up('eyepro')]: 2, [up('gloves')]: 2 },
  },
  {
    id: '7461',
    name: 'Sporting Goods > Outdoor Recreation > Hunting & Shooting > Hunting & Shooting Protective Gear > Hunting & Shooting Gloves',
    hints: { [up('gloves')]: 6 },
  },
  {
    id: '7373',
    name: 'Sporting Goods > Outdoor Recreation > Hunting & Shooting > Hunting > Hearing Enhancers',
    hints: { [up('earpro')]: 6 },
  },
  {
    id: '2227',
    name: 'Business & Industrial > Work Safety Protective Gear > Protective Eyewear',
    hints: { [up('eyepro')]: 6 },
  },
  {
    id: '5591',
    name: 'Business & Industrial > Work Safety Protective Gear > Safety Gloves',
    hints: { [up('gloves')]: 6 },
  },
  { id: '1604', name: 'Apparel & Accessories > Clothing', hints: { other: 8 } },
  {
    id: '3093',
    name: 'Sporting Goods > Outdoor Recreation > Hunting & Shooting > Paintball & Airsoft > Airsoft > Airsoft Guns',
    hints: { other: 10 },
  },
  {
    id: '3116',
    name: 'Sporting Goods > Outdoor Recreation > Hunting & Shooting > Paintball & Airsoft > Airsoft > Airsoft Gun Parts & Accessories',
    hints: { other: 10 },
  },
];

/**
 * Categories known by the start of their name only (any deeper category under them). The longest
 * known name that starts a row's category is used; these come after the exact ones above.
 */
export const GOOGLE_CATEGORY_PREFIXES: Readonly<Record<string, Readonly<Record<string, number>>>> =
  {
    'Apparel & Accessories': { other: 4 },
    'Sporting Goods > Outdoor Recreation > Hunting & Shooting > Paintball & Airsoft': { other: 8 },
    'Sporting Goods > Outdoor Recreation > Hunting & Shooting > Archery': { other: 8 },
    'Sporting Goods > Outdoor Recreation > Fishing': { other: 8 },
  };

/**
 * Brands that make one kind of thing nudge a row towards it. A nudge is small (at most 2) and
 * never decides alone: a row with nothing but its brand gets no type.
 */
export const BRAND_HINTS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  aimpoint: { [up('red-dots')]: 2, [up('optic-combos')]: 1 },
  eotech: { [up('red-dots')]: 2, [up('optic-combos')]: 1 },
  holosun: { [up('red-dots')]: 2 },
  trijicon: { [up('red-dots')]: 1, [up('scopes')]: 1 },
  nightforce: { [up('scopes')]: 2 },
  leupold: { [up('scopes')]: 2 },
  burris: { [up('scopes')]: 2 },
  'vortex optics': { [up('scopes')]: 1.5, [up('red-dots')]: 1 },
  'primary arms': { [up('scopes')]: 1, [up('red-dots')]: 1 },
  'howard leight': { [up('earpro')]: 2 },
  "walker's": { [up('earpro')]: 2 },
  '3m peltor': { [up('earpro')]: 2 },
  axil: { [up('earpro')]: 2 },
  oakley: { [up('eyepro')]: 2 },
  'wiley x': { [up('eyepro')]: 2 },
  'revision military': { [up('eyepro')]: 2 },
  'smith optics': { [up('eyepro')]: 2 },
  'mechanix wear': { [up('gloves')]: 2 },
  harris: { [up('bipods')]: 2 },
  atlas: { [up('bipods')]: 1.5 },
  caldwell: { [up('bipods')]: 1 },
  streamlight: { [up('lights')]: 2 },
  modlite: { [up('lights')]: 2 },
  'cloud defensive': { [up('lights')]: 2 },
  surefire: { [up('lights')]: 1 },
  'crimson trace': { [up('lasers')]: 2 },
  steiner: { [up('lasers')]: 1 },
  'otis technology': { [up('cleaning-kits')]: 2 },
  'bore tech': { [up('cleaning-kits')]: 2 },
  "hoppe's": { [up('cleaning-kits')]: 2 },
  'real avid': { [up('build-tools')]: 1, [up('cleaning-kits')]: 1 },
  wheeler: { [up('build-tools')]: 1.5 },
  'blue force gear': { [up('slings')]: 1.5 },
  'ferro concepts': { [up('slings')]: 1.5 },
  'viking tactics': { [up('slings')]: 1.5 },
  hexmag: { [up('magazines')]: 2 },
  'lancer systems': { [up('magazines')]: 2 },
  duramag: { [up('magazines')]: 2 },
  hiperfire: { [up('triggers')]: 2 },
  'timney triggers': { [up('triggers')]: 2 },
  'cmc triggers': { [up('triggers')]: 2 },
  triggertech: { [up('triggers')]: 2 },
  'elftmann tactical': { [up('triggers')]: 2 },
  hogue: { [up('grips')]: 1.5 },
  'ergo grips': { [up('grips')]: 2 },
  'b5 systems': { [up('stocks')]: 1.5 },
  'mission first tactical': { [up('stocks')]: 1 },
  'sb tactical': { [up('stocks')]: 2 },
  'criterion barrels': { [up('barrels')]: 2 },
  'proof research': { [up('barrels')]: 2 },
  'green mountain rifle barrel': { [up('barrels')]: 2 },
  'rosco manufacturing': { [up('barrels')]: 2 },
  'precision armament': { [up('muzzle-brakes')]: 1 },
  'area 419': { [up('muzzle-brakes')]: 1 },
  'superlative arms': { [up('gas-blocks')]: 1.5 },
  'slr rifleworks': { [up('gas-blocks')]: 1.5 },
  'tubb precision': { [up('buffer-springs')]: 2 },
  scalarworks: { [up('optic-mounts')]: 2 },
  'unity tactical': { [up('optic-mounts')]: 1.5 },
  'american defense manufacturing': { [up('optic-mounts')]: 1.5 },
  // ammunition makers
  federal: { ammo: 1.5 },
  hornady: { ammo: 1.5 },
  winchester: { ammo: 1.5 },
  pmc: { ammo: 1.5 },
  wolf: { ammo: 1.5 },
  tula: { ammo: 1.5 },
  cci: { ammo: 1.5 },
  speer: { ammo: 1.5 },
  fiocchi: { ammo: 1.5 },
  aguila: { ammo: 1.5 },
  magtech: { ammo: 1.5 },
  'sellier & bellot': { ammo: 1.5 },
  remington: { ammo: 1 },
  barnes: { ammo: 1 },
  norma: { ammo: 1.5 },
  underwood: { ammo: 1.5 },
  'ammo inc': { ammo: 2 },
  'prvi partizan': { ammo: 1.5 },
  armscor: { ammo: 1.5 },
  // makers of what we do not list
  glock: { other: 2 },
  ruger: { other: 1.5 },
  'smith & wesson': { other: 1.5 },
  'springfield armory': { other: 1.5 },
  mossberg: { other: 2 },
  benchmade: { other: 2 },
  pelican: { other: 2 },
  safariland: { other: 2 },
  '5.11 tactical': { other: 2 },
  'liberty safe': { other: 2 },
  'elite force': { other: 2 },
};

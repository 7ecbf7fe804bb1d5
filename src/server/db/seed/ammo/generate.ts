import { findBulletType } from '../../../../shared/ammo/bullet-types.ts';
import { ammoCaliberByKey } from '../../../../shared/ammo/calibers.ts';
import type { AmmoCatalogInput, AmmoInput, AmmoOfferInput } from '../../../modules/ammo/store.ts';
import {
  DEMO_MERCHANTS,
  hash,
  makeUpc,
  merchantInputs,
  shippingFee,
  shippingLabel,
  slug,
  streetPrice,
  type DemoMerchant,
} from '../catalog/generate.ts';
import { seededRandom } from '../../../../shared/seeded-random.ts';
import { AMMO_LINES, type AmmoLine, type CaliberLines } from './data.ts';

// Generates the demo ammunition catalogue from the compact tables (ADR 034), deterministically
// as the parts catalogue (ADR 021): the same code gives the same ids, prices and stock every time,
// so the seed is idempotent. One item per line and box size, named as real listings are
// ('Federal American Eagle 5.56x45 Ammo - 20 Rounds of 55 Grain FMJ Ammunition'), so the title
// parser reads back every field (a unit test checks it).

const shared = (id: string): DemoMerchant => {
  const m = DEMO_MERCHANTS.find((d) => d.id === id);
  if (!m) throw new Error(`no demo merchant ${id}`);
  return m;
};

/** Real ammunition retailers' names (links point at `.example` hosts, as the catalogue's). */
export const AMMO_MERCHANTS: readonly DemoMerchant[] = [
  ...[
    { id: 'lucky-gunner', name: 'Lucky Gunner', shippingFee: 0, freeOver: 0, level: 1.0 },
    {
      id: 'target-sports-usa',
      name: 'Target Sports USA',
      shippingFee: 9.99,
      freeOver: 200,
      level: 0.96,
    },
    { id: 'sgammo', name: 'SGAmmo', shippingFee: 14.99, freeOver: 250, level: 0.95 },
    {
      id: 'sportsmans-warehouse',
      name: "Sportsman's Warehouse",
      shippingFee: 7.99,
      freeOver: 75,
      level: 1.06,
    },
  ].map((m) => ({ ...m, websiteUrl: `https://${m.id}.example` })),
  shared('midwayusa'),
  shared('palmetto-state-armory'),
  shared('brownells'),
];

export const DEMO_AMMO_UPDATED_AT = Date.UTC(2026, 10, 20, 12);

function offersFor(id: string, boxPrice: number): AmmoOfferInput[] {
  const random = seededRandom(hash(`ammo-offers:${id}`));
  const count = 2 + Math.floor(random() * 4); // 2–5 of the 7 merchants
  const merchants = [...AMMO_MERCHANTS];
  for (let i = merchants.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [merchants[i], merchants[j]] = [merchants[j]!, merchants[i]!];
  }
  merchants.length = count;
  const soldOut = random() < 0.06; // a few loads nobody has
  const updatedAt = new Date(DEMO_AMMO_UPDATED_AT - Math.floor(random() * 72) * 3_600_000);
  return merchants.map((m) => {
    const price = streetPrice(boxPrice * m.level * (0.95 + random() * 0.1));
    return {
      ammoId: id,
      merchantId: m.id,
      productId: `${m.id}-${(hash(`${m.id}:${id}`) % 1_000_000).toString().padStart(6, '0')}`,
      price,
      inStock: !soldOut && random() >= 0.15,
      shipping: shippingLabel(shippingFee(m, price)),
      buyUrl: `${m.websiteUrl}/ammo/${id}`,
      updatedAt,
    };
  });
}

function describe(item: AmmoInput, bullet: string, label: string, category: string): string {
  const use: Record<string, string> = {
    rifle: 'for the range, training and the field',
    pistol: 'for practice, competition and carry',
    rimfire: 'for plinking, training and small game',
    shotshell: 'for clays and the field',
  };
  const casing = item.casing ? ` in ${item.casing.toLowerCase()} cases` : '';
  return `${item.roundCount} rounds of ${label} with ${item.grain} grain ${bullet} bullets${casing}, ${use[category]}.`;
}

function generateLine(cal: CaliberLines, line: AmmoLine, out: AmmoCatalogInput, ids: Set<string>) {
  const [brand, lineName, grain, bullet, perRound, rounds, casing = 'Brass'] = line;
  const caliber = ammoCaliberByKey(cal.caliber);
  if (!caliber) throw new Error(`unknown ammo calibre ${cal.caliber}`);
  const maker = [brand, lineName].filter(Boolean).join(' ');
  for (const roundCount of rounds) {
    const steel = casing === 'Steel' ? ' Steel Case' : '';
    const name = `${maker} ${cal.title} Ammo - ${roundCount} Rounds of ${grain} Grain ${bullet}${steel} Ammunition`;
    const id = slug(`${maker} ${caliber.label} ${grain}gr ${bullet} ${roundCount}rd`);
    if (ids.has(id)) throw new Error(`duplicate ammo id ${id}`);
    ids.add(id);
    const bulletType = findBulletType(bullet);
    const item: AmmoInput = {
      id,
      name,
      brand,
      caliber: caliber.key,
      grain,
      ...(bulletType && { bulletType }),
      roundCount,
      casing,
      upc: makeUpc(hash(`ammo:${id}`)),
      description: '',
    };
    item.description = describe(item, bullet, caliber.label, caliber.category);
    out.items.push(item);
    out.offers.push(...offersFor(id, perRound * roundCount));
  }
}

/**
 * The whole demo ammunition catalogue: merchants, items and offers. The seed writes the offers as
 * the merchants' feed files and imports them (ADR 084); the rest it writes directly.
 */
export function generateDemoAmmo(lines: readonly CaliberLines[] = AMMO_LINES): AmmoCatalogInput {
  const out: AmmoCatalogInput = {
    merchants: merchantInputs(AMMO_MERCHANTS),
    items: [],
    offers: [],
  };
  const ids = new Set<string>();
  for (const cal of lines) for (const line of cal.lines) generateLine(cal, line, out, ids);
  return out;
}

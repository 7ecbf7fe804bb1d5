// Our own product pictures (ADR 021): a flat silhouette per kind of part, drawn in the variant's
// colour, served as SVG by GET /api/catalog/images/{kind}/{colour}.svg. No copied or hot-linked
// images. Pure: the same inputs give the same bytes.

export const SILHOUETTE_COLOURS = {
  black: '#232323',
  fde: '#b39a6e',
  odg: '#57613a',
  grey: '#5f6266',
  stainless: '#a9adb1',
  bronze: '#8c6a3c',
  red: '#8b1e1e',
  blue: '#2a4d7a',
  tan: '#c2a878',
  clear: '#9fb8c8',
} as const;
export type SilhouetteColour = keyof typeof SILHOUETTE_COLOURS;

const rect = (x: number, y: number, w: number, h: number, r = 0) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}"/>`;
const circle = (cx: number, cy: number, r: number) => `<circle cx="${cx}" cy="${cy}" r="${r}"/>`;
const path = (d: string) => `<path d="${d}"/>`;
/** Lighter cut-outs (slots, ports, windows) in the background colour. */
const cut = (...shapes: string[]) => `<g fill="#f4f3ef">${shapes.join('')}</g>`;
const slots = (x: number, y: number, n: number, step: number, w = 18, h = 8) =>
  Array.from({ length: n }, (_, i) => rect(x + i * step, y, w, h, 3)).join('');

/** Shapes of each kind on a 400 × 240 canvas. */
export const SILHOUETTES = {
  barrel:
    rect(20, 110, 330, 16, 4) +
    rect(350, 112, 30, 12, 2) +
    rect(60, 100, 26, 36, 3) +
    rect(10, 104, 20, 28, 3),
  'complete-upper':
    rect(20, 80, 120, 50, 6) +
    rect(140, 84, 180, 42, 8) +
    rect(320, 98, 60, 14, 3) +
    rect(20, 70, 300, 10, 2) +
    cut(slots(160, 100, 7, 22)),
  'stripped-upper':
    rect(70, 90, 200, 60, 8) + rect(70, 78, 200, 12, 2) + cut(rect(150, 110, 60, 20, 4)),
  lower:
    path('M60 70 H300 V120 H250 L235 200 H200 L215 120 H140 V150 H110 V120 H60 Z') +
    cut(rect(150, 85, 40, 20, 3)),
  bcg:
    rect(40, 100, 260, 40, 16) +
    rect(300, 108, 60, 24, 10) +
    rect(120, 84, 70, 16, 3) +
    cut(rect(200, 112, 50, 16, 6)),
  handguard: rect(30, 80, 340, 70, 12) + rect(30, 70, 340, 10, 2) + cut(slots(55, 108, 10, 31)),
  muzzle:
    rect(90, 90, 220, 60, 10) + cut(slots(130, 112, 4, 40, 22, 16)) + rect(70, 102, 20, 36, 2),
  'gas-block': rect(120, 70, 160, 100, 10) + cut(circle(200, 150, 28)) + rect(140, 60, 120, 10, 2),
  'gas-tube': path('M30 120 H300 Q330 120 340 100 L360 70 L372 78 L352 110 Q338 134 300 134 H30 Z'),
  'charging-handle':
    rect(40, 112, 260, 18, 4) + rect(290, 80, 24, 80, 6) + rect(314, 96, 40, 20, 5),
  grip: path('M120 60 H260 L240 200 Q236 216 218 216 H170 Q150 216 152 196 L160 100 H120 Z'),
  trigger:
    rect(110, 60, 180, 80, 10) +
    path('M190 140 Q186 190 214 208 L222 198 Q204 180 208 140 Z') +
    cut(circle(160, 100, 8), circle(240, 100, 8)),
  stock: path('M40 90 H220 L360 70 V190 L220 160 H40 Z') + cut(rect(250, 110, 70, 30, 8)),
  buffer: rect(80, 100, 240, 44, 18) + rect(60, 110, 22, 24, 6),
  'buffer-tube': rect(40, 100, 300, 40, 6) + rect(20, 88, 28, 64, 4) + rect(340, 106, 30, 28, 4),
  spring: `<polyline fill="none" stroke="currentColor" stroke-width="8" points="${Array.from(
    { length: 17 },
    (_, i) => `${40 + i * 20},${i % 2 ? 90 : 150}`,
  ).join(' ')}"/>`,
  scope:
    rect(110, 100, 200, 40, 12) +
    path('M40 86 L110 100 V140 L40 154 Z') +
    path('M360 80 L310 100 V140 L360 160 Z') +
    rect(190, 70, 30, 30, 4),
  'red-dot':
    rect(120, 90, 160, 80, 12) + cut(rect(150, 104, 100, 50, 18)) + rect(110, 170, 180, 14, 3),
  mount:
    rect(60, 160, 280, 24, 4) +
    circle(140, 110, 42) +
    circle(260, 110, 42) +
    cut(circle(140, 110, 26), circle(260, 110, 26)),
  'iron-sight':
    path('M120 180 H280 V160 L240 160 L230 70 H170 L160 160 H120 Z') + cut(circle(200, 100, 12)),
  magazine: path('M150 40 H250 L270 200 Q240 216 200 214 L170 212 Z') + rect(146, 32, 108, 12, 3),
  light: rect(80, 100, 220, 40, 8) + rect(300, 88, 60, 64, 10) + cut(rect(346, 100, 10, 40, 3)),
  laser: rect(110, 90, 180, 60, 10) + cut(circle(270, 120, 10)) + rect(130, 150, 140, 12, 3),
  sling:
    `<path fill="none" stroke="currentColor" stroke-width="14" d="M40 60 Q200 260 360 60"/>` +
    rect(28, 46, 26, 26, 4) +
    rect(346, 46, 26, 26, 4),
  foregrip: rect(120, 60, 160, 24, 4) + path('M170 84 H230 L226 210 Q200 222 174 210 Z'),
  bipod:
    rect(140, 50, 120, 30, 6) +
    path('M160 80 L100 210 L114 214 L176 84 Z') +
    path('M240 80 L300 210 L286 214 L224 84 Z'),
  'small-part': rect(60, 108, 280, 24, 12) + circle(70, 120, 20) + cut(circle(70, 120, 8)),
  kit:
    rect(70, 60, 260, 140, 10) +
    cut(rect(90, 80, 100, 20, 4), rect(210, 80, 100, 20, 4), rect(90, 120, 220, 60, 6)),
  tool:
    path('M60 110 L260 110 L290 80 L340 80 L360 110 L340 130 L290 130 L260 130 L60 130 Z') +
    cut(rect(305, 100, 25, 20, 3)),
  vise: rect(90, 60, 220, 120, 8) + cut(rect(150, 60, 100, 60, 4)) + rect(180, 180, 40, 40, 4),
  earpro:
    `<path fill="none" stroke="currentColor" stroke-width="14" d="M110 140 Q110 40 200 40 Q290 40 290 140"/>` +
    rect(80, 120, 60, 90, 24) +
    rect(260, 120, 60, 90, 24),
  eyepro:
    rect(70, 90, 120, 60, 24) +
    rect(210, 90, 120, 60, 24) +
    rect(180, 100, 40, 12, 5) +
    rect(40, 96, 36, 10, 4) +
    rect(324, 96, 36, 10, 4),
  // A box of cartridges lying side by side (the ammo pages' placeholder image).
  ammo:
    [0, 1, 2, 3, 4]
      .map((i) =>
        path(
          `M${70 + i * 56} 200 V100 Q${70 + i * 56} 86 ${78 + i * 56} 80 L${90 + i * 56} 40 L${102 + i * 56} 80 Q${110 + i * 56} 86 ${110 + i * 56} 100 V200 Z`,
        ),
      )
      .join('') + cut(rect(60, 176, 300, 6, 2)),
  gloves: path(
    'M130 220 V120 L110 70 L128 62 L150 110 V50 H170 V110 V40 H190 V110 V44 H210 V110 V56 H230 V130 Q240 190 220 220 Z',
  ),
} as const;
export type SilhouetteKind = keyof typeof SILHOUETTES;

export function isSilhouetteKind(kind: string): kind is SilhouetteKind {
  return Object.hasOwn(SILHOUETTES, kind);
}
export function isSilhouetteColour(colour: string): colour is SilhouetteColour {
  return Object.hasOwn(SILHOUETTE_COLOURS, colour);
}

/** The SVG document of one silhouette in one colour. */
export function silhouetteSvg(kind: SilhouetteKind, colour: SilhouetteColour): string {
  const fill = SILHOUETTE_COLOURS[colour];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 240" width="400" height="240" ` +
    `role="img" aria-label="${kind}">` +
    `<rect width="400" height="240" fill="#f4f3ef"/>` +
    `<g fill="${fill}" color="${fill}">${SILHOUETTES[kind]}</g></svg>`
  );
}

/** Where the API serves a silhouette (same origin: allowed by the CSP's img-src 'self'). */
export function silhouetteUrl(kind: SilhouetteKind, colour: SilhouetteColour): string {
  return `/api/catalog/images/${kind}/${colour}.svg`;
}

/** The silhouette colour closest to a product colour or finish name. */
export function colourForFinish(name: string | undefined): SilhouetteColour {
  const n = (name ?? '').toLowerCase();
  if (/fde|flat dark earth|desert|sand|\bddc\b|dark earth/.test(n)) return 'fde';
  if (/\btan\b|coyote|brown/.test(n)) return 'tan';
  if (/\bodg?\b|olive|green|ranger/.test(n)) return 'odg';
  if (/grey|gray|tungsten|sniper|titanium|graphite/.test(n)) return 'grey';
  if (/stainless|nickel|chrome|silver|clear anod|\braw\b|polished/.test(n)) return 'stainless';
  if (/bronze|gold|\btin\b|brass|copper/.test(n)) return 'bronze';
  if (/\bred\b/.test(n)) return 'red';
  if (/blue|cobalt/.test(n)) return 'blue';
  if (/clear|amber|yellow|smoke/.test(n)) return 'clear';
  return 'black';
}

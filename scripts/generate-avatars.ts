// npx tsx scripts/generate-avatars.ts — writes the placeholder team avatars of the About page
// (ADR 052): one small geometric SVG with the person's initials for every team member in
// src/web/features/content/site-content.json that names a `photo` under /images/team/. The output
// in public/images/team/ is committed; rerun after changing the team. Deterministic: the same
// name always gives the same picture (no randomness, no clock).
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { initials, siteTeam } from '../src/web/features/content/site-content.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = join(root, 'public');

// Brand palette: dark olive backgrounds, orange accents.
const BACKGROUNDS = ['#505040', '#3a3a2e', '#24241c', '#5d5d4a', '#46463a'] as const;
const ACCENTS = ['#ff6b00', '#ff8533', '#e9e9e1', '#b84d00'] as const;

/** FNV-1a: a small stable hash of the name. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

function pick<T>(list: readonly T[], n: number): T {
  return list[n % list.length]!;
}

function shape(kind: number, accent: string): string {
  switch (kind % 4) {
    case 0: // a large circle in the corner
      return `<circle cx="132" cy="28" r="64" fill="${accent}" opacity="0.85"/>`;
    case 1: // diagonal band
      return `<path d="M0 112 L112 0 H160 V16 L16 160 H0 Z" fill="${accent}" opacity="0.8"/>`;
    case 2: // chevron, like a rifle-sling stripe
      return `<path d="M0 96 L80 136 L160 96 V128 L80 168 L0 128 Z" fill="${accent}" opacity="0.9"/>`;
    default: // hexagon (a nut seen end-on)
      return `<path d="M120 4 L156 24 V64 L120 84 L84 64 V24 Z" fill="${accent}" opacity="0.85"/>`;
  }
}

function avatarSvg(name: string): string {
  const h = hash(name);
  const background = pick(BACKGROUNDS, h);
  const accent = pick(ACCENTS, h >>> 3);
  const letters = initials(name);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160">',
    `<rect width="160" height="160" fill="${background}"/>`,
    shape(h >>> 7, accent),
    '<circle cx="80" cy="80" r="46" fill="#1a1a1a" opacity="0.35"/>',
    `<text x="80" y="80" dy="0.35em" text-anchor="middle" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-size="44" font-weight="800" fill="#ffffff" letter-spacing="1">${letters}</text>`,
    '</svg>',
    '',
  ].join('\n');
}

let written = 0;
for (const member of siteTeam) {
  if (!member.photo) continue;
  const file = join(publicDir, member.photo);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, avatarSvg(member.name));
  written += 1;
  console.log(`${member.photo}  ${member.name}`);
}
console.log(`${written} avatars written to public/images/team/`);

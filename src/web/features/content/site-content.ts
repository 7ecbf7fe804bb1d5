import rawContent from './site-content.json';
import type { SiteContent } from './site-content-schema.ts';

/**
 * The operator-edited site content: /about mission text, the team of the About page and the
 * contact page's Contacts panel, the mailing address, the home page promo video and the AceXR
 * affiliate details. Operators edit `site-content.json`; the
 * schema in site-content-schema.ts checks it in the unit tests (a broken edit fails the tests,
 * not a visitor's page), so pages show it without loading zod. See ADR 052.
 *
 * What the operator has not configured is absent from the file and left out of the pages: no
 * team section without team members, no address block without an address. The file never holds
 * stand-ins ('TBD', 'Placeholder', 'Coming soon'); the schema refuses them.
 */

export type { SiteContent };
export type TeamMember = NonNullable<SiteContent['team']>[number];

export const siteContent: SiteContent = rawContent;

/** The team members to list: none when the operator has not named any. */
export const siteTeam: readonly TeamMember[] = siteContent.team ?? [];

/** The affiliate page's discounts (fixed by the product, not operator content). */
export const AFFILIATE_DISCOUNTS = { standard: 10, service: 20 } as const;

/** 'Alex Mercer' → 'AM'; one word gives its first letter. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The YouTube privacy-enhanced embed URL, autoplaying (it is only created after a click). */
export function promoVideoEmbedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1`;
}

import rawContent from './site-content.json';
import type { SiteContent } from './site-content-schema.ts';

/**
 * The operator-edited site content: /about mission text, the team of the About page and the
 * contact page's Contacts panel, the mailing address, the home page promo video and the AceXR
 * affiliate details. Operators edit `site-content.json`; the
 * schema in site-content-schema.ts checks it in the unit tests (a broken edit fails the tests,
 * not a visitor's page), so pages show it without loading zod. See ADR 052.
 */

/** A placeholder team member whose seat is not filled yet (several are marked TBD). */
export const TBD_NAME = 'TBD';

export type { SiteContent };
export type TeamMember = SiteContent['team'][number];

export const siteContent: SiteContent = rawContent;

/** The affiliate page's discounts (fixed by the product, not operator content). */
export const AFFILIATE_DISCOUNTS = { standard: 10, service: 20 } as const;

/** 'Alex Mercer' → 'AM'; a TBD seat reads 'TBD'; one word gives its first letter. */
export function initials(name: string): string {
  const trimmed = name.trim();
  if (trimmed === TBD_NAME) return TBD_NAME;
  const words = trimmed.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The YouTube privacy-enhanced embed URL, autoplaying (it is only created after a click). */
export function promoVideoEmbedUrl(youtubeId: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(youtubeId)}?autoplay=1`;
}

import { z } from 'zod';
import rawContent from './site-content.json';

/**
 * The operator-edited site content: /about mission text, the team of the About page and the
 * contact page's Contacts panel, the mailing address, the home page promo video and the AceXR
 * affiliate details. Operators edit `site-content.json`; the
 * schema below checks it at import (a broken edit fails the unit test and the build, not a
 * visitor's page). See ADR 052.
 */

/** A placeholder team member whose seat is not filled yet (several are marked TBD). */
export const TBD_NAME = 'TBD';

const teamMemberSchema = z.object({
  name: z.string().trim().min(1),
  role: z.string().trim().min(1),
  email: z.email(),
  /** A self-hosted image under /images/team/ (public/images/team/); without it, initials show. */
  photo: z
    .string()
    .regex(/^\/images\/team\/[a-z0-9-]+\.(svg|png|jpe?g|webp)$/)
    .optional(),
});

// Search engines show about 155–160 characters; longer text is cut, not refused.
const pageDescription = z.string().trim().min(50).max(200);

export const siteContentSchema = z.object({
  mission: z.array(z.string().trim().min(1)).min(1),
  team: z.array(teamMemberSchema).length(10),
  mailingAddress: z.object({
    name: z.string().trim().min(1),
    lines: z.array(z.string().trim().min(1)).min(1),
    email: z.email(),
  }),
  promoVideo: z.object({
    /** A YouTube video id (11 characters); embedded from youtube-nocookie.com only after a click. */
    youtubeId: z.string().regex(/^[A-Za-z0-9_-]{11}$/),
    title: z.string().trim().min(1),
  }),
  affiliate: z.object({
    partnerName: z.string().trim().min(1),
    promoCode: z.string().regex(/^[A-Z0-9-]{3,32}$/),
    checkoutUrl: z.url({ protocol: /^https$/ }),
  }),
  /** `<meta name="description">` of each content page (ADR 054); /contact uses `contact`. */
  pageDescriptions: z.object({
    home: pageDescription,
    about: pageDescription,
    contact: pageDescription,
    terms: pageDescription,
    privacy: pageDescription,
    acexrExperience: pageDescription,
  }),
});

export type SiteContent = z.infer<typeof siteContentSchema>;
export type TeamMember = SiteContent['team'][number];

export const siteContent: SiteContent = siteContentSchema.parse(rawContent);

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

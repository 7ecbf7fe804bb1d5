import { z } from 'zod';

// The shape of site-content.json, checked by the unit tests (pages read the file as it is).

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

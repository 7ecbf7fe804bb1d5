import { z } from 'zod';

// The shape of site-content.json, checked by the unit tests (pages read the file as it is).
// What the operator has not configured is left out of the file, and the pages leave it out too:
// no field may hold a stand-in such as 'TBD', 'Placeholder', 'Lorem ipsum' or 'Coming soon'.

/**
 * Words that mark a value as a stand-in rather than a fact about the site. A value that matches
 * is refused: leave the field (or the team member) out until the real value is known.
 */
export const PLACEHOLDER_TEXT =
  /\b(?:tbd|tba|tbc|placeholder|lorem|ipsum|coming soon|launching soon|to be (?:announced|confirmed|determined)|your (?:name|company) here)\b/i;

/** Every string in `value` (objects and arrays walked) that reads as a placeholder, with its path. */
export function placeholderValues(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return PLACEHOLDER_TEXT.test(value) ? [`${path}: ${value}`] : [];
  if (Array.isArray(value)) return value.flatMap((v, i) => placeholderValues(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) =>
      placeholderValues(v, path ? `${path}.${k}` : k),
    );
  return [];
}

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

export const siteContentSchema = z
  .object({
    mission: z.array(z.string().trim().min(1)).min(1),
    /** The people the About page and the Contacts panel list; left out (or empty): no team shown. */
    team: z.array(teamMemberSchema).optional(),
    /** The postal address; left out: no address block, and the legal texts do not mention one. */
    mailingAddress: z
      .object({
        name: z.string().trim().min(1),
        lines: z.array(z.string().trim().min(1)).min(1),
        email: z.email(),
      })
      .optional(),
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
  })
  .superRefine((content, ctx) => {
    for (const found of placeholderValues(content)) {
      ctx.addIssue({ code: 'custom', message: `A placeholder, not real content: ${found}` });
    }
  });

export type SiteContent = z.infer<typeof siteContentSchema>;

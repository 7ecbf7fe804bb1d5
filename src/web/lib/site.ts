// Site-wide constants and the brand name. ADR 005: the server writes SITE_NAME into the
// <meta name="site-name"> tag of index.html; the web app never reads the environment.

const DEFAULT_SITE_NAME = 'Buildwright';

let cachedName: string | undefined;

/** The brand name, read once from `<meta name="site-name">` (default 'Buildwright'). */
export function siteName(): string {
  if (cachedName === undefined) {
    const meta =
      typeof document === 'undefined'
        ? null
        : document.querySelector<HTMLMetaElement>('meta[name="site-name"]');
    cachedName = meta?.content.trim() || DEFAULT_SITE_NAME;
  }
  return cachedName;
}

/** The document title of a page: '<Heading> | <brand>'. */
export function pageTitle(heading: string): string {
  return `${heading} | ${siteName()}`;
}

export const SOCIAL_LINKS = [
  { name: 'Instagram', href: 'https://www.instagram.com/buildwright' },
  { name: 'Facebook', href: 'https://www.facebook.com/buildwright' },
  { name: 'X', href: 'https://x.com/buildwright' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/buildwright' },
] as const;

export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['name'];

/** The footer's 'Report a Bug' opens an external survey form in a new tab. */
export const REPORT_BUG_URL = 'https://forms.gle/buildwright-bug-report';

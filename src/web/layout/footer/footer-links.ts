import { REPORT_BUG_URL } from '../../lib/site.ts';

// The footer's three link groups: Home, Account and Company.

export type FooterLink =
  | { kind: 'route'; label: string; to: string }
  | { kind: 'external'; label: string; href: string }
  /** 'Newsletter' does not navigate: it opens the newsletter modal. */
  | { kind: 'newsletter'; label: string };

export interface FooterGroup {
  title: 'Home' | 'Account' | 'Company';
  links: readonly FooterLink[];
}

export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    title: 'Home',
    links: [
      { kind: 'route', label: 'Builder', to: '/builder' },
      { kind: 'route', label: 'Ammo', to: '/ammo' },
      { kind: 'route', label: 'Products', to: '/products/AR' },
      { kind: 'route', label: 'Blog', to: '/blog' },
      { kind: 'route', label: 'AceXR Experience', to: '/acexr-experience' },
    ],
  },
  {
    title: 'Account',
    links: [
      { kind: 'route', label: 'Your Account', to: '/account/profileinformation' },
      { kind: 'route', label: 'Logout', to: '/logout' },
    ],
  },
  {
    title: 'Company',
    links: [
      { kind: 'route', label: 'About', to: '/about' },
      { kind: 'route', label: 'Contact', to: '/contact' },
      { kind: 'route', label: 'Terms of Use', to: '/terms' },
      { kind: 'route', label: 'Privacy Policy', to: '/privacy' },
      { kind: 'newsletter', label: 'Newsletter' },
      { kind: 'external', label: 'Report a Bug', href: REPORT_BUG_URL },
    ],
  },
];

/** In the compact layout Home starts open, Account and Company closed. */
export const INITIAL_OPEN_GROUPS: Record<FooterGroup['title'], boolean> = {
  Home: true,
  Account: false,
  Company: false,
};

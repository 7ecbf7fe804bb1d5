// The header's links: main nav, the Products menus and the account links.

export interface NavLinkItem {
  label: string;
  to: string;
}

export interface MainNavItem extends NavLinkItem {
  /** Path prefixes that make this entry the current section (decision 009). */
  activePrefixes: readonly string[];
}

export const MAIN_NAV: readonly MainNavItem[] = [
  { label: 'Builder', to: '/builder', activePrefixes: ['/builder'] },
  { label: 'Ammo', to: '/ammo', activePrefixes: ['/ammo', '/ammo-detail'] },
  { label: 'Products', to: '/products', activePrefixes: ['/products', '/product/'] },
  { label: 'Blog', to: '/blog', activePrefixes: ['/blog'] },
  { label: 'AceXR Experience', to: '/acexr-experience', activePrefixes: ['/acexr-experience'] },
];

/** Whether `pathname` lies in the section of `item` (e.g. Products for any /products path). */
export function isNavActive(pathname: string, item: MainNavItem): boolean {
  const path = pathname.toLowerCase();
  return item.activePrefixes.some((prefix) => path.startsWith(prefix));
}

/** Desktop Products menu. */
export const PRODUCT_MENU_DESKTOP: readonly NavLinkItem[] = [
  { label: 'AR15', to: '/products/AR' },
  { label: 'Pistol', to: '/products/pistol' },
  { label: 'Shotgun', to: '/products/shotgun' },
];

/** Mobile Products menu (its own paths; AR15 and Rifles show the same catalogue as AR). */
export const PRODUCT_MENU_MOBILE: readonly NavLinkItem[] = [
  { label: 'AR15', to: '/products/AR15' },
  { label: 'Pistol', to: '/products/Pistol' },
  { label: 'Shotgun', to: '/products/Shotgun' },
  { label: 'Rifles', to: '/products/Rifles' },
  { label: 'All Products', to: '/products' },
];

/** Login → /auth, Sign Up → /auth?mode=signup. */
export const GUEST_LINKS: readonly NavLinkItem[] = [
  { label: 'Login', to: '/auth' },
  { label: 'Sign Up', to: '/auth?mode=signup' },
];

/** The account area's tabs, in the tab bar's order, then Logout. */
export const ACCOUNT_LINKS: readonly NavLinkItem[] = [
  { label: 'Profile Information', to: '/account/profileinformation' },
  { label: 'Saved Part List', to: '/account/savedpartlist' },
  { label: 'Completed Builds', to: '/account/completedbuilds' },
  { label: 'Alerts', to: '/account/alerts' },
  { label: 'Logout', to: '/logout' },
];

/** Admins also get the mailbox of account e-mails and the feeds back office, before Logout. */
export const ADMIN_ACCOUNT_LINKS: readonly NavLinkItem[] = [
  ...ACCOUNT_LINKS.slice(0, -1),
  { label: 'Mailbox', to: '/admin/mailbox' },
  { label: 'Feeds', to: '/admin/feeds' },
  { label: 'Feed review', to: '/admin/feeds/review' },
  ...ACCOUNT_LINKS.slice(-1),
];

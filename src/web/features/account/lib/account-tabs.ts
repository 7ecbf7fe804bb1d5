// 4 tabs shown, 9 routable. The tab is the last path segment, compared
// case-insensitively. The URL-only tabs and unknown ones show the under-construction page.

export type AccountTabKey = 'profileinformation' | 'savedpartlist' | 'completedbuilds' | 'alerts';

export interface AccountTab {
  key: AccountTabKey;
  /** The link text in the tab bar: 'Profile Info', 'Saved Part List', 'Completed Builds', 'Alerts'. */
  label: string;
  /** The page's h1 and document title. */
  heading: string;
  path: string;
}

export const ACCOUNT_TABS: readonly AccountTab[] = [
  {
    key: 'profileinformation',
    label: 'Profile Info',
    heading: 'Profile Information',
    path: '/account/profileinformation',
  },
  {
    key: 'savedpartlist',
    label: 'Saved Part List',
    heading: 'Saved Part List',
    path: '/account/savedpartlist',
  },
  {
    key: 'completedbuilds',
    label: 'Completed Builds',
    heading: 'Completed Builds',
    path: '/account/completedbuilds',
  },
  {
    key: 'alerts',
    label: 'Alerts',
    heading: 'Price Alerts',
    path: '/account/alerts',
  },
];

/** The shown tab a path segment names, or undefined (URL-only or unknown tab). */
export function resolveAccountTab(segment: string | undefined): AccountTab | undefined {
  const key = (segment ?? '').toLowerCase();
  return ACCOUNT_TABS.find((tab) => tab.key === key);
}

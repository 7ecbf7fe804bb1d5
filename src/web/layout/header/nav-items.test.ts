import { describe, expect, it } from 'vitest';
import { ACCOUNT_TABS } from '../../features/account/lib/account-tabs.ts';
import { ACCOUNT_LINKS, ADMIN_ACCOUNT_LINKS } from './nav-items.ts';

describe('the account menu', () => {
  it('links every account tab, in the tab bar’s order, then Logout', () => {
    expect(ACCOUNT_LINKS.map((link) => link.to)).toEqual([
      ...ACCOUNT_TABS.map((tab) => tab.path),
      '/logout',
    ]);
    expect(ACCOUNT_LINKS).toContainEqual({ label: 'Alerts', to: '/account/alerts' });
  });

  it('gives admins the same links with their back-office pages before Logout', () => {
    expect(ADMIN_ACCOUNT_LINKS.slice(0, ACCOUNT_TABS.length)).toEqual(ACCOUNT_LINKS.slice(0, -1));
    expect(ADMIN_ACCOUNT_LINKS.at(-1)).toEqual({ label: 'Logout', to: '/logout' });
  });
});

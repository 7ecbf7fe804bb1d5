import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ContactsPanel } from './components/contacts-panel.tsx';
import { LegalDocumentView } from './components/legal-document.tsx';
import { privacyPolicy, termsOfUse } from './legal-text.ts';
import { AboutPage } from './pages/about-page.tsx';
import type * as SiteContentModule from './site-content.ts';

// The content pages leave out what the operator has not configured. This file runs them against
// a site-content.json without a team or an address (the real file is checked beside it).
vi.mock('./site-content.ts', async (importOriginal) => {
  const real = await importOriginal<typeof SiteContentModule>();
  const { team: _team, mailingAddress: _address, ...rest } = real.siteContent;
  return { ...real, siteContent: rest, siteTeam: [] };
});

const html = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
const member = { name: 'Ann Lee', role: 'CFO', email: 'ann.lee@buildwright.example' };
const address = {
  name: 'Buildwright LLC',
  lines: ['1 Main Street', 'Austin, TX 78701'],
  email: 'hello@buildwright.example',
};

describe('content pages without a configured team or address', () => {
  it('About shows the mission and no team section', () => {
    const page = html(<AboutPage />);
    expect(page).toContain('Our mission');
    expect(page).not.toContain('Our team');
    expect(page).not.toContain('<ul');
  });

  it('the Contacts panel is left out entirely', () => {
    expect(html(<ContactsPanel />)).toBe('');
  });

  it('the Contacts panel shows only the parts it has', () => {
    const teamOnly = html(<ContactsPanel team={[member]} mailingAddress={null} />);
    expect(teamOnly).toContain('ann.lee@buildwright.example');
    expect(teamOnly).not.toContain('Mailing address');
    expect(teamOnly).not.toContain('<address');
    const addressOnly = html(<ContactsPanel team={[]} mailingAddress={address} />);
    expect(addressOnly).toContain('Mailing address');
    expect(addressOnly).toContain('1 Main Street');
    expect(addressOnly).not.toContain('<ul');
  });

  it('the legal texts neither promise nor show an address', () => {
    const privacy = privacyPolicy('Buildwright', { postal: false });
    const page = html(<LegalDocumentView document={privacy} />);
    expect(page).not.toContain('<address');
    expect(page).not.toMatch(/by post/);
    expect(page).toContain('privacy@buildwright.example</a>. You can also delete your account');
    const terms = termsOfUse('Buildwright', { postal: false });
    expect(terms.sections.some((s) => s.mailingAddress)).toBe(false);
    // With an address the privacy policy says where to write.
    expect(JSON.stringify(privacyPolicy('Buildwright', { postal: true }))).toContain('by post');
  });
});

import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page.tsx';

// spec §2: /terms and /privacy are one shared legal page.
export function TermsPage() {
  return <PlaceholderPage heading="Terms of Use" />;
}

export function PrivacyPage() {
  return <PlaceholderPage heading="Privacy Policy" />;
}

import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page.tsx';

export function ContactPage() {
  return <PlaceholderPage heading="Contact Us" />;
}

import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page.tsx';

export function AboutPage() {
  return <PlaceholderPage heading="About Us" />;
}

import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page.tsx';

export function SearchPage() {
  return <PlaceholderPage heading="Search" />;
}

import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page.tsx';

export function BuilderPage() {
  return <PlaceholderPage heading="Builder" />;
}

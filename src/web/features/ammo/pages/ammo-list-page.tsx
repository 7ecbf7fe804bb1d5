import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page.tsx';

export function AmmoListPage() {
  return <PlaceholderPage heading="Ammo" />;
}

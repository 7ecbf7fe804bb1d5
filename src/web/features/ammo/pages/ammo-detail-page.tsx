import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page.tsx';

export function AmmoDetailPage() {
  return <PlaceholderPage heading="Ammo Detail" />;
}

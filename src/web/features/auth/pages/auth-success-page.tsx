import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page.tsx';

export function AuthSuccessPage() {
  return <PlaceholderPage heading="Signing you in" />;
}

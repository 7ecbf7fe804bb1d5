import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page.tsx';

export function SetupPage() {
  return <PlaceholderPage heading="Complete Your Profile" />;
}

import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page.tsx';

export function AcexrExperiencePage() {
  return <PlaceholderPage heading="AceXR Experience" />;
}

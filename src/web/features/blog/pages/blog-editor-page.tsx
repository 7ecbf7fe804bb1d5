import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page.tsx';

export function BlogEditorPage() {
  return <PlaceholderPage heading="Blog Editor" />;
}

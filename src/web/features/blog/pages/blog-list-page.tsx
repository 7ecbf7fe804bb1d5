import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page.tsx';

export function BlogListPage() {
  return <PlaceholderPage heading="Blog" />;
}

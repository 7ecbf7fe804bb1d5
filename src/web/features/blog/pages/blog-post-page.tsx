import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page.tsx';

export function BlogPostPage() {
  return <PlaceholderPage heading="Blog Post" />;
}

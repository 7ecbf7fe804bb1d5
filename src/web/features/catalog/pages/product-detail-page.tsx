import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page.tsx';

export function ProductDetailPage() {
  return <PlaceholderPage heading="Product Detail" />;
}

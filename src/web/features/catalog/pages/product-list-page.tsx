import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page.tsx';

// decision D2: pistol and shotgun catalogues do not exist yet; they show the spec's empty state.
const EMPTY_CATALOGUES: Record<string, string> = { pistol: 'Pistol', shotgun: 'Shotgun' };

export function emptyCatalogueMessage(productType: string | undefined): string | undefined {
  const kind = productType ? EMPTY_CATALOGUES[productType.toLowerCase()] : undefined;
  return kind ? `No products available for ${kind}` : undefined;
}

export function ProductListPage() {
  const { productType } = useParams();
  return <PlaceholderPage heading="Products" message={emptyCatalogueMessage(productType)} />;
}

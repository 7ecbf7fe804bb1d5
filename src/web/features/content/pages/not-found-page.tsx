import { ButtonLink } from '../../../components/button/button-link.tsx';
import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page.tsx';
import { NOT_FOUND_META } from '../../../../shared/site/page-meta.ts';
import { useMetaDescription } from '../../../lib/use-page-meta.ts';

export function NotFoundPage() {
  useMetaDescription(NOT_FOUND_META.description);
  return (
    <PlaceholderPage
      heading={NOT_FOUND_META.title}
      message="The page you are looking for does not exist or has moved."
    >
      <ButtonLink to="/">Back to home</ButtonLink>
    </PlaceholderPage>
  );
}

import { ButtonLink } from '../../../components/button/button-link.tsx';
import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page.tsx';

export function NotFoundPage() {
  return (
    <PlaceholderPage
      heading="Page Not Found"
      message="The page you are looking for does not exist or has moved."
    >
      <ButtonLink to="/">Back to home</ButtonLink>
    </PlaceholderPage>
  );
}

import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page.tsx';

// CONTRACT (issue 4, decision D19): /b/:shareId shows a shared build read-only. Stub.
export function SharedBuildPage() {
  return <PlaceholderPage heading="Shared Build" />;
}

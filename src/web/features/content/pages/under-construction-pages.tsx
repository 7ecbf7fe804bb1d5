import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page.tsx';

// The product's placeholder pages, with their agreed headings.
const underConstruction = 'This page is under construction.';

export function MessagesPage() {
  return <PlaceholderPage heading="Messaging Under Construction" message={underConstruction} />;
}

export function FavoritesPage() {
  return (
    <PlaceholderPage heading="Favorites Page Under Construction" message={underConstruction} />
  );
}

export function GuidesPage() {
  return <PlaceholderPage heading="Weapon Guides" message={underConstruction} />;
}

/** The forums placeholder reads 'AR15 Forums'. */
export function ForumsPage() {
  return <PlaceholderPage heading="AR15 Forums" message={underConstruction} />;
}

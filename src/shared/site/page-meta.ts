// The title and description of the pages that show one item (a product, an ammo item, a blog
// post). The server writes them into the HTML it sends, so search engines and link previews that
// run no JavaScript see them; the web app sets the same ones when it shows the page.

/** Search engines show about 155–160 characters of a description; longer text is cut. */
export const META_DESCRIPTION_MAX = 160;

/** One line of plain text, cut at a word boundary to `max` characters (an ellipsis marks a cut). */
export function clipDescription(text: string, max: number = META_DESCRIPTION_MAX): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:-]+$/, '')}…`;
}

export function productMetaDescription(group: {
  partName: string;
  brand: string;
  description: string;
}): string {
  return (
    clipDescription(group.description) ||
    clipDescription(
      `${group.brand} ${group.partName}: compare merchant prices and fit it to your build.`,
    )
  );
}

export function ammoMetaDescription(item: {
  name: string;
  caliberLabel: string;
  roundCount: number;
}): string {
  const rounds = `${item.roundCount} ${item.roundCount === 1 ? 'round' : 'rounds'} per box`;
  return clipDescription(
    `${item.name}: ${item.caliberLabel}, ${rounds}. Compare merchant prices per round.`,
  );
}

export function blogMetaDescription(post: { seoDescription: string; excerpt: string }): string {
  return clipDescription(post.seoDescription || post.excerpt);
}

export function galleryMetaDescription(entry: {
  calibreLabel: string | null;
  partCount: number;
  total: string;
  authorName: string;
  writeUp: string;
}): string {
  const parts = `${entry.partCount} ${entry.partCount === 1 ? 'part' : 'parts'}`;
  const kind = entry.calibreLabel ? `A ${entry.calibreLabel} build` : 'A completed build';
  const lead = `${kind} by ${entry.authorName}: ${parts}, total ${entry.total}.`;
  return clipDescription(entry.writeUp ? `${lead} ${entry.writeUp}` : lead);
}

/** The not-found page's title and description. */
export const NOT_FOUND_META = {
  title: 'Page Not Found',
  description:
    'The page you asked for does not exist. Browse parts, ammunition and the blog instead.',
} as const;

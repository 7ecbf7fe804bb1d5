// The <head> of the HTML the server sends for a page: the page's own title, description,
// canonical address and link-preview tags, so search engines and link previews that run no
// JavaScript see them. The web app keeps the title, description and canonical link up to date as
// the visitor moves between pages.

export interface PageHead {
  /** The page's heading: the title becomes '<title> | <brand>'. Absent: the brand alone. */
  title?: string;
  description?: string;
  /** The page's address without its query, e.g. 'https://example.com/blog' (none: not-found). */
  canonical?: string;
  /** The page's main picture, absolute: previews show it and the browser fetches it first. */
  image?: string;
  /**
   * A picture drawn for link previews (a shared build's card), absolute: previews show it large
   * (Twitter's summary_large_image card too); the page itself does not show it, so it is not
   * fetched early.
   */
  preview?: { url: string; width: number; height: number; alt: string };
  /** Pages that are someone's own (accounts, shared builds): kept out of search engines. */
  noindex?: boolean;
  /** <link> tags that fetch the page's own code and styles early. */
  preload?: readonly string[];
  /** HTML put at the end of <body> (the page's first API answer). */
  body?: string;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ATTRIBUTE_ESCAPES[c]!);
}

/** The Open Graph and Twitter card tags of a preview picture. */
function previewTags(
  preview: NonNullable<PageHead['preview']>,
  title: string,
  description: string | undefined,
): string[] {
  const meta = (attribute: 'property' | 'name', key: string, value: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}" />`;
  return [
    meta('property', 'og:image', preview.url),
    meta('property', 'og:image:type', 'image/png'),
    meta('property', 'og:image:width', preview.width),
    meta('property', 'og:image:height', preview.height),
    meta('property', 'og:image:alt', preview.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    ...(description ? [meta('name', 'twitter:description', description)] : []),
    meta('name', 'twitter:image', preview.url),
    meta('name', 'twitter:image:alt', preview.alt),
  ];
}

const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/** `html` (the built index.html, brand already set) with the page's head. */
export function renderPageHead(html: string, siteName: string, head: PageHead): string {
  const title = head.title ? `${head.title} | ${siteName}` : siteName;
  const tags: string[] = [];
  if (head.canonical)
    tags.push(
      `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
      `<meta property="og:url" content="${escapeHtml(head.canonical)}" />`,
    );
  tags.push(
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:type" content="website" />`,
  );
  if (head.description)
    tags.push(`<meta property="og:description" content="${escapeHtml(head.description)}" />`);
  if (head.image) {
    tags.push(
      `<meta property="og:image" content="${escapeHtml(head.image)}" />`,
      `<link rel="preload" as="image" href="${escapeHtml(head.image)}" fetchpriority="high" />`,
    );
  }
  if (head.preview) tags.push(...previewTags(head.preview, title, head.description));
  if (head.noindex) tags.push('<meta name="robots" content="noindex" />');
  tags.push(...(head.preload ?? []));

  let page = html.replace(TITLE, () => `<title>${escapeHtml(title)}</title>`);
  if (head.description) {
    const meta = `<meta name="description" content="${escapeHtml(head.description)}" />`;
    page = DESCRIPTION.test(page) ? page.replace(DESCRIPTION, () => meta) : page;
  }
  page = page.replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
  return head.body ? page.replace('</body>', () => `${head.body}\n  </body>`) : page;
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { escapeHtml } from './head.ts';

// sitemap.xml: every public page, product, ammo item, blog post and gallery entry, read from the database. A
// sitemap file holds at most 50,000 addresses (the sitemaps.org limit); past that, sitemap.xml is
// an index of numbered files /sitemap/1.xml, /sitemap/2.xml, …

/** The site's public pages, listed before the items. */
export const SITEMAP_PAGES = [
  '/',
  '/builder',
  '/products',
  '/products/AR10',
  '/ammo',
  '/blog',
  '/completed-builds',
  '/about',
  '/contact',
  '/terms',
  '/privacy',
  '/acexr-experience',
] as const;

export interface SitemapUrl {
  path: string;
  /** YYYY-MM-DD of the last change, when known. */
  lastmod?: string;
}

const itemsUnion = sql`
  select 1 as kind, id as key, main_category as extra, null::text as lastmod from catalog_groups
  union all
  select 2, id, null, null from ammunition
  union all
  select 3, coalesce(nullif(slug, ''), id::text), null,
         to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD') from blog_posts
  union all
  select 4, id::text, null, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD')
    from gallery_entries where hidden_at is null`;

export async function countSitemapUrls(db: Db): Promise<number> {
  const result: unknown = await db.execute(
    sql`select count(*)::int as n from (${itemsUnion}) items`,
  );
  const [row] = (result as { rows: { n: number }[] }).rows;
  return SITEMAP_PAGES.length + Number(row?.n ?? 0);
}

const segment = encodeURIComponent;

interface ItemRow {
  kind: number;
  key: string;
  extra: string | null;
  lastmod: string | null;
}

/** Addresses `offset` to `offset + limit` of the whole list (pages first, then items). */
export async function sitemapUrls(db: Db, offset: number, limit: number): Promise<SitemapUrl[]> {
  const pages: SitemapUrl[] = SITEMAP_PAGES.slice(offset, offset + limit).map((path) => ({ path }));
  const itemOffset = Math.max(0, offset - SITEMAP_PAGES.length);
  const itemLimit = limit - pages.length;
  if (itemLimit <= 0) return pages;
  const result: unknown = await db.execute(
    sql`select kind, key, extra, lastmod from (${itemsUnion}) items
        order by kind, key limit ${itemLimit} offset ${itemOffset}`,
  );
  const { rows } = result as { rows: ItemRow[] };
  const items = rows.map((row): SitemapUrl => {
    const path =
      row.kind === 1
        ? `/product/${segment(row.extra ?? '')}/${segment(row.key)}`
        : row.kind === 2
          ? `/ammo-detail/${segment(row.key)}`
          : row.kind === 3
            ? `/blog/${segment(row.key)}`
            : `/completed-builds/${segment(row.key)}`;
    return row.lastmod ? { path, lastmod: row.lastmod } : { path };
  });
  return [...pages, ...items];
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function urlsetXml(origin: string, urls: readonly SitemapUrl[]): string {
  const entries = urls.map(
    (u) =>
      `<url><loc>${escapeHtml(origin + u.path)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`,
  );
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${entries.join('\n')}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, files: number): string {
  const entries = Array.from(
    { length: files },
    (_, i) => `<sitemap><loc>${escapeHtml(`${origin}/sitemap/${i + 1}.xml`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

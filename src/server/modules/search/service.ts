import { sql, type SQL } from 'drizzle-orm';
import { ammoCaliberByKey } from '../../../shared/ammo/calibers.ts';
import {
  MARKERS,
  MATCH_START,
  MATCH_STOP,
  markedToHtml,
} from '../../../shared/search/highlight.ts';
import { prefixTsquery } from '../../../shared/search/query.ts';
import type {
  BlogResult,
  ProductResult,
  SearchQuery,
  SearchResponse,
} from '../../../shared/search/schema.ts';
import type { Db } from '../../db/client.ts';
import { AMMO_SEARCH_VECTOR, BLOG_TITLE_VECTOR } from '../../db/schema.ts';
import { optionalTime } from '../../lib/store-sql.ts';

// Site search (ADRs 055–056): blog posts by their weighted English vector (ADR 037),
// parts and ammunition by their 'simple' vectors (catalog_groups.search, and the expression GIN
// index on ammunition of migration 0008). Every word is a prefix; every value is a bound
// parameter (the tsquery text too: to_tsquery(config, $1)).

/** ts_rank_cd's weights for D, C, B, A: section text, labels, section titles, title. */
const BLOG_WEIGHTS = '{0.1, 0.2, 0.4, 1.0}';
/** Normalisation 1: rank / (1 + log(length)), so a long post does not win by its length alone. */
const BLOG_NORMALISATION = 1;

/**
 * At most this many of the newest posts matching anywhere are ranked, plus up to as many whose
 * title matches: ranking reads each candidate's weighted vector, which PostgreSQL keeps out of
 * line (TOAST), so ranking every match of a common word would cost tens of milliseconds (ADR 055).
 */
export const BLOG_CANDIDATES = 200;

/**
 * The query as a one-row subquery (an InitPlan): the planner cannot see its words, so it uses the
 * GIN indexes — exact, no vector read — instead of scanning the table and decompressing every
 * (TOASTed) vector when a word is common (ADR 055; measured 5 ms against 42 ms).
 */
const tsquery = (config: 'english' | 'simple', tsq: string) =>
  sql`(select to_tsquery(${sql.raw(`'${config}'`)}, ${tsq}))`;

/** ts_headline reads at most this much of a post: its cost grows with the text (a match further
 * on is not shown in the snippet; the post is still found and ranked by its whole vector). */
const SNIPPET_SOURCE_CHARS = 8000;

const markers = `StartSel=${MATCH_START}, StopSel=${MATCH_STOP}`;
const TITLE_HEADLINE = `HighlightAll=true, ${markers}`;
const SNIPPET_HEADLINE = `MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … ", ${markers}`;

interface Window {
  offset: number;
  limit: number;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  // Both drivers answer raw SQL with `{ rows }`; the shared Db type leaves the result unknown.
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

// ---- blog posts -----------------------------------------------------------------------------

/** The ids a blog search answers with (both halves are exact GIN index scans). */
function blogCandidates(tsq: string): SQL {
  const q = tsquery('english', tsq);
  return sql`(select b.id from blog_posts b where b.search @@ ${q}
                order by b.date desc, b.created_at desc, b.id desc limit ${BLOG_CANDIDATES})
             union
             (select b.id from blog_posts b where ${BLOG_TITLE_VECTOR} @@ ${q}
                order by b.date desc, b.created_at desc, b.id desc limit ${BLOG_CANDIDATES})`;
}

async function countBlogs(db: Db, tsq: string): Promise<number> {
  const [row] = await rows<{ total: number }>(
    db,
    sql`select count(*)::int as total from (${blogCandidates(tsq)}) c`,
  );
  return Number(row?.total ?? 0);
}

/**
 * The plain text of a post's sections (titles and content) in SQL, for the snippet: the stored
 * HTML is already sanitised, so — as the last step of htmlToText (blog/sanitize.ts) — every tag
 * becomes a space and the four entities sanitize-html writes are decoded (&amp; last).
 */
function sectionsText(content: SQL): SQL {
  const text = sql`btrim(regexp_replace(replace(replace(replace(replace(
      regexp_replace(s ->> 'sectionContent', '<[^>]*>', ' ', 'g'),
      '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&amp;', '&'), '[[:space:]]+', ' ', 'g'))`;
  return sql`left(coalesce((select string_agg(concat_ws(' — ', nullif(s ->> 'sectionTitle', ''),
                                                   nullif(${text}, '')), ' ')
                        from jsonb_array_elements(${content}) s), ''), ${SNIPPET_SOURCE_CHARS})`;
}

interface BlogRow {
  id: string;
  slug: string;
  title: string;
  date: string;
  category: string;
  title_img: string;
  title_marked: string;
  snippet_marked: string;
  total: number;
}

/** The columns a blog result shows, its title and snippet marked (`p` holds the post's row). */
function blogColumns(q: SQL): SQL {
  return sql`p.id, p.slug, p.title, p.date, p.category, p.title_img,
             ts_headline('english', translate(p.title, ${MARKERS}, ''), ${q},
                         ${TITLE_HEADLINE}) as title_marked,
             ts_headline('english', translate(${sectionsText(sql`p.content`)}, ${MARKERS}, ''),
                         ${q}, ${SNIPPET_HEADLINE}) as snippet_marked`;
}

function blogResult(row: Omit<BlogRow, 'total'>): BlogResult {
  return {
    type: 'blog',
    id: row.id,
    slug: row.slug,
    title: row.title,
    titleHighlighted: markedToHtml(row.title_marked),
    snippetHighlighted: markedToHtml(row.snippet_marked),
    date: row.date,
    category: row.category,
    image: row.title_img || null,
  };
}

/**
 * One page of the candidates — a post whose title holds every word first, then by weighted cover
 * density, then newest — and how many candidates there are. The headline is computed for the
 * page's rows only (outside the sorted subquery).
 */
async function blogPage(
  db: Db,
  tsq: string,
  window: Window,
): Promise<{ results: BlogResult[]; total: number }> {
  const q = tsquery('english', tsq);
  const found = await rows<BlogRow>(
    db,
    sql`select ${blogColumns(q)}, p.total
          from (select b.id, b.slug, b.title, b.date, b.category, b.title_img, b.content,
                       b.created_at, (${BLOG_TITLE_VECTOR} @@ ${q}) as in_title,
                       ts_rank_cd(${BLOG_WEIGHTS}::float4[], b.search, ${q}, ${BLOG_NORMALISATION}) as rank,
                       count(*) over () as total
                  from blog_posts b
                 where b.id in (${blogCandidates(tsq)})
                 order by in_title desc, rank desc, b.date desc, b.created_at desc, b.id
                 limit ${window.limit} offset ${window.offset}) p
         order by p.in_title desc, p.rank desc, p.date desc, p.created_at desc, p.id`,
  );
  // Past the last page there is no row to carry the total: count on its own.
  if (found.length === 0)
    return { results: [], total: window.offset > 0 ? await countBlogs(db, tsq) : 0 };
  return { results: found.map(blogResult), total: Number(found[0]!.total) };
}

// ---- parts and ammunition -------------------------------------------------------------------

async function countProducts(db: Db, tsq: string): Promise<ProductCounts> {
  const [row] = await rows<{ parts: number; ammo: number }>(
    db,
    sql`select
      (select count(*)::int from catalog_groups where search @@ ${tsquery('simple', tsq)}) as parts,
      (select count(*)::int from ammunition
        where ${AMMO_SEARCH_VECTOR} @@ ${tsquery('simple', tsq)}) as ammo`,
  );
  return { parts: Number(row?.parts ?? 0), ammo: Number(row?.ammo ?? 0) };
}

interface ProductRow {
  type: 'part' | 'ammo';
  id: string;
  title: string;
  brand: string;
  main_category: string | null;
  category: string | null;
  caliber: string | null;
  grain: number | null;
  bullet_type: string | null;
  round_count: number | null;
  image: string | null;
  price: number | null;
  in_stock: boolean;
  price_checked_at: Date | string | null;
  title_marked: string;
}

interface ProductCounts {
  parts: number;
  ammo: number;
}

/**
 * One page of parts and ammunition together, a name holding every word first, then by cover
 * density, then name, with how many of each
 * match (undefined past the last page, where no row carries them).
 */
async function productPage(
  db: Db,
  tsq: string,
  window: Window,
): Promise<{ results: ProductResult[]; counts: ProductCounts | undefined }> {
  const q = tsquery('simple', tsq);
  const found = await rows<ProductRow & { parts: number; ammo: number }>(
    db,
    sql`select r.*, ts_headline('simple', translate(r.title, ${MARKERS}, ''), ${q},
                                ${TITLE_HEADLINE}) as title_marked
          from (select u.*, count(*) filter (where u.type = 'part') over () as parts,
                       count(*) filter (where u.type = 'ammo') over () as ammo
                  from (${productMatches(q)}) u
                 order by u.in_title desc, u.rank desc, u.name_key, u.id
                 limit ${window.limit} offset ${window.offset}) r
         order by r.in_title desc, r.rank desc, r.name_key, r.id`,
  );
  const first = found[0];
  return {
    results: found.map(productResult),
    counts: first ? { parts: Number(first.parts), ammo: Number(first.ammo) } : undefined,
  };
}

/**
 * Every part and ammunition item the query matches, with the columns a result shows, its rank
 * (cover density in its 'simple' vector), whether its name holds every word, and its name key.
 * `only` keeps the rows of those ids (a page already chosen).
 */
function productMatches(q: SQL, only?: { parts: string[]; ammo: string[] }): SQL {
  const parts = only ? sql` and g.id = any(${sql.param(only.parts)}::text[])` : sql``;
  const ammo = only ? sql` and a.id = any(${sql.param(only.ammo)}::text[])` : sql``;
  return sql`select 'part' as type, g.id, g.part_name as title, g.brand,
                    g.main_category, g.category, null::text as caliber,
                    null::float8 as grain, null::text as bullet_type,
                    null::int as round_count, g.images ->> 0 as image,
                    g.from_price::float8 as price, g.in_stock, g.price_checked_at,
                    ts_rank_cd(g.search, ${q}) as rank,
                    to_tsvector('simple', g.part_name) @@ ${q} as in_title,
                    g.name_key
               from catalog_groups g
              where g.search @@ ${q}${parts}
             union all
             select 'ammo', a.id, a.name, a.brand, null, null, a.caliber,
                    a.grain::float8, a.bullet_type, a.round_count, a.images ->> 0,
                    a.price::float8, a.in_stock, a.price_checked_at,
                    ts_rank_cd(${AMMO_SEARCH_VECTOR}, ${q}),
                    to_tsvector('simple', a.name) @@ ${q},
                    a.name_key
               from ammunition a
              where ${AMMO_SEARCH_VECTOR} @@ ${q}${ammo}`;
}

function productResult(row: ProductRow): ProductResult {
  return {
    type: row.type,
    id: row.id,
    url:
      row.type === 'part'
        ? `/product/${encodeURIComponent(row.main_category ?? '')}/${encodeURIComponent(row.id)}`
        : `/ammo-detail/${encodeURIComponent(row.id)}`,
    title: row.title,
    titleHighlighted: markedToHtml(row.title_marked),
    brand: row.brand,
    snippet: row.type === 'part' ? (row.category ?? '') : ammoSnippet(row),
    image: row.image,
    price: row.price === null ? null : Number(row.price),
    inStock: row.in_stock === true,
    ...optionalTime('priceCheckedAt', row.price_checked_at),
  };
}

/** '5.56 NATO · 55 gr FMJ · 1,000 rounds' */
function ammoSnippet(row: ProductRow): string {
  const caliber = row.caliber ? (ammoCaliberByKey(row.caliber)?.label ?? row.caliber) : '';
  const bullet = [row.grain ? `${Number(row.grain)} gr` : '', row.bullet_type ?? '']
    .filter(Boolean)
    .join(' ');
  const rounds = row.round_count ? `${row.round_count.toLocaleString('en-US')} rounds` : '';
  return [caliber, bullet, rounds].filter(Boolean).join(' · ');
}

// ---- everything together --------------------------------------------------------------------

interface RankedRow {
  type: 'blog' | 'part' | 'ammo';
  id: string;
  blogs: number;
  parts: number;
  ammo: number;
}

/**
 * One page of posts, parts and ammunition ranked together by relevance: a result whose title (a
 * post's title, a part's or a round's name) holds every word first, whatever its kind; then its
 * rank within its kind, scaled so the best match of each kind is 1 (a post's weighted English
 * rank and a product's rank are on different scales); at equal relevance a part or round before a
 * post (this is a shop), then by name. The page is chosen first, on ids alone; the marked titles
 * and snippets are computed for its rows only.
 */
async function allPage(
  db: Db,
  tsq: string,
  window: Window,
): Promise<{ results: SearchResponse['results']; counts: SearchResponse['counts'] | undefined }> {
  const eq = tsquery('english', tsq);
  const sq = tsquery('simple', tsq);
  const ranked = await rows<RankedRow>(
    db,
    sql`select r.type, r.id, r.blogs, r.parts, r.ammo
          from (select u.type, u.id, u.in_title, u.name_key,
                       u.rank / nullif(max(u.rank) over (partition by u.type = 'blog'), 0)
                         as relevance,
                       count(*) filter (where u.type = 'blog') over () as blogs,
                       count(*) filter (where u.type = 'part') over () as parts,
                       count(*) filter (where u.type = 'ammo') over () as ammo
                  from (select 'blog' as type, b.id::text as id,
                               ${BLOG_TITLE_VECTOR} @@ ${eq} as in_title,
                               ts_rank_cd(${BLOG_WEIGHTS}::float4[], b.search, ${eq},
                                          ${BLOG_NORMALISATION}) as rank,
                               lower(b.title) collate "C" as name_key
                          from blog_posts b
                         where b.id in (${blogCandidates(tsq)})
                        union all
                        select m.type, m.id, m.in_title, m.rank, m.name_key
                          from (${productMatches(sq)}) m) u) r
         order by r.in_title desc, r.relevance desc nulls last, r.type = 'blog', r.name_key, r.id
         limit ${window.limit} offset ${window.offset}`,
  );
  if (ranked.length === 0) return { results: [], counts: undefined };
  const ids = (type: RankedRow['type']) => ranked.filter((r) => r.type === type).map((r) => r.id);
  const [blogIds, parts, ammo] = [ids('blog'), ids('part'), ids('ammo')];
  const [blogRows, productRows] = await Promise.all([
    blogIds.length
      ? rows<BlogRow>(
          db,
          sql`select ${blogColumns(eq)} from blog_posts p where p.id = any(${sql.param(blogIds)}::uuid[])`,
        )
      : [],
    parts.length + ammo.length
      ? rows<ProductRow>(
          db,
          sql`select m.*, ts_headline('simple', translate(m.title, ${MARKERS}, ''), ${sq},
                                      ${TITLE_HEADLINE}) as title_marked
                from (${productMatches(sq, { parts, ammo })}) m`,
        )
      : [],
  ]);
  const found = new Map<string, SearchResponse['results'][number]>();
  for (const row of blogRows) found.set(`blog:${row.id}`, blogResult(row));
  for (const row of productRows) found.set(`${row.type}:${row.id}`, productResult(row));
  const first = ranked[0]!;
  return {
    // A row deleted between the two reads is left out.
    results: ranked.flatMap((r) => found.get(`${r.type}:${r.id}`) ?? []),
    counts: { blogs: Number(first.blogs), parts: Number(first.parts), ammo: Number(first.ammo) },
  };
}

// ---- the search -----------------------------------------------------------------------------

/**
 * GET /api/search: posts only, parts and ammunition only, or everything ranked together by
 * relevance (allPage). Nothing searchable in the query → an empty answer, no SQL.
 */
export async function search(db: Db, query: SearchQuery): Promise<SearchResponse> {
  const { q, page, pageSize } = query;
  const scope = query.in;
  const empty: SearchResponse = {
    query: q,
    in: scope,
    page,
    pageSize,
    total: 0,
    counts: { blogs: 0, parts: 0, ammo: 0 },
    results: [],
  };
  const tsq = prefixTsquery(q);
  if (!tsq) return empty;

  const offset = (page - 1) * pageSize;
  if (scope === 'blogs') {
    const blogs = await blogPage(db, tsq, { offset, limit: pageSize });
    return summed(empty, blogs.results, { blogs: blogs.total, parts: 0, ammo: 0 });
  }
  if (scope === 'products') {
    const products = await productPage(db, tsq, { offset, limit: pageSize });
    const counts = products.counts ?? (await countProducts(db, tsq));
    return summed(empty, products.results, { blogs: 0, ...counts });
  }
  const all = await allPage(db, tsq, { offset, limit: pageSize });
  // Past the last page no row carries the counts: count on their own.
  const counts = all.counts ?? {
    blogs: await countBlogs(db, tsq),
    ...(await countProducts(db, tsq)),
  };
  return summed(empty, all.results, counts);
}

function summed(
  empty: SearchResponse,
  results: SearchResponse['results'],
  counts: SearchResponse['counts'],
): SearchResponse {
  return { ...empty, total: counts.blogs + counts.parts + counts.ammo, counts, results };
}

import { LRUCache } from 'lru-cache';
import { and, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { relatedPosts, titleWords } from '../../../shared/blog/related.ts';
import type {
  BlogPatch,
  BlogPost,
  BlogPostPage,
  BlogSummary,
  BlogWrite,
} from '../../../shared/blog/schema.ts';
import { blogMessages } from '../../../shared/blog/post-rules.ts';
import type { Db } from '../../db/client.ts';
import { onChange, publishChange } from '../../lib/change-bus.ts';
import { blogPosts, users } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { htmlToText, sanitizeBlogWrite } from './sanitize.ts';

// Blog posts (ADR 037): list, read (with neighbours and related posts), create, update.
// Every write is sanitised (sanitize.ts) and rewrites the excerpt and the full-text vector.

const EXCERPT_LENGTH = 300;
const SLUG_LENGTH = 80;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type PostRow = typeof blogPosts.$inferSelect;

const postColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  date: blogPosts.date,
  titleImg: blogPosts.titleImg,
  titleImgStyle: blogPosts.titleImgStyle,
  titleStyle: blogPosts.titleStyle,
  dateStyle: blogPosts.dateStyle,
  content: blogPosts.content,
  tags: blogPosts.tags,
  category: blogPosts.category,
  seoDescription: blogPosts.seoDescription,
  excerpt: blogPosts.excerpt,
  authorId: blogPosts.authorId,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
  authorName: sql<string | null>`coalesce(nullif(${users.fullName}, ''), ${users.username})`,
};
type PostWithAuthor = Omit<PostRow, 'search'> & { authorName: string | null };

const summaryColumns = {
  id: blogPosts.id,
  slug: blogPosts.slug,
  title: blogPosts.title,
  date: blogPosts.date,
  titleImg: blogPosts.titleImg,
  titleImgStyle: blogPosts.titleImgStyle,
  category: blogPosts.category,
  excerpt: blogPosts.excerpt,
};
type SummaryRow = Pick<PostRow, keyof typeof summaryColumns>;

/** Newest first: date, then creation time, then id (a total order for paging and neighbours). */
const newestFirst = [desc(blogPosts.date), desc(blogPosts.createdAt), desc(blogPosts.id)];

export function toPost(row: PostWithAuthor): BlogPost {
  return {
    _id: row.id,
    id: row.id,
    slug: row.slug,
    title: row.title,
    date: row.date,
    titleImg: row.titleImg,
    titleImgStyle: row.titleImgStyle,
    titleStyle: row.titleStyle,
    dateStyle: row.dateStyle,
    content: row.content,
    author: row.authorId,
    authorName: row.authorName ?? '',
    tags: row.tags,
    category: row.category,
    seoDescription: row.seoDescription,
    excerpt: row.excerpt,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toSummary(row: SummaryRow): BlogSummary {
  return {
    _id: row.id,
    id: row.id,
    slug: row.slug,
    title: row.title,
    date: row.date,
    titleImg: row.titleImg,
    titleImgStyle: row.titleImgStyle,
    category: row.category,
    excerpt: row.excerpt,
  };
}

// ---- reading --------------------------------------------------------------------------------

export interface ListFilters {
  title?: string | undefined;
  category?: string | undefined;
  page: number;
  pageSize: number;
}

function listWhere({ title, category }: ListFilters): SQL | undefined {
  return and(
    title ? sql`position(lower(${title}) in lower(${blogPosts.title})) > 0` : undefined,
    category ? eq(blogPosts.category, category) : undefined,
  );
}

/**
 * Answers of the blog list, per database handle, kept for LIST_CACHE_TTL_MS: readers far
 * outnumber writers. A write clears it at once here and, through the change bus, on the other
 * server copies moments later.
 */
export const LIST_CACHE_TTL_MS = 30_000;
type ListAnswer = { posts: BlogSummary[]; total: number };
const listCaches = new WeakMap<object, LRUCache<string, ListAnswer>>();

function listCache(db: Db): LRUCache<string, ListAnswer> {
  let cache = listCaches.get(db);
  if (!cache) {
    const created = new LRUCache<string, ListAnswer>({ max: 500, ttl: LIST_CACHE_TTL_MS });
    listCaches.set(db, (cache = created));
    onChange(db, 'blog', () => created.clear());
  }
  return cache;
}

/** After a write: the next list reads the posts again, here and on the other server copies. */
function forgetLists(db: Db): void {
  publishChange(db, 'blog');
}

/**
 * GET /api/blog: newest first, title substring and category filters, paged. A list shows
 * summaries (title, date, category, excerpt, picture); the whole post comes with its own call.
 */
export async function listPosts(db: Db, filters: ListFilters): Promise<ListAnswer> {
  const key = JSON.stringify([
    filters.title ?? '',
    filters.category ?? '',
    filters.page,
    filters.pageSize,
  ]);
  const cached = listCache(db).get(key);
  if (cached) return cached;
  const answer = await readList(db, filters);
  listCache(db).set(key, answer);
  return answer;
}

async function readList(db: Db, filters: ListFilters): Promise<ListAnswer> {
  const where = listWhere(filters);
  const [rows, [count]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogPosts)
      .where(where)
      .orderBy(...newestFirst)
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(blogPosts)
      .where(where),
  ]);
  return { posts: rows.map(toSummary), total: count?.total ?? 0 };
}

async function findPost(db: Db, idOrSlug: string): Promise<PostWithAuthor | undefined> {
  const match = UUID.test(idOrSlug)
    ? eq(blogPosts.id, idOrSlug.toLowerCase())
    : eq(blogPosts.slug, idOrSlug.toLowerCase());
  const [row] = await db
    .select(postColumns)
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorId))
    .where(match)
    .limit(1);
  return row;
}

/** GET /api/blog/{idOrSlug} as the editor reads it. */
export async function getPost(db: Db, idOrSlug: string): Promise<BlogPost> {
  const row = await findPost(db, idOrSlug);
  if (!row) throw new AppError('not_found', blogMessages.notFound);
  return toPost(row);
}

/** Date-order neighbours: previous is the next newer post, next the next older. */
async function neighbours(db: Db, id: string) {
  const position = sql`(select date, created_at, id from blog_posts where id = ${id})`;
  const key = sql`(${blogPosts.date}, ${blogPosts.createdAt}, ${blogPosts.id})`;
  const [[newer], [older]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogPosts)
      .where(sql`${key} > ${position}`)
      .orderBy(blogPosts.date, blogPosts.createdAt, blogPosts.id)
      .limit(1),
    db
      .select(summaryColumns)
      .from(blogPosts)
      .where(sql`${key} < ${position}`)
      .orderBy(...newestFirst)
      .limit(1),
  ]);
  return { previous: newer ? toSummary(newer) : null, next: older ? toSummary(older) : null };
}

/**
 * 'More Like This': the database narrows the candidates (posts whose title contains one
 * of the current title's words, newest first, plus a random sample of the others) and the shared
 * rule picks from them, so the rule itself lives in one place (src/shared/blog/related.ts).
 */
async function related(
  db: Db,
  current: { id: string; title: string },
  random: () => number,
): Promise<BlogSummary[]> {
  const words = [...titleWords(current.title)];
  const pattern = words.length ? `\\m(${words.join('|')})\\M` : null;
  const [matching, sample] = await Promise.all([
    pattern
      ? db
          .select(summaryColumns)
          .from(blogPosts)
          .where(and(ne(blogPosts.id, current.id), sql`${blogPosts.title} ~* ${pattern}`))
          .orderBy(...newestFirst)
          .limit(20)
      : Promise.resolve([]),
    db
      .select(summaryColumns)
      .from(blogPosts)
      .where(ne(blogPosts.id, current.id))
      .orderBy(sql`random()`)
      .limit(6),
  ]);
  const seen = new Set<string>();
  const candidates = [...matching, ...sample].filter((row) => {
    if (seen.has(row.id)) return false;
    seen.add(row.id);
    return true;
  });
  return relatedPosts(current, candidates, random).map(toSummary);
}

/** The post page: the post, its neighbours and three related posts. */
export async function getPostPage(
  db: Db,
  idOrSlug: string,
  random: () => number = Math.random,
): Promise<BlogPostPage> {
  const row = await findPost(db, idOrSlug);
  if (!row) throw new AppError('not_found', blogMessages.notFound);
  const [adjacent, more] = await Promise.all([neighbours(db, row.id), related(db, row, random)]);
  return { ...toPost(row), ...adjacent, related: more };
}

// ---- writing --------------------------------------------------------------------------------

/**
 * The slug of a title: lower-case ASCII words joined by hyphens ('Gas Systems, Explained' →
 * 'gas-systems-explained'); the caller makes it unique with '-2', '-3'.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_LENGTH)
    .replace(/-+$/, '');
  // A title with no letters or digits (or one that reads as an id) still gets a usable slug.
  return slug === '' || UUID.test(slug) ? 'post' : slug;
}

/** The first free slug among base, base-2, base-3… */
async function uniqueSlug(db: Db, base: string): Promise<string> {
  const taken = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(sql`${blogPosts.slug} = ${base} or ${blogPosts.slug} like ${`${base}-%`}`);
  const used = new Set(taken.map((r) => r.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

function excerptOf(text: string): string {
  if (text.length <= EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EXCERPT_LENGTH);
  const space = cut.lastIndexOf(' ');
  return (space > EXCERPT_LENGTH * 0.6 ? cut.slice(0, space) : cut).trimEnd();
}

/**
 * The derived columns: the excerpt and the weighted full-text vector (title A, section titles B,
 * tags, category and author name C, section text D).
 */
function derived(post: BlogWrite, authorName: string) {
  const text = post.content
    .map((s) => htmlToText(s.sectionContent))
    .filter(Boolean)
    .join(' ');
  const sectionTitles = post.content.map((s) => s.sectionTitle).join(' ');
  const labels = [...post.tags, post.category, authorName].join(' ');
  return {
    excerpt: excerptOf(text),
    search: sql`setweight(to_tsvector('english', ${post.title}), 'A')
      || setweight(to_tsvector('english', ${sectionTitles}), 'B')
      || setweight(to_tsvector('english', ${labels}), 'C')
      || setweight(to_tsvector('english', ${text}), 'D')`,
  };
}

async function authorNameOf(db: Db, authorId: string | null): Promise<string> {
  if (!authorId) return '';
  const [row] = await db
    .select({ fullName: users.fullName, username: users.username })
    .from(users)
    .where(eq(users.id, authorId))
    .limit(1);
  return row ? row.fullName || row.username : '';
}

function columnsOf(post: BlogWrite) {
  return {
    title: post.title,
    date: post.date,
    titleImg: post.titleImg,
    titleImgStyle: post.titleImgStyle,
    titleStyle: post.titleStyle,
    dateStyle: post.dateStyle,
    content: post.content,
    tags: post.tags,
    category: post.category,
    seoDescription: post.seoDescription,
  };
}

function isUniqueViolation(err: unknown): boolean {
  const cause = (err as { cause?: { code?: string } }).cause;
  return (err as { code?: string }).code === '23505' || cause?.code === '23505';
}

/** POST /api/blog: sanitised, slugged, authored by the caller, with the new-post defaults. */
export async function createPost(db: Db, input: BlogWrite, authorId: string): Promise<BlogPost> {
  const post = sanitizeBlogWrite(input);
  const authorName = await authorNameOf(db, authorId);
  // Two admins saving the same title at once: the unique index refuses one; try the next slug.
  for (let attempt = 0; ; attempt++) {
    const slug = await uniqueSlug(db, slugify(post.title));
    try {
      const [row] = await db
        .insert(blogPosts)
        .values({ ...columnsOf(post), ...derived(post, authorName), slug, authorId })
        .returning({ id: blogPosts.id });
      forgetLists(db);
      return getPost(db, row!.id);
    } catch (err) {
      if (attempt < 3 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

/**
 * PATCH /api/blog/{id}: the fields sent replace the stored ones; the slug stays (links keep
 * working, ADR 037) and the author stays.
 */
export async function updatePost(db: Db, idOrSlug: string, patch: BlogPatch): Promise<BlogPost> {
  const current = await findPost(db, idOrSlug);
  if (!current) throw new AppError('not_found', blogMessages.notFound);
  const merged: BlogWrite = sanitizeBlogWrite({
    ...columnsOf(current),
    ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
  });
  const authorName = await authorNameOf(db, current.authorId);
  await db
    .update(blogPosts)
    .set({ ...columnsOf(merged), ...derived(merged, authorName), updatedAt: new Date() })
    .where(eq(blogPosts.id, current.id));
  forgetLists(db);
  return getPost(db, current.id);
}

/** Seeding: inserts posts whose slug is not taken yet, all by one author; returns how many. */
export async function insertSeedPosts(
  db: Db,
  posts: readonly BlogWrite[],
  authorId: string,
  authorName: string,
): Promise<number> {
  const slugs = posts.map((p) => slugify(p.title));
  const existing = await db
    .select({ slug: blogPosts.slug })
    .from(blogPosts)
    .where(inArray(blogPosts.slug, slugs));
  const taken = new Set(existing.map((r) => r.slug));
  const fresh = posts
    .map((p, i) => ({ post: sanitizeBlogWrite(p), slug: slugs[i]! }))
    .filter(({ slug }) => !taken.has(slug));
  if (fresh.length === 0) return 0;
  await db
    .insert(blogPosts)
    .values(
      fresh.map(({ post, slug }) => ({
        ...columnsOf(post),
        ...derived(post, authorName),
        slug,
        authorId,
      })),
    )
    .onConflictDoNothing();
  forgetLists(db);
  return fresh.length;
}

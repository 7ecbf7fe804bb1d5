import { describe, expect, it } from 'vitest';
import {
  blogPostPageSchema,
  blogPostSchema,
  blogSummarySchema,
  type BlogPost,
  type BlogPostPage,
} from '../../../shared/blog/schema.ts';
import { newSection } from '../../../shared/blog/post-rules.ts';
import { describeApi, type TestServer, type JsonResponse } from '../../../../tests/api-server.ts';
import type { ErrorBody } from '../../lib/errors.ts';
import { signUpUser } from '../../../../tests/factories.ts';
import { blogPosts } from '../../db/schema.ts';
import { getPostPage } from './service.ts';

/** The error body of a refused request. */
const errorOf = (res: JsonResponse) => res.body as ErrorBody;

/** The post page GET /api/blog/{id} answers. */
const postOf = (res: JsonResponse) => res.body as BlogPostPage;

/** The posts GET /api/blog answers. */
const postsOf = (res: JsonResponse) => res.body as BlogPost[];

const section = (sectionTitle: string, sectionContent: string) => ({
  ...newSection(),
  sectionTitle,
  sectionContent,
});

async function admin(server: TestServer, name = 'editor'): Promise<string> {
  return (await signUpUser(server, name, { admin: true })).token;
}

async function create(server: TestServer, token: string, body: Record<string, unknown>) {
  const res = await server.api('/api/blog', { method: 'POST', token, body });
  if (res.status !== 201) throw new Error(`create failed ${res.status}: ${res.text}`);
  return res.body as { id: string; slug: string; title: string };
}

describeApi('blog: writing', (server) => {
  it('lets an admin create a post with the new-post defaults, a slug and the admin as author', async () => {
    const token = await admin(server(), 'author1');
    const res = await server().api('/api/blog', {
      method: 'POST',
      token,
      body: {
        title: 'Gas Systems, Explained!',
        date: '2026-02-30T10:00:00Z',
        content: [section('Why length matters', '<p>Dwell time and <strong>port</strong>.</p>')],
        category: 'Education',
        tags: ['gas', 'gas', 'barrels'],
      },
    });
    expect(res.status).toBe(201);
    const post = blogPostSchema.parse(res.body);
    expect(post).toMatchObject({
      title: 'Gas Systems, Explained!',
      slug: 'gas-systems-explained',
      titleImgStyle: 'no-image',
      titleStyle: 'text-left',
      dateStyle: 'text-left',
      category: 'Education',
      tags: ['gas', 'barrels'],
      seoDescription: '',
      authorName: 'author1',
      excerpt: 'Dwell time and port.',
    });
    expect(post._id).toBe(post.id);
    expect(post.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(post.content[0]).toMatchObject({
      layout: 'standard',
      order: ['title', 'content', 'image'],
    });

    const again = await create(server(), token, { title: 'Gas systems explained' });
    expect(again.slug).toBe('gas-systems-explained-2');
  });

  it('updates only the fields sent, keeps the slug and refreshes updatedAt', async () => {
    const token = await admin(server(), 'author2');
    const created = await create(server(), token, {
      title: 'Buffer tubes',
      category: 'Technology',
      tags: ['buffer'],
      titleImg: 'https://img.example/buffer.png',
      titleImgStyle: 'yes-image text-center',
    });
    const res = await server().api(`/api/blog/${created.id}`, {
      method: 'PATCH',
      token,
      body: { title: 'Buffer tubes: mil-spec vs commercial' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Buffer tubes: mil-spec vs commercial',
      slug: 'buffer-tubes',
      category: 'Technology',
      tags: ['buffer'],
      titleImgStyle: 'yes-image text-center',
    });
    const bySlug = await server().api(`/api/blog/${created.slug}/`.replace(/\/$/, ''));
    expect(postOf(bySlug).title).toBe('Buffer tubes: mil-spec vs commercial');
  });

  it('refuses writes without a token (401) and from a non-admin (403), reading the role from the database', async () => {
    const user = (await signUpUser(server(), 'reader')).token;
    const body = { title: 'Not allowed' };
    expect((await server().api('/api/blog', { method: 'POST', body })).status).toBe(401);
    const forbidden = await server().api('/api/blog', { method: 'POST', token: user, body });
    expect(forbidden.status).toBe(403);
    expect(errorOf(forbidden).message).toBe('Only an admin may do this.');

    const token = await admin(server(), 'author3');
    const post = await create(server(), token, { title: 'Locked post' });
    const patch = await server().api(`/api/blog/${post.id}`, {
      method: 'PATCH',
      token: user,
      body: { title: 'Hijacked' },
    });
    expect(patch.status).toBe(403);
    expect((await server().api(`/api/blog/${post.id}`, { method: 'PATCH', body })).status).toBe(
      401,
    );
    expect(postOf(await server().api(`/api/blog/${post.id}`)).title).toBe('Locked post');
  });

  it('answers bad input with 400s naming the field, and unknown posts with 404', async () => {
    const token = await admin(server(), 'author4');
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'title'],
      [{ title: 'x'.repeat(201) }, 'title'],
      [{ title: 'ok', category: 'Gossip' }, 'category'],
      [{ title: 'ok', titleStyle: 'text-left position-fixed' }, 'titleStyle'],
      [{ title: 'ok', titleImg: 'javascript:alert(1)' }, 'titleImg'],
      [{ title: 'ok', titleImg: 'data:image/svg+xml;base64,PHN2Zz4=' }, 'titleImg'],
      [{ title: 'ok', content: Array.from({ length: 51 }, () => newSection()) }, 'content'],
      [
        { title: 'ok', content: [section('big', `<p>${'a'.repeat(101 * 1024)}</p>`)] },
        'content.0.sectionContent',
      ],
      [
        { title: 'ok', content: [{ ...newSection(), sectionImgStyle: 'w-90' }] },
        'content.0.sectionImgStyle',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await server().api('/api/blog', { method: 'POST', token, body });
      expect(res.status, field).toBe(400);
      expect(Object.keys(errorOf(res).errors ?? {}), field).toContain(field);
    }
    const huge = await server().api('/api/blog', {
      method: 'POST',
      token,
      body: { title: 'huge', seoDescription: 'x'.repeat(1024 * 1024) },
    });
    expect(huge.status).toBe(413);

    const missing = await server().api('/api/blog/no-such-post');
    expect(missing.status).toBe(404);
    expect(errorOf(missing).message).toBe('Blog not found.');
    const patchMissing = await server().api('/api/blog/00000000-0000-4000-8000-000000000000', {
      method: 'PATCH',
      token,
      body: { title: 'x' },
    });
    expect(patchMissing.status).toBe(404);
  });

  it('stores clean HTML: scripts, handlers, javascript: links, foreign iframes and style tricks are gone', async () => {
    const token = await admin(server(), 'author5');
    const dirty = [
      '<p>Hello<script>alert(1)</script></p>',
      '<img src="x" onerror="alert(2)">',
      '<a href="javascript:alert(3)">click</a>',
      '<iframe src="https://evil.example/frame"></iframe>',
      '<p style="position:fixed;top:0;background:url(javascript:alert(4))">styled</p>',
      '<style>body{display:none}</style>',
      '<a href="https://buildwright.example/guide" target="_blank">guide</a>',
    ].join('');
    const post = await create(server(), token, {
      title: 'Sanitised',
      content: [
        {
          ...section('Dirty', dirty),
          sectionStyle:
            'background-color: #eee; background: url(javascript:alert(5)); behavior: url(x.htc)',
        },
      ],
    });
    const stored = postOf(await server().api(`/api/blog/${post.id}`)).content[0];
    const html = stored?.sectionContent ?? '';
    expect(html).not.toMatch(
      /script|onerror|javascript:|evil\.example|<style|style=|position:fixed/i,
    );
    expect(html).toContain('Hello');
    expect(html).toContain('styled');
    expect(html).toContain('href="https://buildwright.example/guide"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(stored?.sectionStyle).toBe('background-color: #eee');
  });

  it('turns YouTube and Vimeo links into embed URLs', async () => {
    const token = await admin(server(), 'author6');
    const post = await create(server(), token, {
      title: 'Videos',
      content: [
        section(
          'Clips',
          '<iframe class="ql-video" src="https://www.youtube.com/watch?v=dQw4w9WgXcQ"></iframe>' +
            '<iframe class="ql-video" src="https://vimeo.com/76979871"></iframe>',
        ),
      ],
    });
    const html = postOf(await server().api(`/api/blog/${post.id}`)).content[0]?.sectionContent;
    expect(html).toContain('src="https://www.youtube.com/embed/dQw4w9WgXcQ"');
    expect(html).toContain('src="https://player.vimeo.com/video/76979871"');
  });

  it("keeps the editor's video player and an image linked by address, and drops a frame from another host", async () => {
    const token = await admin(server(), 'author8');
    const player =
      '<iframe class="ql-video" frameborder="0" allowfullscreen="true" ' +
      'src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="YouTube video"></iframe>';
    const image = '<p><img src="https://images.example.com/upper.jpg" alt="Upper receiver"></p>';
    const foreign =
      '<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="https://www.dailymotion.com/embed/video/x7tgad0"></iframe>';
    const post = await create(server(), token, {
      title: 'Embeds',
      content: [section('Media', `${player}${image}${foreign}<p>End</p>`)],
    });
    const res = await server().api(`/api/blog/${post.id}`);
    expect(res.status).toBe(200);
    expect(postOf(res).content[0]?.sectionContent).toBe(
      '<iframe class="ql-video" src="https://www.youtube.com/embed/dQw4w9WgXcQ" frameborder="0" ' +
        'allowfullscreen="true" title="YouTube video"></iframe>' +
        '<p><img src="https://images.example.com/upper.jpg" alt="Upper receiver" /></p><p>End</p>',
    );
  });

  it('keeps what the editor produces: Quill lists, code blocks, alignment classes, images', async () => {
    const token = await admin(server(), 'author7');
    const quill =
      '<h2 class="ql-align-center">Parts</h2><ol><li data-list="bullet">Barrel</li><li data-list="bullet">BCG</li></ol>' +
      '<blockquote>Measure twice</blockquote><p><img src="https://img.example/a.png"></p>';
    const post = await create(server(), token, {
      title: 'Quill output',
      content: [section('Q', quill)],
    });
    const html = postOf(await server().api(`/api/blog/${post.id}`)).content[0]?.sectionContent;
    expect(html).toContain('<h2 class="ql-align-center">Parts</h2>');
    expect(html).toContain('<li data-list="bullet">Barrel</li>');
    expect(html).toContain('<blockquote>Measure twice</blockquote>');
    expect(html).toContain('<img src="https://img.example/a.png"');
  });
});

describeApi('blog: reading', (server) => {
  let ids: Record<string, string> = {};

  it('lists newest first with title and category filters, paging and X-Total-Count', async () => {
    const token = await admin(server(), 'lister');
    const specs: [string, string, string][] = [
      ['Barrel length basics', '2026-01-01', 'Education'],
      ['Barrel twist rates', '2026-02-01', 'Education'],
      ['History of the platform', '2026-03-01', 'History'],
      ['Review: a budget lower', '2026-04-01', 'Review'],
      ['Muzzle threads', '2026-05-01', 'Technology'],
    ];
    ids = {};
    for (const [title, date, category] of specs) {
      const post = await create(server(), token, {
        title,
        date,
        category,
        content: [
          section('Body', `<p>Text about ${title.toLowerCase()}, quite unique-word-${date}.</p>`),
        ],
      });
      ids[title] = post.id;
    }

    const all = await server().api('/api/blog');
    expect(all.status).toBe(200);
    expect(all.headers.get('x-total-count')).toBe('5');
    expect(postsOf(all).map((p) => p.title)).toEqual([
      'Muzzle threads',
      'Review: a budget lower',
      'History of the platform',
      'Barrel twist rates',
      'Barrel length basics',
    ]);
    // Summaries: what a list shows, not the posts' sections.
    for (const post of postsOf(all)) {
      expect(Object.keys(post).sort()).toEqual(Object.keys(blogSummarySchema.shape).sort());
      blogSummarySchema.parse(post);
    }

    const barrels = await server().api('/api/blog?title=BARREL');
    expect(postsOf(barrels).map((p) => p.title)).toEqual([
      'Barrel twist rates',
      'Barrel length basics',
    ]);
    const percent = await server().api(`/api/blog?title=${encodeURIComponent('%')}`);
    expect(percent.body).toEqual([]);

    const education = await server().api('/api/blog?category=Education&page=2&pageSize=1');
    expect(education.headers.get('x-total-count')).toBe('2');
    expect(postsOf(education).map((p) => p.title)).toEqual(['Barrel length basics']);

    expect((await server().api('/api/blog?category=Gossip')).status).toBe(400);
    expect((await server().api('/api/blog?pageSize=1000')).status).toBe(400);
  });

  it('answers a post with date-order neighbours, disabled at the ends', async () => {
    const newest = blogPostPageSchema.parse(
      (await server().api(`/api/blog/${ids['Muzzle threads']}`)).body,
    );
    expect(newest.previous).toBeNull();
    expect(newest.next?.title).toBe('Review: a budget lower');

    const middle = postOf(await server().api(`/api/blog/${ids['History of the platform']}`));
    expect(middle.previous?.title).toBe('Review: a budget lower');
    expect(middle.next?.title).toBe('Barrel twist rates');

    const oldest = postOf(await server().api(`/api/blog/${ids['Barrel length basics']}`));
    expect(oldest.next).toBeNull();
    expect(oldest.previous?.title).toBe('Barrel twist rates');
  });

  it('relates posts that share a title word first, then tops up to three', async () => {
    const page = await getPostPage(server().database.db, ids['Barrel length basics']!, () => 0);
    expect(page.related).toHaveLength(3);
    expect(page.related[0]!.title).toBe('Barrel twist rates');
    expect(page.related.map((p) => p.id)).not.toContain(ids['Barrel length basics']);
    expect(new Set(page.related.map((p) => p.id)).size).toBe(3);
  });

  it('writes a full-text vector that finds words inside section content, tags and author', async () => {
    const token = await admin(server(), 'searcher');
    await create(server(), token, {
      title: 'Plain title',
      tags: ['suppressors'],
      content: [section('Quiet', '<p>The <em>baffle</em> stack matters.</p>')],
    });
    const db = server().database.db;
    const { sql } = await import('drizzle-orm');
    const hits = async (query: string) =>
      (
        await db
          .select({ title: blogPosts.title })
          .from(blogPosts)
          .where(sql`${blogPosts.search} @@ to_tsquery('english', ${query})`)
      ).map((r) => r.title);
    expect(await hits('baffle')).toEqual(['Plain title']);
    expect(await hits('suppressor')).toEqual(['Plain title']);
    expect(await hits('searcher')).toEqual(['Plain title']);
    expect(await hits('quiet')).toEqual(['Plain title']);
  });
});

describe('blog: slugs', () => {
  it('derives lower-case ASCII slugs', async () => {
    const { slugify } = await import('./service.ts');
    expect(slugify('Crème Brûlée: AR-15 Guide!')).toBe('creme-brulee-ar-15-guide');
    expect(slugify('***')).toBe('post');
    expect(slugify('a'.repeat(100))).toHaveLength(80);
  });
});

describeApi('blog: the list after writes', (server) => {
  it('shows a new or changed post in the list at once (the list is kept between reads)', async () => {
    const token = await admin(server(), 'listfresh');
    const before = postsOf(await server().api('/api/blog?pageSize=100'));
    const post = await create(server(), token, {
      title: 'Fresh off the press',
      date: '2030-01-01',
    });
    const after = postsOf(await server().api('/api/blog?pageSize=100'));
    expect(after.map((p) => p.title)).toEqual([
      'Fresh off the press',
      ...before.map((p) => p.title),
    ]);
    const patched = await server().api(`/api/blog/${post.id}`, {
      method: 'PATCH',
      token,
      body: { title: 'Fresher still' },
    });
    expect(patched.status).toBe(200);
    expect(postsOf(await server().api('/api/blog?pageSize=100'))[0]!.title).toBe('Fresher still');
  });
});

import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sharesTitleWord } from '../../../../shared/blog/related.ts';
import { blogWriteSchema, type BlogWrite } from '../../../../shared/blog/schema.ts';
import { BLOG_CATEGORIES } from '../../../../shared/blog/post-rules.ts';
import { demoPosts } from './posts.ts';

// The demo blog posts, written by the system user 'Buildwright Editorial'.
const publicDir = fileURLToPath(new URL('../../../../../public', import.meta.url));

/** The tags the posts may use: what the Quill 2 editor writes. */
const QUILL_TAGS = new Set([
  'p',
  'strong',
  'em',
  'u',
  's',
  'blockquote',
  'h2',
  'h3',
  'a',
  'ol',
  'li',
  'div',
  'br',
]);

function plainText(html: string): string {
  return html.replace(/<[^>]+>/g, ' ');
}

function wordCount(post: BlogWrite): number {
  const text = post.content.map((s) => `${s.sectionTitle} ${plainText(s.sectionContent)}`);
  return text.join(' ').split(/\s+/).filter(Boolean).length;
}

describe('demo blog posts', () => {
  const posts = demoPosts.map((post) => blogWriteSchema.parse(post));

  it('all parse with the write schema, without being changed by it', () => {
    for (const post of demoPosts) {
      const result = blogWriteSchema.safeParse(post);
      expect(result.success, post.title).toBe(true);
      expect(result.data?.date, post.title).toBe(post.date);
    }
  });

  it('are at least 12, with unique titles and unique dates in range', () => {
    expect(posts.length).toBeGreaterThanOrEqual(12);
    expect(new Set(posts.map((p) => p.title)).size).toBe(posts.length);
    expect(new Set(posts.map((p) => p.date)).size).toBe(posts.length);
    for (const post of posts) {
      expect(post.date >= '2025-03-01' && post.date <= '2026-11-15', post.title).toBe(true);
    }
  });

  it('use every category at least twice', () => {
    for (const category of BLOG_CATEGORIES) {
      expect(posts.filter((p) => p.category === category).length, category).toBeGreaterThanOrEqual(
        2,
      );
    }
  });

  it('use both section layouts, side by side in at least 4 posts and always with an image', () => {
    const sections = posts.flatMap((p) => p.content);
    expect(sections.some((s) => s.layout === 'standard')).toBe(true);
    const sideBySidePosts = posts.filter((p) => p.content.some((s) => s.layout === 'sideBySide'));
    expect(sideBySidePosts.length).toBeGreaterThanOrEqual(4);
    for (const section of sections.filter((s) => s.layout === 'sideBySide')) {
      expect(section.sectionImg, section.sectionTitle).not.toBe('');
      expect(section.sectionImgStyle, section.sectionTitle).toMatch(/^w-(25|50|75) text-/);
    }
  });

  it('have 2–5 sections, 150–500 words, 2–5 lower-case tags and a short SEO description', () => {
    for (const post of posts) {
      expect(post.content.length, post.title).toBeGreaterThanOrEqual(2);
      expect(post.content.length, post.title).toBeLessThanOrEqual(5);
      const words = wordCount(post);
      expect(words, post.title).toBeGreaterThanOrEqual(150);
      expect(words, post.title).toBeLessThanOrEqual(500);
      expect(post.tags.length, post.title).toBeGreaterThanOrEqual(2);
      expect(post.tags.length, post.title).toBeLessThanOrEqual(5);
      for (const tag of post.tags) expect(tag).toBe(tag.toLowerCase());
      expect(post.seoDescription.length, post.title).toBeGreaterThan(0);
      expect(post.seoDescription.length, post.title).toBeLessThanOrEqual(160);
    }
  });

  it('write only the HTML Quill 2 produces, with https links that open safely', () => {
    for (const section of posts.flatMap((p) => p.content)) {
      for (const [, tag] of section.sectionContent.matchAll(/<\/?([a-z0-9]+)/g)) {
        expect(QUILL_TAGS.has(tag ?? ''), `${section.sectionTitle}: <${tag}>`).toBe(true);
      }
      for (const [anchor] of section.sectionContent.matchAll(/<a [^>]*>/g)) {
        expect(anchor).toMatch(/href="https:\/\/[^"]+"/);
        expect(anchor).toContain('rel="noopener noreferrer"');
        expect(anchor).toContain('target="_blank"');
      }
    }
  });

  it('show a title image on some posts and the placeholder on the others', () => {
    const withImage = posts.filter((p) => p.titleImg !== '');
    expect(withImage.length).toBeGreaterThanOrEqual(6);
    expect(withImage.length).toBeLessThan(posts.length);
    for (const post of posts) {
      expect(post.titleImgStyle, post.title).toBe(
        post.titleImg === '' ? 'no-image' : 'yes-image text-center',
      );
    }
  });

  it('reference only self-hosted SVGs that exist under public/', () => {
    const images = posts.flatMap((p) => [p.titleImg, ...p.content.map((s) => s.sectionImg)]);
    const used = [...new Set(images.filter(Boolean))];
    expect(used.length).toBeGreaterThan(0);
    for (const src of used) {
      expect(src).toMatch(/^\/images\/blog\/[a-z0-9-]+\.svg$/);
      const file = `${publicDir}${src}`;
      expect(existsSync(file), src).toBe(true);
      expect(statSync(file).size, src).toBeLessThan(6 * 1024);
    }
  });

  it('give More Like This word matches: at least 3 titles share a word with another', () => {
    const sharing = posts.filter((post) =>
      posts.some((other) => other !== post && sharesTitleWord(post.title, other.title)),
    );
    expect(sharing.length).toBeGreaterThanOrEqual(3);
    // Not only through small words: the build guides share 'build' and 'guide'.
    const guides = posts.filter((p) => /^Build guide:/.test(p.title));
    expect(guides.length).toBeGreaterThanOrEqual(2);
  });
});

import { BLOG_LIMITS, isAllowedImageUrl } from './post-rules.ts';

// The addresses a post may embed: YouTube and Vimeo players (the only frames the site's CSP
// allows) and images linked by address. The server's sanitiser and the editor's dialogs read the
// same rules, so what the editor inserts is what the server keeps.

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'youtu.be',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{6,20}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[a-f0-9]{6,20}$/i;

export function parseUrl(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}

/** True when the string holds a C0 control character or DEL (a browser would strip or trip on it). */
export function hasControlChars(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The player URL for a YouTube or Vimeo link (watch, short, youtu.be, vimeo.com/ID), or the
 * embed URL itself when it already is one; null for anything else.
 */
export function toEmbedUrl(value: string): string | null {
  const raw = value.trim();
  if (hasControlChars(raw)) return null;
  const url = parseUrl(raw);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  if (url.username || url.password || url.port) return null;
  const host = url.hostname.toLowerCase();
  const parts = url.pathname.split('/').filter(Boolean);

  if (YOUTUBE_HOSTS.has(host)) {
    const embedHost = host.endsWith('youtube-nocookie.com')
      ? 'www.youtube-nocookie.com'
      : 'www.youtube.com';
    const [first, second] = parts;
    let id: string | null | undefined = null;
    if (host === 'youtu.be') id = parts.length === 1 ? first : null;
    else if (first === 'watch' && parts.length === 1) id = url.searchParams.get('v');
    else if (first === 'shorts' && parts.length === 2) id = second;
    else if (first === 'embed' && parts.length === 2 && second && YOUTUBE_ID.test(second)) {
      // Already an embed: it stays, with its player options (Quill adds `?showinfo=0`).
      return `https://${embedHost}/embed/${second}${url.search}`;
    }
    return id && YOUTUBE_ID.test(id) ? `https://${embedHost}/embed/${id}` : null;
  }

  if (VIMEO_HOSTS.has(host)) {
    const [first, second] = parts;
    if (host === 'player.vimeo.com') {
      return first === 'video' && parts.length === 2 && second && VIMEO_ID.test(second)
        ? `https://player.vimeo.com/video/${second}${url.search}`
        : null;
    }
    if (!first || !VIMEO_ID.test(first) || parts.length > 2) return null;
    // An unlisted video's link carries its privacy hash as a second segment.
    if (second !== undefined) {
      return VIMEO_HASH.test(second) ? `https://player.vimeo.com/video/${first}?h=${second}` : null;
    }
    return `https://player.vimeo.com/video/${first}`;
  }
  return null;
}

/** The accessible name of an embedded player (an iframe needs a title), from its embed URL. */
export function embedTitle(embedUrl: string): string {
  const host = parseUrl(embedUrl)?.hostname ?? '';
  return host === 'player.vimeo.com' ? 'Vimeo video' : 'YouTube video';
}

/**
 * An image address the editor inserts into a post's text: https only (a plain-http image on the
 * https site is mixed content the browser blocks or warns about), no user name or password, at
 * most `BLOG_LIMITS.url` characters. Returns the trimmed address, or null when it is refused.
 */
export function toLinkedImageUrl(value: string): string | null {
  const raw = value.trim();
  if (raw === '' || hasControlChars(raw) || raw.length > BLOG_LIMITS.url) return null;
  const url = parseUrl(raw);
  if (!url || url.protocol !== 'https:' || url.username || url.password) return null;
  return isAllowedImageUrl(raw) ? raw : null;
}

import sanitizeHtml from 'sanitize-html';
import type { Attributes, IFrame, IOptions } from 'sanitize-html';
import type { BlogWrite } from '../../../shared/blog/schema.ts';
import { isAllowedImageUrl } from '../../../shared/blog/post-rules.ts';
import {
  embedTitle,
  hasControlChars,
  parseUrl,
  toEmbedUrl,
} from '../../../shared/blog/embed-url.ts';

// The blog's server-side sanitiser. Admins write sections in a
// Quill 2 editor; every HTML field is cleaned on write so the page can render it as HTML. Only
// what the editor's toolbar can produce survives: anything else loses its tag, its attribute or,
// for script-like content and unknown embeds, the whole element. Video embeds keep only YouTube
// and Vimeo players (toEmbedUrl, shared with the editor), the only frames the CSP's frame-src allows.

// ---- links and images -----------------------------------------------------------------------

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const RELATIVE_BASE = 'https://relative.invalid';

/** An href the editor may keep: http(s), mailto, tel, or a same-site '/path' or '#anchor'. */
function safeHref(value: string | undefined): string | null {
  const href = (value ?? '').trim();
  if (href === '' || hasControlChars(href)) return null;
  if (href.startsWith('/') || href.startsWith('#')) {
    // '//evil' and '/\evil' leave the site once a browser resolves them; '/path' does not.
    return parseUrl(href, RELATIVE_BASE)?.origin === RELATIVE_BASE ? href : null;
  }
  const url = parseUrl(href);
  return url && LINK_PROTOCOLS.has(url.protocol) ? href : null;
}

/** Image URLs: http(s), raster data: URLs (never SVG) or '/path'; as for titleImg / sectionImg. */
function safeImageSrc(value: string | undefined): string | null {
  const src = (value ?? '').trim();
  return src !== '' && !hasControlChars(src) && isAllowedImageUrl(src) ? src : null;
}

// ---- the HTML allow-list ------------------------------------------------------------------

/** Quill 2's format classes (align, indent, size, font); nothing else keeps a class. */
const FORMAT_CLASSES = [
  'ql-align-center',
  'ql-align-right',
  'ql-align-justify',
  ...Array.from({ length: 8 }, (_, i) => `ql-indent-${i + 1}`),
  'ql-size-small',
  'ql-size-large',
  'ql-size-huge',
  'ql-font-serif',
  'ql-font-monospace',
];

const LIST_KINDS = new Set(['bullet', 'ordered']);
const CODE_LANGUAGE = /^[a-z0-9+#._-]{1,32}$/i;
const DIMENSION = /^\d{1,5}(?:px|%)?$/;

/**
 * Rebuilds each tag's attributes from what the editor produces, so a value is checked here and
 * never merely passed through; sanitize-html's allow-lists below are the second line.
 */
function keepEditorAttributes(tagName: string, attribs: Attributes) {
  const out: Attributes = {};
  const keep = (name: string, value: string | null | undefined) => {
    if (value) out[name] = value;
  };
  keep('class', attribs.class);
  switch (tagName) {
    case 'a':
      keep('href', safeHref(attribs.href));
      // Quill 2 opens links in a new tab; the opened page must not reach back (reverse tabnabbing).
      if (attribs.target === '_blank') {
        out.target = '_blank';
        out.rel = 'noopener noreferrer';
      }
      break;
    case 'img':
      keep('src', safeImageSrc(attribs.src));
      if (attribs.alt !== undefined) out.alt = attribs.alt;
      for (const name of ['width', 'height']) {
        const value = attribs[name]?.trim();
        if (value && DIMENSION.test(value)) out[name] = value;
      }
      break;
    case 'iframe': {
      const src = toEmbedUrl(attribs.src ?? '');
      keep('src', src);
      out.frameborder = '0';
      out.allowfullscreen = 'true';
      // A frame needs an accessible name; the player's kind is set here, whatever was sent.
      if (src) out.title = embedTitle(src);
      break;
    }
    case 'li':
      if (attribs['data-list'] && LIST_KINDS.has(attribs['data-list'])) {
        out['data-list'] = attribs['data-list'];
      }
      break;
    case 'div':
    case 'pre':
      if (attribs.spellcheck === 'false') out.spellcheck = 'false';
      if (
        tagName === 'div' &&
        attribs['data-language'] &&
        CODE_LANGUAGE.test(attribs['data-language'])
      ) {
        out['data-language'] = attribs['data-language'];
      }
      break;
  }
  return { tagName, attribs: out };
}

/** Drops editor UI, embeds whose source was refused, and unwraps links whose href was. */
function dropRefused(frame: IFrame): boolean | 'excludeTag' {
  switch (frame.tag) {
    case 'span':
      // Quill 2's list markers and pickers: editor chrome, not content.
      return (frame.attribs.class ?? '').split(/\s+/).includes('ql-ui');
    case 'iframe':
    case 'img':
      return !frame.attribs.src;
    case 'a':
      return frame.attribs.href ? false : 'excludeTag';
    default:
      return false;
  }
}

/** Disallowed elements whose content goes with them (not only the tag). */
const DROPPED_WITH_CONTENT = [
  ...['script', 'style', 'textarea', 'option', 'select', 'xmp', 'noscript', 'noembed'],
  ...['noframes', 'template', 'title', 'svg', 'math', 'object', 'embed'],
];

const BLOG_HTML: IOptions = {
  allowedTags: [
    ...['p', 'br', 'strong', 'em', 'u', 's', 'blockquote', 'a', 'img', 'iframe'],
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ol', 'ul', 'li', 'pre', 'div', 'span'],
  ],
  allowedAttributes: {
    '*': ['class'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    iframe: ['src', 'frameborder', 'allowfullscreen', 'title'],
    li: ['data-list'],
    div: ['spellcheck', 'data-language'],
    pre: ['spellcheck'],
  },
  allowedClasses: {
    '*': FORMAT_CLASSES,
    div: ['ql-code-block-container', 'ql-code-block'],
    pre: ['ql-syntax'],
    iframe: ['ql-video'],
    span: ['ql-ui'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'],
  allowIframeRelativeUrls: false,
  nonTextTags: DROPPED_WITH_CONTENT,
  disallowedTagsMode: 'discard',
  transformTags: { '*': keepEditorAttributes },
  exclusiveFilter: dropRefused,
};

/** Clean one section's HTML from the editor: the editor's own tags survive, nothing else. */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, BLOG_HTML);
}

// ---- plain text ---------------------------------------------------------------------------

/** Elements whose edges separate words in the text (blocks, line breaks, embeds). */
const TEXT_BREAK_TAGS = [
  ...['p', 'br', 'div', 'li', 'ol', 'ul', 'blockquote', 'pre', 'hr', 'tr', 'td', 'th'],
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'img', 'iframe'],
];
const ESCAPED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };

/**
 * The plain text of some HTML, for search and card excerpts: blocks are separated by a space,
 * whitespace is collapsed, entities are decoded. The result is text, not HTML: escape it to show it.
 */
export function htmlToText(html: string): string {
  // Keep only bare block tags; sanitize-html escapes every '<' of the text, so each remaining
  // '<…>' is one of them and becomes a space. It writes only these four entities back.
  const blocks = sanitizeHtml(html, {
    allowedTags: TEXT_BREAK_TAGS,
    allowedAttributes: {},
    nonTextTags: DROPPED_WITH_CONTENT,
    exclusiveFilter: (frame) =>
      frame.tag === 'span' && (frame.attribs.class ?? '').split(/\s+/).includes('ql-ui'),
  });
  return blocks
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot);/g, (_, name: string) => ESCAPED[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

// ---- section style ------------------------------------------------------------------------

const STYLE_PROPERTIES = new Set([
  'background-color',
  'color',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'margin',
  'margin-top',
  'margin-bottom',
  'border',
  'border-radius',
  'border-color',
  'border-width',
  'border-style',
  'text-align',
  'max-width',
]);
/** Colour functions are the only parentheses a value may hold; their arguments are plain numbers. */
const COLOUR_FUNCTION = /\b(?:rgba?|hsla?)\(\s*[a-z0-9.%\s,-]*\)/gi;
const SAFE_VALUE = /^[a-z0-9#%.,\s-]+$/i;
const IMPORTANT = /!\s*important\s*$/i;

function safeStyleValue(raw: string): string | null {
  const value = raw.replace(IMPORTANT, '').replace(/\s+/g, ' ').trim();
  if (value === '' || /url\(|expression|\\|\/\*|[<>@;{}]/i.test(value)) return null;
  return SAFE_VALUE.test(value.replace(COLOUR_FUNCTION, 'c')) ? value : null;
}

/**
 * A section's style keeps the allow-listed properties with plain values and drops every
 * other declaration. Returns 'prop: value; prop: value', or '' when nothing is kept.
 */
export function sanitizeSectionStyle(css: string): string {
  const kept: string[] = [];
  for (const declaration of css.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = safeStyleValue(declaration.slice(colon + 1));
    if (STYLE_PROPERTIES.has(property) && value !== null) kept.push(`${property}: ${value}`);
  }
  return kept.join('; ');
}

// ---- posts --------------------------------------------------------------------------------

/** A POST or PATCH body with every section's HTML and style cleaned (other fields are zod-checked). */
export function sanitizeBlogWrite<T extends Partial<BlogWrite>>(post: T): T {
  if (!post.content) return post;
  return {
    ...post,
    content: post.content.map((section) => ({
      ...section,
      sectionContent: sanitizeBlogHtml(section.sectionContent),
      sectionStyle: sanitizeSectionStyle(section.sectionStyle),
    })),
  };
}

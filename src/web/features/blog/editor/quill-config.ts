import Quill from 'quill';
import { embedTitle } from '../../../../shared/blog/embed-url.ts';

// Quill 2 set-up for the blog editor: its toolbar, which link protocols and image types it
// accepts, and its undo history (ADR 046).

/** The toolbar: bold, italic, underline, strike, blockquote, code-block, ordered and bullet lists,
 * link, image upload, image by URL, video, clean — nothing else. */
export const TOOLBAR = [
  ['bold', 'italic', 'underline', 'strike'],
  ['blockquote', 'code-block'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['link', 'image', 'image-url', 'video'],
  ['clean'],
];

/** 'Insert image by URL': Quill's picture with a small chain link in its corner. */
const IMAGE_URL_ICON =
  '<svg viewBox="0 0 18 18" aria-hidden="true"><rect class="ql-stroke" height="8" width="10" x="2" y="3"/>' +
  '<circle class="ql-fill" cx="5" cy="6" r="1"/>' +
  '<path class="ql-stroke" d="M11 15h-1a2 2 0 0 1 0-4h1M14 11h1a2 2 0 0 1 0 4h-1M11.5 13h2"/></svg>';

/** Image files accepted: png, gif, jpeg, bmp, x-icon — never SVG, which could carry script. */
export const IMAGE_MIME_TYPES = [
  'image/png',
  'image/gif',
  'image/jpeg',
  'image/bmp',
  'image/x-icon',
] as const;

/** Undo: edits within 1000 ms merge into one step; at most 100 steps are kept. */
export const HISTORY = { delay: 1000, maxStack: 100, userOnly: true } as const;

/** Links are kept only for http, https, mailto and tel; any other link becomes blank. */
export const LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'];

let registered = false;

/** Narrows Quill's link format to `LINK_PROTOCOLS` (once per page load). */
export function registerBlogFormats(): void {
  if (registered) return;
  registered = true;
  const Link = Quill.import('formats/link') as {
    new (...args: never[]): object;
    PROTOCOL_WHITELIST: string[];
  };
  class BlogLink extends Link {
    static override PROTOCOL_WHITELIST = LINK_PROTOCOLS;
  }
  Quill.register('formats/link', BlogLink, true);

  // Quill writes a video as a plain link in its semantic HTML; the blog keeps the player.
  const Video = Quill.import('formats/video') as {
    new (...args: never[]): { domNode: HTMLElement };
    create(value: string): HTMLElement;
  };
  class BlogVideo extends Video {
    static override create(value: string): HTMLElement {
      const node = super.create(value);
      node.setAttribute('title', embedTitle(node.getAttribute('src') ?? ''));
      return node;
    }
    html(): string {
      const src = this.domNode.getAttribute('src') ?? '';
      return (
        `<iframe class="ql-video" frameborder="0" allowfullscreen="true" ` +
        `src="${escapeAttribute(src)}" title="${escapeAttribute(embedTitle(src))}"></iframe>`
      );
    }
  }
  Quill.register('formats/video', BlogVideo, true);

  const icons = Quill.import('ui/icons') as Record<string, string>;
  icons['image-url'] = IMAGE_URL_ICON;
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/**
 * Inserts a block at `index` (clamped to the text): a video player (its embed URL) or an image
 * linked by address with its description, then puts the cursor after it.
 */
export function insertEmbed(
  quill: Quill,
  index: number,
  embed: { kind: 'video'; src: string } | { kind: 'image'; src: string; alt: string },
): void {
  const at = Math.max(0, Math.min(index, quill.getLength() - 1));
  if (embed.kind === 'video') {
    quill.insertEmbed(at, 'video', embed.src, 'user');
  } else {
    quill.insertEmbed(at, 'image', embed.src, 'user');
    quill.formatText(at, 1, { alt: embed.alt }, 'user');
  }
  quill.setSelection(at + 1, 0, 'user');
}

/** Asks for one image file of an accepted type and inserts it as a data URL at the cursor. */
export function pickImage(quill: Quill): void {
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = IMAGE_MIME_TYPES.join(', ');
  input.addEventListener('change', () => {
    const file = input.files?.[0];
    if (!file || !(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return;
    const reader = new FileReader();
    reader.addEventListener('load', () => {
      if (typeof reader.result !== 'string') return;
      const range = quill.getSelection(true);
      quill.insertEmbed(range.index, 'image', reader.result, 'user');
      quill.setSelection(range.index + 1, 0, 'silent');
    });
    reader.readAsDataURL(file);
  });
  input.click();
}

/**
 * The editor's HTML for storage: Quill's semantic HTML (real <ul>/<ol> lists), with its
 * every-space-is-&nbsp; habit (Quill 2.0.3) undone so text wraps; an empty editor is ''.
 */
export function editorHtml(quill: Quill): string {
  if (quill.getLength() <= 1) return '';
  return quill.getSemanticHTML().replaceAll('&nbsp;', ' ');
}

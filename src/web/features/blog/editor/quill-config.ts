import Quill from 'quill';

// Quill 2 set-up for the blog editor: its toolbar, which link protocols and image types it
// accepts, and its undo history (ADR 046).

/** The toolbar: bold, italic, underline, strike, blockquote, code-block, ordered and bullet lists,
 * link, image, clean — nothing else. */
export const TOOLBAR = [
  ['bold', 'italic', 'underline', 'strike'],
  ['blockquote', 'code-block'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['link', 'image'],
  ['clean'],
];

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

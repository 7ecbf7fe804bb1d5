import { describe, expect, it } from 'vitest';
import { newSection } from '../../../shared/blog/post-rules.ts';
import {
  htmlToText,
  sanitizeBlogHtml,
  sanitizeBlogWrite,
  sanitizeSectionStyle,
} from './sanitize.ts';
import { toEmbedUrl } from '../../../shared/blog/embed-url.ts';

const VIDEO_ID = 'dQw4w9WgXcQ';
const YOUTUBE_EMBED = `https://www.youtube.com/embed/${VIDEO_ID}`;
const video = (src: string) =>
  `<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="${src}"></iframe>`;
const cleanVideo = (src: string, title = 'YouTube video') =>
  `<iframe class="ql-video" src="${src}" frameborder="0" allowfullscreen="true" title="${title}"></iframe>`;

describe('sanitizeBlogHtml: what never survives', () => {
  it('removes a script with its content', () => {
    expect(sanitizeBlogHtml('<p>a</p><script>alert(1)</script><p>b</p>')).toBe('<p>a</p><p>b</p>');
  });

  it('keeps no event handler on an image', () => {
    expect(sanitizeBlogHtml('<img src="https://cdn.example/a.png" onerror="alert(1)">')).toBe(
      '<img src="https://cdn.example/a.png" />',
    );
    // 'x' is not an allowed image address either, so nothing of the tag is left.
    expect(sanitizeBlogHtml('<img src=x onerror=alert(1)>')).toBe('');
  });

  it('keeps no javascript:, data:, vbscript: or protocol-relative href, leaving the text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      '//evil.example',
      '/\\evil.example',
    ]) {
      expect(sanitizeBlogHtml(`<p><a href="${href}">x</a></p>`), href).toBe('<p>x</p>');
    }
  });

  it('removes an iframe that is not a YouTube or Vimeo player, content and all', () => {
    expect(sanitizeBlogHtml('<iframe src="https://evil.example">fallback</iframe><p>a</p>')).toBe(
      '<p>a</p>',
    );
    expect(sanitizeBlogHtml('<iframe src="https://www.youtube.com.evil.example/embed/x">')).toBe(
      '',
    );
    expect(sanitizeBlogHtml('<iframe srcdoc="<script>alert(1)</script>"></iframe>')).toBe('');
  });

  it('drops style and event attributes', () => {
    expect(sanitizeBlogHtml('<p style="position:fixed" onclick="alert(1)">a</p>')).toBe('<p>a</p>');
  });

  it('removes style tags, svg, math, object, embed, form and comments', () => {
    expect(sanitizeBlogHtml('<style>body{display:none}</style><p>a</p>')).toBe('<p>a</p>');
    expect(sanitizeBlogHtml('<svg onload="alert(1)"><text>hi</text></svg><p>a</p>')).toBe(
      '<p>a</p>',
    );
    expect(
      sanitizeBlogHtml('<math><mi>x</mi></math><object data="x"></object><embed src="x">'),
    ).toBe('');
    expect(sanitizeBlogHtml('<form action="/x"><input name="q"></form><!-- note --><p>a</p>')).toBe(
      '<p>a</p>',
    );
  });

  it('removes an SVG data: image but keeps a PNG one', () => {
    expect(sanitizeBlogHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=">')).toBe('');
    expect(sanitizeBlogHtml('<img src="data:image/png;base64,iVBORw0KGgo=">')).toBe(
      '<img src="data:image/png;base64,iVBORw0KGgo=" />',
    );
  });

  it('keeps only Quill format classes', () => {
    expect(sanitizeBlogHtml('<p class="ql-align-right evil ql-indent-9">a</p>')).toBe(
      '<p class="ql-align-right">a</p>',
    );
    expect(sanitizeBlogHtml('<p class="fixed-overlay">a</p>')).toBe('<p>a</p>');
  });
});

describe('sanitizeBlogHtml: links', () => {
  it('adds rel="noopener noreferrer" to a link opening a new tab', () => {
    expect(
      sanitizeBlogHtml('<a href="https://ok.example" target="_blank" rel="opener">x</a>'),
    ).toBe('<a href="https://ok.example" target="_blank" rel="noopener noreferrer">x</a>');
  });

  it('keeps mailto, tel and site-relative links, and drops a stray rel or target', () => {
    expect(sanitizeBlogHtml('<a href="mailto:a@b.example" rel="opener" target="top">m</a>')).toBe(
      '<a href="mailto:a@b.example">m</a>',
    );
    expect(sanitizeBlogHtml('<a href="tel:+15551234">t</a>')).toBe('<a href="tel:+15551234">t</a>');
    expect(sanitizeBlogHtml('<a href="/blog/post-1">p</a>')).toBe('<a href="/blog/post-1">p</a>');
  });
});

describe('sanitizeBlogHtml: video embeds', () => {
  it.each([
    `https://www.youtube.com/watch?v=${VIDEO_ID}`,
    `https://youtube.com/watch?v=${VIDEO_ID}&t=42`,
    `https://youtu.be/${VIDEO_ID}`,
    `https://www.youtube.com/shorts/${VIDEO_ID}`,
    YOUTUBE_EMBED,
  ])('points %s at the YouTube player', (src) => {
    expect(sanitizeBlogHtml(video(src))).toBe(cleanVideo(YOUTUBE_EMBED));
  });

  it('points a Vimeo link at the Vimeo player and keeps a player URL', () => {
    expect(sanitizeBlogHtml(video('https://vimeo.com/123456'))).toBe(
      cleanVideo('https://player.vimeo.com/video/123456', 'Vimeo video'),
    );
    expect(sanitizeBlogHtml(video('https://player.vimeo.com/video/123456'))).toBe(
      cleanVideo('https://player.vimeo.com/video/123456', 'Vimeo video'),
    );
  });
});

describe('sanitizeBlogHtml: what the editor embeds', () => {
  it("keeps the editor's video player and an image linked by address as written", () => {
    const html =
      `<iframe class="ql-video" frameborder="0" allowfullscreen="true" src="${YOUTUBE_EMBED}" title="YouTube video"></iframe>` +
      '<p><img src="https://images.example.com/upper.jpg?w=800&amp;q=80" alt="Upper receiver"></p>';
    expect(sanitizeBlogHtml(html)).toBe(
      cleanVideo(YOUTUBE_EMBED) +
        '<p><img src="https://images.example.com/upper.jpg?w=800&amp;q=80" alt="Upper receiver" /></p>',
    );
  });

  it("sets the player's title itself, whatever title was sent", () => {
    const sent = video(YOUTUBE_EMBED).replace('<iframe ', '<iframe title="&quot; onload=&quot;x" ');
    expect(sanitizeBlogHtml(sent)).toBe(cleanVideo(YOUTUBE_EMBED));
  });

  it('drops a frame from any other host, even one the editor would have inserted as a video', () => {
    for (const src of [
      'https://www.dailymotion.com/embed/video/x7tgad0',
      'https://evil.example/embed/dQw4w9WgXcQ',
      'https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ',
      'javascript:alert(1)',
    ]) {
      expect(sanitizeBlogHtml(`${video(src)}<p>after</p>`)).toBe('<p>after</p>');
    }
  });
});

describe('toEmbedUrl', () => {
  it('rewrites watch, short and youtu.be links and keeps embed URLs with their options', () => {
    expect(toEmbedUrl(`https://www.youtube.com/watch?v=${VIDEO_ID}`)).toBe(YOUTUBE_EMBED);
    expect(toEmbedUrl(`https://youtu.be/${VIDEO_ID}`)).toBe(YOUTUBE_EMBED);
    expect(toEmbedUrl(`https://www.youtube.com/shorts/${VIDEO_ID}`)).toBe(YOUTUBE_EMBED);
    expect(toEmbedUrl(`${YOUTUBE_EMBED}?showinfo=0`)).toBe(`${YOUTUBE_EMBED}?showinfo=0`);
    expect(toEmbedUrl(`https://www.youtube-nocookie.com/embed/${VIDEO_ID}`)).toBe(
      `https://www.youtube-nocookie.com/embed/${VIDEO_ID}`,
    );
  });

  it('rewrites Vimeo links, unlisted ones with their hash', () => {
    expect(toEmbedUrl('https://vimeo.com/123456')).toBe('https://player.vimeo.com/video/123456');
    expect(toEmbedUrl('https://vimeo.com/123456/abcdef12')).toBe(
      'https://player.vimeo.com/video/123456?h=abcdef12',
    );
  });

  it('answers null for other hosts, schemes and malformed ids', () => {
    for (const url of [
      'https://evil.example/watch?v=dQw4w9WgXcQ',
      'https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ',
      'javascript:alert(1)',
      'https://www.youtube.com/watch?v=<script>',
      'https://www.youtube.com/channel/abcdefgh',
      'https://vimeo.com/channels/staff',
      'not a url',
    ]) {
      expect(toEmbedUrl(url), url).toBeNull();
    }
  });
});

describe('sanitizeBlogHtml: Quill 2 output', () => {
  it('keeps lists with data-list and drops the editor list markers', () => {
    const ui = '<span class="ql-ui" contenteditable="false"></span>';
    expect(
      sanitizeBlogHtml(
        `<ol><li data-list="bullet">${ui}One</li><li data-list="ordered" class="ql-indent-1">${ui}Two</li></ol><ul><li>Three</li></ul>`,
      ),
    ).toBe(
      '<ol><li data-list="bullet">One</li><li class="ql-indent-1" data-list="ordered">Two</li></ol><ul><li>Three</li></ul>',
    );
  });

  it('keeps code blocks (container and legacy pre) and drops the language picker', () => {
    const block =
      '<div class="ql-code-block-container" spellcheck="false"><div class="ql-code-block" data-language="plain">if (a &lt; b) {}</div></div>';
    expect(
      sanitizeBlogHtml(
        block.replace(
          '</div></div>',
          '</div><select class="ql-ui"><option>Plain</option></select></div>',
        ),
      ),
    ).toBe(block);
    const pre = '<pre class="ql-syntax" spellcheck="false">a &amp;&amp; b</pre>';
    expect(sanitizeBlogHtml(pre)).toBe(pre);
  });

  it('keeps headers, alignment, sizes, fonts, inline formats and line breaks', () => {
    const html =
      '<h1 class="ql-align-center">Title</h1><h6>Small</h6>' +
      '<p class="ql-align-justify"><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> ' +
      '<span class="ql-size-huge ql-font-monospace">x</span></p><blockquote>q</blockquote>';
    expect(sanitizeBlogHtml(html)).toBe(html);
    expect(sanitizeBlogHtml('<p><br></p>')).toBe('<p><br /></p>');
  });

  it('keeps a Quill link and image as the editor wrote them', () => {
    const link =
      '<p><a href="https://ok.example/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">x</a></p>';
    expect(sanitizeBlogHtml(link)).toBe(link);
    expect(
      sanitizeBlogHtml('<p><img src="/images/a.png" alt="A" width="300" height="abc"></p>'),
    ).toBe('<p><img src="/images/a.png" alt="A" width="300" /></p>');
  });

  it('gives the same answer when run twice', () => {
    const html = `<ol><li data-list="bullet">a</li></ol>${video(`https://youtu.be/${VIDEO_ID}`)}<p><a href="/x" target="_blank">l</a></p>`;
    const once = sanitizeBlogHtml(html);
    expect(sanitizeBlogHtml(once)).toBe(once);
  });
});

describe('sanitizeSectionStyle', () => {
  it('keeps allow-listed declarations, normalised', () => {
    expect(sanitizeSectionStyle('background-color: #eee; padding: 12px')).toBe(
      'background-color: #eee; padding: 12px',
    );
    expect(
      sanitizeSectionStyle('  COLOR :  rgba(0, 0, 0, 0.5) !important;; margin: 0  auto; '),
    ).toBe('color: rgba(0, 0, 0, 0.5); margin: 0 auto');
  });

  it('drops url(), expression() and unknown properties', () => {
    expect(sanitizeSectionStyle('background: url(javascript:alert(1))')).toBe('');
    expect(sanitizeSectionStyle('background-color: url(javascript:alert(1)); color: red')).toBe(
      'color: red',
    );
    expect(sanitizeSectionStyle('behavior: url(x.htc)')).toBe('');
    expect(sanitizeSectionStyle('color: expression(alert(1))')).toBe('');
    expect(sanitizeSectionStyle('position: fixed; z-index: 9999')).toBe('');
  });

  it('keeps nothing of an attempt to close the rule', () => {
    expect(sanitizeSectionStyle('color: red; } body { display:none')).toBe('color: red');
    expect(sanitizeSectionStyle('color: red } body { display: none }')).toBe('');
  });

  it('refuses escapes, comments, at-rules, markup and other functions in values', () => {
    for (const css of [
      'color: \\72 ed',
      'color: red /* x */',
      'color: @import',
      'color: </style><script>',
      'color: var(--x)',
      'padding: calc(1px + 2px)',
    ]) {
      expect(sanitizeSectionStyle(css), css).toBe('');
    }
  });
});

describe('htmlToText', () => {
  it('separates blocks by a space, collapses whitespace and decodes entities', () => {
    expect(
      htmlToText(
        '<h1>Title</h1><p>a &amp; b&nbsp;&lt;c&gt;  <strong>bo</strong>ld<br>next</p>\n<ol><li data-list="bullet"><span class="ql-ui"></span>one</li><li>two</li></ol>',
      ),
    ).toBe('Title a & b <c> bold next one two');
  });

  it('leaves out scripts and styles and decodes only once', () => {
    expect(htmlToText('<script>x()</script><style>p{}</style><p>&amp;lt;b&amp;gt;</p>')).toBe(
      '&lt;b&gt;',
    );
    expect(htmlToText('')).toBe('');
  });
});

describe('sanitizeBlogWrite', () => {
  it('cleans every section and leaves the other fields alone', () => {
    const section = {
      ...newSection(),
      sectionContent: '<p onclick="x()">a</p><script>b</script>',
      sectionStyle: 'padding: 4px; behavior: url(x.htc)',
    };
    const out = sanitizeBlogWrite({ title: '<b>T</b>', content: [section] });
    expect(out).toEqual({
      title: '<b>T</b>',
      content: [{ ...section, sectionContent: '<p>a</p>', sectionStyle: 'padding: 4px' }],
    });
  });

  it('passes a patch without sections through unchanged', () => {
    const patch = { title: 'New' };
    expect(sanitizeBlogWrite(patch)).toBe(patch);
  });
});

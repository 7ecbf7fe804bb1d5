import { describe, expect, it } from 'vitest';
import { BLOG_LIMITS } from './post-rules.ts';
import { embedTitle, toLinkedImageUrl } from './embed-url.ts';

describe('toLinkedImageUrl', () => {
  it('keeps an https image address, trimmed', () => {
    expect(toLinkedImageUrl('  https://images.example.com/upper.jpg?w=800 ')).toBe(
      'https://images.example.com/upper.jpg?w=800',
    );
  });

  it.each([
    ['javascript:alert(1)'],
    ['data:image/png;base64,iVBORw0KGgo='],
    ['http://images.example.com/upper.jpg'],
    ['//images.example.com/upper.jpg'],
    ['/images/upper.jpg'],
    ['ftp://images.example.com/upper.jpg'],
    ['https://user:secret@images.example.com/upper.jpg'],
    ['https://images.example.com/a\nb.jpg'],
    ['not a url'],
    [''],
  ])('refuses %j', (value) => {
    expect(toLinkedImageUrl(value)).toBeNull();
  });

  it('refuses an address longer than the URL limit', () => {
    const long = `https://images.example.com/${'a'.repeat(BLOG_LIMITS.url)}.jpg`;
    expect(toLinkedImageUrl(long)).toBeNull();
  });
});

describe('embedTitle', () => {
  it('names the player by its host', () => {
    expect(embedTitle('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('YouTube video');
    expect(embedTitle('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toBe('YouTube video');
    expect(embedTitle('https://player.vimeo.com/video/76979871')).toBe('Vimeo video');
  });
});

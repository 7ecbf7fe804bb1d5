import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { initials, promoVideoEmbedUrl, siteTeam } from './site-content.ts';
import { PLACEHOLDER_TEXT, placeholderValues, siteContentSchema } from './site-content-schema.ts';

const publicDir = fileURLToPath(new URL('../../../../public', import.meta.url));
const json = () =>
  JSON.parse(
    readFileSync(fileURLToPath(new URL('./site-content.json', import.meta.url)), 'utf8'),
  ) as Record<string, unknown>;

describe('site-content.json', () => {
  it('parses against the schema', () => {
    expect(siteContentSchema.safeParse(json()).error).toBeUndefined();
    // Pages show the file as it is: the schema must not need to trim or convert anything.
    expect(siteContentSchema.parse(json())).toEqual(json());
  });

  it('lists each named person once', () => {
    expect(new Set(siteTeam.map((m) => m.email)).size).toBe(siteTeam.length);
    expect(new Set(siteTeam.map((m) => `${m.name} ${m.role}`)).size).toBe(siteTeam.length);
  });

  it('holds no placeholder: what the operator has not configured is left out', () => {
    expect(placeholderValues(json())).toEqual([]);
  });

  it('points every photo at a file in public/', () => {
    for (const { photo } of siteTeam) {
      if (photo) expect(existsSync(`${publicDir}${photo}`), photo).toBe(true);
    }
    expect(existsSync(`${publicDir}/images/home/promo-poster.svg`)).toBe(true);
  });

  it('refuses an edit that breaks the content', () => {
    const broken = json();
    broken.promoVideo = { youtubeId: 'https://youtu.be/x', title: 'Promo' };
    expect(siteContentSchema.safeParse(broken).success).toBe(false);
    const insecure = json();
    insecure.affiliate = {
      partnerName: 'AceXR',
      promoCode: 'BUILDWRIGHT10',
      checkoutUrl: 'http://acexr.example/checkout',
    };
    expect(siteContentSchema.safeParse(insecure).success).toBe(false);
    const noPhotoFile = json();
    noPhotoFile.team = [{ name: 'Ann Lee', role: 'CFO', email: 'a@b.example', photo: 'ann.png' }];
    expect(siteContentSchema.safeParse(noPhotoFile).success).toBe(false);
  });

  it('accepts a file without a team or an address: those parts are simply not shown', () => {
    const bare = json();
    delete bare.team;
    delete bare.mailingAddress;
    expect(siteContentSchema.safeParse(bare).error).toBeUndefined();
    expect(siteContentSchema.safeParse({ ...bare, team: [] }).error).toBeUndefined();
    const emptyAddress = {
      ...bare,
      mailingAddress: { name: 'Buildwright LLC', lines: [], email: 'hello@buildwright.example' },
    };
    expect(siteContentSchema.safeParse(emptyAddress).success).toBe(false);
  });

  it.each([
    [
      'an unnamed seat',
      (c: Record<string, unknown>) =>
        (c.team = [{ name: 'TBD', role: 'CFO', email: 'cfo@buildwright.example' }]),
    ],
    [
      'a placeholder address',
      (c: Record<string, unknown>) =>
        (c.mailingAddress = {
          name: 'Buildwright LLC',
          lines: ['1200 Placeholder Avenue, Suite 400', 'Austin, TX 78701'],
          email: 'hello@buildwright.example',
        }),
    ],
    ['filler text', (c: Record<string, unknown>) => (c.mission = ['Lorem ipsum dolor sit amet.'])],
    [
      'a launch announcement',
      (c: Record<string, unknown>) =>
        ((c.pageDescriptions as Record<string, string>).home =
          'Buildwright is Launching Soon: plan your AR-15 build part by part and compare prices.'),
    ],
    [
      'a coming-soon note',
      (c: Record<string, unknown>) =>
        ((c.promoVideo as Record<string, string>).title = 'Promo video coming soon'),
    ],
  ])('refuses %s', (_name, edit) => {
    const content = json();
    edit(content);
    const result = siteContentSchema.safeParse(content);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^A placeholder, not real content: /);
  });

  it('tells placeholders from real words', () => {
    for (const text of [
      'TBD',
      'tba',
      'Placeholder',
      'Lorem',
      'Coming soon',
      'Launching Soon',
      'To be announced',
    ])
      expect(PLACEHOLDER_TEXT.test(text), text).toBe(true);
    for (const text of [
      'Alex Mercer',
      'Head of DevOps',
      'Austin, TX 78701',
      'Soon after launch we shipped',
      'Outbound',
    ])
      expect(PLACEHOLDER_TEXT.test(text), text).toBe(false);
    expect(placeholderValues({ team: [{ name: 'Ann' }, { name: 'TBD' }] })).toEqual([
      'team[1].name: TBD',
    ]);
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last name', () => {
    expect(initials('Alex Mercer')).toBe('AM');
    expect(initials('  mary ann  de la cruz ')).toBe('MC');
    expect(initials('Cher')).toBe('C');
  });
});

describe('promoVideoEmbedUrl', () => {
  it('embeds from the privacy-enhanced YouTube host with autoplay', () => {
    expect(promoVideoEmbedUrl('BWpromo0001')).toBe(
      'https://www.youtube-nocookie.com/embed/BWpromo0001?autoplay=1',
    );
  });
});

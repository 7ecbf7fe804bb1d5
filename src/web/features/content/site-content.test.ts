import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TBD_NAME, initials, promoVideoEmbedUrl, siteContent } from './site-content.ts';
import { siteContentSchema } from './site-content-schema.ts';

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

  it('lists the ten team roles, two of them TBD and eight with a photo', () => {
    const { team } = siteContent;
    expect(team.map((m) => m.role)).toEqual([
      'Co-Founder',
      'Co-Founder',
      'CTO',
      'CMO',
      'CFO',
      'Head of DevOps',
      'Senior Developer',
      'Senior Developer',
      'Community Manager',
      'Content Editor',
    ]);
    expect(team.filter((m) => m.name === TBD_NAME)).toHaveLength(2);
    expect(team.filter((m) => m.photo)).toHaveLength(8);
    expect(team.every((m) => m.email.endsWith('@buildwright.example'))).toBe(true);
  });

  it('points every photo at a file in public/', () => {
    for (const { photo } of siteContent.team) {
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
    const shortTeam = json();
    shortTeam.team = (shortTeam.team as unknown[]).slice(1);
    expect(siteContentSchema.safeParse(shortTeam).success).toBe(false);
  });
});

describe('initials', () => {
  it('takes the first letters of the first and last name', () => {
    expect(initials('Alex Mercer')).toBe('AM');
    expect(initials('  mary ann  de la cruz ')).toBe('MC');
    expect(initials('Cher')).toBe('C');
  });

  it('shows an unfilled seat as TBD', () => {
    expect(initials('TBD')).toBe('TBD');
  });
});

describe('promoVideoEmbedUrl', () => {
  it('embeds from the privacy-enhanced YouTube host with autoplay', () => {
    expect(promoVideoEmbedUrl('BWpromo0001')).toBe(
      'https://www.youtube-nocookie.com/embed/BWpromo0001?autoplay=1',
    );
  });
});

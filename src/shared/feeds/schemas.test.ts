import { describe, expect, it } from 'vitest';
import { feedMessages } from './messages.ts';
import {
  feedSettingsFormSchema,
  feedSettingsSchema,
  formFromSettings,
  settingsFromForm,
  suggestionLabel,
} from './schemas.ts';

const FORM = {
  url: ' https://shop.example/feed.tsv ',
  format: 'auto' as const,
  mapping: '',
  intervalMinutes: 360,
  fullCatalogue: true,
  enabled: true,
};

const issuesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('feed settings', () => {
  it('turns a valid form into the request: an empty URL or mapping is null, the mapping parsed', () => {
    expect(settingsFromForm(feedSettingsFormSchema.parse(FORM))).toEqual({
      url: 'https://shop.example/feed.tsv',
      format: 'auto',
      mapping: null,
      intervalMinutes: 360,
      fullCatalogue: true,
      enabled: true,
    });
    const settings = settingsFromForm(
      feedSettingsFormSchema.parse({
        ...FORM,
        url: '',
        mapping: '{ "columns": { "price": "Cost" } }',
      }),
    );
    expect(settings).toMatchObject({ url: null, mapping: { columns: { price: 'Cost' } } });
    expect(feedSettingsSchema.parse(settings)).toEqual(settings);
    expect(formFromSettings(settings)).toMatchObject({
      url: '',
      mapping: JSON.stringify({ columns: { price: 'Cost' } }, null, 2),
    });
    expect(formFromSettings(null)).toEqual({ ...FORM, url: '' });
  });

  it('refuses what the server refuses, field by field, with the messages the form shows', () => {
    const bad = feedSettingsFormSchema.safeParse({
      ...FORM,
      url: 'ftp://shop.example/feed',
      mapping: '{ columns',
      intervalMinutes: 14,
    });
    expect(issuesOf(bad)).toEqual({
      url: feedMessages.urlNotHttp,
      mapping: feedMessages.mappingNotJson,
      intervalMinutes: feedMessages.intervalRange,
    });
    expect(issuesOf(feedSettingsFormSchema.safeParse({ ...FORM, mapping: '[1]' }))).toEqual({
      mapping: feedMessages.mappingNotObject,
    });
    expect(
      issuesOf(feedSettingsFormSchema.safeParse({ ...FORM, intervalMinutes: Number.NaN })),
    ).toEqual({
      intervalMinutes: feedMessages.intervalWhole,
    });
    expect(
      issuesOf(
        feedSettingsSchema.safeParse({ ...settingsFromForm(FORM), intervalMinutes: 10_081 }),
      ),
    ).toEqual({ intervalMinutes: feedMessages.intervalRange });
    expect(
      feedSettingsSchema.safeParse({ ...settingsFromForm(FORM), url: 'https://' }).success,
    ).toBe(false);
  });
});

describe('the suggestion as the review page shows it', () => {
  it('names the category, then the type (its sub-part when the names are the same), then the confidence', () => {
    expect(
      suggestionLabel({
        kind: 'part',
        type: 'ar15-barrels',
        typeLabel: 'Barrels',
        subPart: 'Barrel',
        categoryLabel: 'Barrels',
        confidence: 0.87,
      }),
    ).toBe('Barrels · Barrel (87 %)');
    expect(
      suggestionLabel({
        kind: 'part',
        typeLabel: 'Flash Hiders',
        subPart: 'Muzzle Device',
        categoryLabel: 'Muzzle Devices',
        confidence: 0.641,
      }),
    ).toBe('Muzzle Devices · Flash Hiders (64 %)');
    expect(suggestionLabel({ kind: 'part', confidence: 0.2 })).toBe('part (20 %)');
  });
});

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ReactNode } from 'react';
import satori, { type Font } from 'satori';
import sharp from 'sharp';
import type { ShareSummary } from '../../../shared/build/share-summary.ts';
import { partsAndTotal } from '../../../shared/build/share-summary.ts';
import { CARD_HEIGHT, CARD_WIDTH } from './card-size.ts';

// The picture a shared build's link preview shows (1200x630, the size chat apps and forums crop
// to): the build's name, total, main parts and the site's name. satori lays the card out and
// turns every letter into a path, drawn from the Inter font this project ships (an npm package),
// so the picture looks the same on a machine without any system fonts; sharp makes the PNG.
// Text is given to satori as text, never as markup: a build name cannot add elements.

const PADDING_X = 64;
/** The width inside the card's margins: each line gets it, so a long line is cut, not wider. */
const INNER_WIDTH = CARD_WIDTH - 2 * PADDING_X;

/** What the card shows. Its hash names the picture's version (service.ts). */
export interface CardContent {
  siteName: string;
  buildName: string;
  summary: ShareSummary;
}

/** The brand's colours (src/web/styles/tokens.css). */
const COLOURS = {
  primary: '#ff6b00',
  dark: '#24241c',
  olive: '#505040',
  text: '#ffffff',
  muted: '#d4d4c8',
};

/** Inter's subsets: Latin first, then the scripts a build name may also use. */
const FONT_SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'vietnamese'];
const WEIGHTS = [400, 700] as const;

/** One family per subset: satori takes a letter from the first family in the list that has it. */
const fontName = (subset: string) => `Inter ${subset}`;
const FONT_FAMILY = FONT_SUBSETS.map((subset) => `'${fontName(subset)}'`).join(', ');

let fonts: Promise<Font[]> | undefined;

function loadFonts(): Promise<Font[]> {
  const require = createRequire(import.meta.url);
  fonts ??= Promise.all(
    FONT_SUBSETS.flatMap((subset) =>
      WEIGHTS.map(async (weight) => ({
        name: fontName(subset),
        weight,
        style: 'normal' as const,
        data: await readFile(
          require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`),
        ),
      })),
    ),
  ).catch((err: unknown) => {
    fonts = undefined;
    throw err;
  });
  return fonts;
}

type Style = Record<string, string | number>;

/** An element as satori reads it (React's shape, without React). */
function el(type: string, style: Style, children?: ReactNode | ReactNode[]): ReactNode {
  return { type, key: null, props: { style: { display: 'flex', ...style }, children } } as never;
}

/** One line of text, cut with an ellipsis when it is too long for its box. */
const oneLine: Style = { overflow: 'hidden', whiteSpace: 'nowrap', textOverflow: 'ellipsis' };

function cardElement({ siteName, buildName, summary }: CardContent): ReactNode {
  const parts = summary.mainParts.map((part, i) =>
    el(
      'div',
      {
        justifyContent: 'space-between',
        gap: 24,
        padding: '10px 0',
        borderTop: i === 0 ? 'none' : `1px solid ${COLOURS.olive}`,
      },
      [
        el('div', { flexDirection: 'column', width: INNER_WIDTH - 200 }, [
          el('div', { ...oneLine, fontSize: 20, color: COLOURS.muted }, part.subPart),
          el('div', { ...oneLine, fontSize: 28, fontWeight: 700 }, part.name),
        ]),
        el('div', { fontSize: 28, alignItems: 'flex-end' }, part.price),
      ],
    ),
  );
  return el(
    'div',
    {
      width: '100%',
      height: '100%',
      flexDirection: 'column',
      padding: `48px ${PADDING_X}px`,
      backgroundColor: COLOURS.dark,
      color: COLOURS.text,
      fontFamily: FONT_FAMILY,
      borderTop: `12px solid ${COLOURS.primary}`,
    },
    [
      el('div', { width: INNER_WIDTH, justifyContent: 'space-between', fontSize: 26 }, [
        el('div', { fontWeight: 700, color: COLOURS.primary }, siteName),
        el('div', { color: COLOURS.muted }, 'Shared build'),
      ]),
      el(
        'div',
        { ...oneLine, width: INNER_WIDTH, marginTop: 20, fontSize: 64, fontWeight: 700 },
        buildName,
      ),
      el('div', { marginTop: 8, fontSize: 34, color: COLOURS.muted }, partsAndTotal(summary)),
      el('div', { width: INNER_WIDTH, flexDirection: 'column', marginTop: 28 }, parts),
    ],
  );
}

/** The card as a 1200x630 PNG. */
export async function renderCard(content: CardContent): Promise<Buffer> {
  const svg = await satori(cardElement(content), {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: await loadFonts(),
  });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

import type { Locator } from 'playwright-core';

export interface TextContrast {
  color: string;
  background: string;
  /** The WCAG contrast ratio of the two, 1 to 21. */
  ratio: number;
}

/**
 * The WCAG contrast of an element's text (or of a pseudo-element's, e.g. '::placeholder')
 * against the background it is drawn on: its own background colour, or the first ancestor's
 * that is not transparent. Colours with transparency count as opaque.
 */
export function textContrast(element: Locator, pseudo?: string): Promise<TextContrast> {
  return element.evaluate((el, pseudoElement) => {
    const channels = (css: string) => {
      const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(css);
      if (!m) throw new Error(`not an rgb() colour: ${css}`);
      return { rgb: [m[1], m[2], m[3]].map(Number), alpha: m[4] === undefined ? 1 : Number(m[4]) };
    };
    const luminance = (css: string) => {
      const [r, g, b] = channels(css).rgb.map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const color = getComputedStyle(el, pseudoElement).color;
    let background = 'rgb(255, 255, 255)';
    for (let node: Element | null = el; node; node = node.parentElement) {
      const bg = getComputedStyle(node).backgroundColor;
      if (channels(bg).alpha > 0) {
        background = bg;
        break;
      }
    }
    const [light, dark] = [luminance(color), luminance(background)].sort((a, b) => b - a);
    return { color, background, ratio: (light! + 0.05) / (dark! + 0.05) };
  }, pseudo ?? null);
}

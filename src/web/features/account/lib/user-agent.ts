// The session list names each signed-in device in plain words ('Chrome on Windows') from the
// User-Agent header the browser sent when it signed in. Only a description: nothing is decided
// from it (a client may send any text).

/** Browsers, in the order they must be tried: several also name the engine they are built on. */
const BROWSERS: readonly (readonly [pattern: RegExp, name: string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera|OPiOS)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\bHeadlessChrome\//, 'Headless Chrome'],
  [/\b(Chrome|CriOS)\//, 'Chrome'],
  [/\bChromium\//, 'Chromium'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bMSIE |\bTrident\//, 'Internet Explorer'],
];

/** Systems: phones and tablets before the desktop systems their strings also mention. */
const SYSTEMS: readonly (readonly [pattern: RegExp, name: string])[] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const find = (table: typeof BROWSERS, text: string) =>
  table.find(([pattern]) => pattern.test(text))?.[1];

export const unknownDevice = 'Unknown device';

/** How long a program name taken from an unknown client may be. */
const PROGRAM_MAX = 40;

/**
 * 'Chrome on Windows', 'Safari on iPhone', 'Firefox' (no system named), 'curl' (a program that
 * is no browser: the first product name it gives), or 'Unknown device' (nothing sent).
 */
export function describeUserAgent(userAgent: string): string {
  const text = userAgent.trim();
  if (!text) return unknownDevice;
  const browser = find(BROWSERS, text);
  const system = find(SYSTEMS, text);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  // Not a browser we know: the client's own name ('curl/8.5.0' → 'curl').
  const program = /^[A-Za-z][\w.-]*/.exec(text)?.[0];
  if (program && program !== 'Mozilla') {
    const name = program.slice(0, PROGRAM_MAX);
    return system ? `${name} on ${system}` : name;
  }
  return system ? `Browser on ${system}` : unknownDevice;
}

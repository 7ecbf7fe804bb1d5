import { describe, expect, it } from 'vitest';
import { describeUserAgent, unknownDevice } from './user-agent.ts';

// Real User-Agent strings as browsers send them.
const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  operaMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0',
  chromeIpad:
    'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.6367.60 Safari/537.36',
};

describe('describeUserAgent', () => {
  it('names the browser and the system of desktop browsers', () => {
    expect(describeUserAgent(UA.chromeWindows)).toBe('Chrome on Windows');
    expect(describeUserAgent(UA.safariMac)).toBe('Safari on macOS');
    expect(describeUserAgent(UA.firefoxLinux)).toBe('Firefox on Linux');
    expect(describeUserAgent(UA.chromebook)).toBe('Chrome on ChromeOS');
  });

  it('is not fooled by the engines a browser names besides itself', () => {
    expect(describeUserAgent(UA.edgeWindows)).toBe('Edge on Windows');
    expect(describeUserAgent(UA.operaMac)).toBe('Opera on macOS');
    expect(describeUserAgent(UA.samsungAndroid)).toBe('Samsung Internet on Android');
    expect(describeUserAgent(UA.headless)).toBe('Headless Chrome on Linux');
  });

  it('names phones and tablets rather than the desktop system their strings mention', () => {
    expect(describeUserAgent(UA.safariIphone)).toBe('Safari on iPhone');
    expect(describeUserAgent(UA.chromeIphone)).toBe('Chrome on iPhone');
    expect(describeUserAgent(UA.chromeIpad)).toBe('Chrome on iPad');
    expect(describeUserAgent(UA.firefoxAndroid)).toBe('Firefox on Android');
  });

  it('names a program that is no browser by its own name', () => {
    expect(describeUserAgent('curl/8.5.0')).toBe('curl');
    expect(describeUserAgent('node')).toBe('node');
    expect(describeUserAgent('python-requests/2.31.0')).toBe('python-requests');
  });

  it('keeps a made-up program name short', () => {
    expect(describeUserAgent(`${'x'.repeat(300)}/1.0`)).toBe('x'.repeat(40));
  });

  it('says so when nothing useful was sent', () => {
    expect(describeUserAgent('')).toBe(unknownDevice);
    expect(describeUserAgent('   ')).toBe(unknownDevice);
    expect(describeUserAgent('Mozilla/5.0')).toBe(unknownDevice);
    expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0)')).toBe('Browser on Windows');
    expect(describeUserAgent('<script>/1')).toBe(unknownDevice);
  });
});

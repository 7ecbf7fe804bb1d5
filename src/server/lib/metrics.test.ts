import { describe, expect, it } from 'vitest';
import { authorized, reusedFor } from './metrics.ts';

const TOKEN = 'metrics-token-0123456789';

describe('metrics token', () => {
  it('accepts exactly the configured bearer token', () => {
    expect(authorized({ authorization: `Bearer ${TOKEN}` }, TOKEN)).toBe(true);
    expect(authorized({ authorization: `bearer ${TOKEN}` }, TOKEN)).toBe(true);
  });

  it('refuses a missing, different, longer, shorter or non-bearer token', () => {
    for (const authorization of [
      undefined,
      '',
      'Bearer',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN.replace('0', '1')}`,
      `Basic ${TOKEN}`,
      TOKEN,
    ])
      expect(authorized({ authorization }, TOKEN), String(authorization)).toBe(false);
  });

  it('lets anyone read when no token is configured (the separate listener without one)', () => {
    expect(authorized({}, undefined)).toBe(true);
  });
});

describe('database counts reused between scrapes', () => {
  it('reads once per period, however many scrapes ask, in flight or after', async () => {
    let time = 0;
    let reads = 0;
    let finish: (value: number) => void = () => {};
    const counts = reusedFor(
      5_000,
      () => {
        reads++;
        return new Promise<number>((resolve) => (finish = resolve));
      },
      () => time,
    );
    const first = counts();
    const whileReading = counts();
    finish(7);
    expect(await first).toBe(7);
    expect(await whileReading).toBe(7);
    time = 4_999;
    expect(await counts()).toBe(7);
    expect(reads).toBe(1);

    time = 5_000;
    const next = counts();
    finish(8);
    expect(await next).toBe(8);
    expect(reads).toBe(2);
  });
});

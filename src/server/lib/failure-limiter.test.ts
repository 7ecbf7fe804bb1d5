import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { testEnv } from '../../../tests/env.ts';
import {
  memoryFailureLimiter,
  redisFailureLimiter,
  type FailureLimiter,
} from './failure-limiter.ts';

const rule = { max: 3, windowSeconds: 60 };

async function failTimes(limiter: FailureLimiter, key: string, n: number) {
  for (let i = 0; i < n; i++) await limiter.recordFailure(key);
}

describe('memoryFailureLimiter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('blocks a key after the allowed failures until the window ends', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    const limiter = memoryFailureLimiter(rule);
    await failTimes(limiter, 'a', 2);
    expect(await limiter.retryAfter('a')).toBe(0);
    await limiter.recordFailure('a');
    expect(await limiter.retryAfter('a')).toBe(60);
    expect(await limiter.retryAfter('b')).toBe(0);
    vi.advanceTimersByTime(61_000);
    expect(await limiter.retryAfter('a')).toBe(0);
  });

  it('answers the count of failures in the window with each one, so a caller can act once', async () => {
    const limiter = memoryFailureLimiter(rule);
    const counts = [];
    for (let i = 0; i < 4; i++) counts.push(await limiter.recordFailure('a'));
    expect(counts).toEqual([1, 2, 3, 4]);
    expect(await limiter.recordFailure('b')).toBe(1);
  });

  it('forgets a key on reset (a successful log-in)', async () => {
    const limiter = memoryFailureLimiter(rule);
    await failTimes(limiter, 'a', 3);
    await limiter.reset('a');
    expect(await limiter.retryAfter('a')).toBe(0);
  });
});

// The machine's Redis, when the run names one (CI does).
const redisUrl = testEnv.redisUrl;
describe.runIf(redisUrl)('redisFailureLimiter', () => {
  const redis = new Redis(redisUrl ?? '', { lazyConnect: true });
  afterAll(async () => {
    await redis.quit();
  });
  // A prefix of its own per test, so parallel runs never share counters.
  const uniquePrefix = () => `bw-test-${randomUUID()}`;

  it('shares counts through Redis and expires them with the window', async () => {
    const prefix = uniquePrefix();
    const limiter = redisFailureLimiter(redis, rule, prefix);
    await failTimes(limiter, 'acct', 2);
    expect(await redisFailureLimiter(redis, rule, prefix).recordFailure('acct')).toBe(3);
    const wait = await limiter.retryAfter('acct');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // Another copy of the server sees the same count.
    expect(await redisFailureLimiter(redis, rule, prefix).retryAfter('acct')).toBe(wait);
    await limiter.reset('acct');
    expect(await limiter.retryAfter('acct')).toBe(0);
  });

  it('gives a counter its expiry with the very first failure', async () => {
    const prefix = uniquePrefix();
    const limiter = redisFailureLimiter(redis, rule, prefix);
    await limiter.recordFailure('acct');
    const ttl = await redis.pttl(`${prefix}:acct`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await limiter.reset('acct');
  });

  it('does not lock an account for good over a counter left without an expiry', async () => {
    const prefix = uniquePrefix();
    await redis.set(`${prefix}:acct`, '5');
    const limiter = redisFailureLimiter(redis, rule, prefix);
    expect(await limiter.retryAfter('acct')).toBe(0);
    await limiter.recordFailure('acct');
    expect(await redis.pttl(`${prefix}:acct`)).toBeGreaterThan(0);
    await limiter.reset('acct');
  });

  it('lets a key try again once its window has passed', async () => {
    const prefix = uniquePrefix();
    const short = redisFailureLimiter(redis, { max: 1, windowSeconds: 1 }, prefix);
    await short.recordFailure('acct');
    expect(await short.retryAfter('acct')).toBe(1);
    await vi.waitFor(
      async () => {
        expect(await short.retryAfter('acct')).toBe(0);
      },
      { timeout: 3000, interval: 100 },
    );
  });
});

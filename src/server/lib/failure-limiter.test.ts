import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
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
  it('blocks a key after the allowed failures until the window ends', async () => {
    let t = 1_000_000;
    const limiter = memoryFailureLimiter(rule, () => t);
    await failTimes(limiter, 'a', 2);
    expect(await limiter.retryAfter('a')).toBe(0);
    await limiter.recordFailure('a');
    expect(await limiter.retryAfter('a')).toBe(60);
    expect(await limiter.retryAfter('b')).toBe(0);
    t += 61_000;
    expect(await limiter.retryAfter('a')).toBe(0);
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
  afterAll(() => redis.quit());

  it('shares counts through Redis and expires them with the window', async () => {
    const prefix = `bw-test-${Date.now()}-`;
    const limiter = redisFailureLimiter(redis, rule, prefix);
    await failTimes(limiter, 'acct', 3);
    const wait = await limiter.retryAfter('acct');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    await limiter.reset('acct');
    expect(await limiter.retryAfter('acct')).toBe(0);
  });
});

import type { Redis } from 'ioredis';

/**
 * Counts failures per key in a fixed window (decision D13: e.g. 10 failed log-ins per account per
 * 15 minutes). In-process by default; Redis when REDIS_URL is set, so several copies share counts.
 */
export interface FailureLimiter {
  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export interface LimitRule {
  max: number;
  windowSeconds: number;
}

export function memoryFailureLimiter(
  rule: LimitRule,
  now: () => number = Date.now,
): FailureLimiter {
  const entries = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.resetAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    retryAfter: async (key) => {
      const entry = live(key);
      return entry && entry.count >= rule.max ? Math.ceil((entry.resetAt - now()) / 1000) : 0;
    },
    recordFailure: async (key) => {
      const entry = live(key);
      if (entry) entry.count += 1;
      else entries.set(key, { count: 1, resetAt: now() + rule.windowSeconds * 1000 });
      if (entries.size > 100_000) entries.clear(); // bounded memory under a flood of keys
    },
    reset: async (key) => void entries.delete(key),
  };
}

export function redisFailureLimiter(redis: Redis, rule: LimitRule, prefix: string): FailureLimiter {
  const k = (key: string) => `${prefix}${key}`;
  return {
    retryAfter: async (key) => {
      const [count, ttl] = await Promise.all([redis.get(k(key)), redis.ttl(k(key))]);
      return Number(count ?? 0) >= rule.max ? Math.max(ttl, 1) : 0;
    },
    recordFailure: async (key) => {
      const count = await redis.incr(k(key));
      if (count === 1) await redis.expire(k(key), rule.windowSeconds);
    },
    reset: async (key) => void (await redis.del(k(key))),
  };
}

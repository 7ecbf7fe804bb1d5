import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/**
 * Counts failures per key in a fixed window (e.g. 10 failed log-ins per account per 15 minutes),
 * on rate-limiter-flexible (ADR 070). In-process by default; Redis when REDIS_URL is set, so
 * several copies share counts. In Redis one script increments the counter and sets its expiry, so
 * a counter can never be left without one.
 */
export interface FailureLimiter {
  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string): Promise<number>;
  /** Counts one failure; answers the failures of the key in the current window, this one included. */
  recordFailure(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

export interface LimitRule {
  max: number;
  windowSeconds: number;
}

function failureLimiter(limiter: RateLimiterAbstract, rule: LimitRule): FailureLimiter {
  return {
    retryAfter: async (key) => {
      const res = await limiter.get(key);
      // A counter without time left (one with no expiry, left by an older version) does not block.
      if (!res || res.consumedPoints < rule.max || res.msBeforeNext <= 0) return 0;
      return Math.ceil(res.msBeforeNext / 1000);
    },
    recordFailure: async (key) => {
      // penalty() counts without refusing, unlike consume(): the caller decides via retryAfter.
      const res = await limiter.penalty(key, 1);
      return res.consumedPoints;
    },
    reset: async (key) => {
      await limiter.delete(key);
    },
  };
}

/** In-process counts; each entry is dropped when its window ends, so memory stays bounded. */
export function memoryFailureLimiter(rule: LimitRule): FailureLimiter {
  const limiter = new RateLimiterMemory({ points: rule.max, duration: rule.windowSeconds });
  return failureLimiter(limiter, rule);
}

/** Counts shared through Redis under keys `<prefix>:<key>`, each with the window as its TTL. */
export function redisFailureLimiter(redis: Redis, rule: LimitRule, prefix: string): FailureLimiter {
  const limiter = new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: prefix,
    points: rule.max,
    duration: rule.windowSeconds,
  });
  return failureLimiter(limiter, rule);
}

/** A limiter in Redis when the app has one (several copies share counts), else in process. */
export function failureLimiterFor(
  redis: Redis | undefined,
  rule: LimitRule,
  prefix: string,
): FailureLimiter {
  return redis ? redisFailureLimiter(redis, rule, prefix) : memoryFailureLimiter(rule);
}

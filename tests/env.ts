// Test setup may read process.env (the app itself reads it only in src/server/config.ts): the
// machine's services, when a run names them.
export const testEnv = {
  databaseUrl: process.env.TEST_DATABASE_URL?.trim() || undefined,
  redisUrl: process.env.TEST_REDIS_URL?.trim() || undefined,
} as const;

// Test setup may read process.env (decision D7): the machine's services, when a run names them.
export const testEnv = {
  databaseUrl: process.env.TEST_DATABASE_URL?.trim() || undefined,
  redisUrl: process.env.TEST_REDIS_URL?.trim() || undefined,
} as const;

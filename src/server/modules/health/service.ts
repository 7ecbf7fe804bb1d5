import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';

export async function checkHealth(database: Database, log: FastifyBaseLogger) {
  try {
    await database.ping();
    return { status: 'ok', database: 'ok', driver: database.driver } as const;
  } catch (err) {
    log.error({ err }, 'database health check failed');
    return { status: 'unavailable', database: 'unavailable', driver: database.driver } as const;
  }
}

import type { FastifyInstance } from 'fastify';

// A server's life after start-up: serving, then draining. On SIGTERM it first says it is not ready
// (GET /api/ready answers 503) while it goes on serving, so a load balancer stops sending it new
// requests; every answer meanwhile asks the client to close its connection, so kept-alive
// connections end with a finished request rather than racing the close. Then it stops accepting,
// finishes the requests in flight and exits (main.ts).

export interface Lifecycle {
  /** Set once shutting down has begun: not ready, soon closing. */
  draining: boolean;
}

export function registerLifecycle(app: FastifyInstance): void {
  const lifecycle: Lifecycle = { draining: false };
  app.decorate('lifecycle', lifecycle);
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * Drains and closes the app: not ready at once, still serving for `delayMs`, then closed (no new
 * connections; the requests in flight finish). The database is the caller's to close after.
 */
export async function drainAndClose(app: FastifyInstance, delayMs: number): Promise<void> {
  app.lifecycle.draining = true;
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  await app.close();
}

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: Lifecycle;
  }
}

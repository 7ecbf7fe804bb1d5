import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { IMAGE_MAX_BYTES, processDueImages, type ProcessImagesOptions } from './service.ts';

// The background loop of the product images (ADR 082), like the mail outbox's (ADR 049): every
// few seconds it claims the images that are due and stores them, batch after batch while there
// are more. It never takes the server down: a failed run is logged and the next one comes.
// Stopping aborts a fetch in flight (the image is tried again once its lease has run out).

/** An image fetch gives up after this long (or the feeds' timeout, when shorter). */
export const IMAGE_FETCH_TIMEOUT_MS = 60_000;

interface WorkerLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface ImageWorkerOptions extends Omit<ProcessImagesOptions, 'fetchOptions' | 'log'> {
  db: Db;
  allowPrivate: boolean;
  timeoutMs: number;
  maxBytes: number;
  /** Pause between polls. */
  intervalMs?: number;
  log: WorkerLog;
}

export interface ImageWorker {
  /** Polls every `intervalMs` until stopped, starting now. */
  start(): void;
  /** Runs soon (images were queued); no-op unless started. */
  kick(): void;
  /** Stops the loop, cancels a fetch in flight and waits (briefly) for the run to end. */
  stop(): Promise<void>;
}

export function createImageWorker(options: ImageWorkerOptions): ImageWorker {
  const { db, allowPrivate, timeoutMs, maxBytes, intervalMs = 5_000, log, ...rest } = options;
  let started = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let stopping = new AbortController();

  async function drain(): Promise<void> {
    const limit = rest.limit ?? 5;
    for (;;) {
      const run = await processDueImages(db, {
        ...rest,
        limit,
        fetchOptions: { allowPrivate, timeoutMs, maxBytes, signal: stopping.signal },
        log,
      });
      if (run.ready + run.failed > 0)
        log.info({ ready: run.ready, failed: run.failed, retrying: run.retrying }, 'images run');
      if (run.claimed < limit || !started) return;
    }
  }

  function trigger(): void {
    if (!started) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = (async () => {
      do {
        again = false;
        try {
          await drain();
        } catch (err) {
          log.error({ err }, 'product image run failed; will retry');
        }
      } while (again && started);
    })().finally(() => {
      running = undefined;
      if (started) timer = setTimeout(trigger, intervalMs);
    });
  }

  return {
    start() {
      if (started) return;
      started = true;
      stopping = new AbortController();
      trigger();
    },
    kick: trigger,
    async stop() {
      started = false;
      clearTimeout(timer);
      stopping.abort();
      if (running) {
        let wait: NodeJS.Timeout | undefined;
        await Promise.race([
          running,
          new Promise<void>((resolve) => (wait = setTimeout(resolve, 5_000))),
        ]);
        clearTimeout(wait);
      }
    },
  };
}

/**
 * Runs the image worker with the server: started once the server is ready, stopped when it
 * closes. main.ts calls this when IMAGES_FETCH is on.
 */
export function registerImageWorker(app: FastifyInstance): ImageWorker {
  const { feeds, dataDir } = app.config;
  const worker = createImageWorker({
    db: app.db,
    dataDir,
    allowPrivate: feeds.allowPrivate,
    timeoutMs: Math.min(feeds.fetchTimeoutMs, IMAGE_FETCH_TIMEOUT_MS),
    maxBytes: Math.min(feeds.maxBytes, IMAGE_MAX_BYTES),
    log: app.log.child({ module: 'product-images' }),
  });
  app.addHook('onReady', (done) => {
    worker.start();
    done();
  });
  app.addHook('onClose', async () => {
    await worker.stop();
  });
  return worker;
}

// PGlite in a worker thread, seen from the main thread: an object with the part of PGlite's
// interface that drizzle-orm's pglite driver and this project use (query, exec, transaction with
// tx.query, tx.exec and tx.rollback, dumpDataDir, close), each call forwarded to
// pglite-worker.ts. The HTTP event loop then only sends statements and receives rows; the
// WebAssembly database and the parsing of its answers run on the worker's thread.
import { mkdir } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import {
  messages,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, type Database, type DatabaseTarget, type Db } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import type {
  WireError,
  WireQueryOptions,
  WorkerReady,
  WorkerReply,
  WorkerRequest,
  WorkerStart,
} from './pglite-worker.ts';
import { timePgliteQueries, type QueryTiming } from './query-timing.ts';
import * as schema from './schema.ts';

/** Distributes Omit over a union, so each request keeps its own fields. */
type Call = WorkerRequest extends infer R
  ? R extends WorkerRequest
    ? Omit<R, 'id'>
    : never
  : never;

type Parsers = NonNullable<QueryOptions['parsers']>;

/**
 * The worker's file beside this one: the TypeScript source when running from source (tsx), the
 * bundled pglite-worker.js beside the server bundle (dist/server) otherwise.
 */
function workerFile(): URL {
  const fromSource = import.meta.url.endsWith('.ts');
  return new URL(fromSource ? './pglite-worker.ts' : './pglite-worker.js', import.meta.url);
}

/**
 * The worker's source when it is TypeScript: Node 20 does not pass a `--import tsx` loader on to
 * worker threads, so a small script registers tsx in the worker and then imports the file.
 */
function tsxBootstrap(file: URL): string {
  return (
    "import('tsx/esm/api').then((tsx) => { tsx.register(); " +
    `return import(${JSON.stringify(file.href)}); });`
  );
}

/** The worker's error again as an Error; a PostgreSQL error as PGlite's own DatabaseError. */
function fromWireError(wire: WireError): Error {
  const err: Error =
    typeof wire.fields.code === 'string'
      ? new messages.DatabaseError(wire.message, Number(wire.fields.length ?? 0), 'error')
      : new Error(wire.message);
  Object.assign(err, wire.fields, { name: wire.name });
  if (wire.stack) err.stack = wire.stack;
  return err;
}

/**
 * Functions cannot cross to the worker: the types the caller has parsers for come back as text,
 * and those parsers run here on the values of those types.
 */
function wireOptions(options: QueryOptions | undefined): WireQueryOptions | undefined {
  if (!options) return undefined;
  if (options.serializers || options.onNotice || options.blob)
    throw new Error('PGlite in a worker takes no serializers, onNotice or blob option');
  const { rowMode, parsers, paramTypes } = options;
  const textTypes = parsers ? Object.keys(parsers).map(Number) : undefined;
  return { rowMode, textTypes, paramTypes };
}

function applyParsers(result: Results, options: QueryOptions | undefined): Results {
  const parsers: Parsers | undefined = options?.parsers;
  if (!parsers || !result.fields.length || !result.rows.length) return result;
  const arrayMode = options?.rowMode === 'array';
  for (let i = 0; i < result.fields.length; i++) {
    const { name, dataTypeID } = result.fields[i]!;
    const parse = parsers[dataTypeID];
    if (!parse) continue;
    const key = arrayMode ? i : name;
    for (const row of result.rows as Record<string | number, unknown>[]) {
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = parse(value as string);
    }
  }
  return result;
}

export interface PgliteWorkerStats {
  /** Calls sent to the worker and not yet answered. */
  pending: number;
}

/** The main thread's side of pglite-worker.ts: call-compatible with PGlite for what we use. */
export class PgliteWorkerClient {
  readonly #worker: Worker;
  readonly #pending = new Map<
    number,
    { resolve(value: unknown): void; reject(err: Error): void }
  >();
  #nextId = 1;
  /** Set once the worker has gone (closed, crashed): every call fails with it. */
  #gone: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: WorkerReply) => {
      const waiting = this.#pending.get(reply.id);
      if (!waiting) return;
      this.#pending.delete(reply.id);
      // Idle, the worker does not keep the process alive (as PGlite in this thread would not).
      if (this.#pending.size === 0) worker.unref();
      if (reply.ok) waiting.resolve(reply.value);
      else waiting.reject(fromWireError(reply.error));
    });
    const gone = (err: Error) => {
      this.#gone ??= err;
      for (const waiting of this.#pending.values()) waiting.reject(err);
      this.#pending.clear();
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`the PGlite worker exited (code ${code})`)));
  }

  /** Starts the worker and waits until its database is open. */
  static async start(start: WorkerStart): Promise<PgliteWorkerClient> {
    const file = workerFile();
    const options = {
      workerData: start,
      transferList: start.loadDataDir ? [start.loadDataDir] : [],
    };
    const worker = file.pathname.endsWith('.ts')
      ? new Worker(tsxBootstrap(file), { ...options, eval: true })
      : new Worker(file, options);
    let onMessage!: (ready: WorkerReady) => void;
    let onError!: (err: Error) => void;
    let onExit!: (code: number) => void;
    const ready = await new Promise<WorkerReady>((resolve, reject) => {
      onMessage = resolve;
      onError = reject;
      onExit = (code) => reject(new Error(`the PGlite worker exited (code ${code})`));
      worker.once('message', onMessage).once('error', onError).once('exit', onExit);
    }).finally(() => {
      // Only these: removing every listener would remove Node's own and lose later messages.
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    });
    if (!ready.ready) {
      await worker.terminate();
      throw fromWireError(ready.error);
    }
    worker.unref();
    return new PgliteWorkerClient(worker);
  }

  #call<T>(call: Call, transfer: ArrayBuffer[] = []): Promise<T> {
    if (this.#gone) return Promise.reject(this.#gone);
    const id = this.#nextId++;
    if (this.#pending.size === 0) this.#worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      const request: WorkerRequest = { id, ...call };
      this.#worker.postMessage(request, transfer);
    });
  }

  async #query<T>(
    tx: number | undefined,
    text: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const result = await this.#call<Results>({
      op: 'query',
      tx,
      text,
      params,
      options: wireOptions(options),
    });
    return applyParsers(result, options) as Results<T>;
  }

  async #exec(tx: number | undefined, text: string, options?: QueryOptions): Promise<Results[]> {
    const results = await this.#call<Results[]>({
      op: 'exec',
      tx,
      text,
      options: wireOptions(options),
    });
    for (const result of results) applyParsers(result, options);
    return results;
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(undefined, text, params, options);
  }

  exec(text: string, options?: QueryOptions): Promise<Results[]> {
    return this.#exec(undefined, text, options);
  }

  /**
   * Runs `callback` in a transaction: committed when it returns, rolled back when it throws or
   * calls tx.rollback(). Until then every other statement waits, as with PGlite itself — so a
   * statement made outside `tx` from inside the callback waits forever.
   */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const id = await this.#call<number>({ op: 'begin' });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx = {
      query: async <R>(text: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return this.#query<R>(id, text, params, options);
      },
      exec: async (text: string, options?: QueryOptions) => {
        open();
        return this.#exec(id, text, options);
      },
      rollback: async () => {
        open();
        closed = true;
        await this.#call({ op: 'rollback', tx: id });
      },
      sql: () => Promise.reject(new Error('tx.sql is not available in a worker: use tx.query')),
      listen: () => Promise.reject(new Error('LISTEN is not available in a worker')),
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (err) {
      if (!closed) {
        closed = true;
        await this.#call({ op: 'rollback', tx: id });
      }
      throw err;
    }
    if (!closed) {
      closed = true;
      await this.#call({ op: 'commit', tx: id });
    }
    return result;
  }

  /** The data directory as PGlite's dump (a tar file, gzipped unless 'none'). */
  async dumpDataDir(compression?: 'none' | 'gzip' | 'auto'): Promise<Blob> {
    const bytes = await this.#call<ArrayBuffer>({ op: 'dump', compression });
    return new Blob([bytes], {
      type: compression === 'none' ? 'application/x-tar' : 'application/x-gzip',
    });
  }

  /** Closes the database, then the worker ends. */
  async close(): Promise<void> {
    if (this.#gone) return;
    const exited = new Promise((resolve) => this.#worker.once('exit', resolve));
    await this.#call({ op: 'close' });
    // Held until it has ended, so that a script awaiting close() is not cut short.
    this.#worker.ref();
    await exited;
  }

  /** How long the worker's event loop was busy (the database's share of its thread). */
  eventLoopUtilization(): ReturnType<Worker['performance']['eventLoopUtilization']> {
    return this.#worker.performance.eventLoopUtilization();
  }

  stats(): PgliteWorkerStats {
    return { pending: this.#pending.size };
  }
}

/**
 * Like openDatabase for an embedded target, but with PGlite in a worker thread. The same Database
 * interface: drizzle's pglite driver over the proxy, the same migrations, query timing and stats.
 */
export async function openPgliteInWorker(
  target: Extract<DatabaseTarget, { kind: 'pglite' }>,
  options: QueryTiming = {},
): Promise<Database & { client: PgliteWorkerClient }> {
  let unlock = async () => {};
  if (target.dataDir) {
    await mkdir(target.dataDir, { recursive: true });
    unlock = await lockDataDir(target.dataDir);
  }
  let client: PgliteWorkerClient;
  try {
    const loadDataDir = target.loadDataDir ? await target.loadDataDir.arrayBuffer() : undefined;
    client = await PgliteWorkerClient.start({ dataDir: target.dataDir, loadDataDir });
  } catch (err) {
    await unlock();
    throw err;
  }
  // The proxy answers the calls timePgliteQueries wraps and drizzle makes, with PGlite's types.
  const asPglite = client as unknown as PGlite;
  const timing = timePgliteQueries(asPglite, options);
  const db = drizzlePglite({ client: asPglite, schema, casing: 'snake_case' });
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    client,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
    ping: async () => {
      await asPglite.query('select 1');
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        await unlock();
      }
    },
    stats: () => ({ driver: 'pglite', inFlight: timing.inFlight() }),
  };
}

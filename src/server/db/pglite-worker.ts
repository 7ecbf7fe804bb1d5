// The PGlite worker thread: owns the embedded database, so its queries (synchronous WebAssembly)
// run here instead of on the HTTP server's event loop. The main thread talks to it through
// pglite-proxy.ts, one message per call; answers come back by structured clone.
//
// PGlite itself runs one statement or transaction at a time, in the order asked: a statement
// that arrives while a transaction is open waits until that transaction commits or rolls back.
// This file only forwards calls to it, so that rule holds here unchanged. A transaction is
// interactive: `begin` answers with its id once BEGIN has run, statements tagged with that id run
// inside it, and `commit` or `rollback` ends it.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';

/** What the main thread passes when it starts the worker. */
export interface WorkerStart {
  /** undefined: in memory. */
  dataDir: string | undefined;
  /** A dump (`dumpDataDir()`) to start from, as bytes. */
  loadDataDir?: ArrayBuffer;
}

/** Query options that survive structured cloning (functions do not). */
export interface WireQueryOptions {
  rowMode?: 'array' | 'object';
  /** Types the caller parses itself: their values are sent as PostgreSQL's text. */
  textTypes?: number[];
  paramTypes?: number[];
}

export type WorkerRequest = { id: number } & (
  | { op: 'query'; tx?: number; text: string; params?: unknown[]; options?: WireQueryOptions }
  | { op: 'exec'; tx?: number; text: string; options?: WireQueryOptions }
  | { op: 'begin' }
  | { op: 'commit' | 'rollback'; tx: number }
  | { op: 'dump'; compression?: 'none' | 'gzip' | 'auto' }
  | { op: 'close' }
);

/** An error as plain data: its message, name, stack and PostgreSQL fields (code, constraint …). */
export interface WireError {
  message: string;
  name: string;
  stack?: string;
  fields: Record<string, string | number | boolean | null>;
}

export type WorkerReply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: WireError };

/** The first message from the worker: the database opened, or why not. */
export type WorkerReady = { ready: true } | { ready: false; error: WireError };

/** An error's own fields of plain values survive; anything else (functions, objects) is left out. */
function toWireError(err: unknown): WireError {
  if (!(err instanceof Error)) return { message: String(err), name: 'Error', fields: {} };
  const fields: WireError['fields'] = {};
  for (const [key, value] of Object.entries(err)) {
    const type = typeof value;
    if (value === null || type === 'string' || type === 'number' || type === 'boolean')
      fields[key] = value as string | number | boolean | null;
  }
  return { message: err.message, name: err.name, stack: err.stack, fields };
}

interface OpenTransaction {
  tx: Transaction;
  /** Ends the transaction: true commits, false rolls back. */
  finish(commit: boolean): void;
  /** The request (commit or rollback) to answer when it has ended. */
  endId?: number;
}

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread (see pglite-proxy.ts)');
const start = workerData as WorkerStart;

let db: PGlite;
try {
  db = await PGlite.create({
    dataDir: start.dataDir,
    loadDataDir: start.loadDataDir ? new Blob([start.loadDataDir]) : undefined,
  });
} catch (err) {
  port.postMessage({ ready: false, error: toWireError(err) } satisfies WorkerReady);
  port.close();
  throw err;
}

const open = new Map<number, OpenTransaction>();
let nextTx = 1;

// The same identity parsers for every call naming the same types: built once.
const textParsers = new Map<string, Record<number, (value: string) => string>>();
function queryOptions(options: WireQueryOptions | undefined) {
  if (!options) return undefined;
  const { rowMode, textTypes, paramTypes } = options;
  let parsers: Record<number, (value: string) => string> | undefined;
  if (textTypes?.length) {
    const key = textTypes.join(',');
    parsers = textParsers.get(key);
    if (!parsers) {
      parsers = Object.fromEntries(textTypes.map((t) => [t, (value: string) => value]));
      textParsers.set(key, parsers);
    }
  }
  return { rowMode, parsers, paramTypes };
}

function answer(id: number, value: unknown, transfer: ArrayBuffer[] = []): void {
  port!.postMessage({ id, ok: true, value } satisfies WorkerReply, transfer);
}

function fail(id: number, err: unknown): void {
  port!.postMessage({ id, ok: false, error: toWireError(err) } satisfies WorkerReply);
}

/** The transaction a statement names, or PGlite itself (which queues it) when it names none. */
function target(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return db;
  const found = open.get(tx);
  if (!found) throw new Error(`Transaction ${tx} is not open`);
  return found.tx;
}

/** Starts a transaction; `id` is answered with its id once BEGIN has run. */
function begin(id: number): void {
  const txId = nextTx++;
  let started = false;
  let end: OpenTransaction | undefined;
  db.transaction(async (tx) => {
    const ended = new Promise<boolean>((resolve) => {
      end = { tx, finish: resolve };
    });
    open.set(txId, end!);
    started = true;
    answer(id, txId);
    // Rolled back on request; committed by PGlite when this returns with the transaction open.
    if (!(await ended)) await tx.rollback();
  }).then(
    () => {
      open.delete(txId);
      if (end?.endId !== undefined) answer(end.endId, null);
    },
    (err: unknown) => {
      open.delete(txId);
      if (!started) fail(id, err);
      else if (end?.endId !== undefined) fail(end.endId, err);
    },
  );
}

function finish(id: number, tx: number, commit: boolean): void {
  const found = open.get(tx);
  if (!found || found.endId !== undefined) {
    fail(id, new Error(`Transaction ${tx} is not open`));
    return;
  }
  found.endId = id;
  found.finish(commit);
}

async function handle(request: WorkerRequest): Promise<void> {
  const { id } = request;
  try {
    switch (request.op) {
      case 'query': {
        const result: Results = await target(request.tx).query(
          request.text,
          request.params,
          queryOptions(request.options),
        );
        answer(id, result);
        return;
      }
      case 'exec':
        answer(id, await target(request.tx).exec(request.text, queryOptions(request.options)));
        return;
      case 'begin':
        begin(id);
        return;
      case 'commit':
      case 'rollback':
        finish(id, request.tx, request.op === 'commit');
        return;
      case 'dump': {
        const bytes = await (await db.dumpDataDir(request.compression)).arrayBuffer();
        answer(id, bytes, [bytes]);
        return;
      }
      case 'close':
        await db.close();
        answer(id, null);
        port!.close();
        return;
    }
  } catch (err) {
    fail(id, err);
  }
}

port.on('message', (request: WorkerRequest) => void handle(request));
port.postMessage({ ready: true } satisfies WorkerReady);

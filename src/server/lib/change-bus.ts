import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import pg from 'pg';

// What one server copy changed, told to every copy. A process keeps caches of data only writes
// change (the catalogue's lists, orders and compatibility index, the brands, the blog's lists).
// A write clears this process's caches at once and tells the other copies, which clear theirs
// when the message arrives (well within a second): through Redis pub/sub when REDIS_URL is set,
// else PostgreSQL's LISTEN/NOTIFY, and with the embedded database there is only one copy. A copy
// whose channel dropped clears everything when it reconnects, since it may have missed messages;
// the caches' own lifetimes remain the last resort.

/** The kinds of data whose caches a write makes stale. */
export const CHANGE_TOPICS = ['catalog', 'blog'] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

/** The PostgreSQL channel and the Redis channel. */
export const CHANGE_CHANNEL = 'buildwright_changes';
/** The listening connection's application_name, as pg_stat_activity shows it to operators. */
export const CHANGE_CHANNEL_APPLICATION = 'buildwright-changes';

type Listener = () => void;

/** How a change reaches the other copies. */
export interface ChangeTransport {
  /** Tells the other copies (never throws: a failed send is logged). */
  send(topic: ChangeTopic): void;
  close(): Promise<void>;
}

interface Bus {
  listeners: Map<ChangeTopic, Set<Listener>>;
  transport?: ChangeTransport;
}

const buses = new WeakMap<object, Bus>();

function busOf(db: object): Bus {
  let bus = buses.get(db);
  if (!bus) buses.set(db, (bus = { listeners: new Map() }));
  return bus;
}

/** Runs `listener` whenever `topic` changes, here or on another copy. Answers an unsubscribe. */
export function onChange(db: object, topic: ChangeTopic, listener: Listener): () => void {
  const { listeners } = busOf(db);
  let set = listeners.get(topic);
  if (!set) listeners.set(topic, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
}

/** Runs this process's listeners of `topic` (a change made here, or told by another copy). */
export function applyChange(db: object, topic: ChangeTopic): void {
  for (const listener of buses.get(db)?.listeners.get(topic) ?? []) listener();
}

/** After a write to `topic`'s data: this process's caches now, the other copies' soon. */
export function publishChange(db: object, topic: ChangeTopic): void {
  applyChange(db, topic);
  buses.get(db)?.transport?.send(topic);
}

/** Connects `db`'s bus to the other copies (one transport per database handle). */
export function attachChangeTransport(db: object, transport: ChangeTransport): () => Promise<void> {
  const bus = busOf(db);
  bus.transport = transport;
  return async () => {
    if (bus.transport === transport) bus.transport = undefined;
    await transport.close();
  };
}

interface TransportLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

interface TransportOptions {
  /** A change another copy made (never this copy's own). */
  onChange(topic: ChangeTopic): void;
  /** The channel was down and is back: changes may have been missed. */
  onReconnect(): void;
  log: TransportLog;
}

interface Message {
  topic: ChangeTopic;
  from: string;
}

/** The message, or undefined when it is not one of ours (or is this copy's own). */
function parseMessage(text: string, self: string): ChangeTopic | undefined {
  try {
    const message = JSON.parse(text) as Partial<Message>;
    if (message.from === self) return undefined;
    return CHANGE_TOPICS.find((t) => t === message.topic);
  } catch {
    return undefined;
  }
}

const RECONNECT_MS = [250, 1_000, 5_000];

/**
 * LISTEN on a connection of its own (a pooled one would be handed to queries), NOTIFY through
 * it too. Reconnects after a lost connection, then reports it (onReconnect).
 */
export async function pgChangeTransport(
  url: string,
  options: TransportOptions,
): Promise<ChangeTransport> {
  const self = randomUUID();
  let client: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: url,
      application_name: CHANGE_CHANNEL_APPLICATION,
    });
    next.on('notification', (n) => {
      if (n.channel !== CHANGE_CHANNEL || !n.payload) return;
      const topic = parseMessage(n.payload, self);
      if (topic) options.onChange(topic);
    });
    next.on('error', (err) => options.log.warn({ err }, 'change channel: connection error'));
    next.on('end', () => {
      if (client === next) client = undefined;
      if (!closed) schedule();
    });
    await next.connect();
    await next.query(`listen ${CHANGE_CHANNEL}`);
    client = next;
  };
  const schedule = () => {
    if (closed || retry) return;
    const delay = RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)]!;
    failures += 1;
    retry = setTimeout(() => {
      retry = undefined;
      connect()
        .then(() => {
          failures = 0;
          options.log.info({}, 'change channel: listening again');
          options.onReconnect();
        })
        .catch((err: unknown) => {
          options.log.warn({ err }, 'change channel: reconnect failed');
          schedule();
        });
    }, delay);
    retry.unref();
  };

  await connect();
  return {
    send(topic) {
      const payload = JSON.stringify({ topic, from: self } satisfies Message);
      const sending = client
        ? client.query('select pg_notify($1, $2)', [CHANGE_CHANNEL, payload])
        : Promise.reject(new Error('not connected'));
      sending.catch((err: unknown) =>
        options.log.warn({ err, topic }, 'change channel: could not tell the other copies'),
      );
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}

/** Redis pub/sub: a subscriber connection of its own, publishing through the shared one. */
export async function redisChangeTransport(
  redis: Redis,
  options: TransportOptions,
): Promise<ChangeTransport> {
  const self = randomUUID();
  const subscriber = redis.duplicate();
  let ready = false;
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== CHANGE_CHANNEL) return;
    const topic = parseMessage(text, self);
    if (topic) options.onChange(topic);
  });
  subscriber.on('error', (err) => options.log.warn({ err }, 'change channel: Redis error'));
  // ioredis subscribes again by itself after reconnecting; what passed meanwhile is lost.
  subscriber.on('ready', () => {
    if (ready) options.onReconnect();
    ready = true;
  });
  await subscriber.subscribe(CHANGE_CHANNEL);
  return {
    send(topic) {
      redis
        .publish(CHANGE_CHANNEL, JSON.stringify({ topic, from: self } satisfies Message))
        .catch((err: unknown) =>
          options.log.warn({ err, topic }, 'change channel: could not tell the other copies'),
        );
    },
    async close() {
      await subscriber.quit().catch(() => undefined);
    },
  };
}

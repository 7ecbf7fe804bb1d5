// Pieces of a load benchmark against running server processes (npm run bench:cluster): a mixed
// workload of weighted request addresses, an autocannon run over it that counts every answer by
// status, and readings from /proc (CPU time and resident memory of a process, the whole machine's
// CPU) taken before and after a run.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import type { EventEmitter } from 'node:events';
import autocannon from 'autocannon';
import { seededRandom as random } from '../../src/shared/seeded-random.ts';

// ---------------------------------------------------------------------------------------------
// /proc readings (Linux only).

let ticksPerSecond: number | undefined;

/** The kernel's clock ticks per second, the unit of the CPU times in /proc/<pid>/stat. */
export function clockTicks(): number {
  if (ticksPerSecond === undefined) {
    const out = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
    const value = Number(out.stdout?.trim());
    ticksPerSecond = Number.isFinite(value) && value > 0 ? value : 100;
  }
  return ticksPerSecond;
}

export interface ProcStat {
  pid: number;
  ppid: number;
  /** User and system CPU time so far, in seconds. */
  cpuS: number;
}

/** A process's parent and CPU time, or undefined when it is gone. */
export function procStat(pid: number): ProcStat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (2nd field) is in parentheses and may hold spaces: count from after it.
  // What follows starts with the 3rd field (state); utime and stime are the 14th and 15th.
  const rest = text.slice(text.lastIndexOf(')') + 2).split(' ');
  const utime = Number(rest[11]);
  const stime = Number(rest[12]);
  return { pid, ppid: Number(rest[1]), cpuS: (utime + stime) / clockTicks() };
}

/** A process's resident memory in bytes (VmRSS), or undefined when it is gone. */
export function rssBytes(pid: number): number | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}

/** The processes whose parent is `pid` (nginx's workers, say). */
export function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = procStat(Number(entry));
    if (stat?.ppid === pid) found.push(stat.pid);
  }
  return found;
}

export interface MachineCpu {
  /** CPU seconds spent busy (everything but idle and I/O wait), all cores together. */
  busyS: number;
  totalS: number;
}

/** The whole machine's CPU time so far, from the first line of /proc/stat. */
export function machineCpu(): MachineCpu {
  const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest time is already inside user and nice)
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] =
    values;
  const busy = user + nice + system + irq + softirq + steal;
  return { busyS: busy / clockTicks(), totalS: (busy + idle + iowait) / clockTicks() };
}

/**
 * CPU seconds used by a set of processes between two readings. A process present in the second
 * reading but not the first started in between: all its time counts. One gone by the second
 * reading is lost (its last time is unknown), which the caller avoids by reading while its
 * processes run.
 */
export function cpuBetween(
  before: ReadonlyMap<number, number>,
  after: ReadonlyMap<number, number>,
): number {
  let sum = 0;
  for (const [pid, cpu] of after) sum += Math.max(0, cpu - (before.get(pid) ?? 0));
  return sum;
}

/** The CPU seconds of each of `pids` now (the gone ones left out). */
export function cpuOf(pids: Iterable<number>): Map<number, number> {
  const out = new Map<number, number>();
  for (const pid of pids) {
    const stat = procStat(pid);
    if (stat) out.set(pid, stat.cpuS);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The workload.

export interface RequestSpec {
  path: string;
  /** What a browser's Accept says for it: the page's HTML or an API answer. */
  kind: 'html' | 'json';
}

export interface WorkloadEntry {
  /** Shown in the workload's description. */
  name: string;
  /** Its share of the requests (the weights need not add up to 100). */
  weight: number;
  kind: RequestSpec['kind'];
  /** Requested in turn, one per hit of this entry. */
  paths: readonly string[];
}

/**
 * `length` requests drawn from the entries by weight, in a shuffled but fixed order; each entry
 * walks through its own paths, so every address of an entry is asked for in turn.
 */
export function requestSequence(
  entries: readonly WorkloadEntry[],
  length = 20_000,
  seed = 20_240_601,
): RequestSpec[] {
  const usable = entries.filter((e) => e.weight > 0 && e.paths.length > 0);
  const total = usable.reduce((sum, e) => sum + e.weight, 0);
  if (!usable.length || total <= 0) throw new Error('the workload has no requests');
  const next = random(seed);
  const cursor = new Map<WorkloadEntry, number>();
  const out: RequestSpec[] = [];
  for (let i = 0; i < length; i += 1) {
    let pick = next() * total;
    let entry = usable[usable.length - 1]!;
    for (const e of usable) {
      pick -= e.weight;
      if (pick < 0) {
        entry = e;
        break;
      }
    }
    const n = cursor.get(entry) ?? 0;
    cursor.set(entry, n + 1);
    out.push({ path: entry.paths[n % entry.paths.length]!, kind: entry.kind });
  }
  return out;
}

/** What a current browser sends: compressed answers, as production serves them, are measured. */
const BROWSER_HEADERS = {
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'en-US,en;q=0.9',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) bench-cluster',
};
const ACCEPT = {
  html: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  json: 'application/json',
} as const;

export interface LoadResult {
  /** Every answer, whatever its status. */
  requests: number;
  seconds: number;
  /** Answers per second over the run. */
  rps: number;
  /** Latency of the 2xx answers, in milliseconds (autocannon's histogram). */
  p50: number;
  p99: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
  /** Requests that got no answer (refused or reset connections, timeouts). */
  errors: number;
  /** Why, by error code or message: "ECONNRESET: 2". */
  errorKinds: Record<string, number>;
  /** When the first errors happened, in seconds from the start of the run (up to 20). */
  errorTimes: number[];
  timeouts: number;
  /** Errors plus answers other than 2xx and 3xx. */
  failed: number;
}

export interface LoadOptions {
  /** The site's address, e.g. http://127.0.0.1:8080 */
  url: string;
  sequence: readonly RequestSpec[];
  connections: number;
  durationS: number;
  /** A fixed pace for all connections together (requests per second); unset: as fast as it goes. */
  overallRate?: number;
  /** Stops the run early (what was measured so far is answered). */
  signal?: AbortSignal;
  /** Called once the run has started, with a function that ends it early. */
  onStart?: (stop: () => void) => void;
}

/** Runs autocannon over the sequence (each connection takes the next request in turn). */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  options.signal?.throwIfAborted();
  let i = 0;
  const { sequence } = options;
  const requests: autocannon.Request[] = [
    {
      setupRequest: (req) => {
        const spec = sequence[i++ % sequence.length]!;
        return { ...req, path: spec.path, headers: { accept: ACCEPT[spec.kind] } };
      },
    },
  ];
  const started = performance.now();
  // autocannon's instance is both a promise and an event emitter.
  const instance = autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationS,
    headers: BROWSER_HEADERS,
    requests,
    timeout: 10,
    // autocannon ignores "Connection: close": after nginx's last answer on a connection (its
    // keepalive_requests, 1,000) it writes the next request into the closing socket and counts
    // the reset as a failure, which a browser would simply send again. Opening a new connection
    // every 500 requests keeps every connection below that limit.
    reconnectRate: 500,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
  }) as Promise<autocannon.Result> & EventEmitter & { stop: () => void };
  const errorKinds: Record<string, number> = {};
  const errorTimes: number[] = [];
  const events: EventEmitter = instance;
  events.on('reqError', (err: NodeJS.ErrnoException) => {
    const kind = err?.code ?? err?.message ?? String(err);
    errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
    if (errorTimes.length < 20) errorTimes.push((performance.now() - started) / 1000);
  });
  const stop = () => instance.stop();
  options.signal?.addEventListener('abort', stop, { once: true });
  options.onStart?.(stop);
  let result: autocannon.Result;
  try {
    result = await instance;
  } finally {
    options.signal?.removeEventListener('abort', stop);
  }
  const seconds = (performance.now() - started) / 1000;
  const statuses: Record<string, number> = {};
  let answered = 0;
  let bad = 0;
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
    const count = stat?.count ?? 0;
    statuses[code] = count;
    answered += count;
    if (Number(code) >= 400 || Number(code) < 200) bad += count;
  }
  return {
    requests: answered,
    seconds,
    rps: answered / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    errors: result.errors,
    errorKinds,
    errorTimes,
    timeouts: result.timeouts,
    failed: bad + result.errors,
  };
}

// ---------------------------------------------------------------------------------------------
// Figures.

/** The value at fraction `p` (0–1) of an ascending list; 0 for an empty one. */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))]!;
}

/** A plain-text table: the first `leftColumns` columns left-aligned, the others right-aligned. */
export function textTable(header: string[], rows: string[][], leftColumns = 1): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i < leftColumns ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** A Markdown table (pipes in cells escaped). */
export function markdownTable(header: string[], rows: string[][]): string {
  const cell = (c: string) => c.replaceAll('|', '\\|');
  const line = (cells: string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

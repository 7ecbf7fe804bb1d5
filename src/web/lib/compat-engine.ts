import { useEffect, useSyncExternalStore } from 'react';
import type * as engineModule from '../../shared/compat/index.ts';

// The compatibility engine (its rules are most of its size) loads when a page first needs it: a
// build with parts to check, an add to check, the Builder's panel. A visitor without a build
// never downloads it on the catalogue and item pages.

export type CompatEngine = typeof engineModule;

let engine: CompatEngine | undefined;
let loading: Promise<CompatEngine> | undefined;
const listeners = new Set<() => void>();

/** The engine, loaded on the first call (a failed load is tried again on the next call). */
export function loadCompatEngine(): Promise<CompatEngine> {
  loading ??= import('../../shared/compat/index.ts').then(
    (loaded) => {
      engine = loaded;
      for (const listener of listeners) listener();
      return loaded;
    },
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The engine once it has loaded (undefined before); asks for it while `needed`. */
export function useCompatEngine(needed = true): CompatEngine | undefined {
  const current = useSyncExternalStore(
    subscribe,
    () => engine,
    () => undefined,
  );
  useEffect(() => {
    // Offline: the page shows what it can without the engine and tries again on the next need.
    if (needed && !engine) loadCompatEngine().catch(() => undefined);
  }, [needed]);
  return current;
}

import { startTransition, useEffect, useState } from 'react';
import type * as engineModule from '../../shared/compat/index.ts';

// The compatibility engine (its rules are most of its size) loads when a page first needs it: a
// build with parts to check, an add to check, the Builder's panel. A visitor without a build
// never downloads it on the catalogue and item pages.

export type CompatEngine = typeof engineModule;

let engine: CompatEngine | undefined;
let loading: Promise<CompatEngine> | undefined;

/** The engine, loaded on the first call (a failed load is tried again on the next call). */
export function loadCompatEngine(): Promise<CompatEngine> {
  loading ??= import('../../shared/compat/index.ts').then(
    (loaded) => {
      engine = loaded;
      return loaded;
    },
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}

/**
 * The engine once it has loaded (undefined before); asks for it while `needed`. Its arrival
 * re-renders the page in a transition, which React renders in slices between the browser's own
 * work (the Builder's whole list re-renders with its warnings).
 */
export function useCompatEngine(needed = true): CompatEngine | undefined {
  const [current, setCurrent] = useState(engine);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    // Offline: the page shows what it can without the engine and tries again on the next need.
    loadCompatEngine().then(
      (loaded) => {
        if (live) startTransition(() => setCurrent(loaded));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed]);
  return current;
}

import { useCallback, useEffect, useRef, useState } from 'react';

export type RunState<T> =
  { status: 'pending' } | { status: 'success'; data: T } | { status: 'error'; error: unknown };

/**
 * Runs `run` (as given on the first render) when the page mounts, exactly once even when React
 * runs effects twice (a one-time link or code works once), and tracks its outcome; `retry` runs
 * it again on request. Plain component state rather than useMutation: a mutation started from a
 * once-only effect never reports its outcome under React's development double mount.
 */
export function useRunOnce<T>(run: () => Promise<T>): { state: RunState<T>; retry: () => void } {
  const [job] = useState(() => run);
  const [state, setState] = useState<RunState<T>>({ status: 'pending' });
  const started = useRef(false);

  const track = useCallback((promise: Promise<T>) => {
    promise.then(
      (data) => setState({ status: 'success', data }),
      (error: unknown) => setState({ status: 'error', error }),
    );
  }, []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    track(job());
  }, [job, track]);

  const retry = useCallback(() => {
    setState({ status: 'pending' });
    track(job());
  }, [job, track]);

  return { state, retry };
}

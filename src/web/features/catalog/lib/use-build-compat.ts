import { useMemo } from 'react';
import { filledSubParts } from '../../../../shared/build/totals.ts';
import { useCompatEngine } from '../../../lib/compat-engine.ts';
import { useBuild } from '../../../stores/build.ts';
import { buildCompat, type BuildCompat } from './build-compat.ts';

const EMPTY: BuildCompat = { parts: [], param: undefined, ready: true };
const WAITING: BuildCompat = { parts: [], param: undefined, ready: false };

/**
 * The visitor's build for compatibility (ADR 065), recomputed only when it changes. An empty
 * build needs no engine; a build with parts is `ready` once the engine has loaded.
 */
export function useBuildCompat(): BuildCompat {
  const { buildParts } = useBuild();
  const hasParts = useMemo(() => filledSubParts(buildParts).length > 0, [buildParts]);
  const engine = useCompatEngine(hasParts);
  return useMemo(() => {
    if (!hasParts) return EMPTY;
    return engine ? buildCompat(engine, buildParts) : WAITING;
  }, [buildParts, engine, hasParts]);
}

import { useMemo } from 'react';
import { useBuild } from '../../../stores/build.ts';
import { buildCompat, type BuildCompat } from './build-compat.ts';

/** The visitor's build for compatibility (ADR 065), recomputed only when it changes. */
export function useBuildCompat(): BuildCompat {
  const { buildParts } = useBuild();
  return useMemo(() => buildCompat(buildParts), [buildParts]);
}

import type { BuildPart } from '../../../../shared/build/schema.ts';
import type { CompatPart } from '../../../../shared/compat/index.ts';
import type { CompatEngine } from '../../../lib/compat-engine.ts';

// ADR 065: the visitor's build as the product list and the product page need it — the
// engine's parts (to tell whether a candidate fits, fitsBuild) and the compact summary the list
// call carries (`compat`, so the server sorts and filters every page by fit).

export interface BuildCompat {
  /** Every filled sub-part of the build as the engine sees it. */
  parts: CompatPart[];
  /** The list call's `compat` parameter; undefined for an empty build. */
  param: string | undefined;
  /** The engine, once loaded (an empty build does not load it). */
  engine?: CompatEngine;
  /** False while a build with parts waits for the engine: `parts` and `param` are not known yet. */
  ready: boolean;
}

export function buildCompat(engine: CompatEngine, buildParts: readonly BuildPart[]): BuildCompat {
  const parts = engine.compatPartsOf(buildParts);
  return {
    parts,
    param: parts.length > 0 ? engine.encodeBuildSpecs(engine.relevantBuildSpecs(parts)) : undefined,
    engine,
    ready: true,
  };
}

import type { BuildPart } from '../../../../shared/build/schema.ts';
import {
  compatPartsOf,
  encodeBuildSpecs,
  relevantBuildSpecs,
  type CompatPart,
} from '../../../../shared/compat/index.ts';

// ADR 065: the visitor's build as the product list and the product page need it — the
// engine's parts (to tell whether a candidate fits, fitsBuild) and the compact summary the list
// call carries (`compat`, so the server sorts and filters every page by fit).

export interface BuildCompat {
  /** Every filled sub-part of the build as the engine sees it. */
  parts: CompatPart[];
  /** The list call's `compat` parameter; undefined for an empty build. */
  param: string | undefined;
}

export function buildCompat(buildParts: readonly BuildPart[]): BuildCompat {
  const parts = compatPartsOf(buildParts);
  return {
    parts,
    param: parts.length > 0 ? encodeBuildSpecs(relevantBuildSpecs(parts)) : undefined,
  };
}

import { addWarning, type BuildWarning } from '../../../shared/build/redundancy.ts';
import type { BuildPart, SelectedProduct } from '../../../shared/build/schema.ts';
import { loadCompatEngine } from '../../lib/compat-engine.ts';

// What the add confirm dialog warns about (ADR 063) — the redundancy warning and the compatibility
// engine's errors and warnings the product would bring. Infos (an exposed gas block, values the
// engine could not check) never stop an add.

/**
 * The warnings adding `product` into `subPart` would raise, errors first; empty → add at once.
 * Engine issues carry the other parts' names ('Conflicts with:').
 */
export async function addIssues(
  parts: readonly BuildPart[],
  product: SelectedProduct,
  subPart: string,
): Promise<BuildWarning[]> {
  const out: BuildWarning[] = [];
  const redundancy = addWarning(parts, product, subPart);
  if (redundancy) out.push(redundancy);
  // Without the engine (its code could not be loaded: offline) the add goes ahead with the
  // redundancy check only; the Builder checks the whole build again once the engine loads.
  const engine = await loadCompatEngine().catch(() => undefined);
  if (!engine) return out;
  const { compatPartOf, compatPartsOf, wouldConflict } = engine;
  const candidate = compatPartOf(product, subPart);
  for (const issue of wouldConflict(compatPartsOf(parts), candidate)) {
    if (issue.kind !== 'conflict' || issue.severity === 'info') continue;
    out.push({
      type: issue.issueType,
      hint: issue.severity === 'error' ? 'error' : 'warning',
      message: issue.message,
      affected: issue.otherPartNames[candidate.id] ?? [],
    });
  }
  return out.sort((a, b) => Number(b.hint === 'error') - Number(a.hint === 'error'));
}

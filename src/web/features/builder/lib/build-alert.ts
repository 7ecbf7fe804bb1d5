import type { PriceAlertTarget } from '../../../components/price-alert/price-alert-button.tsx';
import type { BuildState } from '../../../stores/build.ts';

/**
 * What the Builder's 'Price alert' watches: the saved build it holds, when the signed-in user owns
 * it. A build not saved yet, or one saved by another account, has no target (it must be saved
 * first), and neither has a visitor who is not signed in. The Builder's total of the parts starts
 * the dialog's target; a build without a priced part has none.
 */
export function buildAlertTarget(
  build: Pick<BuildState, 'buildName' | 'currentBuildId' | 'ownerId'>,
  userId: string | undefined,
  total: number,
): PriceAlertTarget | undefined {
  if (!userId || !build.currentBuildId || build.ownerId !== userId) return undefined;
  return {
    targetKind: 'build',
    targetId: build.currentBuildId,
    name: build.buildName,
    currentPrice: total > 0 ? total : undefined,
  };
}

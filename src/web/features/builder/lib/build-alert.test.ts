import { describe, expect, it } from 'vitest';
import { buildAlertTarget } from './build-alert.ts';

const saved = { buildName: 'Range Day', currentBuildId: 'b-1', ownerId: 'u-1' };

describe("the Builder's price alert target", () => {
  it('is the saved build of the signed-in owner, its total the current price', () => {
    expect(buildAlertTarget(saved, 'u-1', 1234.5)).toEqual({
      targetKind: 'build',
      targetId: 'b-1',
      name: 'Range Day',
      currentPrice: 1234.5,
    });
  });

  it('has no current price while no part is priced', () => {
    expect(buildAlertTarget(saved, 'u-1', 0)?.currentPrice).toBeUndefined();
  });

  it('is missing for a build not saved, another account’s build or a visitor', () => {
    expect(buildAlertTarget({ ...saved, currentBuildId: null, ownerId: null }, 'u-1', 10)).toBe(
      undefined,
    );
    expect(buildAlertTarget(saved, 'u-2', 10)).toBeUndefined();
    expect(buildAlertTarget(saved, undefined, 10)).toBeUndefined();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeProduct } from '../../../tests/build-factories.ts';
import { MemoryStorage } from '../../../tests/memory-storage.ts';
import { productAt } from '../../shared/build/build.ts';

let local: MemoryStorage;

beforeEach(() => {
  vi.resetModules();
  local = new MemoryStorage();
  vi.stubGlobal('window', {
    localStorage: local,
    addEventListener: () => {},
    removeEventListener: () => {},
  });
});
afterEach(() => vi.unstubAllGlobals());

const store = () => import('./build.ts');

describe('the visitor build store', () => {
  it('keeps the build in localStorage so it survives a reload', async () => {
    const first = await store();
    const barrel = makeProduct({ model: 'Reload Barrel' });
    first.addToBuild(barrel, 'Barrel');
    first.setBuildName('Truck gun');
    vi.resetModules();
    const again = await store();
    const build = again.getBuild();
    expect(build.buildName).toBe('Truck gun');
    expect(productAt(build.buildParts, 'Barrel')?.name).toBe('Reload Barrel');
  });

  it('starts from the default when the stored build is unreadable', async () => {
    local.setItem('bw.build', '{nope');
    const { getBuild } = await store();
    expect(getBuild()).toMatchObject({ buildName: 'My List', currentBuildId: null });
  });

  it("keeps a saved build's id only for its owner", async () => {
    const s = await store();
    s.markSaved({ _id: 'b1', userId: 'u1', buildName: 'Mine' });
    expect(s.currentBuildIdFor('u1')).toBe('b1');
    expect(s.currentBuildIdFor('u2')).toBeNull();
    expect(s.currentBuildIdFor(undefined)).toBeNull();
  });

  it('copies a shared build in as a new unsaved build', async () => {
    const s = await store();
    s.markSaved({ _id: 'b1', userId: 'u1', buildName: 'Mine' });
    const parts = (s.addToBuild(makeProduct(), 'Barrel'), s.getBuild().buildParts);
    s.copyIntoBuilder({ buildName: 'Shared', buildParts: parts });
    expect(s.getBuild()).toMatchObject({
      buildName: 'Shared',
      currentBuildId: null,
      saveStatus: 'idle',
    });
    expect(productAt(s.getBuild().buildParts, 'Barrel')).not.toBeNull();
  });

  it('resets to an empty default build', async () => {
    const s = await store();
    s.addToBuild(makeProduct(), 'Barrel');
    s.resetBuild();
    expect(productAt(s.getBuild().buildParts, 'Barrel')).toBeNull();
    expect(s.getBuild().buildName).toBe('My List');
  });
});

import { useSyncExternalStore } from 'react';
import {
  addProduct,
  emptyBuildParts,
  removeProduct,
  updateVendor,
  type AddResult,
} from '../../shared/build/build.ts';
import { normaliseLoadedParts } from '../../shared/build/normalise.ts';
import type { BuildPart, SavedBuild, SelectedProduct } from '../../shared/build/schema.ts';
import { DEFAULT_BUILD_NAME } from '../../shared/build/messages.ts';

// The visitor's build: client state shared by the builder, product detail and ammo detail pages
// (one add flow for all three), a thin layer over the pure rules
// in src/shared/build. It is kept in localStorage, so an unsaved build survives a reload and
// carries into the account when the visitor logs in and saves.

export type SaveStatus = 'idle' | 'saved' | 'loaded';

export interface BuildState {
  buildName: string;
  buildParts: BuildPart[];
  platform: string;
  saveStatus: SaveStatus;
  /** The saved build this list was loaded from or saved as. */
  currentBuildId: string | null;
  /** The owner of currentBuildId: a different signed-in user starts a new saved build. */
  ownerId: string | null;
}

const KEY = 'bw.build';

export function defaultBuildState(): BuildState {
  return {
    buildName: DEFAULT_BUILD_NAME,
    buildParts: emptyBuildParts(),
    platform: 'AR15',
    saveStatus: 'idle',
    currentBuildId: null,
    ownerId: null,
  };
}

function storage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

function restore(): BuildState {
  const raw = storage()?.getItem(KEY);
  if (!raw) return defaultBuildState();
  try {
    const saved = JSON.parse(raw) as Partial<BuildState>;
    return {
      ...defaultBuildState(),
      buildName: typeof saved.buildName === 'string' ? saved.buildName : DEFAULT_BUILD_NAME,
      // the stored list goes through the load rules: it may predate today's part list
      buildParts: normaliseLoadedParts(saved.buildParts),
      saveStatus:
        saved.saveStatus === 'loaded' || saved.saveStatus === 'saved' ? saved.saveStatus : 'idle',
      currentBuildId: typeof saved.currentBuildId === 'string' ? saved.currentBuildId : null,
      ownerId: typeof saved.ownerId === 'string' ? saved.ownerId : null,
    };
  } catch {
    return defaultBuildState();
  }
}

let state: BuildState | undefined;
const listeners = new Set<() => void>();

export function getBuild(): BuildState {
  state ??= restore();
  return state;
}

function commit(next: BuildState): BuildState {
  state = next;
  try {
    storage()?.setItem(KEY, JSON.stringify(next));
  } catch {
    // storage full or blocked: the build still lives in memory for this visit
  }
  listeners.forEach((l) => l());
  return next;
}

function update(change: Partial<BuildState>): BuildState {
  return commit({ ...getBuild(), ...change });
}

// --- actions -----------------------------------------------------------

/** Adds a product; null when no sub-part could be found for it (the add is ignored). */
export function addToBuild(product: SelectedProduct, subPart?: string): AddResult | null {
  const result = addProduct(getBuild().buildParts, product, subPart);
  if (result) update({ buildParts: result.parts });
  return result;
}

export function removeFromBuild(subPart: string): void {
  update({ buildParts: removeProduct(getBuild().buildParts, subPart) });
}

export function selectVendor(subPart: string, vendorId: string): void {
  update({ buildParts: updateVendor(getBuild().buildParts, subPart, vendorId) });
}

/** Replaces the parts at once (an optimised cart, or its undo). */
export function setBuildParts(buildParts: BuildPart[]): void {
  update({ buildParts });
}

export function setBuildName(buildName: string): void {
  update({ buildName });
}

/** Reset build: an empty default named 'My List'. */
export function resetBuild(): void {
  commit(defaultBuildState());
}

/** Load build: name, owner and normalised parts of a saved build, status 'loaded'. */
export function loadSavedBuild(build: SavedBuild): void {
  commit({
    buildName: build.buildName,
    buildParts: normaliseLoadedParts(build.buildParts),
    platform: build.platform || 'AR15',
    saveStatus: 'loaded',
    currentBuildId: build._id,
    ownerId: build.userId,
  });
}

/** A shared build copied into the visitor's builder, as a new unsaved build. */
export function copyIntoBuilder(build: {
  buildName: string;
  buildParts: unknown;
  platform?: string;
}): void {
  commit({
    ...defaultBuildState(),
    buildName: build.buildName,
    buildParts: normaliseLoadedParts(build.buildParts),
    platform: build.platform || 'AR15',
  });
}

/** After a successful save: the list now is that saved build. */
export function markSaved(build: Pick<SavedBuild, '_id' | 'userId' | 'buildName'>): void {
  update({
    buildName: build.buildName,
    saveStatus: 'saved',
    currentBuildId: build._id,
    ownerId: build.userId,
  });
}

/** The saved build this list belongs to for `userId`, or null (another user's id starts anew). */
export function currentBuildIdFor(userId: string | undefined): string | null {
  const { currentBuildId, ownerId } = getBuild();
  return currentBuildId && userId && ownerId === userId ? currentBuildId : null;
}

// --- React binding -------------------------------------------------------------------------------

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  // Another tab changing the build.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) {
      state = restore();
      onChange();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

const serverSnapshot = defaultBuildState();

/** The visitor's build, re-rendering on every change. */
export function useBuild(): BuildState {
  return useSyncExternalStore(subscribe, getBuild, () => serverSnapshot);
}

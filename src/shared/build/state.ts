import { DEFAULT_BUILD_NAME, buildNameSchema, type BuildPart } from './schema.ts';
import { filledSubParts } from './totals.ts';

/**
 * Unsaved-changes guard: a build with an id, or a new build with any product or a
 * non-default name, has unsaved changes.
 */
export function hasUnsavedChanges(state: {
  currentBuildId: string | null;
  buildName: string;
  buildParts: readonly BuildPart[];
}): boolean {
  if (state.currentBuildId) return true;
  return state.buildName !== DEFAULT_BUILD_NAME || filledSubParts(state.buildParts).length > 0;
}

/** Build name: the first problem with a name, or undefined when it is fine. */
export function buildNameError(name: string): string | undefined {
  const result = buildNameSchema.safeParse(name);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The save-name dialog starts with the current name, blank if it is 'My List'. */
export function nameDialogStart(name: string): string {
  return name === DEFAULT_BUILD_NAME ? '' : name;
}

/** Product names in rows are cut at 35 characters plus '...'. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

import type { BuildPart } from './schema.ts';
import { BUILD_NAME_MAX, BUILD_NAME_MIN, buildMessages, DEFAULT_BUILD_NAME } from './messages.ts';
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

/**
 * Build name: the first problem with a name, or undefined when it is fine. The same rule as the
 * server's `buildNameSchema` (unit-tested), without loading zod into the Builder.
 */
export function buildNameError(name: string): string | undefined {
  const trimmed = name.trim();
  if (trimmed.length === 0) return buildMessages.nameEmpty;
  if (trimmed.length < BUILD_NAME_MIN) return buildMessages.nameTooShort;
  if (trimmed.length > BUILD_NAME_MAX) return buildMessages.nameTooLong;
  return undefined;
}

/** The save-name dialog starts with the current name, blank if it is 'My List'. */
export function nameDialogStart(name: string): string {
  return name === DEFAULT_BUILD_NAME ? '' : name;
}

/** Product names in rows are cut at 35 characters plus '...'. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

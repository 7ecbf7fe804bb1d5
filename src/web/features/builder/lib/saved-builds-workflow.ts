import { buildMessages } from '../../../../shared/build/messages.ts';
import type {
  BuildPart,
  BuildRequest,
  BuildSummary,
  SavedBuild,
} from '../../../../shared/build/schema.ts';
import { DEFAULT_BUILD_NAME } from '../../../../shared/build/messages.ts';
import { hasUnsavedChanges } from '../../../../shared/build/state.ts';
import { savedBuildsMessages as m } from '../saved-builds/messages.ts';

// The saved-builds workflow of the builder as a pure reducer: save, save-name prompt, the
// unsaved-changes guard, load, delete and their dialogs (ADR 018, ADR 072). It never calls the
// server, the store or a toast itself: each step returns the next state and the effects to run,
// and `SavedBuildsProvider` runs them and reports their outcome back as events.

/** What the workflow needs to know about the world when an event arrives. */
export interface World {
  /** The signed-in user, or undefined for a visitor. */
  userId: string | undefined;
  /** The visitor's build as it is now. */
  build: { buildName: string; buildParts: BuildPart[]; platform: string };
  /** The saved build this list belongs to for this user (another user's id counts as none). */
  currentBuildId: string | null;
}

/** What the unsaved-changes guard stands in front of. */
export type Intent =
  | { kind: 'new' }
  | { kind: 'load'; id: string; buildName: string }
  /** Anything else that replaces the list (copying a shared build), named for the dialog. */
  | { kind: 'run'; label: string; run: () => void };

export type Dialog =
  /** The save-name prompt; `submitted` while the save it started runs. */
  | { kind: 'name'; previousName: string; submitted: boolean }
  /** 'Save Your Changes?'; `saving` while Save & Continue's save runs. */
  | { kind: 'guard'; buildName: string; intent: Intent; saving: boolean }
  | { kind: 'load' }
  | { kind: 'delete'; id: string; buildName: string };

/** The save under way: the build id it started from, its body and the call now running. */
export interface SaveInFlight {
  id: string | null;
  body: BuildRequest;
  call: 'update' | 'create';
}

export interface SavedBuildsState {
  /** One dialog at a time: opening one replaces the one before. */
  dialog: Dialog | null;
  save: SaveInFlight | null;
}

export const initialSavedBuildsState: SavedBuildsState = { dialog: null, save: null };

/** Why the saved-builds list was fetched. */
export type ListPurpose = { kind: 'open' } | { kind: 'load-param'; id: string };

/** A failed call as the workflow sees it: the HTTP status when there was one. */
export interface Failure {
  status?: number;
  message: string;
  cause: unknown;
}

export type SavedBuildsEvent =
  /** The Save / Update button. */
  | { type: 'save' }
  /** New Build, or anything else that replaces the list: runs it, or asks first. */
  | { type: 'guard'; intent: Intent }
  /** A build picked in the load dialog or the My Builds list. */
  | { type: 'pick'; id: string; buildName: string }
  /** The Load button. */
  | { type: 'open-load' }
  /** `/builder?load=<id>`, the link of the account's Completed Builds tab. */
  | { type: 'load-param'; id: string }
  /** The Delete Build button. */
  | { type: 'delete-current' }
  | { type: 'name-submitted'; name: string }
  | { type: 'name-cancelled' }
  | { type: 'guard-dont-save' }
  | { type: 'guard-save' }
  | { type: 'delete-confirmed' }
  /** Cancel of the guard, delete or load dialog. */
  | { type: 'close' }
  // outcomes of the effects
  | { type: 'saved'; build: SavedBuild }
  | { type: 'save-failed'; failure: Failure }
  | { type: 'list-fetched'; purpose: ListPurpose; builds: BuildSummary[] }
  | { type: 'list-failed'; purpose: ListPurpose }
  | { type: 'build-fetched'; build: SavedBuild }
  | { type: 'build-fetch-failed'; failure: Failure }
  | { type: 'deleted'; id: string }
  | { type: 'delete-failed'; failure: Failure };

export type ToastLevel = 'success' | 'error' | 'info';

export type Effect =
  | {
      type: 'toast';
      level: ToastLevel;
      message: string;
      duration?: number;
      description?: string;
      /** A link the toast offers, e.g. to the log-in page and back. */
      link?: { label: string; href: string };
    }
  | { type: 'warn'; text: string; cause: unknown }
  /** PUT the body to build `id`, or POST it when `id` is null. */
  | { type: 'persist'; id: string | null; body: BuildRequest }
  /** The save is over; whoever waits for it learns whether it worked. */
  | { type: 'save-settled'; ok: boolean }
  | { type: 'mark-saved'; build: SavedBuild }
  | { type: 'set-build-name'; name: string }
  | { type: 'reset-build' }
  | { type: 'fetch-list'; purpose: ListPurpose }
  /** GET the whole build from the server (never a stale cache). */
  | { type: 'fetch-build'; id: string }
  | { type: 'load-build'; build: SavedBuild }
  | { type: 'delete-build'; id: string }
  | { type: 'run'; run: () => void };

export interface Step {
  state: SavedBuildsState;
  effects: Effect[];
}

/** A save's success toast stays 3 s, its failure 5 s. */
export const SAVE_SUCCESS_MS = 3000;
export const SAVE_FAILURE_MS = 5000;

/** The words the guard dialog uses for what the visitor asked for. */
export function intentLabel(intent: Intent): string {
  if (intent.kind === 'new') return m.actionNew;
  if (intent.kind === 'load') return m.actionLoad(intent.buildName);
  return intent.label;
}

const toast = (
  level: ToastLevel,
  message: string,
  extra?: { duration?: number; description?: string; link?: { label: string; href: string } },
): Effect => ({
  type: 'toast',
  level,
  message,
  ...extra,
});

const stay = (state: SavedBuildsState, ...effects: Effect[]): Step => ({ state, effects });

/** What doing the intent takes, once nothing (or the visitor) stands in the way. */
function proceed(intent: Intent, world: World): Effect[] {
  if (intent.kind === 'new')
    return [{ type: 'reset-build' }, toast('success', buildMessages.started)];
  if (intent.kind === 'run') return [{ type: 'run', run: intent.run }];
  if (!world.userId) return [toast('info', buildMessages.loginToLoad)];
  return [{ type: 'fetch-build', id: intent.id }];
}

/**
 * Runs the intent at once when nothing would be lost, else asks. A build this user saved or
 * loaded always counts as unsaved; a new one when it has a product or a name other than 'My List'.
 */
function guard(state: SavedBuildsState, intent: Intent, world: World): Step {
  const unsaved = hasUnsavedChanges({
    currentBuildId: world.currentBuildId,
    buildName: world.build.buildName,
    buildParts: world.build.buildParts,
  });
  if (!unsaved) return stay(state, ...proceed(intent, world));
  const dialog: Dialog = { kind: 'guard', buildName: world.build.buildName, intent, saving: false };
  return stay({ ...state, dialog });
}

/** Starts saving the build under `buildName`, or joins the save already running. */
function startSave(state: SavedBuildsState, world: World, buildName: string): Step {
  if (state.save) return stay(state);
  const id = world.currentBuildId;
  const body: BuildRequest = {
    buildName,
    buildParts: world.build.buildParts,
    saveStatus: 'saved',
    platform: world.build.platform,
  };
  return stay(
    { ...state, save: { id, body, call: id ? 'update' : 'create' } },
    { type: 'persist', id, body },
  );
}

/** The log-in link a visitor's save offers: the log-in page, then back to the Builder. */
export const LOG_IN_TO_BUILDER = { label: 'Log In', href: '/auth?next=/builder' } as const;

/**
 * The Save button's rule (also behind Save & Continue): a visitor is asked to log in; a build
 * still named 'My List' is named first, and whatever asked for the save stops there.
 */
function requestSave(state: SavedBuildsState, world: World): Step {
  if (!world.userId) {
    return stay(state, toast('info', buildMessages.loginToSave, { link: LOG_IN_TO_BUILDER }));
  }
  if (world.build.buildName === DEFAULT_BUILD_NAME) {
    return stay({
      ...state,
      dialog: { kind: 'name', previousName: world.build.buildName, submitted: false },
    });
  }
  return startSave(state, world, world.build.buildName);
}

function onSaved(state: SavedBuildsState, build: SavedBuild, world: World): Step {
  const startedFrom = state.save?.id ?? null;
  const effects: Effect[] = [
    { type: 'mark-saved', build },
    toast('success', build._id === startedFrom ? buildMessages.updated : buildMessages.saved, {
      duration: SAVE_SUCCESS_MS,
    }),
    { type: 'save-settled', ok: true },
  ];
  let dialog = state.dialog;
  if (dialog?.kind === 'name' && dialog.submitted) dialog = null;
  if (dialog?.kind === 'guard' && dialog.saving) {
    // Save & Continue goes on only now that the save worked.
    effects.push(...proceed(dialog.intent, world));
    dialog = null;
  }
  return { state: { dialog, save: null }, effects };
}

function onSaveFailed(state: SavedBuildsState, failure: Failure): Step {
  const { save } = state;
  // The saved build was deleted meanwhile (another tab): save it anew rather than stay stuck.
  if (save?.call === 'update' && failure.status === 404) {
    return stay(
      { ...state, save: { ...save, call: 'create' } },
      { type: 'persist', id: null, body: save.body },
    );
  }
  // A refusal the user can act on (too many builds, too large) is named under the agreed text.
  const refused = failure.status === 400 || failure.status === 413;
  let dialog = state.dialog;
  // The dialog that asked for the save stays open to retry.
  if (dialog?.kind === 'name' && dialog.submitted) dialog = { ...dialog, submitted: false };
  if (dialog?.kind === 'guard' && dialog.saving) dialog = { ...dialog, saving: false };
  return stay(
    { dialog, save: null },
    { type: 'warn', text: 'Saving the build failed:', cause: failure.cause },
    toast('error', buildMessages.saveFailed, {
      duration: SAVE_FAILURE_MS,
      description: refused ? failure.message : undefined,
    }),
    { type: 'save-settled', ok: false },
  );
}

function onListFetched(
  state: SavedBuildsState,
  purpose: ListPurpose,
  builds: BuildSummary[],
  world: World,
): Step {
  if (purpose.kind === 'open') {
    if (builds.length === 0) return stay(state, toast('info', buildMessages.noSavedBuilds));
    return stay({ ...state, dialog: { kind: 'load' } });
  }
  // A build that is not in the user's list is not loaded.
  const summary = builds.find((b) => b._id === purpose.id);
  if (!summary) return stay(state, toast('error', buildMessages.loadFailed));
  return guard(state, { kind: 'load', id: summary._id, buildName: summary.buildName }, world);
}

/** One step of the workflow: the state after `event` and the effects to run, in order. */
export function savedBuildsStep(
  state: SavedBuildsState,
  event: SavedBuildsEvent,
  world: World,
): Step {
  const { dialog } = state;
  switch (event.type) {
    case 'save':
      return requestSave(state, world);

    case 'guard':
      return guard(state, event.intent, world);

    case 'pick':
      return guard(
        { ...state, dialog: null },
        { kind: 'load', id: event.id, buildName: event.buildName },
        world,
      );

    case 'open-load':
      if (!world.userId) return stay(state, toast('info', buildMessages.loginToLoad));
      return stay(state, { type: 'fetch-list', purpose: { kind: 'open' } });

    case 'load-param':
      if (!world.userId) return stay(state, toast('info', buildMessages.loginToLoad));
      // Already in the builder, perhaps with edits not yet saved: nothing to load.
      if (world.currentBuildId === event.id) return stay(state);
      return stay(state, { type: 'fetch-list', purpose: { kind: 'load-param', id: event.id } });

    case 'delete-current':
      if (!world.currentBuildId) return stay(state, toast('error', buildMessages.noBuildSelected));
      return stay({
        ...state,
        dialog: { kind: 'delete', id: world.currentBuildId, buildName: world.build.buildName },
      });

    case 'name-submitted': {
      if (dialog?.kind !== 'name') return stay(state);
      const named: Effect = { type: 'set-build-name', name: event.name };
      if (!world.userId) return stay(state, named);
      const next = startSave(
        { ...state, dialog: { ...dialog, submitted: true } },
        world,
        event.name,
      );
      return { state: next.state, effects: [named, ...next.effects] };
    }

    case 'name-cancelled': {
      if (dialog?.kind !== 'name') return stay(state);
      // Cancel, Escape and the backdrop bring back the name the build had when the prompt opened.
      const closed = { ...state, dialog: null };
      if (world.build.buildName === dialog.previousName) return stay(closed);
      return stay(closed, { type: 'set-build-name', name: dialog.previousName });
    }

    case 'guard-dont-save':
      if (dialog?.kind !== 'guard') return stay(state);
      return stay({ ...state, dialog: null }, ...proceed(dialog.intent, world));

    case 'guard-save': {
      if (dialog?.kind !== 'guard') return stay(state);
      const next = requestSave(state, world);
      // Only a save that started (or was already running) carries the guard on; the name prompt
      // replaces the guard and the action is dropped.
      if (!next.state.save) return next;
      const waiting =
        next.state.dialog?.kind === 'guard' ? { ...dialog, saving: true } : next.state.dialog;
      return { state: { ...next.state, dialog: waiting }, effects: next.effects };
    }

    case 'delete-confirmed':
      if (dialog?.kind !== 'delete') return stay(state);
      return stay(state, { type: 'delete-build', id: dialog.id });

    case 'close':
      return stay({ ...state, dialog: null });

    case 'saved':
      return onSaved(state, event.build, world);

    case 'save-failed':
      return onSaveFailed(state, event.failure);

    case 'list-fetched':
      return onListFetched(state, event.purpose, event.builds, world);

    case 'list-failed':
      if (event.purpose.kind === 'open')
        return stay(state, toast('error', buildMessages.fetchAllFailed));
      return onListFetched(state, event.purpose, [], world);

    case 'build-fetched':
      return stay(
        state,
        { type: 'load-build', build: event.build },
        toast('success', buildMessages.loaded),
      );

    case 'build-fetch-failed':
      return stay(
        state,
        { type: 'warn', text: 'Loading the build failed:', cause: event.failure.cause },
        toast('error', buildMessages.loadFailed),
      );

    case 'deleted': {
      const closed = { ...state, dialog: null };
      const done = toast('success', buildMessages.deleted);
      // Deleting the build that is loaded resets the builder.
      if (world.currentBuildId === event.id) return stay(closed, { type: 'reset-build' }, done);
      return stay(closed, done);
    }

    case 'delete-failed':
      return stay(
        { ...state, dialog: null },
        { type: 'warn', text: 'Deleting the build failed:', cause: event.failure.cause },
        toast('error', buildMessages.deleteFailedToast),
      );
  }
}

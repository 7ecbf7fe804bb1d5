import { describe, expect, it } from 'vitest';
import { makeProduct } from '../../../../../tests/build-factories.ts';
import { addProduct, emptyBuildParts } from '../../../../shared/build/build.ts';
import { buildMessages } from '../../../../shared/build/messages.ts';
import type { BuildSummary, SavedBuild } from '../../../../shared/build/schema.ts';
import { savedBuildsMessages as m } from '../saved-builds/messages.ts';
import {
  SAVE_FAILURE_MS,
  SAVE_SUCCESS_MS,
  initialSavedBuildsState,
  intentLabel,
  savedBuildsStep,
  type Effect,
  type Failure,
  type Intent,
  type SavedBuildsEvent,
  type SavedBuildsState,
  type World,
} from './saved-builds-workflow.ts';

// --- a small world to run the workflow in -------------------------------------------------------

function world(
  overrides: Partial<World> & { buildName?: string; withProduct?: boolean } = {},
): World {
  const { buildName = 'My List', withProduct = false, ...rest } = overrides;
  const buildParts = withProduct
    ? addProduct(emptyBuildParts(), makeProduct(), 'Barrel')!.parts
    : emptyBuildParts();
  return {
    userId: 'u1',
    build: { buildName, buildParts, platform: 'AR15' },
    currentBuildId: null,
    ...rest,
  };
}

/** A logged-in user with a saved build loaded (which always counts as unsaved). */
const loaded = (overrides: Partial<World> = {}) =>
  world({ buildName: 'Range Day', currentBuildId: 'b1', ...overrides });
/** A fresh default build: nothing would be lost. */
const fresh = (overrides: Partial<World> = {}) => world(overrides);

function savedBuild(overrides: Partial<SavedBuild> = {}): SavedBuild {
  return {
    _id: 'b1',
    userId: 'u1',
    buildName: 'Range Day',
    buildParts: emptyBuildParts(),
    platform: 'AR15',
    saveStatus: 'saved',
    shareId: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function summary(overrides: Partial<BuildSummary> = {}): BuildSummary {
  return {
    _id: 'b2',
    buildName: 'Truck Gun',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    totalPrice: 0,
    percentComplete: 0,
    shareId: null,
    ...overrides,
  };
}

const failure = (status?: number, message = 'Request failed'): Failure => ({
  status,
  message,
  cause: new Error(message),
});

/** Runs events in order against one world; returns the last state and every effect. */
function run(
  events: SavedBuildsEvent[],
  w: World = fresh(),
  from: SavedBuildsState = initialSavedBuildsState,
) {
  let state = from;
  const effects: Effect[] = [];
  for (const event of events) {
    const step = savedBuildsStep(state, event, w);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

const toasts = (effects: Effect[]) =>
  effects.flatMap((e) => (e.type === 'toast' ? [[e.level, e.message]] : []));
const kinds = (effects: Effect[]) => effects.map((e) => e.type);

// --- saving --------------------------------------------------------------------------------------

describe('saving a build', () => {
  it('asks a visitor to log in and saves nothing', () => {
    const { state, effects } = run([{ type: 'save' }], fresh({ userId: undefined }));
    expect(toasts(effects)).toEqual([['info', buildMessages.loginToSave]]);
    expect(state).toEqual(initialSavedBuildsState);
  });

  it("asks for a name first while the build is still called 'My List'", () => {
    const { state, effects } = run([{ type: 'save' }], fresh());
    expect(state.dialog).toEqual({ kind: 'name', previousName: 'My List', submitted: false });
    expect(effects).toEqual([]);
  });

  it('creates a new saved build when the list has no saved build of this user', () => {
    const w = fresh({ build: { ...fresh().build, buildName: 'Truck Gun' } });
    const { state, effects } = run([{ type: 'save' }], w);
    expect(effects).toEqual([
      {
        type: 'persist',
        id: null,
        body: {
          buildName: 'Truck Gun',
          buildParts: w.build.buildParts,
          saveStatus: 'saved',
          platform: 'AR15',
        },
      },
    ]);
    expect(state.save).not.toBeNull();
  });

  it("updates the user's current saved build", () => {
    const { effects } = run([{ type: 'save' }], loaded());
    expect(effects).toMatchObject([{ type: 'persist', id: 'b1' }]);
  });

  it('shares one request between two saves at once', () => {
    const { effects } = run([{ type: 'save' }, { type: 'save' }], loaded());
    expect(kinds(effects)).toEqual(['persist']);
  });

  it("says 'updated' when the saved build was updated and keeps the toast 3 s", () => {
    const { state, effects } = run(
      [{ type: 'save' }, { type: 'saved', build: savedBuild() }],
      loaded(),
    );
    expect(effects.slice(1)).toEqual([
      { type: 'mark-saved', build: savedBuild() },
      {
        type: 'toast',
        level: 'success',
        message: buildMessages.updated,
        duration: SAVE_SUCCESS_MS,
      },
      { type: 'save-settled', ok: true },
    ]);
    expect(state.save).toBeNull();
  });

  it("says 'saved' when a new saved build was created", () => {
    const w = world({ buildName: 'Truck Gun' });
    const { effects } = run(
      [{ type: 'save' }, { type: 'saved', build: savedBuild({ _id: 'b9' }) }],
      w,
    );
    expect(toasts(effects)).toEqual([['success', buildMessages.saved]]);
  });

  it('saves anew when the saved build was deleted meanwhile (another tab)', () => {
    const { state, effects } = run(
      [{ type: 'save' }, { type: 'save-failed', failure: failure(404) }],
      loaded(),
    );
    expect(effects[1]).toMatchObject({
      type: 'persist',
      id: null,
      body: { buildName: 'Range Day' },
    });
    expect(state.save).toMatchObject({ id: 'b1', call: 'create' });
    // the new build has another id, so the toast says 'saved'
    const done = savedBuildsStep(
      state,
      { type: 'saved', build: savedBuild({ _id: 'b7' }) },
      loaded(),
    );
    expect(toasts(done.effects)).toEqual([['success', buildMessages.saved]]);
  });

  it('fails when creating the build anew fails too', () => {
    const { effects } = run(
      [
        { type: 'save' },
        { type: 'save-failed', failure: failure(404) },
        { type: 'save-failed', failure: failure(404) },
      ],
      loaded(),
    );
    expect(toasts(effects)).toEqual([['error', buildMessages.saveFailed]]);
  });

  it('shows the failure toast for 5 s and logs the error', () => {
    const { state, effects } = run(
      [{ type: 'save' }, { type: 'save-failed', failure: failure(500, 'Boom') }],
      loaded(),
    );
    expect(effects.slice(1)).toEqual([
      { type: 'warn', text: 'Saving the build failed:', cause: new Error('Boom') },
      {
        type: 'toast',
        level: 'error',
        message: buildMessages.saveFailed,
        duration: SAVE_FAILURE_MS,
        description: undefined,
      },
      { type: 'save-settled', ok: false },
    ]);
    expect(state.save).toBeNull();
  });

  it.each([400, 413])(
    'names a refusal the user can act on (%i) under the failure toast',
    (status) => {
      const { effects } = run(
        [
          { type: 'save' },
          { type: 'save-failed', failure: failure(status, buildMessages.tooLarge) },
        ],
        loaded(),
      );
      expect(effects).toContainEqual(
        expect.objectContaining({ type: 'toast', description: buildMessages.tooLarge }),
      );
    },
  );
});

describe('the save-name prompt', () => {
  const prompting = run([{ type: 'save' }], fresh()).state;

  it('sets the name and saves under it', () => {
    const { state, effects } = run(
      [{ type: 'name-submitted', name: 'Truck Gun' }],
      fresh(),
      prompting,
    );
    expect(effects).toEqual([
      { type: 'set-build-name', name: 'Truck Gun' },
      expect.objectContaining({
        type: 'persist',
        id: null,
        body: expect.objectContaining({ buildName: 'Truck Gun' }) as unknown,
      }),
    ]);
    expect(state.dialog).toMatchObject({ kind: 'name', submitted: true });
  });

  it('closes once the save worked', () => {
    const { state } = run(
      [
        { type: 'name-submitted', name: 'Truck Gun' },
        { type: 'saved', build: savedBuild() },
      ],
      fresh(),
      prompting,
    );
    expect(state.dialog).toBeNull();
  });

  it('stays open to retry when the save failed', () => {
    const { state } = run(
      [
        { type: 'name-submitted', name: 'Truck Gun' },
        { type: 'save-failed', failure: failure(500) },
      ],
      fresh(),
      prompting,
    );
    expect(state.dialog).toEqual({ kind: 'name', previousName: 'My List', submitted: false });
  });

  it('brings the previous name back on cancel, also after a failed save', () => {
    const renamed = world({ buildName: 'Truck Gun' });
    const { state, effects } = run([{ type: 'name-cancelled' }], renamed, prompting);
    expect(effects).toEqual([{ type: 'set-build-name', name: 'My List' }]);
    expect(state.dialog).toBeNull();
  });

  it('leaves the name alone on cancel when it did not change', () => {
    const { state, effects } = run([{ type: 'name-cancelled' }], fresh(), prompting);
    expect(effects).toEqual([]);
    expect(state.dialog).toBeNull();
  });
});

// --- the unsaved-changes guard -------------------------------------------------------------------

describe('the unsaved-changes guard', () => {
  const newBuild: SavedBuildsEvent = { type: 'guard', intent: { kind: 'new' } };

  it('starts a new build at once when nothing would be lost', () => {
    const { state, effects } = run([newBuild], fresh());
    expect(effects).toEqual([
      { type: 'reset-build' },
      { type: 'toast', level: 'success', message: buildMessages.started },
    ]);
    expect(state.dialog).toBeNull();
  });

  it.each([
    ['a build with a product', world({ withProduct: true })],
    ["a build named other than 'My List'", world({ buildName: 'Truck Gun' })],
    ['a loaded saved build, even unchanged', loaded()],
  ])('asks before replacing %s', (_what, w) => {
    const { state, effects } = run([newBuild], w);
    expect(effects).toEqual([]);
    expect(state.dialog).toEqual({
      kind: 'guard',
      buildName: w.build.buildName,
      intent: { kind: 'new' },
      saving: false,
    });
  });

  it('does nothing on Cancel', () => {
    const { state, effects } = run([newBuild, { type: 'close' }], loaded());
    expect(effects).toEqual([]);
    expect(state.dialog).toBeNull();
  });

  it("goes on without saving on Don't Save", () => {
    const { state, effects } = run([newBuild, { type: 'guard-dont-save' }], loaded());
    expect(kinds(effects)).toEqual(['reset-build', 'toast']);
    expect(state.dialog).toBeNull();
  });

  it('saves, then goes on, on Save & Continue', () => {
    const asked = run([newBuild, { type: 'guard-save' }], loaded());
    expect(kinds(asked.effects)).toEqual(['persist']);
    expect(asked.state.dialog).toMatchObject({ kind: 'guard', saving: true });

    const done = savedBuildsStep(asked.state, { type: 'saved', build: savedBuild() }, loaded());
    expect(kinds(done.effects)).toEqual([
      'mark-saved',
      'toast',
      'save-settled',
      'reset-build',
      'toast',
    ]);
    expect(done.state.dialog).toBeNull();
  });

  it('stays open and does not go on when Save & Continue fails', () => {
    const { state, effects } = run(
      [newBuild, { type: 'guard-save' }, { type: 'save-failed', failure: failure(500) }],
      loaded(),
    );
    expect(kinds(effects)).not.toContain('reset-build');
    expect(state.dialog).toMatchObject({ kind: 'guard', saving: false });
  });

  it("turns into the name prompt, dropping the action, when the build is still 'My List'", () => {
    const w = world({ withProduct: true });
    const { state, effects } = run([newBuild, { type: 'guard-save' }], w);
    expect(state.dialog).toEqual({ kind: 'name', previousName: 'My List', submitted: false });
    const named = run(
      [
        { type: 'name-submitted', name: 'Truck Gun' },
        { type: 'saved', build: savedBuild() },
      ],
      w,
      state,
    );
    expect(kinds([...effects, ...named.effects])).not.toContain('reset-build');
  });

  it('asks a visitor to log in on Save & Continue and keeps asking', () => {
    const visitor = world({ userId: undefined, withProduct: true, buildName: 'Truck Gun' });
    const { state, effects } = run([newBuild, { type: 'guard-save' }], visitor);
    expect(toasts(effects)).toEqual([['info', buildMessages.loginToSave]]);
    // with the way to log in and come back to this build
    expect(effects.find((e) => e.type === 'toast')).toMatchObject({
      link: { label: 'Log In', href: '/auth?next=/builder' },
    });
    expect(state.dialog).toMatchObject({ kind: 'guard', saving: false });
  });

  it('runs any other replacing action through the same guard', () => {
    const copy = () => {};
    const intent: Intent = { kind: 'run', label: m.actionCopy('Shared'), run: copy };
    expect(run([{ type: 'guard', intent }], fresh()).effects).toEqual([{ type: 'run', run: copy }]);
    const asked = run([{ type: 'guard', intent }], loaded());
    expect(asked.state.dialog).toMatchObject({ kind: 'guard', intent });
  });

  it('names the action in the words of the dialog', () => {
    expect(intentLabel({ kind: 'new' })).toBe(m.actionNew);
    expect(intentLabel({ kind: 'load', id: 'b2', buildName: 'Truck Gun' })).toBe(
      m.actionLoad('Truck Gun'),
    );
    expect(intentLabel({ kind: 'run', label: 'copy it', run: () => {} })).toBe('copy it');
  });
});

// --- loading -------------------------------------------------------------------------------------

describe('loading a saved build', () => {
  it('asks a visitor to log in', () => {
    const { effects } = run([{ type: 'open-load' }], fresh({ userId: undefined }));
    expect(toasts(effects)).toEqual([['info', buildMessages.loginToLoad]]);
  });

  it('fetches the list, then opens the load dialog', () => {
    const { state, effects } = run(
      [
        { type: 'open-load' },
        { type: 'list-fetched', purpose: { kind: 'open' }, builds: [summary()] },
      ],
      fresh(),
    );
    expect(effects).toEqual([{ type: 'fetch-list', purpose: { kind: 'open' } }]);
    expect(state.dialog).toEqual({ kind: 'load' });
  });

  it('says so when there are no saved builds', () => {
    const { state, effects } = run(
      [{ type: 'open-load' }, { type: 'list-fetched', purpose: { kind: 'open' }, builds: [] }],
      fresh(),
    );
    expect(toasts(effects)).toEqual([['info', buildMessages.noSavedBuilds]]);
    expect(state.dialog).toBeNull();
  });

  it('says so when the list cannot be fetched', () => {
    const { effects } = run(
      [{ type: 'open-load' }, { type: 'list-failed', purpose: { kind: 'open' } }],
      fresh(),
    );
    expect(toasts(effects)).toEqual([['error', buildMessages.fetchAllFailed]]);
  });

  it('closes the load dialog and fetches the picked build when nothing would be lost', () => {
    const open: SavedBuildsState = { ...initialSavedBuildsState, dialog: { kind: 'load' } };
    const { state, effects } = run(
      [{ type: 'pick', id: 'b2', buildName: 'Truck Gun' }],
      fresh(),
      open,
    );
    expect(state.dialog).toBeNull();
    expect(effects).toEqual([{ type: 'fetch-build', id: 'b2' }]);
  });

  it('asks before loading over unsaved changes', () => {
    const open: SavedBuildsState = { ...initialSavedBuildsState, dialog: { kind: 'load' } };
    const { state, effects } = run(
      [{ type: 'pick', id: 'b2', buildName: 'Truck Gun' }],
      loaded(),
      open,
    );
    expect(effects).toEqual([]);
    expect(state.dialog).toEqual({
      kind: 'guard',
      buildName: 'Range Day',
      intent: { kind: 'load', id: 'b2', buildName: 'Truck Gun' },
      saving: false,
    });
  });

  it('puts the fetched build into the builder', () => {
    const build = savedBuild({ _id: 'b2' });
    const { effects } = run([{ type: 'build-fetched', build }], fresh());
    expect(effects).toEqual([
      { type: 'load-build', build },
      { type: 'toast', level: 'success', message: buildMessages.loaded },
    ]);
  });

  it('says so, and logs, when the build cannot be fetched', () => {
    const { effects } = run([{ type: 'build-fetch-failed', failure: failure(404) }], fresh());
    expect(kinds(effects)).toEqual(['warn', 'toast']);
    expect(toasts(effects)).toEqual([['error', buildMessages.loadFailed]]);
  });
});

describe('opening a build from the account (?load=<id>)', () => {
  it('asks a visitor to log in', () => {
    const { effects } = run([{ type: 'load-param', id: 'b2' }], fresh({ userId: undefined }));
    expect(toasts(effects)).toEqual([['info', buildMessages.loginToLoad]]);
  });

  it('reloads nothing when the build is already the loaded one, keeping local edits', () => {
    const { effects } = run([{ type: 'load-param', id: 'b1' }], loaded());
    expect(effects).toEqual([]);
  });

  it("loads a build of the user's list through the guard", () => {
    const purpose = { kind: 'load-param', id: 'b2' } as const;
    const { state, effects } = run(
      [
        { type: 'load-param', id: 'b2' },
        { type: 'list-fetched', purpose, builds: [summary()] },
      ],
      loaded(),
    );
    expect(effects).toEqual([{ type: 'fetch-list', purpose }]);
    expect(state.dialog).toMatchObject({
      kind: 'guard',
      intent: { kind: 'load', id: 'b2', buildName: 'Truck Gun' },
    });
  });

  it("refuses a build that is not in the user's list", () => {
    const purpose = { kind: 'load-param', id: 'nope' } as const;
    const { effects } = run([{ type: 'list-fetched', purpose, builds: [summary()] }], fresh());
    expect(toasts(effects)).toEqual([['error', buildMessages.loadFailed]]);
  });

  it('treats a list that cannot be fetched as not having the build', () => {
    const purpose = { kind: 'load-param', id: 'b2' } as const;
    const { effects } = run([{ type: 'list-failed', purpose }], fresh());
    expect(toasts(effects)).toEqual([['error', buildMessages.loadFailed]]);
  });
});

// --- deleting ------------------------------------------------------------------------------------

describe('deleting the loaded build', () => {
  it('says no build is selected when there is no saved build of this user', () => {
    const { state, effects } = run([{ type: 'delete-current' }], fresh());
    expect(toasts(effects)).toEqual([['error', buildMessages.noBuildSelected]]);
    expect(state.dialog).toBeNull();
  });

  it('asks to confirm, naming the build', () => {
    const { state } = run([{ type: 'delete-current' }], loaded());
    expect(state.dialog).toEqual({ kind: 'delete', id: 'b1', buildName: 'Range Day' });
  });

  it('deletes on confirm, then resets the builder when the deleted build is still loaded', () => {
    const { state, effects } = run(
      [{ type: 'delete-current' }, { type: 'delete-confirmed' }, { type: 'deleted', id: 'b1' }],
      loaded(),
    );
    expect(effects).toEqual([
      { type: 'delete-build', id: 'b1' },
      { type: 'reset-build' },
      { type: 'toast', level: 'success', message: buildMessages.deleted },
    ]);
    expect(state.dialog).toBeNull();
  });

  it('keeps the builder when another build was loaded meanwhile', () => {
    const asked = run([{ type: 'delete-current' }, { type: 'delete-confirmed' }], loaded());
    const { effects } = run(
      [{ type: 'deleted', id: 'b1' }],
      loaded({ currentBuildId: 'b3' }),
      asked.state,
    );
    expect(kinds(effects)).toEqual(['toast']);
  });

  it('says so, logs and closes when the delete fails', () => {
    const { state, effects } = run(
      [
        { type: 'delete-current' },
        { type: 'delete-confirmed' },
        { type: 'delete-failed', failure: failure(500) },
      ],
      loaded(),
    );
    expect(kinds(effects)).toEqual(['delete-build', 'warn', 'toast']);
    expect(toasts(effects)).toEqual([['error', buildMessages.deleteFailedToast]]);
    expect(state.dialog).toBeNull();
  });

  it('does nothing on Cancel', () => {
    const { state, effects } = run([{ type: 'delete-current' }, { type: 'close' }], loaded());
    expect(effects).toEqual([]);
    expect(state.dialog).toBeNull();
  });
});

import type { QueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.ts';
import type { BuildRequest, SavedBuild } from '../../../../shared/build/schema.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { userBuildsQueryOptions } from '../../../queries/list-user-builds.ts';
import {
  currentBuildIdFor,
  getBuild,
  loadSavedBuild,
  markSaved,
  resetBuild,
  setBuildName,
} from '../../../stores/build.ts';
import { userBuildQueryOptions } from '../api/get-user-build.ts';
import {
  initialSavedBuildsState,
  savedBuildsStep,
  type Effect,
  type Failure,
  type SavedBuildsEvent,
  type SavedBuildsState,
  type World,
} from '../lib/saved-builds-workflow.ts';

// Runs the saved-builds reducer against the real world: it reads the build store and the session
// for each event, keeps the state, runs the effects the reducer returns (calls, store updates,
// toasts) and feeds their outcomes back as events (ADR 072).

/** The calls and the user the effects need, read afresh for every event. */
export interface WorkflowIo {
  userId: string | undefined;
  queryClient: QueryClient;
  createBuild: (body: BuildRequest) => Promise<SavedBuild>;
  updateBuild: (args: { id: string; body: BuildRequest }) => Promise<SavedBuild>;
  deleteBuild: (id: string) => Promise<unknown>;
}

export interface WorkflowRunner {
  /** Steps the reducer; resolves when the effects it started, and their follow-ups, are done. */
  dispatch: (event: SavedBuildsEvent) => Promise<void>;
  /** Resolves when the save under way (if any) is over: true when it worked. */
  untilSaved: () => Promise<boolean>;
  /** The latest calls and user (the provider passes them after each render). */
  setIo: (io: WorkflowIo) => void;
}

function failureOf(err: unknown): Failure {
  return {
    status: err instanceof ApiError ? err.status : undefined,
    message: err instanceof Error ? err.message : String(err),
    cause: err,
  };
}

function showToast(effect: Extract<Effect, { type: 'toast' }>): void {
  const { type: _type, level, message, ...options } = effect;
  toast[level](message, options);
}

export function createWorkflowRunner(
  initialIo: WorkflowIo,
  onState: (state: SavedBuildsState) => void,
): WorkflowRunner {
  let current = initialIo;
  const io = () => current;
  let state = initialSavedBuildsState;
  let saveWaiters: ((ok: boolean) => void)[] = [];

  function world(): World {
    const { userId } = io();
    const { buildName, buildParts, platform } = getBuild();
    return {
      userId,
      build: { buildName, buildParts, platform },
      currentBuildId: currentBuildIdFor(userId),
    };
  }

  /** Runs `call` and dispatches the event its outcome names. */
  function then<T>(
    call: Promise<T>,
    done: (value: T) => SavedBuildsEvent,
    failed: (err: unknown) => SavedBuildsEvent,
  ): Promise<void> {
    return call.then(done, failed).then(dispatch);
  }

  function run(effect: Effect): Promise<void> | undefined {
    const { userId, queryClient, createBuild, updateBuild, deleteBuild } = io();
    switch (effect.type) {
      case 'toast':
        showToast(effect);
        return;
      case 'warn':
        console.warn(effect.text, effect.cause);
        return;
      case 'persist':
        return then(
          effect.id ? updateBuild({ id: effect.id, body: effect.body }) : createBuild(effect.body),
          (build) => ({ type: 'saved', build }),
          (err) => ({ type: 'save-failed', failure: failureOf(err) }),
        );
      case 'save-settled': {
        const waiters = saveWaiters;
        saveWaiters = [];
        waiters.forEach((resolve) => resolve(effect.ok));
        return;
      }
      case 'mark-saved':
        markSaved(effect.build);
        return;
      case 'set-build-name':
        setBuildName(effect.name);
        return;
      case 'reset-build':
        resetBuild();
        return;
      case 'load-build':
        loadSavedBuild(effect.build);
        return;
      case 'run':
        effect.run();
        return;
      case 'fetch-list': {
        const { purpose } = effect;
        if (!userId) return;
        return then(
          queryClient.fetchQuery(userBuildsQueryOptions(userId)),
          (builds) => ({ type: 'list-fetched', purpose, builds }),
          () => ({ type: 'list-failed', purpose }),
        );
      }
      case 'fetch-build':
        if (!userId) return;
        return then(
          queryClient.fetchQuery(userBuildQueryOptions(userId, effect.id)),
          (build) => ({ type: 'build-fetched', build }),
          (err) => ({ type: 'build-fetch-failed', failure: failureOf(err) }),
        );
      case 'delete-build': {
        const { id } = effect;
        return then(
          deleteBuild(id),
          () => ({ type: 'deleted', id }),
          (err) => ({ type: 'delete-failed', failure: failureOf(err) }),
        );
      }
    }
  }

  function dispatch(event: SavedBuildsEvent): Promise<void> {
    const step = savedBuildsStep(state, event, world());
    state = step.state;
    onState(state);
    const pending = step.effects.map(run).filter((p) => p !== undefined);
    return Promise.all(pending).then(() => undefined);
  }

  function untilSaved(): Promise<boolean> {
    if (!state.save) return Promise.resolve(false);
    return new Promise((resolve) => saveWaiters.push(resolve));
  }

  function setIo(next: WorkflowIo): void {
    current = next;
  }

  return { dispatch, untilSaved, setIo };
}

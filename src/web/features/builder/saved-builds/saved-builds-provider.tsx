import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  Suspense,
  type ReactNode,
} from 'react';
import { useSearchParams } from 'react-router';
import type { BuildSummary } from '../../../../shared/build/schema.ts';
import { nameDialogStart } from '../../../../shared/build/state.ts';
import { useUserBuilds } from '../../../queries/list-user-builds.ts';
import { getBuild } from '../../../stores/build.ts';
import { useSession } from '../../../stores/session.ts';
import { useCreateUserBuild } from '../api/create-user-build.ts';
import { useDeleteUserBuild } from '../api/delete-user-build.ts';
import { useUpdateUserBuild } from '../api/update-user-build.ts';
import {
  initialSavedBuildsState,
  intentLabel,
  type SavedBuildsState,
} from '../lib/saved-builds-workflow.ts';
import {
  DeleteBuildDialog,
  LoadBuildDialog,
  SaveNameDialog,
  UnsavedChangesDialog,
  usePreloadDialogs,
} from './lazy-dialogs.tsx';
import { createWorkflowRunner, type WorkflowIo } from './workflow-runner.ts';

// The saved-builds side of the builder: save, load, new, delete, the unsaved-changes guard and
// their dialogs. The rules live in the pure reducer `lib/saved-builds-workflow.ts`; this provider
// only feeds it events, runs the effects it asks for (calls, store updates, toasts) and renders
// the open dialog (ADR 018, ADR 072). The page wraps its content in <SavedBuildsProvider>; any
// component may call useSavedBuilds().

export interface SavedBuildsActions {
  /** Saves the build (or asks for a name first). Resolves true when the build was saved. */
  save: () => Promise<boolean>;
  /** Starts a new build through the unsaved-changes guard. */
  newBuild: () => void;
  /** Opens the load dialog. */
  openLoad: () => void;
  /** Asks to delete the loaded build. */
  deleteCurrent: () => void;
}

/** What the saved-builds pieces of this folder need besides the four actions. */
export interface SavedBuildsExtras {
  /** A save is under way (Save is disabled meanwhile). */
  saving: boolean;
  /** Loads a build through the unsaved-changes guard (the My Builds dropdown). */
  pick: (build: Pick<BuildSummary, '_id' | 'buildName'>) => void;
  /** Runs `proceed` at once, or after the unsaved-changes dialog lets it. */
  guard: (action: string, proceed: () => void) => void;
}

/** `?load=<id>` on /builder opens that saved build (the Completed Builds tab links there). */
export const LOAD_PARAM = 'load';

const noop: SavedBuildsActions = {
  save: () => Promise.resolve(false),
  newBuild: () => {},
  openLoad: () => {},
  deleteCurrent: () => {},
};

const SavedBuildsContext = createContext<SavedBuildsActions>(noop);
const SavedBuildsExtrasContext = createContext<SavedBuildsExtras>({
  saving: false,
  pick: () => {},
  guard: (_action, proceed) => proceed(),
});

export function SavedBuildsProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const userId = session?.user._id;
  const queryClient = useQueryClient();
  const { mutateAsync: createBuild } = useCreateUserBuild(userId);
  const { mutateAsync: updateBuild } = useUpdateUserBuild(userId);
  const { mutateAsync: deleteBuild } = useDeleteUserBuild(userId);
  const builds = useUserBuilds(userId);
  const [state, setState] = useState<SavedBuildsState>(initialSavedBuildsState);

  // One runner for the provider's life; it is told the latest calls and user after each render.
  const io: WorkflowIo = { userId, queryClient, createBuild, updateBuild, deleteBuild };
  const [runner] = useState(() => createWorkflowRunner(io, setState));
  useEffect(() => runner.setIo(io));
  const { dispatch, untilSaved } = runner;

  const save = useCallback(() => {
    void dispatch({ type: 'save' });
    return untilSaved();
  }, [dispatch, untilSaved]);
  const newBuild = useCallback(
    () => void dispatch({ type: 'guard', intent: { kind: 'new' } }),
    [dispatch],
  );
  const openLoad = useCallback(() => void dispatch({ type: 'open-load' }), [dispatch]);
  const deleteCurrent = useCallback(() => void dispatch({ type: 'delete-current' }), [dispatch]);
  const pick = useCallback(
    (build: Pick<BuildSummary, '_id' | 'buildName'>) =>
      void dispatch({ type: 'pick', id: build._id, buildName: build.buildName }),
    [dispatch],
  );
  const guard = useCallback(
    (action: string, proceed: () => void) =>
      void dispatch({ type: 'guard', intent: { kind: 'run', label: action, run: proceed } }),
    [dispatch],
  );

  // /builder?load=<id>: the parameter is removed at once and the build loads through the guard.
  const [params, setParams] = useSearchParams();
  const requested = params.get(LOAD_PARAM);
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (!requested || handled.current === requested) return;
    handled.current = requested;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(LOAD_PARAM);
        return next;
      },
      { replace: true },
    );
    void dispatch({ type: 'load-param', id: requested });
  }, [requested, setParams, dispatch]);

  const actions = useMemo<SavedBuildsActions>(
    () => ({ save, newBuild, openLoad, deleteCurrent }),
    [save, newBuild, openLoad, deleteCurrent],
  );
  const saving = state.save !== null;
  const extras = useMemo<SavedBuildsExtras>(() => ({ saving, pick, guard }), [saving, pick, guard]);

  usePreloadDialogs();
  const { dialog } = state;
  const close = () => void dispatch({ type: 'close' });

  return (
    <SavedBuildsContext.Provider value={actions}>
      <SavedBuildsExtrasContext.Provider value={extras}>
        {children}
        <Suspense fallback={null}>
          {dialog?.kind === 'name' ? (
            <SaveNameDialog
              initialName={nameDialogStart(getBuild().buildName)}
              onSave={async (name) => {
                void dispatch({ type: 'name-submitted', name });
                await untilSaved();
              }}
              onCancel={() => void dispatch({ type: 'name-cancelled' })}
            />
          ) : null}
          {dialog?.kind === 'guard' ? (
            <UnsavedChangesDialog
              buildName={dialog.buildName}
              action={intentLabel(dialog.intent)}
              onCancel={close}
              onDontSave={() => void dispatch({ type: 'guard-dont-save' })}
              onSaveAndContinue={async () => {
                void dispatch({ type: 'guard-save' });
                await untilSaved();
              }}
            />
          ) : null}
          {dialog?.kind === 'load' ? (
            <LoadBuildDialog builds={builds.data ?? []} onPick={pick} onClose={close} />
          ) : null}
          {dialog?.kind === 'delete' ? (
            <DeleteBuildDialog
              buildName={dialog.buildName}
              onCancel={close}
              onConfirm={() => dispatch({ type: 'delete-confirmed' })}
            />
          ) : null}
        </Suspense>
      </SavedBuildsExtrasContext.Provider>
    </SavedBuildsContext.Provider>
  );
}

export function useSavedBuilds(): SavedBuildsActions {
  return useContext(SavedBuildsContext);
}

export function useSavedBuildsExtras(): SavedBuildsExtras {
  return useContext(SavedBuildsExtrasContext);
}

import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { buildMessages } from '../../../../shared/build/messages.ts';
import {
  DEFAULT_BUILD_NAME,
  type BuildRequest,
  type BuildSummary,
  type SavedBuild,
} from '../../../../shared/build/schema.ts';
import { hasUnsavedChanges, nameDialogStart } from '../../../../shared/build/state.ts';
import { ApiError } from '../../../lib/api-client.ts';
import {
  currentBuildIdFor,
  getBuild,
  loadSavedBuild,
  markSaved,
  resetBuild,
  setBuildName,
} from '../../../stores/build.ts';
import { useSession } from '../../../stores/session.ts';
import { useCreateUserBuild } from '../api/create-user-build.ts';
import { useDeleteUserBuild } from '../api/delete-user-build.ts';
import { userBuildQueryOptions } from '../api/get-user-build.ts';
import { userBuildsQueryOptions, useUserBuilds } from '../../../queries/list-user-builds.ts';
import { useUpdateUserBuild } from '../api/update-user-build.ts';
import { DeleteBuildDialog } from './delete-build-dialog.tsx';
import { LoadBuildDialog } from './load-build-dialog.tsx';
import { savedBuildsMessages as m } from './messages.ts';
import { SaveNameDialog } from './save-name-dialog.tsx';
import { UnsavedChangesDialog } from './unsaved-changes-dialog.tsx';

// CONTRACT (issue 4): the saved-builds side of the builder — save, load, new, delete, the
// unsaved-changes guard and their dialogs (spec §4 "Save flow", "Unsaved-changes guard", "Load",
// "Delete"). The page wraps its content in <SavedBuildsProvider>; any component may call
// useSavedBuilds(). ADR 018 describes the dialogs and their order.

export interface SavedBuildsActions {
  /** spec §4 Save flow. Resolves true when the build was saved. */
  save: () => Promise<boolean>;
  /** spec §4 'start a new build' through the unsaved-changes guard. */
  newBuild: () => void;
  /** Opens the load dialog (spec §4 Load). */
  openLoad: () => void;
  /** spec §4 Delete (confirm dialog). */
  deleteCurrent: () => void;
}

/** What the saved-builds pieces of this folder need besides the contract's four actions. */
export interface SavedBuildsExtras {
  /** A save is under way (spec §5: Save is disabled while saving). */
  saving: boolean;
  /** spec §4 'load {build name}' through the unsaved-changes guard (the My Builds dropdown). */
  pick: (build: Pick<BuildSummary, '_id' | 'buildName'>) => void;
  /** Runs `proceed` at once, or after the unsaved-changes dialog lets it (spec §4). */
  guard: (action: string, proceed: () => void) => void;
}

/** spec §9: a save's success toast stays 3 s, its failure 5 s. */
export const SAVE_SUCCESS_MS = 3000;
export const SAVE_FAILURE_MS = 5000;

/** `?load=<id>` on /builder opens that saved build (the Completed Builds tab links there, D20). */
export const LOAD_PARAM = 'load';

const noop: SavedBuildsActions = {
  save: async () => false,
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

type Dialog =
  | { kind: 'name'; previousName: string }
  | { kind: 'guard'; buildName: string; action: string; proceed: () => void }
  | { kind: 'load' }
  | { kind: 'delete'; id: string; buildName: string };

export function SavedBuildsProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const userId = session?.user._id;
  const queryClient = useQueryClient();
  const { mutateAsync: createBuild } = useCreateUserBuild(userId);
  const { mutateAsync: updateBuild } = useUpdateUserBuild(userId);
  const { mutateAsync: deleteBuild } = useDeleteUserBuild(userId);
  const builds = useUserBuilds(userId);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [saving, setSaving] = useState(false);
  const inFlight = useRef<Promise<boolean> | null>(null);

  /** Saves the build as it is now: PUT with this user's current build id, else POST (spec §4). */
  const persist = useCallback((): Promise<boolean> => {
    if (inFlight.current) return inFlight.current;
    if (!userId) return Promise.resolve(false);
    const run = async (): Promise<boolean> => {
      const current = getBuild();
      const id = currentBuildIdFor(userId);
      const body: BuildRequest = {
        buildName: current.buildName,
        buildParts: current.buildParts,
        saveStatus: 'saved',
        platform: current.platform,
      };
      setSaving(true);
      try {
        let saved: SavedBuild;
        if (id) {
          try {
            saved = await updateBuild({ id, body });
          } catch (err) {
            // ADR 018: the saved build was deleted meanwhile (another tab): save it anew.
            if (!(err instanceof ApiError && err.status === 404)) throw err;
            saved = await createBuild(body);
          }
        } else {
          saved = await createBuild(body);
        }
        markSaved(saved);
        toast.success(saved._id === id ? buildMessages.updated : buildMessages.saved, {
          duration: SAVE_SUCCESS_MS,
        });
        return true;
      } catch (err) {
        console.warn('Saving the build failed:', err);
        // ADR 018: a refusal the user can act on (200 builds, 256 KB) is named under the spec's
        // toast text.
        const refused = err instanceof ApiError && (err.status === 400 || err.status === 413);
        toast.error(buildMessages.saveFailed, {
          duration: SAVE_FAILURE_MS,
          description: refused ? err.message : undefined,
        });
        return false;
      } finally {
        setSaving(false);
        inFlight.current = null;
      }
    };
    inFlight.current = run();
    return inFlight.current;
  }, [userId, createBuild, updateBuild]);

  const save = useCallback(async (): Promise<boolean> => {
    if (!userId) {
      toast.info(buildMessages.loginToSave);
      return false;
    }
    const { buildName } = getBuild();
    // spec §4: a build still named 'My List' is named first; whatever asked for the save stops.
    if (buildName === DEFAULT_BUILD_NAME) {
      setDialog({ kind: 'name', previousName: buildName });
      return false;
    }
    return persist();
  }, [userId, persist]);

  const guard = useCallback(
    (action: string, proceed: () => void) => {
      const current = getBuild();
      const unsaved = hasUnsavedChanges({
        currentBuildId: currentBuildIdFor(userId),
        buildName: current.buildName,
        buildParts: current.buildParts,
      });
      if (!unsaved) proceed();
      else setDialog({ kind: 'guard', buildName: current.buildName, action, proceed });
    },
    [userId],
  );

  const newBuild = useCallback(() => {
    guard(m.actionNew, () => {
      resetBuild();
      toast.success(buildMessages.started);
    });
  }, [guard]);

  /** spec §4 Load: the whole build from the server into the builder. */
  const loadById = useCallback(
    async (id: string): Promise<boolean> => {
      if (!userId) {
        toast.info(buildMessages.loginToLoad);
        return false;
      }
      try {
        const saved = await queryClient.fetchQuery(userBuildQueryOptions(userId, id));
        loadSavedBuild(saved);
        toast.success(buildMessages.loaded);
        return true;
      } catch (err) {
        console.warn('Loading the build failed:', err);
        toast.error(buildMessages.loadFailed);
        return false;
      }
    },
    [userId, queryClient],
  );

  const pick = useCallback(
    (build: Pick<BuildSummary, '_id' | 'buildName'>) => {
      setDialog(null);
      guard(m.actionLoad(build.buildName), () => void loadById(build._id));
    },
    [guard, loadById],
  );

  const openLoad = useCallback(() => {
    if (!userId) {
      toast.info(buildMessages.loginToLoad);
      return;
    }
    void (async () => {
      let list: BuildSummary[];
      try {
        list = await queryClient.fetchQuery(userBuildsQueryOptions(userId));
      } catch {
        toast.error(buildMessages.fetchAllFailed);
        return;
      }
      if (list.length === 0) toast.info(buildMessages.noSavedBuilds);
      else setDialog({ kind: 'load' });
    })();
  }, [userId, queryClient]);

  const deleteCurrent = useCallback(() => {
    const id = currentBuildIdFor(userId);
    if (!id) {
      toast.error(buildMessages.noBuildSelected);
      return;
    }
    setDialog({ kind: 'delete', id, buildName: getBuild().buildName });
  }, [userId]);

  // decision D20: /builder?load=<id> (from the Completed Builds tab) loads that build through the
  // guard. spec §4: a build that is not in the user's list is not loaded.
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
    if (!userId) {
      toast.info(buildMessages.loginToLoad);
      return;
    }
    // Already in the builder (perhaps with edits not yet saved): nothing to load.
    if (currentBuildIdFor(userId) === requested) return;
    void (async () => {
      const list = await queryClient
        .fetchQuery(userBuildsQueryOptions(userId))
        .catch(() => [] as BuildSummary[]);
      const summary = list.find((b) => b._id === requested);
      if (!summary) toast.error(buildMessages.loadFailed);
      else guard(m.actionLoad(summary.buildName), () => void loadById(summary._id));
    })();
  }, [requested, userId, queryClient, setParams, guard, loadById]);

  const actions = useMemo<SavedBuildsActions>(
    () => ({ save, newBuild, openLoad, deleteCurrent }),
    [save, newBuild, openLoad, deleteCurrent],
  );
  const extras = useMemo<SavedBuildsExtras>(() => ({ saving, pick, guard }), [saving, pick, guard]);

  const close = () => setDialog(null);

  return (
    <SavedBuildsContext.Provider value={actions}>
      <SavedBuildsExtrasContext.Provider value={extras}>
        {children}
        {dialog?.kind === 'name' ? (
          <SaveNameDialog
            initialName={nameDialogStart(getBuild().buildName)}
            onSave={async (name) => {
              setBuildName(name);
              if (await persist()) setDialog((d) => (d?.kind === 'name' ? null : d));
            }}
            onCancel={() => {
              // spec §4: Cancel, Escape and the backdrop bring the previous name back.
              if (getBuild().buildName !== dialog.previousName) setBuildName(dialog.previousName);
              close();
            }}
          />
        ) : null}
        {dialog?.kind === 'guard' ? (
          <UnsavedChangesDialog
            buildName={dialog.buildName}
            action={dialog.action}
            onCancel={close}
            onDontSave={() => {
              close();
              dialog.proceed();
            }}
            onSaveAndContinue={async () => {
              // spec §4: proceed only when the save returned true; a default name turns this
              // dialog into the name prompt and the action is dropped.
              if (await save()) {
                setDialog((d) => (d?.kind === 'guard' ? null : d));
                dialog.proceed();
              }
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
            onConfirm={async () => {
              try {
                await deleteBuild(dialog.id);
                // spec §4: deleting the loaded build resets the builder.
                if (currentBuildIdFor(userId) === dialog.id) resetBuild();
                toast.success(buildMessages.deleted);
              } catch (err) {
                console.warn('Deleting the build failed:', err);
                toast.error(buildMessages.deleteFailedToast);
              } finally {
                close();
              }
            }}
          />
        ) : null}
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

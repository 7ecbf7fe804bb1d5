import { createContext, useContext, type ReactNode } from 'react';

// CONTRACT (issue 4): the saved-builds side of the builder — save, load, new, delete, the
// unsaved-changes guard and their dialogs (spec §4 "Save flow", "Unsaved-changes guard", "Load",
// "Delete"). The page wraps its content in <SavedBuildsProvider>; any component may call
// useSavedBuilds(). Stub until the saved-builds work lands.

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

const noop: SavedBuildsActions = {
  save: async () => false,
  newBuild: () => {},
  openLoad: () => {},
  deleteCurrent: () => {},
};

const SavedBuildsContext = createContext<SavedBuildsActions>(noop);

export function SavedBuildsProvider({ children }: { children: ReactNode }) {
  return <SavedBuildsContext.Provider value={noop}>{children}</SavedBuildsContext.Provider>;
}

export function useSavedBuilds(): SavedBuildsActions {
  return useContext(SavedBuildsContext);
}

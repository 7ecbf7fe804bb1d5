import type { ReactNode } from 'react';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useSession } from '../../../stores/session.ts';
import { savedBuildsMessages as m } from './messages.ts';
import styles from './build-toolbar.module.css';
import { useSavedBuilds } from './saved-builds-provider.tsx';

/** The mobile layout starts below 800 px; the toolbar is a wide-screen piece. */
export const TOOLBAR_MEDIA = '(min-width: 800px)';

// Sidebar toolbar with load, new and delete actions, shown only when logged in on wide
// screens.
export function BuildToolbar() {
  const session = useSession();
  const wide = useMediaQuery(TOOLBAR_MEDIA);
  const { openLoad, newBuild, deleteCurrent } = useSavedBuilds();
  if (!session || !wide) return null;
  return (
    <aside className={styles.toolbar} aria-label={m.toolbar}>
      <button type="button" className={styles.action} onClick={openLoad}>
        <LoadIcon />
        {m.load}
      </button>
      <button type="button" className={styles.action} onClick={newBuild}>
        <NewIcon />
        {m.newBuild}
      </button>
      <button type="button" className={styles.action} onClick={deleteCurrent}>
        <DeleteIcon />
        {m.deleteBuild}
      </button>
    </aside>
  );
}

function Svg({ children }: { children: ReactNode }) {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

function LoadIcon() {
  return (
    <Svg>
      <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
    </Svg>
  );
}

function NewIcon() {
  return (
    <Svg>
      <path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" />
      <path d="M14 3v6h6M12 12v6M9 15h6" />
    </Svg>
  );
}

function DeleteIcon() {
  return (
    <Svg>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
    </Svg>
  );
}

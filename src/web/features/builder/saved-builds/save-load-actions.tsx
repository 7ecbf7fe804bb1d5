import { useId, useState, type ReactNode } from 'react';
import { toast } from '../../../lib/toast.ts';
import { buildMessages } from '../../../../shared/build/messages.ts';
import { ChevronDownIcon } from '../../../components/icons/ui-icons.tsx';
import { useBuild } from '../../../stores/build.ts';
import { useSession } from '../../../stores/session.ts';
import { LOG_IN_TO_BUILDER } from '../lib/saved-builds-workflow.ts';
import { savedBuildsMessages as m } from './messages.ts';
import styles from './save-load-actions.module.css';
import { useSavedBuilds, useSavedBuildsExtras } from './saved-builds-provider.tsx';

// Buttons 'Load' (with dropdown arrow) and 'Save' / 'Update'. For logged-out visitors they look
// disabled (aria-disabled) but stay focusable: hover and focus show the login tooltip, a click
// shows the login toast with a link to the sign-in page, which returns to the Builder.
export function SaveLoadActions() {
  const session = useSession();
  const userId = session?.user._id;
  const build = useBuild();
  const { save, openLoad } = useSavedBuilds();
  const { saving } = useSavedBuildsExtras();
  const hasId = Boolean(userId && build.currentBuildId && build.ownerId === userId);

  return (
    <div className={styles.actions} role="group" aria-label="Save or load a build">
      <ActionButton
        loggedIn={Boolean(userId)}
        tooltip={buildMessages.loginToLoad}
        loggedOutToast={buildMessages.loginToLoad}
        onClick={openLoad}
        popup="dialog"
        variant="outline"
      >
        {m.load}
        <ChevronDownIcon size="sm" />
      </ActionButton>
      <ActionButton
        loggedIn={Boolean(userId)}
        tooltip={buildMessages.loginToSaveTooltip}
        loggedOutToast={buildMessages.loginToSave}
        onClick={() => void save()}
        busy={saving}
        variant="primary"
      >
        {hasId ? m.update : m.save}
      </ActionButton>
    </div>
  );
}

interface ActionButtonProps {
  loggedIn: boolean;
  tooltip: string;
  loggedOutToast: string;
  onClick: () => void;
  /** Save is disabled while saving. */
  busy?: boolean;
  variant: 'primary' | 'outline';
  /** What a logged-in click opens, for assistive tech. */
  popup?: 'dialog';
  children: ReactNode;
}

function ActionButton({
  loggedIn,
  tooltip,
  loggedOutToast,
  onClick,
  busy = false,
  variant,
  popup,
  children,
}: ActionButtonProps) {
  const [tipShown, setTipShown] = useState(false);
  const tipId = useId();
  const gated = !loggedIn;
  const show = () => setTipShown(gated);
  const hide = () => setTipShown(false);

  return (
    <span className={styles.wrap} onMouseEnter={show} onMouseLeave={hide}>
      <button
        type="button"
        className={`${styles.button} ${styles[variant]}`}
        aria-disabled={gated ? 'true' : undefined}
        aria-describedby={gated ? tipId : undefined}
        aria-busy={busy || undefined}
        aria-haspopup={gated ? undefined : popup}
        disabled={busy}
        onFocus={show}
        onBlur={hide}
        onKeyDown={(event) => {
          if (event.key === 'Escape') hide();
        }}
        onClick={() => {
          if (gated) toast.info(loggedOutToast, { link: LOG_IN_TO_BUILDER });
          else onClick();
        }}
      >
        {children}
      </button>
      {gated ? (
        <span id={tipId} role="tooltip" className={styles.tooltip} hidden={!tipShown}>
          {tooltip}
        </span>
      ) : null}
    </span>
  );
}

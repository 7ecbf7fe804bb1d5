import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { UserIcon } from '../../components/icons/ui-icons.tsx';
import { useSession } from '../../stores/session.ts';
import { ACCOUNT_LINKS, ADMIN_ACCOUNT_LINKS, GUEST_LINKS } from './nav-items.ts';
import { moveFocusWithArrows, useDismiss } from './use-dismiss.ts';
import headerStyles from './header.module.css';
import styles from './user-menu.module.css';

interface UserMenuProps {
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}

/**
 * The account button and its panel: Login / Sign Up when logged out; Profile Information, Saved
 * Part List, Completed Builds, Alerts and Logout when a session exists (admins also see Mailbox
 * and the feeds pages).
 * On narrow screens the same panel opens full width under the bar.
 */
export function UserMenu({ open, onToggle, onClose }: UserMenuProps) {
  const session = useSession();
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useDismiss(open, [wrapRef], onClose, buttonRef);
  const links = !session
    ? GUEST_LINKS
    : session.user.role === 'admin'
      ? ADMIN_ACCOUNT_LINKS
      : ACCOUNT_LINKS;

  return (
    <div ref={wrapRef} className={styles.userMenu}>
      <button
        ref={buttonRef}
        type="button"
        className={`${headerStyles.iconButton} ${session ? headerStyles.signedIn : ''}`}
        aria-label="Account menu"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={onToggle}
      >
        <UserIcon size="md" />
      </button>
      {open ? (
        <div id={panelId} className={styles.userPanel} onKeyDown={moveFocusWithArrows}>
          <p className={styles.userGreeting}>
            {session ? (
              <>
                Signed in as <strong>{session.user.username}</strong>
              </>
            ) : (
              'Welcome! Save your builds with an account.'
            )}
          </p>
          <ul role="list" className={styles.userLinks}>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.userLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

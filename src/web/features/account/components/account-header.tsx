import type { PublicUser } from '../../../../shared/accounts/schemas.ts';
import { accountUiMessages } from '../messages.ts';
import styles from './account-header.module.css';

interface AccountHeaderProps {
  user: PublicUser | undefined;
  /** The message of a failed read, shown instead of the user. */
  error: string | null;
}

/** Avatar, username and e-mail, or 'Loading...' until the server answers. */
export function AccountHeader({ user, error }: AccountHeaderProps) {
  return (
    <section className={styles.band} aria-label="Account summary">
      <div className={styles.inner}>
        <div className={styles.avatar} aria-hidden="true">
          {user ? (Array.from(user.username)[0] ?? '').toUpperCase() : ''}
        </div>
        <div className={styles.identity}>
          {user ? (
            <>
              <p className={styles.username}>{user.username}</p>
              <p className={styles.email}>{user.email}</p>
            </>
          ) : error ? (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          ) : (
            <p className={styles.username} aria-live="polite">
              {accountUiMessages.loading}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}

import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ButtonLink } from '../../../components/button/button-link.tsx';
import { useSession } from '../../../stores/session.ts';
import styles from './feeds/feeds.module.css';

/**
 * An admin page's content, for admins only: a signed-out visitor is sent to log in (and back), a
 * signed-in user who is no admin sees `notAllowed` and nothing is asked of the server (which
 * checks the role again on every request), as the mailbox does.
 */
export function AdminOnly({ notAllowed, children }: { notAllowed: string; children: ReactNode }) {
  const session = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!session) {
      void navigate(`/auth?next=${encodeURIComponent(pathname + search)}`, { replace: true });
    }
  }, [session, pathname, search, navigate]);

  if (!session) return null;
  if (session.user.role !== 'admin') return <AdminNotAllowed text={notAllowed} />;
  return <>{children}</>;
}

/** Signed in, but not an admin (or no longer one: the server said 403). */
export function AdminNotAllowed({ text }: { text: string }) {
  return (
    <div className={styles.state}>
      <p role="alert" className={styles.stateText}>
        {text}
      </p>
      <ButtonLink to="/" variant="primary">
        Back to Home
      </ButtonLink>
    </div>
  );
}

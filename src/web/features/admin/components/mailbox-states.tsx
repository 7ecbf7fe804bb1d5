import { ButtonLink } from '../../../components/button/button-link.tsx';
import { mailboxTexts as t } from '../messages.ts';
import styles from './mailbox.module.css';

/** Signed in, but not an admin (or no longer one: the server said 403). */
export function MailboxNotAllowed() {
  return (
    <div className={styles.state}>
      <p role="alert" className={styles.stateText}>
        {t.notAllowed}
      </p>
      <ButtonLink to="/" variant="primary">
        {t.home}
      </ButtonLink>
    </div>
  );
}

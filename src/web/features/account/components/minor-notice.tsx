import { accountUiMessages } from '../messages.ts';
import { isUnder18 } from '../lib/age.ts';
import styles from './account-forms.module.css';

/**
 * Shown as soon as the chosen birth date gives an age below 18; advice
 * only, it never blocks a save. The live region stays mounted so the notice is announced.
 */
export function MinorNotice({ dateOfBirth, today }: { dateOfBirth: string; today: Date }) {
  const show = isUnder18(dateOfBirth, today);
  return (
    <div role="status" className={styles.noticeRegion}>
      {show ? <p className={styles.notice}>{accountUiMessages.minorNotice}</p> : null}
    </div>
  );
}

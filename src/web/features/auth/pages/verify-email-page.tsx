import { accountMessages } from '../../../../shared/accounts/messages.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { verifyEmailTexts as texts } from '../components/auth-texts.ts';
import { FailureNotice, LinkCard } from '../components/link-card.tsx';
import { useLinkToken } from '../components/use-link-token.ts';
import { AccountOrLogIn, VerifyEmailResult } from '../components/verify-email-result.tsx';
import styles from './auth-page.module.css';

/**
 * /verify-email?token=…: the link of a verification or address-change e-mail. The token is sent
 * once and leaves the address bar; the page says whether the address is verified, or which
 * address the account now uses. A used or expired link points to Account Settings (where a new
 * verification mail can be asked for) or to the log-in.
 */
export function VerifyEmailPage() {
  useDocumentTitle(texts.title);
  const token = useLinkToken();
  return (
    <div className={styles.page}>
      <LinkCard title={texts.title}>
        {token ? (
          <VerifyEmailResult token={token} />
        ) : (
          <FailureNotice message={accountMessages.linkInvalid}>
            <AccountOrLogIn />
          </FailureNotice>
        )}
      </LinkCard>
    </div>
  );
}

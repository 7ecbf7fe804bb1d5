import { accountMessages } from '../../../../shared/accounts/messages.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { resetPasswordTexts as texts } from '../components/auth-texts.ts';
import { LinkCard } from '../components/link-card.tsx';
import { ResetLinkInvalid, ResetPasswordForm } from '../components/reset-password-form.tsx';
import { useLinkToken } from '../components/use-link-token.ts';
import styles from './auth-page.module.css';

/**
 * /reset-password?token=…: the link of a password-reset e-mail. The token leaves the address bar
 * at once and is kept in memory for the form; without one (or after a reload) the page asks for a
 * new link.
 */
export function ResetPasswordPage() {
  useDocumentTitle(texts.title);
  const token = useLinkToken();
  return (
    <div className={styles.page}>
      <LinkCard title={texts.title}>
        {token ? (
          <ResetPasswordForm token={token} />
        ) : (
          <ResetLinkInvalid message={accountMessages.linkInvalid} />
        )}
      </LinkCard>
    </div>
  );
}

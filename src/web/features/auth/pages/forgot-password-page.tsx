import { usePageMeta } from '../../../lib/use-page-meta.ts';
import { forgotPasswordTexts as texts } from '../components/auth-texts.ts';
import { ForgotPasswordForm } from '../components/forgot-password-form.tsx';
import { LinkCard } from '../components/link-card.tsx';
import styles from './auth-page.module.css';

/** /forgot-password: asks for a link to set a new password (the log-in form's "Forgot Password?"). */
export function ForgotPasswordPage() {
  usePageMeta(texts.title, 'Ask for a link to set a new password for your Buildwright account.');
  return (
    <div className={styles.page}>
      <LinkCard title={texts.title}>
        <ForgotPasswordForm />
      </LinkCard>
    </div>
  );
}

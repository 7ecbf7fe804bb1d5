import { ButtonLink } from '../../../components/button/button-link.tsx';
import { Button } from '../../../components/button/button.tsx';
import { loadCurrentSession } from '../../../lib/api-client.ts';
import { getToken, useSession } from '../../../stores/session.ts';
import { verifyEmail } from '../api/verify-email.ts';
import { verifyEmailTexts as texts } from './auth-texts.ts';
import { FailureNotice, NextSteps, SuccessNotice } from './link-card.tsx';
import { linkFailureOf } from './link-failure-of.ts';
import { useRunOnce } from './use-run-once.ts';
import styles from './link-page.module.css';

/** Sends the link's token (once) and refreshes a signed-in browser's account from the server. */
async function verifyAndRefresh(token: string) {
  const answer = await verifyEmail({ token });
  // The account may be this browser's own: show its address and status as the server now has it.
  if (getToken()) await loadCurrentSession({ quiet: true }).catch(() => undefined);
  return answer;
}

/**
 * Where to go after a link: Account Settings when signed in (where a new verification mail can
 * be asked for), else the log-in screen.
 */
export function AccountOrLogIn() {
  const signedIn = useSession() !== null;
  return signedIn ? (
    <ButtonLink to="/account/profileinformation" variant="login">
      {texts.toAccount}
    </ButtonLink>
  ) : (
    <ButtonLink to="/auth" variant="login">
      {texts.toLogIn}
    </ButtonLink>
  );
}

/** The outcome of opening a verification or address-change link. */
export function VerifyEmailResult({ token }: { token: string }) {
  const { state, retry } = useRunOnce(() => verifyAndRefresh(token));

  if (state.status === 'pending') {
    return (
      <p role="status" className={styles.status}>
        {texts.checking}
      </p>
    );
  }
  if (state.status === 'success') {
    return (
      <>
        <SuccessNotice>
          {state.data.result === 'emailChanged'
            ? texts.emailChanged(state.data.email)
            : texts.verified}
        </SuccessNotice>
        <NextSteps>
          <AccountOrLogIn />
          <ButtonLink to="/" variant="outline">
            {texts.toHome}
          </ButtonLink>
        </NextSteps>
      </>
    );
  }

  const failure = linkFailureOf(state.error);
  return (
    <FailureNotice message={failure.kind === 'fields' ? '' : failure.message}>
      {failure.kind === 'general' && failure.retry ? (
        <Button variant="login" onClick={retry}>
          {texts.tryAgain}
        </Button>
      ) : null}
      <AccountOrLogIn />
    </FailureNotice>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '../../../lib/toast.ts';
import { authClientMessages } from '../../../../shared/accounts/messages.ts';
import type { PublicUser } from '../../../../shared/accounts/schemas.ts';
import { Button } from '../../../components/button/button.tsx';
import { failureMessage } from '../../../components/form-field/form-helpers.ts';
import { userQueryOptions } from '../../../queries/get-user.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { useUpdateUser } from '../api/update-user.ts';
import { emailTexts } from '../messages.ts';
import styles from './account-details.module.css';

/** The 'Unverified' marker of the Email row. */
export function UnverifiedMarker() {
  return <span className={styles.marker}>{emailTexts.unverified}</span>;
}

/**
 * Below the Email row: a change waiting for its link (the account keeps its address until the
 * link sent to the new one is opened; 'Cancel the change' withdraws the change and that link stops
 * working, e.g. after a typo gave someone else's address), and for an unverified address the way
 * to get a new link.
 * While either is open the user is read again when the visitor comes back to the tab, so a link
 * opened elsewhere shows here.
 */
export function EmailStatus({ user }: { user: PublicUser }) {
  const waiting = Boolean(user.pendingEmail) || !user.emailVerified;
  useRefetchOnReturn(user._id, waiting);
  const resend = useResendVerification();
  const keep = useUpdateUser(user._id);

  const send = () => {
    resend.mutate(undefined, {
      onSuccess: (message) => toast.success(message),
      onError: (error) => toast.error(failureMessage(error, emailTexts.resendFailed)),
    });
  };

  // Asking for the current address again withdraws the pending change.
  const keepCurrent = () => {
    keep.mutate(
      { email: user.email },
      {
        onSuccess: (answer) => toast.success(emailTexts.changeCancelled(answer.email)),
        onError: (error) => toast.error(failureMessage(error, authClientMessages.updateUserFailed)),
      },
    );
  };

  return (
    <>
      {/* Always in the page so the notice is announced when it appears. */}
      <div role="status" className={styles.statusRegion}>
        {user.pendingEmail ? (
          <p className={styles.notice}>{emailTexts.changePending(user.pendingEmail)}</p>
        ) : null}
      </div>
      {user.pendingEmail ? (
        <div className={styles.verify}>
          <Button
            variant="outline"
            className={styles.edit}
            disabled={keep.isPending}
            aria-busy={keep.isPending}
            onClick={keepCurrent}
          >
            {keep.isPending ? emailTexts.keeping : emailTexts.keep}
          </Button>
        </div>
      ) : null}
      {user.emailVerified ? null : (
        <div className={styles.verify}>
          <p className={styles.verifyText}>{emailTexts.unverifiedHelp}</p>
          <Button
            variant="outline"
            className={styles.edit}
            disabled={resend.isPending}
            aria-busy={resend.isPending}
            onClick={send}
          >
            {resend.isPending ? emailTexts.resending : emailTexts.resend}
          </Button>
        </div>
      )}
    </>
  );
}

/** Reads the user again when the tab gets the focus back, while `active`. */
function useRefetchOnReturn(userId: string, active: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!active) return;
    const refetch = () => {
      if (document.visibilityState === 'visible') {
        void queryClient.invalidateQueries({ queryKey: userQueryOptions(userId).queryKey });
      }
    };
    window.addEventListener('focus', refetch);
    document.addEventListener('visibilitychange', refetch);
    return () => {
      window.removeEventListener('focus', refetch);
      document.removeEventListener('visibilitychange', refetch);
    };
  }, [queryClient, userId, active]);
}

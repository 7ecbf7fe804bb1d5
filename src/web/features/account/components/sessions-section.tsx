import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/button/button.tsx';
import { failureMessage } from '../../../components/form-field/form-helpers.ts';
import { LoadState } from '../../../components/load-state/load-state.tsx';
import { useSessions } from '../api/get-sessions.ts';
import { useRevokeSession } from '../api/revoke-session.ts';
import { sessionRows, type SessionRow } from '../lib/session-list.ts';
import { sessionTexts as t } from '../messages.ts';
import { SignOutEverywhereModal } from './sign-out-everywhere-modal.tsx';
import styles from './account-details.module.css';
import formStyles from './account-forms.module.css';
import listStyles from './sessions.module.css';

/** 'Last active' is counted from this clock, moved on twice a minute. */
const CLOCK_MS = 30_000;

function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), CLOCK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * Where the account is signed in: each session's device, IP address, last activity and sign-in
 * time, 'This device' for the one in this browser. Any other session can be signed out on its
 * own; 'Sign out everywhere' ends them all, this one too.
 */
export function SessionsSection({ userId }: { userId: string }) {
  const query = useSessions(userId);
  const revoke = useRevokeSession(userId);
  const now = useNow();
  const [confirming, setConfirming] = useState(false);

  const signOut = (row: SessionRow) => {
    revoke.mutate(row.id, {
      onSuccess: () => toast.success(t.signedOut(row.device)),
      onError: (error) => toast.error(failureMessage(error, t.signOutFailed)),
    });
  };

  let body;
  if (query.data) {
    const rows = sessionRows(query.data, now);
    body = rows.length ? (
      <ul role="list" className={listStyles.list}>
        {rows.map((row) => (
          <SessionItem
            key={row.id}
            row={row}
            busy={revoke.isPending && revoke.variables === row.id}
            onSignOut={() => signOut(row)}
          />
        ))}
      </ul>
    ) : (
      <p className={listStyles.state}>{t.none}</p>
    );
  } else {
    body = (
      <LoadState
        query={query}
        texts={t}
        loadingClassName={listStyles.state}
        failedClassName={listStyles.stateRow}
        errorClassName={formStyles.formError}
        retryVariant="outline"
      />
    );
  }

  return (
    <section
      className={styles.section}
      aria-labelledby="sessions-heading"
      aria-busy={query.isPending}
    >
      <h2 id="sessions-heading" className={styles.sectionHeading}>
        {t.heading}
      </h2>
      <p className={listStyles.intro}>{t.intro}</p>
      {body}
      <div className={styles.dangerZone}>
        <Button variant="outline" className={formStyles.danger} onClick={() => setConfirming(true)}>
          {t.everywhere}
        </Button>
      </div>
      {confirming ? <SignOutEverywhereModal onClose={() => setConfirming(false)} /> : null}
    </section>
  );
}

function SessionItem({
  row,
  busy,
  onSignOut,
}: {
  row: SessionRow;
  busy: boolean;
  onSignOut: () => void;
}) {
  return (
    <li className={listStyles.item} aria-current={row.current ? 'true' : undefined}>
      <div className={listStyles.main}>
        <p className={listStyles.device}>
          <span>{row.device}</span>
          {row.current ? <span className={styles.marker}>{t.thisDevice}</span> : null}
        </p>
        <dl className={listStyles.facts}>
          <div className={listStyles.fact}>
            <dt>{t.ip}</dt>
            <dd>{row.ip}</dd>
          </div>
          <div className={listStyles.fact}>
            <dt>{t.lastActive}</dt>
            <dd>
              <time dateTime={row.lastSeenAt}>{row.lastActive}</time>
            </dd>
          </div>
          <div className={listStyles.fact}>
            <dt>{t.signedIn}</dt>
            <dd>
              <time dateTime={row.createdAt}>{row.signedIn}</time>
            </dd>
          </div>
        </dl>
      </div>
      {row.current ? null : (
        <Button
          variant="outline"
          className={listStyles.signOut}
          disabled={busy}
          aria-busy={busy}
          aria-label={t.signOutLabel(row.device, row.ip)}
          onClick={onSignOut}
        >
          {busy ? t.signingOut : t.signOut}
        </Button>
      )}
    </li>
  );
}

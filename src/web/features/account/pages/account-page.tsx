import { useParams } from 'react-router';
import { authClientMessages } from '../../../../shared/accounts/messages.ts';
import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../stores/session.ts';
import { useUser } from '../../../queries/get-user.ts';
import { AccountHeader } from '../components/account-header.tsx';
import { AccountNav } from '../components/account-nav.tsx';
import { AccountSettingsSection } from '../components/account-settings-section.tsx';
import { AlertsList } from '../components/alerts-list.tsx';
import { CompletedBuilds } from '../components/completed-builds.tsx';
import { ProfileSection } from '../components/profile-section.tsx';
import { SavedParts } from '../components/saved-parts.tsx';
import { SessionsSection } from '../components/sessions-section.tsx';
import { resolveAccountTab, type AccountTab } from '../lib/account-tabs.ts';
import { failureMessage } from '../../../components/form-field/form-helpers.ts';
import { accountUiMessages } from '../messages.ts';
import styles from './account-page.module.css';

// The account tab is the last path segment; 4 tabs are shown, 9 are routable. The tabs
// reachable only by URL (comments, forumtopics, notifications, managemerchants,
// managepricingpreferences) and unknown ones show the under-construction page.
export function AccountPage() {
  const { tab } = useParams();
  const shown = resolveAccountTab(tab);
  if (!shown) {
    return (
      <PlaceholderPage
        heading="Page Under Construction"
        message="This page is under construction."
      />
    );
  }
  return <AccountArea tab={shown} />;
}

function AccountArea({ tab }: { tab: AccountTab }) {
  useDocumentTitle(tab.heading);
  const session = useSession();
  const userId = session?.user._id;
  const query = useUser(userId);

  // The layout sends a visitor without a session to /auth?next=…; until then, and while
  // /logout clears the session, there is nothing to show.
  if (!session) return null;

  const error = query.isError
    ? failureMessage(query.error, authClientMessages.getUserFailed)
    : null;
  const user = query.data;

  return (
    <div className={styles.page}>
      <AccountHeader user={user} error={error} />
      <AccountNav active={tab.key} />
      <div className={styles.content}>
        <h1 className={styles.heading}>{tab.heading}</h1>
        {tab.key === 'profileinformation' ? (
          user ? (
            <>
              <ProfileSection user={user} />
              <AccountSettingsSection user={user} />
              <SessionsSection userId={user._id} />
            </>
          ) : query.isPending ? (
            <p className={styles.loading}>{accountUiMessages.loading}</p>
          ) : null
        ) : null}
        {tab.key === 'savedpartlist' ? (
          // ADR 036: the card grid of saved parts and ammo.
          user ? (
            <SavedParts user={user} />
          ) : query.isPending ? (
            <p className={styles.loading}>{accountUiMessages.loading}</p>
          ) : null
        ) : null}
        {tab.key === 'completedbuilds' ? (
          // ADR 018: the user's saved builds; none → the empty state of ADR 014.
          <CompletedBuilds userId={session.user._id} />
        ) : null}
        {tab.key === 'alerts' ? (
          // The user's price alerts: what each watches, its target and when it last fired.
          <AlertsList userId={session.user._id} />
        ) : null}
      </div>
    </div>
  );
}

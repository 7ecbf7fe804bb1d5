import { useParams } from 'react-router';
import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page.tsx';

// spec §2: the account tab is the last path segment; 3 tabs are shown, 8 are routable. The tabs
// reachable only by URL (comments, forumtopics, notifications, managemerchants,
// managepricingpreferences) and unknown ones show the under-construction page.
const ACCOUNT_TABS: Record<string, string> = {
  profileinformation: 'Profile Information',
  savedpartlist: 'Saved Part List',
  completedbuilds: 'Completed Builds',
};

export function AccountPage() {
  const { tab = '' } = useParams();
  const heading = ACCOUNT_TABS[tab.toLowerCase()];
  if (!heading) {
    return (
      <PlaceholderPage
        heading="Page Under Construction"
        message="This page is under construction."
      />
    );
  }
  return <PlaceholderPage heading={heading} />;
}

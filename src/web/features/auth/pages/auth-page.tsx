import { useSearchParams } from 'react-router';
import { PlaceholderPage } from '../../../components/placeholder-page/placeholder-page.tsx';

/** decision D3: /auth is the login screen; ?mode=signup opens it in sign-up mode. */
export function AuthPage() {
  const [params] = useSearchParams();
  const heading = params.get('mode') === 'signup' ? 'Sign Up' : 'Log In';
  return <PlaceholderPage heading={heading} />;
}

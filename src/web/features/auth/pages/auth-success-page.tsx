import { Navigate, useLocation } from 'react-router';

// The only parts of a return through /auth/success the sign-in screen reads: whether Google
// sign-in failed, or left a one-time code in a cookie. A token or user in the address is dropped.
const FORWARDED = ['error', 'google'] as const;

/** /auth/success: an older Google return address; it hands the Google outcome on to /auth. */
export function AuthSuccessPage() {
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const forwarded = new URLSearchParams();
  for (const name of FORWARDED) {
    const value = params.get(name);
    if (value !== null) forwarded.set(name, value);
  }
  const query = forwarded.toString();
  return <Navigate to={query ? `/auth?${query}` : '/auth'} replace />;
}

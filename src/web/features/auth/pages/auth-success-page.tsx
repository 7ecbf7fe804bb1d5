import { Navigate, useLocation } from 'react-router';

/**
 * /auth/success (spec §2 "Google return handling"): the same return the sign-in screen reads, so
 * it hands its query (`token`, `user` or `error`) to /auth.
 */
export function AuthSuccessPage() {
  const { search } = useLocation();
  return <Navigate to={`/auth${search}`} replace />;
}

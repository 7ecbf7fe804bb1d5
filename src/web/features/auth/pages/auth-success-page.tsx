import { Navigate, useLocation } from 'react-router';

/**
 * /auth/success: a Google return sent here carries what the sign-in screen reads, so it hands its
 * query (`token`, `user` or `error`) to /auth.
 */
export function AuthSuccessPage() {
  const { search } = useLocation();
  return <Navigate to={`/auth${search}`} replace />;
}

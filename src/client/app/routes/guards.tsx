import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPath } from '@shared/return-path';
import { useAuth } from '@/lib/auth';

/**
 * Member-only screens send a visitor to /loginregister (spec §6), which says why and comes back here after the
 * login (a link in an e-mail opened the next day lands where it pointed).
 */
export function RequireMember() {
  const { isAuthenticated, lastSignOut } = useAuth();
  const { pathname, search } = useLocation();
  const why = lastSignOut === 'expired' ? 'expired' : 'login';
  return isAuthenticated ? <Outlet /> : <Navigate to={loginPath(pathname + search, why)} replace />;
}

/** Admin screens send anyone who is not an administrator to /loginregister (spec §6), saying why, as above. */
export function RequireAdmin() {
  const { isAuthenticated, isAdmin, lastSignOut } = useAuth();
  const { pathname, search } = useLocation();
  const why = isAuthenticated ? 'admin' : lastSignOut === 'expired' ? 'expired' : 'login';
  return isAuthenticated && isAdmin ? (
    <Outlet />
  ) : (
    <Navigate to={loginPath(pathname + search, why)} replace />
  );
}

import { Navigate, Outlet } from 'react-router';
import { useAuth } from '@/lib/auth';

/** Member-only screens send a visitor to /loginregister (spec §6). */
export function RequireMember() {
  const { isAuthenticated } = useAuth();
  return isAuthenticated ? <Outlet /> : <Navigate to="/loginregister" replace />;
}

/** Admin screens send anyone who is not an administrator to /loginregister (spec §6). */
export function RequireAdmin() {
  const { isAuthenticated, isAdmin } = useAuth();
  return isAuthenticated && isAdmin ? <Outlet /> : <Navigate to="/loginregister" replace />;
}

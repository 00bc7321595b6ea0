import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Loading } from '@/components/loading';
import { loginPath } from '@shared/return-path';
import { useAuth } from '@/lib/auth';
import { SessionEndedDialog } from './session-ended-dialog';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The admin area, the Players screen and a competition's team screen: their tables (a player's details, dinner,
 * team and actions; a member's answer, handicap and scores) need room.
 */
const WIDE_PAGES = /^\/(admin|fixtureplayers|competitions\/[^/]+\/captain)(\/|$)/i;

export function RootLayout() {
  const { lastSignOut, isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);

  // After logout or expiry the member lands on /loginregister (spec §2 Logout, §4 Session); after an expiry it says
  // so and comes back to this page after the login. A page whose form holds unsaved changes stays (the member is
  // still shown as signed in) and asks for the login itself.
  const here = useRef(location.pathname + location.search);
  useEffect(() => {
    here.current = location.pathname + location.search;
  }, [location.pathname, location.search]);
  useEffect(() => {
    // A screen that sent the member to the login page itself (a guard, My Profile) has named the page already.
    if (!lastSignOut || lastSignOut === 'quiet' || isAuthenticated || /^\/loginregister/i.test(here.current))
      return;
    navigate(lastSignOut === 'expired' ? loginPath(here.current, 'expired') : '/loginregister', {
      replace: true,
    });
  }, [lastSignOut, isAuthenticated, navigate]);

  // Move focus to the page on navigation so screen readers and keyboards start at the content.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    main.current?.focus();
  }, [location.pathname]);

  return (
    <>
      <SiteHeader />
      <main
        id="main"
        ref={main}
        tabIndex={-1}
        className={`main container${WIDE_PAGES.test(location.pathname) ? ' container--wide' : ''}`}
      >
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <SessionEndedDialog />
    </>
  );
}

import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Loading } from '@/components/loading';
import { useAuth } from '@/lib/auth';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function RootLayout() {
  const { lastSignOut } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const main = useRef<HTMLElement>(null);
  const first = useRef(true);

  // After logout or expiry the member lands on /loginregister (spec §2 Logout, §4 Session).
  useEffect(() => {
    if (lastSignOut) navigate('/loginregister', { replace: true });
  }, [lastSignOut, navigate]);

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
        className={`main container${/^\/admin(\/|$)/i.test(location.pathname) ? ' container--wide' : ''}`}
      >
        <Suspense fallback={<Loading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
    </>
  );
}

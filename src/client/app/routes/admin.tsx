import { Suspense, type ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { Loading } from '@/components/loading';
import { SideMenu } from '@/components/side-menu';
import { usePageTitle } from '@/components/page-head';
import { ADMIN_PANELS } from './admin-panels';

/**
 * The admin area (spec §2): a side menu and one panel at a time, Approve Users first. A screen under a panel (a
 * member's details under Members) passes itself as `children`, with its own title; the menu then names the panel.
 */
export function AdminArea({
  panelKey,
  title,
  children,
}: {
  panelKey?: string;
  title?: string;
  children?: ReactNode;
}) {
  const named = ADMIN_PANELS.find((p) => p.key === panelKey);
  // A screen of its own whose panel is not in the menu marks no panel; an address naming no panel goes to /admin.
  const current = named ?? (children ? undefined : ADMIN_PANELS[0]);
  usePageTitle(title ?? (current ? `Admin: ${current.label}` : 'Admin'));
  if (panelKey && !named && !children) return <Navigate to="/admin" replace />;
  const shown = current?.label ?? title?.replace(/^Admin: /, '') ?? '';
  return (
    <>
      <h1>Admin</h1>
      <div className="with-side-menu admin-area">
        <SideMenu label="Admin" current={shown}>
          {ADMIN_PANELS.map((p) => (
            <li key={p.key}>
              <Link
                to={`/admin/${p.key}`}
                aria-current={p === current ? (children ? 'true' : 'page') : undefined}
              >
                {p.label}
              </Link>
            </li>
          ))}
        </SideMenu>
        <section aria-label={shown} className="admin-area__panel">
          <Suspense fallback={<Loading />}>{children ?? (current && <current.Component />)}</Suspense>
        </section>
      </div>
    </>
  );
}

export function Component() {
  const { panel } = useParams();
  return <AdminArea panelKey={panel} />;
}

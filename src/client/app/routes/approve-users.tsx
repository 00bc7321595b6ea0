import { AdminArea } from './admin';

/** The spec's /approve-users address opens the admin area on that panel. */
export function Component() {
  return <AdminArea panelKey="approve-users" />;
}

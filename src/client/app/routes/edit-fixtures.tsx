import { AdminArea } from './admin';

/** The spec's /edit-fixtures address opens the admin area on that panel. */
export function Component() {
  return <AdminArea panelKey="edit-fixtures" />;
}

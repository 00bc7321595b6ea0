import { AdminArea } from './admin';

/** The spec's /add-fixture address opens the admin area on that panel. */
export function Component() {
  return <AdminArea panelKey="add-fixture" />;
}

import { lazy } from 'react';
import { AdminArea } from './admin';

// The import loads with this screen only (the admin area's panels each load their own).
const StatementImportScreen = lazy(async () => ({
  default: (await import('@/features/statement-import')).StatementImportScreen,
}));

/** /admin/payments/import: the treasurer's bank statement, under the admin area's Payments panel. */
export function Component() {
  return (
    <AdminArea panelKey="payments" title="Admin: Import Bank Statement">
      <StatementImportScreen />
    </AdminArea>
  );
}

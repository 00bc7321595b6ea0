import { formatTimestamp } from '@shared/dates';
import type { LatestResult } from '@shared/schemas/latest-results';
import { AdminPanel } from '@/components/admin-list/admin-panel';
import { AdminTable } from '@/components/admin-list/admin-table';
import { useAdminList } from '@/components/admin-list/use-admin-list';
import { useLatestResultsForEdit } from '../api/get-latest-results-for-edit';
import { useDeleteLatestResult } from '../api/delete-latest-result';
import '../latest-results.css';

/** Edit Latest Results (spec §2 admin area): Description, Created On and a Delete button per row. */
export function EditLatestResultsPanel() {
  const query = useLatestResultsForEdit();
  const remove = useDeleteLatestResult();
  // The spec's panel deletes at once, without asking.
  const list = useAdminList<LatestResult>({
    title: 'Admin: Edit Latest Results',
    name: (r) => r.description,
    question: null,
    deleted: 'Deleted',
    remove: (r, outcome) => remove.mutate(r.id, outcome),
  });
  return (
    <AdminPanel heading="Latest Results" list={list}>
      <AdminTable
        rows={query.data}
        error={query.error}
        errorTitle="Oops! The latest results could not be loaded"
        empty="There are no latest results. Add one with Add Latest Result."
        columns={[
          { label: 'Description', cell: (r) => r.description },
          { label: 'Created On', cell: (r) => formatTimestamp(r.createdDate) },
          list.actions({
            label: 'Delete',
            editable: false,
            busy: (r) => remove.isPending && remove.variables === r.id,
          }),
        ]}
      />
    </AdminPanel>
  );
}

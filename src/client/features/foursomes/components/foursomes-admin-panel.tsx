import type { FoursomesMatchAdmin } from '@shared/schemas/foursomes';
import { AdminPanel } from '@/components/admin-list/admin-panel';
import { AdminTable } from '@/components/admin-list/admin-table';
import { useAdminList } from '@/components/admin-list/use-admin-list';
import { useDeleteFoursomesMatch } from '../api/delete-foursomes-match';
import { useFoursomesForEdit } from '../api/get-foursomes-for-edit';
import { FoursomesMatchForm } from './foursomes-match-form';

/** Admin: the scratch foursomes matches (year, event, opponent, result), added, edited and deleted. */
export function FoursomesAdminPanel() {
  const query = useFoursomesForEdit();
  const remove = useDeleteFoursomesMatch();
  const list = useAdminList<FoursomesMatchAdmin>({
    title: 'Admin: Scratch Foursomes',
    name: (m) => `${m.year} ${m.event}`,
    deleted: 'Match deleted',
    remove: (m, outcome) => remove.mutate(m.id, outcome),
  });
  return (
    <AdminPanel
      heading="Scratch Foursomes"
      list={list}
      formLink={{ headingId: 'foursomes-form', label: 'Add a match' }}
    >
      <AdminTable
        rows={query.data}
        error={query.error}
        errorTitle="Oops! The matches could not be loaded"
        empty="No scratch foursomes matches have been recorded yet. Add one below."
        columns={[
          { label: 'Year', cell: (m) => m.year },
          { label: 'Event', cell: (m) => m.event },
          { label: 'Opponent', cell: (m) => m.opponent ?? '–' },
          { label: 'Result', cell: (m) => m.result ?? '–' },
          list.actions({ busy: () => remove.isPending }),
        ]}
      />
      <FoursomesMatchForm key={list.formKey} match={list.editing} onDone={list.done} />
    </AdminPanel>
  );
}

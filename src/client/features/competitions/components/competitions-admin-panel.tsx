import { Link } from 'react-router';
import type { CompetitionAdmin } from '@shared/schemas/competitions';
import { AdminPanel } from '@/components/admin-list/admin-panel';
import { AdminTable } from '@/components/admin-list/admin-table';
import { useAdminList } from '@/components/admin-list/use-admin-list';
import { useDeleteCompetition } from '../api/delete-competition';
import { useCompetitionsForEdit } from '../api/get-competitions-for-edit';
import { datesText, STATUS_WORDS } from '../lib/competition-words';
import { CompetitionForm } from './competition-form';
import '../competitions.css';

/** Admin: the scratch teams' competitions (name, year, pairs, reserves, dates, captains, who may play). */
export function CompetitionsAdminPanel() {
  const query = useCompetitionsForEdit();
  const remove = useDeleteCompetition();
  const list = useAdminList<CompetitionAdmin>({
    title: 'Admin: Competitions',
    name: (c) => `${c.name} ${c.year}`,
    deleted: 'Competition deleted',
    question: (n) => `Delete ${n}, with its availability answers, team and results?`,
    remove: (c, outcome) => remove.mutate(c.id, outcome),
  });
  return (
    <AdminPanel
      heading="Competitions"
      list={list}
      intro={
        <p>
          The society's scratch sides. Each competition's captains poll the members, pick the pairs and record
          the rounds on its team screen.
        </p>
      }
      formLink={{ headingId: 'competition-form', label: 'Add a competition' }}
    >
      <AdminTable
        rows={query.data}
        error={query.error}
        errorTitle="Oops! The competitions could not be loaded"
        empty="No competitions yet. Add one below."
        columns={[
          { label: 'Competition', cell: (c) => `${c.name} ${c.year}` },
          {
            label: 'Side',
            cell: (c) =>
              `${c.pairs} ${c.pairs === 1 ? 'pair' : 'pairs'}, ${c.reservesWanted} ${c.reservesWanted === 1 ? 'reserve' : 'reserves'}`,
          },
          { label: 'Dates', cell: (c) => datesText(c.dates) || '–' },
          { label: 'Captains', cell: (c) => c.captains.join(', ') || '–', className: 'cell-wrap' },
          {
            label: 'Who may play',
            cell: (c) => (c.eligibility ? `Left school by ${c.eligibility.leftSchoolBy}` : 'Every member'),
          },
          { label: 'Status', cell: (c) => STATUS_WORDS[c.status] },
          {
            label: 'Team',
            cell: (c) => (
              <Link to={`/competitions/${c.id}/captain`}>
                Team screen<span className="visually-hidden"> of {`${c.name} ${c.year}`}</span>
              </Link>
            ),
          },
          list.actions({ busy: () => remove.isPending }),
        ]}
      />
      <CompetitionForm key={list.formKey} competition={list.editing} onDone={list.done} />
    </AdminPanel>
  );
}

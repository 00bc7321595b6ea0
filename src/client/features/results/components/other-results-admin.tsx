import { useState } from 'react';
import { AdminPanel } from '@/components/admin-list/admin-panel';
import { ListStates } from '@/components/admin-list/admin-table';
import { useAdminList } from '@/components/admin-list/use-admin-list';
import { SelectField } from '@/components/form-fields';
import { useChangeOtherResults, useOtherResultsForEdit } from '../api/other-results-admin';
import { AddGroupingForm } from './competition-forms';
import { GroupingEditor, type ResultItem } from './grouping-editor';
import '../results.css';

/** Admin: competitions (groupings) and their result PDFs: add, rename, replace, delete and order. */
export function OtherResultsAdminPanel() {
  const query = useOtherResultsForEdit();
  const change = useChangeOtherResults();
  const list = useAdminList<ResultItem>({
    title: 'Admin: Other Results',
    name: (item) => item.description,
    deleted: 'Result deleted',
    remove: (item, outcome) => change.mutate({ kind: 'deleteItem', id: item.id }, outcome),
  });
  const [chosenId, setChosenId] = useState<number | null>(null);
  // Another competition: the result form starts empty.
  const choose = (id: number | null) => {
    setChosenId(id);
    list.close();
  };
  return (
    <AdminPanel heading="Other Results" list={list} className="results-admin">
      <ListStates
        rows={query.data}
        error={query.error}
        errorTitle="Oops! The results could not be loaded"
        empty="There are no competitions yet. Add one below."
      >
        {(groupings) => {
          const grouping = groupings.find((g) => g.id === chosenId) ?? groupings[0];
          return (
            <>
              <SelectField
                id="or-admin-competition"
                label="Competition"
                options={groupings.map((g) => ({ value: String(g.id), label: g.description }))}
                value={String(grouping.id)}
                onChange={(e) => choose(Number(e.target.value))}
              />
              <GroupingEditor
                key={grouping.id}
                grouping={grouping}
                list={list}
                change={change}
                isFirst={groupings[0].id === grouping.id}
                isLast={groupings[groupings.length - 1].id === grouping.id}
                onDeleted={() => choose(null)}
              />
            </>
          );
        }}
      </ListStates>
      <AddGroupingForm
        onAdded={(id, description) => {
          choose(id);
          list.setMessage({ kind: 'success', title: `Competition added: ${description}` });
        }}
      />
    </AdminPanel>
  );
}

import type { OtherResultGroupingForEdit } from '@shared/schemas/results';
import { AdminTable } from '@/components/admin-list/admin-table';
import type { AdminList, Outcome } from '@/components/admin-list/use-admin-list';
import { PdfLink } from '@/components/pdf-link';
import { useChangeOtherResults } from '../api/other-results-admin';
import { RenameGroupingForm } from './competition-forms';
import { ResultItemForm } from './result-item-form';

export type ResultItem = OtherResultGroupingForEdit['items'][number];
type Change = Parameters<ReturnType<typeof useChangeOtherResults>['mutate']>[0];

/** One competition: move, delete or rename it; its results in order, each edited, moved or deleted. */
export function GroupingEditor({
  grouping: g,
  list,
  change,
  isFirst,
  isLast,
  onDeleted,
}: {
  grouping: OtherResultGroupingForEdit;
  /** The panel's list of results: its banner, the result in the form, deleting one. */
  list: AdminList<ResultItem>;
  change: ReturnType<typeof useChangeOtherResults>;
  isFirst: boolean;
  isLast: boolean;
  onDeleted: () => void;
}) {
  const busy = change.isPending;
  const run = (c: Change, success: string, after?: () => void) =>
    list.run((outcome: Outcome) => change.mutate(c, outcome), success, after);

  return (
    <section className="results-admin__grouping" aria-labelledby="or-grouping-heading">
      <h3 id="or-grouping-heading">{g.description}</h3>
      <div className="button-group button-group--tight">
        {(['up', 'down'] as const).map((direction) => (
          <button
            key={direction}
            type="button"
            className="button button--secondary button--small"
            disabled={busy || (direction === 'up' ? isFirst : isLast)}
            onClick={() =>
              run({ kind: 'moveGrouping', id: g.id, direction }, `${g.description} moved ${direction}`)
            }
          >
            Move competition {direction}
          </button>
        ))}
        <button
          type="button"
          className="button button--warning button--small"
          disabled={busy}
          onClick={async () => {
            if (await list.ask(`Delete ${g.description} and all its results?`))
              run({ kind: 'deleteGrouping', id: g.id }, `Competition deleted: ${g.description}`, onDeleted);
          }}
        >
          Delete competition
        </button>
      </div>
      <RenameGroupingForm
        grouping={g}
        onRenamed={(description) =>
          list.setMessage({ kind: 'success', title: `Competition renamed: ${description}` })
        }
      />
      <AdminTable
        rows={g.items}
        empty={`There are no results for ${g.description} yet.`}
        caption={`${g.description} results`}
        captionHidden
        columns={[
          { label: 'Description', cell: (item) => item.description },
          {
            label: 'PDF',
            cell: (item) =>
              item.fileName ? <PdfLink fileName={item.fileName} description={item.description} /> : 'None',
          },
          list.actions({
            busy: () => busy,
            move: (item, i) => ({
              up: i > 0,
              down: i < g.items.length - 1,
              onMove: (direction) =>
                run({ kind: 'moveItem', id: item.id, direction }, `${item.description} moved ${direction}`),
            }),
          }),
        ]}
      />
      <ResultItemForm
        key={list.formKey}
        groupingId={g.id}
        item={g.items.find((i) => i.id === list.editing?.id) ?? null}
        onDone={list.done}
      />
    </section>
  );
}

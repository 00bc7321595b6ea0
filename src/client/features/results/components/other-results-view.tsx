import { useId, useState } from 'react';
import type { OtherResultGrouping } from '@shared/schemas/results';
import { SelectField } from '@/components/form-fields';
import { QueryView } from '@/components/query-view';
import { TableHead } from '@/components/table-head';
import { useOtherResults } from '../api/get-other-results';
import { ChooserForm, useNumberParam } from './chooser-form';
import { PdfLink } from '@/components/pdf-link';
import '../results.css';
import { LongWords } from '@/components/long-words';

/**
 * Other results (spec §2): a Competition dropdown (first selected, or the one the address names) and a table of
 * Description and View links. `keep` names the address's values a choice without JavaScript keeps (the tab).
 */
export function OtherResultsView({ keep = ['tab'] }: { keep?: string[] }) {
  return (
    <QueryView query={useOtherResults()} failed="Oops! The results could not be loaded">
      {(groupings) =>
        groupings.length === 0 ? (
          <p className="results__empty">There are no other results yet.</p>
        ) : (
          <OtherResultsChooser groupings={groupings} keep={keep} />
        )
      }
    </QueryView>
  );
}

function OtherResultsChooser({ groupings, keep }: { groupings: OtherResultGrouping[]; keep: string[] }) {
  const id = useId();
  const [chosen, setChosen] = useState<number>(useNumberParam('competition') ?? 0);
  const index = Math.min(chosen, groupings.length - 1);
  const grouping = groupings[index];

  return (
    <div className="results">
      <ChooserForm keep={keep}>
        <SelectField
          id={`${id}-competition`}
          label="Competition"
          name="competition"
          options={groupings.map((g, i) => ({ value: String(i), label: g.groupingDescription }))}
          value={index}
          onChange={(e) => setChosen(Number(e.target.value))}
        />
      </ChooserForm>
      {grouping.groupedResults.length === 0 ? (
        <p className="results__empty">There are no results for {grouping.groupingDescription} yet.</p>
      ) : (
        <table className="table table--stack stack-block other-results-table">
          <caption className="visually-hidden">{grouping.groupingDescription} results</caption>
          <TableHead columns={['Description', 'Results']} />
          <tbody>
            {grouping.groupedResults.map((r, i) => (
              <tr key={`${i}-${r.description}`}>
                <td data-label="Description">
                  <LongWords text={r.description} />
                </td>
                <td data-label="Results">
                  {r.fileName ? (
                    <PdfLink
                      fileName={r.fileName}
                      description={`${grouping.groupingDescription} ${r.description}`}
                    />
                  ) : (
                    <span className="results__no-file">No document yet</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

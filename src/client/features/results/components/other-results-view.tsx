import { useId, useState } from 'react';
import { Banner } from '@/components/banner';
import { Loading } from '@/components/loading';
import { useOtherResults } from '../api/get-other-results';
import { ChooserForm, useNumberParam } from './chooser-form';
import { PdfLink } from '@/components/pdf-link';
import '../results.css';

/**
 * Other results (spec §2): a Competition dropdown (first selected, or the one the address names) and a table of
 * Description and View links. `keep` names the address's values a choice without JavaScript keeps (the tab).
 */
export function OtherResultsView({ keep = ['tab'] }: { keep?: string[] }) {
  const id = useId();
  const query = useOtherResults();
  const [chosen, setChosen] = useState<number>(useNumberParam('competition') ?? 0);
  if (query.isPending) return <Loading />;
  if (query.isError)
    return (
      <Banner kind="error" title="Oops! The results could not be loaded">
        {query.error.message}
      </Banner>
    );
  if (query.data.length === 0) return <p className="results__empty">There are no other results yet.</p>;
  const index = Math.min(chosen, query.data.length - 1);
  const grouping = query.data[index];

  return (
    <div className="results">
      <ChooserForm keep={keep}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-competition`}>
            Competition
          </label>
          <select
            id={`${id}-competition`}
            name="competition"
            className="select"
            value={index}
            onChange={(e) => setChosen(Number(e.target.value))}
          >
            {query.data.map((g, i) => (
              <option key={`${i}-${g.groupingDescription}`} value={i}>
                {g.groupingDescription}
              </option>
            ))}
          </select>
        </div>
      </ChooserForm>
      {grouping.groupedResults.length === 0 ? (
        <p className="results__empty">There are no results for {grouping.groupingDescription} yet.</p>
      ) : (
        <table className="table table--stack stack-block other-results-table">
          <caption className="visually-hidden">{grouping.groupingDescription} results</caption>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col">Results</th>
            </tr>
          </thead>
          <tbody>
            {grouping.groupedResults.map((r, i) => (
              <tr key={`${i}-${r.description}`}>
                <td data-label="Description">{r.description}</td>
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

import { useMemo, useState } from 'react';
import { decadeOf } from '@shared/schemas/content-fields';
import { SelectField } from '@/components/form-fields';
import { usePageTitle } from '@/components/page-head';
import { QueryView } from '@/components/query-view';
import { TableHead } from '@/components/table-head';
import { usePublications } from '../api/get-publications';
import '../publications.css';
import { LongWords } from '@/components/long-words';

/** Publications (spec §2, members only): a Decade dropdown, newest first, and a table of Description and View. */
export function PublicationsScreen() {
  usePageTitle('Publications');
  const query = usePublications();
  const decades = useMemo(
    () => [...new Set((query.data ?? []).map((p) => decadeOf(p.year)))].sort((a, b) => b - a),
    [query.data],
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const decade = chosen !== null && decades.includes(chosen) ? chosen : decades[0];

  return (
    <>
      <h1>Publications</h1>
      <p>The society’s year books and newsletters. Each opens as a PDF in a new window.</p>
      <QueryView query={query} failed="Oops! The publications could not be loaded">
        {(publications) =>
          publications.length === 0 ? (
            <p>There are no publications yet.</p>
          ) : (
            <>
              <div className="publications__decade">
                <SelectField
                  id="publications-decade"
                  label="Decade"
                  options={decades.map((d) => ({ value: String(d), label: `${d}s` }))}
                  value={decade}
                  onChange={(e) => setChosen(Number(e.target.value))}
                />
              </div>
              <table className="table table--stack stack-block publications-table">
                <caption className="visually-hidden">Publications of the {decade}s</caption>
                <TableHead columns={['Description', 'View']} />
                <tbody>
                  {publications
                    .filter((p) => decadeOf(p.year) === decade)
                    .map((p) => (
                      <tr key={p.id}>
                        <td data-label="Description">
                          <LongWords text={p.description} />
                        </td>
                        <td data-label="View">
                          {p.fileName ? (
                            <a
                              href={`/pdfs/${encodeURIComponent(p.fileName)}`}
                              target="_blank"
                              rel="noopener"
                            >
                              View
                              <span className="visually-hidden">
                                {' '}
                                {p.description} (PDF, opens in a new window)
                              </span>
                            </a>
                          ) : (
                            <span className="publications__no-file">No document yet</span>
                          )}
                        </td>
                      </tr>
                    ))}
                </tbody>
              </table>
            </>
          )
        }
      </QueryView>
    </>
  );
}

import { useMemo, useState } from 'react';
import { decadeOf } from '@shared/schemas/content-fields';
import { Banner } from '@/components/banner';
import { Loading } from '@/components/loading';
import { usePageTitle } from '@/components/page-head';
import { usePublications } from '../api/get-publications';
import '../publications.css';

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
      {query.isPending ? (
        <Loading />
      ) : query.isError ? (
        <Banner kind="error" title="Oops! The publications could not be loaded">
          {query.error.message}
        </Banner>
      ) : query.data.length === 0 ? (
        <p>There are no publications yet.</p>
      ) : (
        <>
          <div className="field publications__decade">
            <label className="field__label" htmlFor="publications-decade">
              Decade
            </label>
            <select
              id="publications-decade"
              className="select"
              value={decade}
              onChange={(e) => setChosen(Number(e.target.value))}
            >
              {decades.map((d) => (
                <option key={d} value={d}>
                  {d}s
                </option>
              ))}
            </select>
          </div>
          <table className="table table--stack stack-block publications-table">
            <caption className="visually-hidden">Publications of the {decade}s</caption>
            <thead>
              <tr>
                <th scope="col">Description</th>
                <th scope="col">View</th>
              </tr>
            </thead>
            <tbody>
              {query.data
                .filter((p) => decadeOf(p.year) === decade)
                .map((p) => (
                  <tr key={p.id}>
                    <td data-label="Description">{p.description}</td>
                    <td data-label="View">
                      {p.fileName ? (
                        <a href={`/pdfs/${encodeURIComponent(p.fileName)}`} target="_blank" rel="noopener">
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
      )}
    </>
  );
}

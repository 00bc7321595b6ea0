import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { siteInfo } from '@/lib/site-info';
import { QueryView } from '@/components/query-view';
import { TableHead } from '@/components/table-head';
import { LongWords } from '@/components/long-words';
import { usePageDescription, usePagePath, usePageTitle } from '@/components/page-head';
import { useRollOfHonour } from '../api/get-roll-of-honour';

/**
 * The roll of honour (public, rendered on the server): every trophy with its winners by year, and a search by
 * name. The search is a GET form, so it works without JavaScript; with it, the address changes in place.
 */
export function RollOfHonourScreen() {
  const [params, setParams] = useSearchParams();
  const name = params.get('name')?.trim().slice(0, 80) || undefined;
  const query = useRollOfHonour(name);
  const inputId = useId();
  usePageTitle(name ? `Roll of Honour: ${name}` : 'Roll of Honour');
  usePageDescription(`Every trophy of the ${siteInfo.societyName} with its winners, year by year.`);
  usePagePath(name ? `/rollofhonour?name=${encodeURIComponent(name)}` : '/rollofhonour');
  return (
    <>
      <h1>Roll of Honour</h1>
      <form
        className="form admin-filter"
        role="search"
        method="get"
        action="/rollofhonour"
        onSubmit={(e) => {
          e.preventDefault();
          const typed = String(new FormData(e.currentTarget).get('name') ?? '').trim();
          setParams(typed ? { name: typed } : {});
        }}
      >
        <div className="field">
          <label className="field__label" htmlFor={inputId}>
            Find a name
          </label>
          <input
            className="input"
            id={inputId}
            name="name"
            type="search"
            maxLength={80}
            defaultValue={name ?? ''}
            key={name ?? ''}
          />
        </div>
        <button type="submit" className="button admin-filter__button">
          Search
        </button>
      </form>
      {name && (
        <p>
          Wins of players whose name holds “{name}”. <Link to="/rollofhonour">Show every trophy</Link>
        </p>
      )}
      <QueryView
        query={query}
        failed="Oops! The roll of honour could not be loaded"
        empty={<p>{name ? `No winner's name holds “${name}”.` : 'No results have been recorded yet.'}</p>}
      >
        {(trophies) => (
          <>
            {trophies.map((t) => (
              <section key={t.event}>
                <h2>
                  <LongWords text={t.event} />
                </h2>
                <table className="table table--stack stack-block">
                  <caption className="visually-hidden">{`Winners of ${t.event}`}</caption>
                  <TableHead columns={['Year', 'Winner', 'Score']} />
                  <tbody>
                    {t.winners.map((w, i) => (
                      <tr key={`${w.year}-${i}`}>
                        <td data-label="Year">{w.year}</td>
                        <td data-label="Winner">
                          <LongWords text={w.name} />
                        </td>
                        <td data-label="Score">{w.score ?? ''}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            ))}
          </>
        )}
      </QueryView>
      <p>
        <Link to="/orderofmerit">This year's order of merit</Link>
      </p>
    </>
  );
}

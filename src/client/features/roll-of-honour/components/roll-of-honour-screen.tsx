import { Link, useSearchParams } from 'react-router';
import type { RollOfHonour } from '@shared/schemas/roll-of-honour';
import { siteInfo } from '@/lib/site-info';
import { QueryView } from '@/components/query-view';
import { LongWords } from '@/components/long-words';
import { usePageDescription, usePagePath, usePageTitle } from '@/components/page-head';
import { useRollOfHonour } from '../api/get-roll-of-honour';
import '../roll-of-honour.css';

type Trophy = RollOfHonour[number];

/** The search box's id: fixed, not useId's, since the box is drawn again for each search after hydration. */
const inputId = 'honour-name';

/**
 * The roll of honour (public, rendered on the server, readable without JavaScript): every trophy with its winners
 * year by year, newest first, and a search by name. Each trophy shows its last winner and opens to the whole list
 * (a <details>: a century of winners is a long page on a phone); a search opens every trophy it finds. The search
 * is a GET form, so it works without JavaScript; with it, the address changes in place.
 */
export function RollOfHonourScreen() {
  const [params, setParams] = useSearchParams();
  const name = params.get('name')?.trim().slice(0, 80) || undefined;
  const query = useRollOfHonour(name);
  usePageTitle(name ? `Roll of Honour: ${name}` : 'Roll of Honour');
  usePageDescription(`Every trophy of the ${siteInfo.societyName} with its winners, year by year.`);
  usePagePath(name ? `/rollofhonour?name=${encodeURIComponent(name)}` : '/rollofhonour');
  return (
    <div className="honour">
      <h1>Roll of Honour</h1>
      <p className="honour__intro">
        The winners of the society&apos;s trophies, year by year. Find an old boy by name, or open a trophy to
        see all its winners.
      </p>
      <form
        className="honour__search"
        role="search"
        aria-label="Find a winner"
        method="get"
        action="/rollofhonour"
        onSubmit={(e) => {
          e.preventDefault();
          const typed = String(new FormData(e.currentTarget).get('name') ?? '').trim();
          setParams(typed ? { name: typed } : {});
        }}
      >
        <div className="field honour__field">
          <label className="field__label" htmlFor={inputId}>
            Find a name
          </label>
          <p className="field__hint" id={`${inputId}-hint`}>
            A surname is enough, such as Holloway.
          </p>
          <input
            className="input"
            id={inputId}
            name="name"
            type="search"
            maxLength={80}
            autoComplete="off"
            aria-describedby={`${inputId}-hint`}
            defaultValue={name ?? ''}
            key={name ?? ''}
          />
        </div>
        <button type="submit" className="button honour__button">
          Search
        </button>
      </form>
      {name && (
        <p className="honour__found" role="status">
          Wins of players whose name holds &ldquo;{name}&rdquo;.{' '}
          <Link to="/rollofhonour">Show every trophy</Link>
        </p>
      )}
      <QueryView
        query={query}
        failed="Oops! The roll of honour could not be loaded"
        empty={
          <p className="honour__empty">
            {name ? `No winner's name holds “${name}”.` : 'No results have been recorded yet.'}
          </p>
        }
      >
        {(trophies) => (
          <>
            {!name && trophies.length > 1 && (
              <p className="honour__count">{`${trophies.length} trophies, in the order of their names.`}</p>
            )}
            {trophies.map((t) => (
              <TrophyWinners key={t.event} trophy={t} open={name !== undefined} />
            ))}
          </>
        )}
      </QueryView>
      <p className="honour__links">
        <Link to="/orderofmerit">This year&apos;s order of merit</Link>
        {' · '}
        <Link to="/results">Meeting Results</Link>
      </p>
    </div>
  );
}

/** A trophy: its name and last winner, opening to every winner, newest first, in a compact table. */
function TrophyWinners({ trophy, open }: { trophy: Trophy; open: boolean }) {
  const [latest] = trophy.winners;
  return (
    <details className="honour__trophy" open={open}>
      <summary className="honour__summary">
        <h2 className="honour__event">
          <LongWords text={trophy.event} />
        </h2>
        {latest && (
          <span className="honour__latest">
            {latest.year}: <LongWords text={latest.name} />
            {trophy.winners.length > 1 && (
              <span className="honour__more">{` and ${trophy.winners.length - 1} more`}</span>
            )}
          </span>
        )}
      </summary>
      <table className="table honour__table">
        <caption className="visually-hidden">{`Winners of ${trophy.event}`}</caption>
        <thead>
          <tr>
            <th scope="col">Year</th>
            <th scope="col">Winner</th>
            <th scope="col" className="honour__score">
              Score
            </th>
          </tr>
        </thead>
        <tbody>
          {trophy.winners.map((w, i) => (
            <tr key={`${w.year}-${i}`}>
              <td>{w.year}</td>
              <td>
                <LongWords text={w.name} />
              </td>
              <td className="honour__score">{w.score ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

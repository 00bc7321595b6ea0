import { Link, useSearchParams } from 'react-router';
import type { RollOfHonour } from '@shared/schemas/roll-of-honour';
import { siteInfo } from '@/lib/site-info';
import { QueryView } from '@/components/query-view';
import { LongWords } from '@/components/long-words';
import { usePageDescription, usePagePath, usePageTitle } from '@/components/page-head';
import { useRollOfHonour } from '../api/get-roll-of-honour';
import '../roll-of-honour.css';
import { TableHead } from '@/components/table-head';

type Trophy = RollOfHonour[number];

/** The search box's id: fixed, not useId's, since the box is drawn again for each search after hydration. */
const inputId = 'honour-name';

/**
 * The roll of honour (public, rendered on the server, readable without JavaScript): every trophy with its winners
 * year by year, newest first, and a search by name. Each trophy shows its last winner and opens to the whole list
 * (a <details>: a century of winners is a long page on a phone); a search shows every trophy it finds open. The search
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

/** The anchor of a trophy's section: its name in lower case, words joined by hyphens. */
const anchorOf = (event: string) =>
  `trophy-${event
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;

/**
 * A trophy: its name (a heading, outside the summary: a heading inside a summary, a button to a screen reader,
 * is no longer a heading) and its last winner, then every winner, newest first, in a compact table, folded under
 * 'All N winners' unless a search has found them.
 */
function TrophyWinners({ trophy, open }: { trophy: Trophy; open: boolean }) {
  const [latest] = trophy.winners;
  const id = anchorOf(trophy.event);
  const table = (
    <table className="table honour__table">
      <caption className="visually-hidden">{`Winners of ${trophy.event}`}</caption>
      <TableHead columns={['Year', 'Winner', { label: 'Score', className: 'honour__score' }]} />
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
  );
  return (
    <section className="honour__trophy" aria-labelledby={id}>
      <h2 className="honour__event" id={id}>
        <LongWords text={trophy.event} />
      </h2>
      {open ? (
        table
      ) : (
        <>
          {latest && (
            <p className="honour__latest">
              {`${latest.year}: `}
              <LongWords text={latest.name} />
              {latest.score && <span className="honour__latest-score">{`, ${latest.score}`}</span>}
            </p>
          )}
          {trophy.winners.length > 1 && (
            <details className="honour__all">
              <summary className="honour__summary">{`All ${trophy.winners.length} winners`}</summary>
              {table}
            </details>
          )}
        </>
      )}
    </section>
  );
}

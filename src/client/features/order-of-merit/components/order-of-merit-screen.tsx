import { Link, useSearchParams } from 'react-router';
import type { OrderOfMerit } from '@shared/schemas/order-of-merit';
import { siteInfo } from '@/lib/site-info';
import { QueryView } from '@/components/query-view';
import { TableHead } from '@/components/table-head';
import { LongWords } from '@/components/long-words';
import { usePageDescription, usePagePath, usePageTitle } from '@/components/page-head';
import { useOrderOfMerit } from '../api/get-order-of-merit';
import '../order-of-merit.css';

/** The year the address asks for (?year=), or undefined for this year's. */
function useYearParam(): number | undefined {
  const [params] = useSearchParams();
  const raw = params.get('year');
  return raw !== null && /^\d{4}$/.test(raw) ? Number(raw) : undefined;
}

/** The year's rules in words: the points for each place, how many results count, who takes part. */
function rulesText({ rules }: OrderOfMerit): string {
  const parts = [`Points for 1st, 2nd and so on: ${rules.points.join(', ')}.`];
  parts.push(rules.bestOf === null ? 'Every result counts.' : `The best ${rules.bestOf} results count.`);
  if (rules.minEvents > 1) parts.push(`A member needs ${rules.minEvents} events to be placed.`);
  if (rules.paidUpOnly) parts.push("Only members who have paid the year's subscription take part.");
  return parts.join(' ');
}

/** The order of merit (public, rendered on the server): a year's members by the points their places earned. */
export function OrderOfMeritScreen() {
  const year = useYearParam();
  const query = useOrderOfMerit(year);
  const shown = query.data?.year ?? year;
  usePageTitle(shown ? `Order of Merit ${shown}` : 'Order of Merit');
  usePageDescription(
    `The ${siteInfo.societyName}'s order of merit${shown ? ` for ${shown}` : ''}: members placed on the points their places in the year's meetings earned.`,
  );
  usePagePath(year === undefined ? '/orderofmerit' : `/orderofmerit?year=${year}`);
  return (
    <QueryView query={query} failed="Oops! The order of merit could not be loaded">
      {(merit) => (
        <>
          <h1>{`Order of Merit ${merit.year}`}</h1>
          {merit.years.length > 0 && (
            <nav aria-label="Years">
              <ul className="merit__years">
                {merit.years.map((y) => (
                  <li key={y}>
                    <Link to={`/orderofmerit?year=${y}`} aria-current={y === merit.year ? 'page' : undefined}>
                      {y}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <p>{rulesText(merit)}</p>
          {merit.rows.length === 0 ? (
            <p>{`No results have been published for ${merit.year} yet.`}</p>
          ) : (
            <table className="table table--stack stack-block">
              <caption className="visually-hidden">{`Order of merit ${merit.year}`}</caption>
              <TableHead columns={['Position', 'Name', 'Points', 'Events']} />
              <tbody>
                {merit.rows.map((r) => (
                  <tr key={r.memberId}>
                    <td data-label="Position">{r.positionText || 'Not yet placed'}</td>
                    <td data-label="Name">
                      <LongWords text={r.name} />
                    </td>
                    <td data-label="Points">{r.points}</td>
                    <td data-label="Events">{r.events}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {merit.fixtures.length > 0 && (
            <>
              <h2>The meetings that count</h2>
              <ul>
                {merit.fixtures.map((f) => (
                  <li key={f.fixtureId}>
                    <Link to={`/fixtureresult/${f.fixtureId}`}>
                      {`${f.event}, ${f.fixtureDate}`}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          )}
          <p>
            <Link to="/rollofhonour">The roll of honour: every trophy's winners</Link>
          </p>
        </>
      )}
    </QueryView>
  );
}

import { Link, useSearchParams } from 'react-router';
import { ordinal } from '@shared/golf/ordinals';
import type { MeritRowAnswer, OrderOfMerit } from '@shared/schemas/order-of-merit';
import { siteInfo } from '@/lib/site-info';
import { QueryView } from '@/components/query-view';
import { LongWords } from '@/components/long-words';
import { usePageDescription, usePagePath, usePageTitle } from '@/components/page-head';
import { useOrderOfMerit } from '../api/get-order-of-merit';
import '../order-of-merit.css';
import { TableHead } from '@/components/table-head';

/** The year the address asks for (?year=), or undefined for this year's. */
function useYearParam(): number | undefined {
  const [params] = useSearchParams();
  const raw = params.get('year');
  return raw !== null && /^\d{4}$/.test(raw) ? Number(raw) : undefined;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The year's rules in words, one to a line: the points for each place, how many results count, who takes part. */
function rulesLines({ rules }: OrderOfMerit): string[] {
  const shown = rules.points.slice(0, 5).map((p, i) => `${ordinal(i + 1)} ${p}`);
  const lines = [
    `Points for each place at a meeting: ${shown.join(', ')}${rules.points.length > 5 ? ', and so on' : ''}.`,
  ];
  lines.push(
    rules.bestOf === null
      ? 'Every meeting a member plays counts.'
      : `A member's best ${count(rules.bestOf, 'result counts', 'results count')}.`,
  );
  if (rules.minEvents > 1) lines.push(`A member is placed after playing ${rules.minEvents} meetings.`);
  if (rules.paidUpOnly) lines.push("Only members who have paid the year's subscription take part.");
  return lines;
}

/**
 * The order of merit (public, rendered on the server, readable without JavaScript): a year's members by the points
 * their places at the year's published meetings earned, each with the meetings that count, which open under the
 * name (a <details>, so without any script too); the years as links; and the rules in words.
 */
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
        <div className="merit">
          <h1>{`Order of Merit ${merit.year}`}</h1>
          {merit.years.some((y) => y !== merit.year) && (
            <nav aria-label="Other years" className="merit__years-nav">
              <span className="merit__years-label">Years:</span>
              <ul className="merit__years">
                {[...merit.years].reverse().map((y) => (
                  <li key={y}>
                    <Link to={`/orderofmerit?year=${y}`} aria-current={y === merit.year ? 'page' : undefined}>
                      {y}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <ul className="merit__rules">
            {rulesLines(merit).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          {merit.rows.length === 0 ? (
            <p className="merit__empty">{`No results have been published for ${merit.year} yet.`}</p>
          ) : (
            <>
              <p className="merit__hint">Choose a name to see the meetings that count.</p>
              <table className="table merit__table">
                <caption className="visually-hidden">{`Order of merit ${merit.year}`}</caption>
                <TableHead columns={['Place', 'Member', { label: 'Points', className: 'merit__points' }]} />
                <tbody>
                  {merit.rows.map((r) => (
                    <tr key={r.memberId} className={r.position === null ? 'merit__unplaced' : undefined}>
                      <td>{r.positionText || '–'}</td>
                      <td>
                        <MemberMeetings row={r} merit={merit} />
                      </td>
                      <td className="merit__points">{r.points}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {merit.rows.some((r) => r.position === null) && (
                <p className="merit__hint">
                  A member shown without a place has not yet played {merit.rules.minEvents} meetings.
                </p>
              )}
            </>
          )}
          {merit.fixtures.length > 0 && (
            <>
              <h2>{`The meetings of ${merit.year}`}</h2>
              <ul className="merit__meetings">
                {merit.fixtures.map((f) => (
                  <li key={f.fixtureId}>
                    <Link to={`/fixtureresult/${f.fixtureId}`}>
                      <LongWords text={f.event} />
                    </Link>
                    , {f.fixtureDate}
                  </li>
                ))}
              </ul>
            </>
          )}
          <p>
            <Link to="/rollofhonour">The roll of honour: every trophy&apos;s winners</Link>
          </p>
        </div>
      )}
    </QueryView>
  );
}

/** A member's name, opening to the meetings that count for them: each with the points its place earned. */
function MemberMeetings({ row, merit }: { row: MeritRowAnswer; merit: OrderOfMerit }) {
  const meetings = new Map(merit.fixtures.map((f) => [f.fixtureId, f]));
  const notCounted = row.events - row.counted.length;
  return (
    <details className="merit__member">
      <summary>
        <span className="merit__name">
          <LongWords text={row.name} />
        </span>{' '}
        <span className="merit__played">{count(row.events, 'meeting', 'meetings')}</span>
      </summary>
      <ul className="merit__counted">
        {row.counted.map((c) => {
          const f = meetings.get(c.fixtureId);
          return (
            <li key={c.fixtureId}>
              {f ? (
                <Link to={`/fixtureresult/${c.fixtureId}`}>
                  <LongWords text={f.event} />
                </Link>
              ) : (
                'A meeting'
              )}
              {f && `, ${f.fixtureDate}`}:{' '}
              <span className="no-break">{count(c.points, 'point', 'points')}</span>
            </li>
          );
        })}
        {row.counted.length === 0 && <li>No meeting counts yet.</li>}
      </ul>
      {notCounted > 0 && (
        <p className="merit__not-counted">
          {`Only the best ${row.counted.length} count: ${count(notCounted, 'other meeting does', 'other meetings do')} not.`}
        </p>
      )}
    </details>
  );
}

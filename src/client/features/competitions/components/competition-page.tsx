import { Link } from 'react-router';
import type { CompetitionPublic, Match, MatchResult } from '@shared/schemas/competitions';
import { competitionMeetingType } from '@shared/competition-meeting';
import { formatFixtureDate } from '@shared/dates';
import { RESULT_TABS, resultTabPath } from '@shared/result-tabs';
import { FailedPage } from '@/components/failed-page';
import { LongWords } from '@/components/long-words';
import { QueryView } from '@/components/query-view';
import { usePageDescription, usePageTitle } from '@/components/page-head';
import { TableHead } from '@/components/table-head';
import { useCompetitionPage } from '../api/get-competition-page';
import '../competition-page.css';

const RESULT_WORDS: Record<MatchResult, string> = { won: 'Won', lost: 'Lost', halved: 'Halved' };

/**
 * /competitions/{id}, for everyone (rendered on the server): a published scratch-team competition's rounds, each
 * with its date, opponent, the pairs as they played with their results and margins, and the match's outcome. It
 * names the players and nothing more of them.
 */
export function CompetitionPageScreen({ id }: { id: string }) {
  const query = useCompetitionPage(id);
  const c = query.data;
  usePageTitle(c ? `${c.name} ${c.year}` : 'Competition');
  usePageDescription(
    c
      ? `The society's ${c.name} side in ${c.year}: ${roundsText(c)}, with the pairs and their results.`
      : 'A scratch-team competition.',
  );
  return (
    <div className="competition-page">
      <QueryView
        query={query}
        failed={(error) => <FailedPage heading="Competition">{error.message}</FailedPage>}
      >
        {(competition) => (
          <>
            <h1>{`${competition.name} ${competition.year}`}</h1>
            {competition.matches.length === 0 ? (
              <p>No rounds have been played yet.</p>
            ) : (
              competition.matches.map((m) => <Round key={m.id} match={m} />)
            )}
            <p>
              <Link to={resultsTab(competition.name).path}>{resultsTab(competition.name).label}</Link>
            </p>
          </>
        )}
      </QueryView>
    </div>
  );
}

/** The Meeting Results section the competition's rounds appear in once it is finished. */
function resultsTab(name: string) {
  const tab = RESULT_TABS.find((t) => t.meetingType === competitionMeetingType(name)) ?? RESULT_TABS[0];
  return { path: resultTabPath(tab.key), label: `${tab.label} results` };
}

const roundsText = (c: CompetitionPublic) =>
  c.matches.length === 0
    ? 'no rounds played yet'
    : `${c.matches.length} round${c.matches.length === 1 ? '' : 's'}`;

function Round({ match: m }: { match: Match }) {
  const headingId = `round-${m.round}`;
  return (
    <section className="competition-round" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {`Round ${m.round}: ${RESULT_WORDS[m.outcome].toLowerCase()} against `}
        <LongWords text={m.opponent} />
      </h2>
      <p className="competition-round__date">{formatFixtureDate(m.date)}</p>
      {m.pairs.length > 0 && (
        <table className="table table--stack stack-block">
          <caption className="visually-hidden">
            The pairs in round {m.round} against {m.opponent}
          </caption>
          <TableHead columns={['Pair', 'Players', 'Result', 'Margin']} />
          <tbody>
            {m.pairs.map((p) => (
              <tr key={p.pairIndex}>
                <td data-label="Pair">{p.pairIndex}</td>
                <td data-label="Players">{p.players ? <LongWords text={p.players} /> : '–'}</td>
                <td data-label="Result">{RESULT_WORDS[p.result]}</td>
                <td data-label="Margin">{p.margin ?? '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

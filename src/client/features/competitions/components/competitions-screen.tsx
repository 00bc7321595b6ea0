import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Competition } from '@shared/schemas/competitions';
import { Fact } from '@/components/facts';
import { QueryView } from '@/components/query-view';
import { usePageTitle } from '@/components/page-head';
import { useCompetitions } from '../api/get-competitions';
import { ANSWER_WORDS, dayText, STATUS_WORDS } from '../lib/competition-words';
import { MyTeamPlace } from './my-team-place';
import '../competitions.css';

/**
 * The members' Teams screen (/competitions): the society's scratch sides, each with its dates, captains and who may play,
 * the member's own answer to its poll (and a link to give or change it), the team once it is published (with his
 * own place: withdraw, or take a place offered to him), and, for its captains, the way to the team screen.
 */
export function CompetitionsScreen() {
  usePageTitle('Teams');
  const competitions = useCompetitions();
  return (
    <div className="competitions">
      <h1>Teams</h1>
      <p>
        The society's scratch foursomes sides. Tell the captain whether you can play: he picks the pairs on
        handicap and form.
      </p>
      <QueryView
        query={competitions}
        failed="Oops! The competitions could not be loaded"
        empty={<p>No competitions have been set up yet.</p>}
      >
        {(list) => list.map((c) => <CompetitionCard key={c.id} competition={c} />)}
      </QueryView>
    </div>
  );
}

function CompetitionCard({ competition: c }: { competition: Competition }) {
  const headingId = `competition-${c.id}`;
  const mine = c.myAvailability;
  const open = c.status !== 'finished';
  return (
    <section className="competition-card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {c.name} {c.year}
      </h2>
      <dl className="facts competition-facts">
        <CompetitionFact term="Status">{STATUS_WORDS[c.status]}</CompetitionFact>
        <CompetitionFact term="Dates">
          {c.dates.length === 0 ? (
            'To be arranged'
          ) : (
            <ul className="competition-facts__dates">
              {c.dates.map((d) => (
                <li key={`${d.date}-${d.label}`}>
                  {d.label}: {dayText(d.date)}
                </li>
              ))}
            </ul>
          )}
        </CompetitionFact>
        <CompetitionFact term="Side">
          {c.pairs} {c.pairs === 1 ? 'pair' : 'pairs'}
          {c.reservesWanted > 0 &&
            ` and ${c.reservesWanted} ${c.reservesWanted === 1 ? 'reserve' : 'reserves'}`}
        </CompetitionFact>
        <CompetitionFact term={c.captains.length === 1 ? 'Captain' : 'Captains'}>
          {c.captains.join(', ') || 'To be named'}
        </CompetitionFact>
        {c.eligibility && (
          <CompetitionFact term="Who may play">Left school by {c.eligibility.leftSchoolBy}</CompetitionFact>
        )}
        {c.eligible && (
          <CompetitionFact term="Your answer">
            {mine ? (
              <>
                {ANSWER_WORDS[mine.answer]}
                {mine.unavailableDates.length > 0 &&
                  `; not free on ${mine.unavailableDates.map(dayText).join(', ')}`}
                {mine.note && <span className="competition-facts__note">“{mine.note}”</span>}
              </>
            ) : (
              'Not answered yet'
            )}
          </CompetitionFact>
        )}
      </dl>
      {!c.eligible && (
        <p>
          {c.eligibility
            ? `This side is for members who left school by ${c.eligibility.leftSchoolBy}.`
            : 'You are not on the list of members who may play in this side.'}
        </p>
      )}
      {(c.status === 'published' || c.status === 'finished') && <MyTeamPlace competition={c} />}
      <div className="button-group">
        {c.eligible && open && (
          <Link to={`/competitions/${c.id}/answer`} className="button">
            {mine ? 'Change your answer' : 'Give your answer'}
            <span className="visually-hidden">
              {' '}
              for {c.name} {c.year}
            </span>
          </Link>
        )}
        {c.isCaptain && (
          <Link to={`/competitions/${c.id}/captain`} className="button button--secondary">
            Team screen<span className="visually-hidden"> of {`${c.name} ${c.year}`}</span>
          </Link>
        )}
      </div>
    </section>
  );
}

function CompetitionFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Fact term={term} className="competition-facts__row">
      {children}
    </Fact>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import type { MatchInput } from '@shared/schemas/competitions';
import type { Notice } from '@/components/banner';
import { FailedPage } from '@/components/failed-page';
import { ChangeOutcome } from '@/components/change-outcome';
import { QueryView } from '@/components/query-view';
import { usePageTitle } from '@/components/page-head';
import { useConfirm } from '@/components/use-confirm';
import { useChangeCompetition, type CompetitionChange } from '../api/competition-changes';
import { useAvailability } from '../api/get-availability';
import { useCompetitions } from '../api/get-competitions';
import { useTeam } from '../api/get-team';
import { datesText, STATUS_WORDS } from '../lib/competition-words';
import { AvailabilityPart } from './availability-part';
import { MatchForm } from './match-form';
import { PairingsBuilder } from './pairings-builder';
import { PublishedTeam, type WithdrawnPlayer } from './published-team';
import '../competitions.css';

/**
 * A competition's team screen, for its captains and the administrators: who is available (the poll and its
 * reminder), the pairs in order of play and the reserves (saved, then published after the one confirmation), the
 * team as published, and its printable team sheet. A change is announced politely without moving the focus; only a
 * refusal takes it.
 */
export function CaptainScreen({ id }: { id: string }) {
  const competitions = useCompetitions();
  const availability = useAvailability(id);
  const team = useTeam(id);
  const change = useChangeCompetition();
  const { confirm, dialog } = useConfirm();
  const [message, setMessage] = useState<Notice | null>(null);
  const c = competitions.data?.find((x) => String(x.id) === id);
  const title = c ? `${c.name} ${c.year}` : 'Competition';
  usePageTitle(`Team: ${title}`, message?.kind === 'error');

  const failed = (error: Error) => (
    <FailedPage heading="Team" after={<Link to="/competitions">Back to the teams</Link>}>
      {error.message}
    </FailedPage>
  );
  /** Sends a change; then says `done` (from the answer) politely, or the refusal, which takes the focus. */
  const run = (
    competitionId: number,
    ch: CompetitionChange,
    done: (answer: Record<string, unknown>) => string,
  ) =>
    new Promise<void>((resolve, reject) => {
      setMessage(null);
      change.mutate(
        { id: competitionId, change: ch },
        {
          onSuccess: (answer) => {
            setMessage({ kind: 'success', title: done(answer as Record<string, unknown>) });
            resolve();
          },
          onError: (err) => {
            setMessage({ kind: 'error', title: `Oops! ${err.message}` });
            reject(err);
          },
        },
      );
    });
  const quietly = (p: Promise<void>) => void p.catch(() => {});

  return (
    <div className="captain">
      {dialog}
      <QueryView query={competitions} failed={failed}>
        {() =>
          !c ? (
            failed(new Error('That competition could not be found.'))
          ) : (
            <>
              <h1>Team: {title}</h1>
              <p className="captain__about">
                {STATUS_WORDS[c.status]}. {c.pairs} {c.pairs === 1 ? 'pair' : 'pairs'} and {c.reservesWanted}{' '}
                {c.reservesWanted === 1 ? 'reserve' : 'reserves'}
                {c.eligibility ? `; members who left school by ${c.eligibility.leftSchoolBy}` : ''}.
                {c.dates.length > 0 && ` ${datesText(c.dates)}.`}
              </p>
              <ChangeOutcome notice={message} />
              <QueryView query={availability} failed={failed}>
                {(list) => {
                  const eligible = list.rows.length;
                  const poll = async () => {
                    const yes = await confirm({
                      title: `Send the poll for ${title}?`,
                      confirmLabel: 'Yes, send it',
                      body: (
                        <p>
                          Each of the {eligible} members who may play is e-mailed three buttons: available,
                          reserve if short, unavailable.
                        </p>
                      ),
                    });
                    if (yes)
                      quietly(run(c.id, { kind: 'poll' }, (a) => `Poll sent: ${String(a.sent)} e-mails`));
                  };
                  const remind = async (count: number) => {
                    const yes = await confirm({
                      title: `Remind the ${count} who have not answered?`,
                      confirmLabel: 'Yes, remind them',
                      body: <p>Each is e-mailed the three buttons again.</p>,
                    });
                    if (yes)
                      quietly(
                        run(c.id, { kind: 'remind' }, (a) => `Reminder sent: ${String(a.sent)} e-mails`),
                      );
                  };
                  return (
                    <>
                      <AvailabilityPart
                        list={list}
                        busy={change.isPending}
                        onPoll={() => void poll()}
                        onRemind={(n) => void remind(n)}
                      />
                      <QueryView query={team} failed="Oops! The team could not be loaded">
                        {(t) => {
                          const publish = async () => {
                            const yes = await confirm({
                              title: `Publish the team for ${title}?`,
                              confirmLabel: 'Yes, publish',
                              body: (
                                <p>
                                  Each player is e-mailed his partner and place in the order, each reserve his
                                  place among the reserves, and the others who answered the poll that they
                                  were not chosen this time.
                                  {t.publishedAt && ' Only those whose news has changed are e-mailed again.'}
                                </p>
                              ),
                            });
                            if (yes)
                              quietly(
                                run(
                                  c.id,
                                  { kind: 'publish' },
                                  (a) => `Team published: ${String(a.sent)} e-mails sent`,
                                ),
                              );
                          };
                          const withdraw = async (p: WithdrawnPlayer) => {
                            const yes = await confirm({
                              title: `Withdraw ${p.name} from pair ${p.pair}?`,
                              confirmLabel: 'Yes, withdraw him',
                              body: (
                                <p>
                                  His place is offered at once, by e-mail, to the first reserve who has not
                                  declined. The captains are told.
                                </p>
                              ),
                            });
                            if (yes)
                              quietly(
                                run(
                                  c.id,
                                  { kind: 'withdraw', body: { memberId: p.memberId } },
                                  () => `${p.name} has withdrawn: the place is offered to the next reserve`,
                                ),
                              );
                          };
                          return (
                            <>
                              <PairingsBuilder
                                competition={c}
                                team={t}
                                rows={list.rows}
                                busy={change.isPending}
                                onSave={(body) =>
                                  quietly(
                                    run(
                                      c.id,
                                      { kind: 'team', body },
                                      () => 'Team saved. Members see it once you publish it.',
                                    ),
                                  )
                                }
                                onPublish={() => void publish()}
                                onProblem={(problem) => setMessage({ kind: 'error', title: problem })}
                              />
                              {t.pairs.length > 0 && (
                                <p>
                                  {/* A page of its own, printed on A4: the browser loads it from the server. */}
                                  <a
                                    href={`/competitions/${c.id}/teamsheet`}
                                    className="button button--secondary"
                                    data-action="team-sheet"
                                  >
                                    Team sheet
                                  </a>
                                </p>
                              )}
                              {t.publishedAt && (
                                <PublishedTeam
                                  team={t}
                                  busy={change.isPending}
                                  onWithdraw={(p) => void withdraw(p)}
                                />
                              )}
                              {t.publishedAt && t.pairs.length > 0 && (
                                <MatchForm
                                  competition={c}
                                  team={t}
                                  onSave={(body: MatchInput) =>
                                    change.mutateAsync({ id: c.id, change: { kind: 'matches', body } })
                                  }
                                />
                              )}
                            </>
                          );
                        }}
                      </QueryView>
                    </>
                  );
                }}
              </QueryView>
              <p>
                <Link to="/competitions">Back to the teams</Link>
              </p>
            </>
          )
        }
      </QueryView>
    </div>
  );
}

import { useState } from 'react';
import { Link } from 'react-router';
import { MEETING_NAMES } from '@shared/constants';
import { formatTimestamp } from '@shared/dates';
import type { FixtureScores } from '@shared/schemas/fixture-scores';
import { Banner, type Notice } from '@/components/banner';
import { SelectField } from '@/components/form-fields';
import { FocusRegion } from '@/components/focus-region';
import { Spinner } from '@/components/spinner';
import type { useConfirm } from '@/components/use-confirm';
import { usePublishResults } from '../api/publish-results';
import { meetingFor } from '../lib/meeting-choice';

const MEETINGS = Object.values(MEETING_NAMES);

/**
 * 'Publish results': the meeting whose results the prize winners go into (a guess from the event's name, to
 * check), and the button, which asks first. Publishing again replaces what was published before.
 */
export function PublishSection({
  scores,
  confirm,
  blocked,
}: {
  scores: FixtureScores;
  confirm: ReturnType<typeof useConfirm>['confirm'];
  /** Why it cannot be published now (cards kept on the phone), or null. */
  blocked: string | null;
}) {
  const publish = usePublishResults();
  const [meeting, setMeeting] = useState(scores.published?.meeting ?? meetingFor(scores.event));
  const [outcome, setOutcome] = useState<Notice | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const noCards = scores.cards.length === 0;

  const onPublish = async () => {
    setOutcome(null);
    if (!meeting) {
      setProblem('Choose the meeting whose results these go into');
      return;
    }
    setProblem(null);
    const again = scores.published !== null;
    const yes = await confirm({
      title: `Publish the results of ${scores.event}?`,
      confirmLabel: again ? 'Yes, publish again' : 'Yes, publish',
      body: (
        <>
          <p>
            The prize winners go into the {meeting} results for {scores.year}
            {again ? ', in place of those published before' : ''}, and everyone can see the whole field on the
            fixture&apos;s result page.
          </p>
          <p>The players are e-mailed the result{again ? ' if theirs has changed' : ''}.</p>
        </>
      ),
    });
    if (!yes) return;
    publish.mutate(
      { fixtureId: scores.fixtureId, meeting },
      {
        onSuccess: (answer) =>
          setOutcome({
            kind: 'success',
            title: `Results published in the ${meeting} for ${scores.year}`,
            children: (
              <p>
                {answer.meetingResults} {answer.meetingResults === 1 ? 'prize' : 'prizes'} written;{' '}
                {answer.emailed} {answer.emailed === 1 ? 'player' : 'players'}{' '}
                <span className="no-break">e-mailed</span>.{' '}
                <Link to={`/fixtureresult/${scores.fixtureId}`}>See the result page</Link>
              </p>
            ),
          }),
        onError: (err) => setOutcome({ kind: 'error', title: `Oops! ${err.message}` }),
      },
    );
  };

  return (
    <section aria-labelledby="publish-heading" className="cards__section cards__publish">
      <h2 id="publish-heading">Publish the results</h2>
      {scores.published ? (
        <p>
          Published on {formatTimestamp(scores.published.at)} in the {scores.published.meeting} results.{' '}
          {scores.changedSincePublished
            ? 'Cards have changed since then: publish again to show them.'
            : 'Nothing has changed since.'}
        </p>
      ) : (
        <p>
          Once every card is in, publish the results: the winners go into Meeting Results and the whole field
          onto the fixture&apos;s result page.
        </p>
      )}
      <FocusRegion focusOn={outcome}>{outcome && <Banner {...outcome} />}</FocusRegion>
      <SelectField
        id="publish-meeting"
        label="Meeting results to publish in"
        placeholder="Choose the meeting"
        options={MEETINGS}
        value={meeting}
        error={problem ?? undefined}
        onChange={(e) => setMeeting(e.target.value)}
      />
      {blocked && <p className="field__hint">{blocked}</p>}
      <div className="button-group">
        <button
          type="button"
          className="button"
          data-action="publish-results"
          disabled={publish.isPending || noCards || blocked !== null}
          onClick={() => void onPublish()}
        >
          {scores.published ? 'Publish results again' : 'Publish results'}
        </button>
        <span className="spinner-slot">
          <Spinner active={publish.isPending} label="Publishing the results" />
        </span>
      </div>
      {noCards && <p className="field__hint">Enter a card before you publish.</p>}
    </section>
  );
}

import { useState } from 'react';
import type { Competition } from '@shared/schemas/competitions';
import { Banner, type Notice } from '@/components/banner';
import { FocusRegion } from '@/components/focus-region';
import { QueryView } from '@/components/query-view';
import { useConfirm } from '@/components/use-confirm';
import { useAuth } from '@/lib/auth';
import { useChangePlace } from '../api/place-changes';
import { useTeam } from '../api/get-team';
import { pairNumberOf } from '../lib/team-pairs';
import { TeamList } from './team-list';

/**
 * A published team on the members' screen: the pairs in order of play and the reserves; for the member in it,
 * his way out (withdraw, after the one confirmation), and for a reserve offered a place, taking it or not.
 */
export function MyTeamPlace({ competition: c }: { competition: Competition }) {
  const team = useTeam(String(c.id));
  const { userId } = useAuth();
  const change = useChangePlace();
  const { confirm, dialog } = useConfirm();
  const [notice, setNotice] = useState<Notice | null>(null);
  const title = `${c.name} ${c.year}`;
  return (
    <QueryView query={team} failed="The team could not be loaded">
      {(t) => {
        const myPair = pairNumberOf(t, userId);
        const offer = t.openPlaces.find((o) => o.offeredTo?.memberId === userId);
        const withdraw = async () => {
          const yes = await confirm({
            title: `Withdraw from ${title}?`,
            confirmLabel: 'Yes, withdraw',
            body: (
              <p>
                Your place in pair {myPair} is offered to the first reserve at once, and the captains are
                told. You cannot take it back yourself: ask the captain.
              </p>
            ),
          });
          if (!yes) return;
          setNotice(null);
          change.mutate(
            { id: c.id, change: { kind: 'withdraw', body: { memberId: userId! } } },
            {
              onSuccess: () =>
                setNotice({
                  kind: 'success',
                  title: 'You have withdrawn. The captains have been told, and a reserve offered your place.',
                }),
              onError: (e) => setNotice({ kind: 'error', title: `Oops! ${e.message}` }),
            },
          );
        };
        const answerOffer = (answer: 'accept' | 'decline') => {
          setNotice(null);
          change.mutate(
            { id: c.id, change: { kind: 'offer', body: { answer } } },
            {
              onSuccess: (data) => setNotice(offerNotice((data as { outcome: string }).outcome)),
              onError: (e) => setNotice({ kind: 'error', title: `Oops! ${e.message}` }),
            },
          );
        };
        return (
          <div className="competition-team">
            {dialog}
            <h3>The team</h3>
            <TeamList team={t} />
            <FocusRegion focusOn={notice}>{notice && <Banner {...notice} />}</FocusRegion>
            {offer && (
              <div className="competition-offer">
                <p className="competition-offer__text">
                  A place in pair {offer.pair} is offered to you. Will you play?
                </p>
                <div className="button-group">
                  <button
                    type="button"
                    className="button"
                    disabled={change.isPending}
                    onClick={() => answerOffer('accept')}
                  >
                    Yes, I'll play
                  </button>
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={change.isPending}
                    onClick={() => answerOffer('decline')}
                  >
                    No, I can't play
                  </button>
                </div>
              </div>
            )}
            {myPair !== null && c.status === 'published' && (
              <div className="button-group">
                <button
                  type="button"
                  className="button button--warning"
                  disabled={change.isPending}
                  onClick={() => void withdraw()}
                >
                  Withdraw from the team
                </button>
              </div>
            )}
          </div>
        );
      }}
    </QueryView>
  );
}

function offerNotice(outcome: string): Notice {
  if (outcome === 'accepted')
    return { kind: 'success', title: 'The place is yours. The captains have been told.' };
  if (outcome === 'declined')
    return { kind: 'success', title: 'Thank you. The place goes to the next reserve.' };
  return { kind: 'info', title: 'Sorry: the place has gone to another reserve.' };
}

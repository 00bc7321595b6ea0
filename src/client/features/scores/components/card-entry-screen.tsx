import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { UseFormReturn } from 'react-hook-form';
import type { FixtureScores, ScoreCardValues, ScoredCardAnswer } from '@shared/schemas/fixture-scores';
import { Banner, type Notice } from '@/components/banner';
import { FailedPage } from '@/components/failed-page';
import { FocusRegion } from '@/components/focus-region';
import { QueryView } from '@/components/query-view';
import { usePageTitle } from '@/components/page-head';
import { useConfirm } from '@/components/use-confirm';
import { useAuth } from '@/lib/auth';
import { scoresKey, useFixtureScores } from '../api/get-fixture-scores';
import { saveCard } from '../api/save-card';
import { useDeleteCard } from '../api/delete-card';
import { cardValues, emptyCard, playerKey, type CardFormValues } from '../lib/card-form';
import {
  dropCard,
  isNoSignal,
  keepCard,
  readDraft,
  sessionStore,
  waitingCards,
  type WaitingCard,
} from '../lib/waiting-cards';
import { CardForm } from './card-form';
import { FieldSoFar } from './field-so-far';
import { PublishSection } from './publish-section';
import '../scores.css';

type Scored = FixtureScores & { scoring: NonNullable<FixtureScores['scoring']> };

/**
 * Enter Cards (`/fixturescores/{id}`), for a fixture's managers and the administrators: one card at a time, saved
 * as soon as it is typed; the field so far with its places; and Publish results. Made for a phone at the bar: a
 * card that cannot be sent for want of a signal is kept on the phone and sent when the signal returns.
 */
export function CardEntryScreen({ id }: { id: string }) {
  const query = useFixtureScores(id);
  const { isAdmin } = useAuth();
  const event = query.data?.event;
  usePageTitle(event ? `Enter Cards: ${event}` : 'Enter Cards');
  return (
    <QueryView
      query={query}
      failed={(error) => (
        <FailedPage
          heading="Enter Cards"
          title="Oops! The cards could not be loaded"
          after={
            <p>
              <Link to="/fixtures">Back to the fixtures</Link>
            </p>
          }
        >
          {error.message}
        </FailedPage>
      )}
    >
      {(scores) => {
        if (!scores.canEnter)
          return (
            <>
              <h1>Enter Cards: {scores.event}</h1>
              <p>Only the fixture&apos;s managers and the administrators enter its cards.</p>
              <p>
                <Link to={`/fixtureresult/${scores.fixtureId}`}>See the fixture&apos;s result</Link>
              </p>
            </>
          );
        if (!scores.scoring)
          return (
            <>
              <h1>Enter Cards: {scores.event}</h1>
              <p>
                This fixture is not scored from the cards yet. An administrator chooses the course, tees and
                prizes under &lsquo;Scoring from the cards&rsquo; in Edit Fixture.
              </p>
              <p>
                {isAdmin ? (
                  <Link to={`/editfixture/${scores.fixtureId}`}>Edit the fixture</Link>
                ) : (
                  <Link to={`/fixtureplayers/${scores.fixtureId}`}>Back to the players</Link>
                )}
              </p>
            </>
          );
        return <CardEntry scores={scores as Scored} />;
      }}
    </QueryView>
  );
}

function CardEntry({ scores }: { scores: Scored }) {
  const fixtureId = scores.fixtureId;
  const key = String(fixtureId);
  const store = useMemo(() => sessionStore(), []);
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const remove = useDeleteCard();
  const { confirm, dialog } = useConfirm();
  const [initial] = useState<CardFormValues>(() => readDraft(store, fixtureId) ?? emptyCard());
  const [notice, setNotice] = useState<Notice | null>(null);
  const [waiting, setWaiting] = useState<WaitingCard[]>(() => waitingCards(store, fixtureId));
  const [sending, setSending] = useState(false);
  const formRef = useRef<UseFormReturn<CardFormValues, unknown, ScoreCardValues> | null>(null);
  const { scoring } = scores;

  /** Sends the cards kept on the phone, oldest first; stops at the first that still finds no signal. */
  const sendWaiting = useCallback(async () => {
    const cards = waitingCards(store, fixtureId);
    if (cards.length === 0) return;
    setSending(true);
    let sent = 0;
    try {
      for (const card of cards) {
        try {
          await saveCard(card.body);
          sent += 1;
          setWaiting(dropCard(store, fixtureId, card.key));
        } catch (err) {
          if (isNoSignal(err)) break;
          // Refused (a rule the card breaks): it stays, with the reason, to be opened and put right.
          setWaiting(
            keepCard(store, fixtureId, { ...card, problem: err instanceof Error ? err.message : 'Refused' }),
          );
        }
      }
    } finally {
      setSending(false);
      if (sent > 0) {
        setNotice({
          kind: 'success',
          title: `The signal is back: ${sent} ${sent === 1 ? 'card' : 'cards'} kept on this phone ${sent === 1 ? 'has' : 'have'} been saved`,
        });
        await queryClient.invalidateQueries({ queryKey: scoresKey(key) });
      }
    }
  }, [store, fixtureId, queryClient, key]);

  // The signal's return sends what was kept; so does opening the screen with cards kept from before.
  useEffect(() => {
    const onOnline = () => void sendWaiting();
    window.addEventListener('online', onOnline);
    if (navigator.onLine) void sendWaiting();
    return () => window.removeEventListener('online', onOnline);
  }, [sendWaiting]);

  const onSave = async (body: ScoreCardValues, name: string) => {
    setNotice(null);
    const cardKey = playerKey({ memberId: body.memberId ?? null, guestName: body.guestName ?? null });
    setSaving(true);
    try {
      const saved = await saveCard(body);
      setWaiting(dropCard(store, fixtureId, cardKey));
      await queryClient.invalidateQueries({ queryKey: scoresKey(key) });
      setNotice({
        kind: 'success',
        title: `Card saved: ${saved.name}, ${saved.scoreText}${saved.position === null ? '' : `, ${saved.positionText} so far`}`,
        children: <p>The card is empty for the next player.</p>,
      });
    } catch (err) {
      if (!isNoSignal(err)) throw err;
      setWaiting(keepCard(store, fixtureId, { key: cardKey, name, body }));
      setNotice({
        kind: 'info',
        title: `No signal: ${name}'s card is kept on this phone`,
        children: (
          <p>
            It will be saved as soon as the signal comes back, or press &lsquo;Send them now&rsquo; above. You
            can go on to the next card.
          </p>
        ),
      });
    } finally {
      setSaving(false);
    }
  };

  /** Puts a card into the form, after asking if something typed would go. */
  const load = async (values: CardFormValues, name: string) => {
    const form = formRef.current;
    if (!form) return;
    const typed = form.getValues();
    if (typed.player || typed.holes.some((h) => h.trim())) {
      const yes = await confirm({
        title: `Put ${name}'s card in the form?`,
        confirmLabel: 'Yes, put it in',
        body: <p>What you have typed in the form now will go.</p>,
      });
      if (!yes) return;
    }
    setNotice(null);
    form.reset(values);
    document.getElementById('card-player')?.focus();
  };

  const onEdit = (card: ScoredCardAnswer) => void load(cardValues(card, scores.entrants), card.name);

  const onTakeOff = async (card: ScoredCardAnswer) => {
    const yes = await confirm({
      title: `Take ${card.name}'s card off?`,
      confirmLabel: 'Yes, take it off',
      body: (
        <p>Do this for a card entered for the wrong player. The places and prizes are worked out again.</p>
      ),
    });
    if (!yes) return;
    setNotice(null);
    remove.mutate(
      {
        fixtureId,
        ...(card.memberId !== null ? { memberId: card.memberId } : { guestName: card.guestName }),
      },
      {
        onSuccess: () => setNotice({ kind: 'success', title: `${card.name}'s card has been taken off` }),
        onError: (err) => setNotice({ kind: 'error', title: `Oops! ${err.message}` }),
      },
    );
  };

  return (
    <div className="cards">
      {dialog}
      <h1>Enter Cards: {scores.event}</h1>
      <p className="cards__about">
        {scores.fixtureDate}. {scoring.club}, {scoring.tee} tees:{' '}
        {scoring.format === 'stableford' ? 'Stableford' : 'medal'}, {scoring.allowancePercent} % handicap
        allowance.
      </p>
      {waiting.length > 0 && (
        <div className="cards__waiting-cards">
          <Banner
            kind="info"
            title={`${waiting.length} ${waiting.length === 1 ? 'card is' : 'cards are'} kept on this phone, not yet saved`}
          >
            <ul>
              {waiting.map((w) => (
                <li key={w.key}>
                  {w.name}
                  {w.problem && (
                    <>
                      : refused. {w.problem}{' '}
                      <button
                        type="button"
                        className="link-button"
                        onClick={() => {
                          setWaiting(dropCard(store, fixtureId, w.key));
                          void load(bodyToValues(w.body, scores), w.name);
                        }}
                      >
                        Open {w.name}&apos;s card to put it right
                      </button>
                    </>
                  )}
                </li>
              ))}
            </ul>
            <p>They are saved as soon as there is a signal.</p>
            <button
              type="button"
              className="button button--secondary"
              disabled={sending}
              onClick={() => void sendWaiting()}
            >
              Send them now
            </button>
          </Banner>
        </div>
      )}
      <CardForm
        scores={scores}
        store={store}
        initial={initial}
        title={`Enter Cards: ${scores.event}`}
        formRef={formRef}
        pending={saving}
        onSave={onSave}
        notice={
          <FocusRegion focusOn={notice} className="cards__notice">
            {notice && <Banner {...notice} />}
          </FocusRegion>
        }
        extraActions={(form) => (
          <button
            type="button"
            className="button button--secondary"
            onClick={async () => {
              const yes = await confirm({
                title: 'Clear this card?',
                confirmLabel: 'Yes, clear it',
                body: <p>What you have typed for this card goes; cards already saved stay.</p>,
              });
              if (yes) {
                form.reset(emptyCard());
                setNotice(null);
              }
            }}
          >
            Clear
          </button>
        )}
      />
      <FieldSoFar
        scores={scores}
        busy={remove.isPending}
        onEdit={onEdit}
        onTakeOff={(c) => void onTakeOff(c)}
      />
      <PublishSection
        scores={scores}
        confirm={confirm}
        blocked={waiting.length > 0 ? 'Send the cards kept on this phone before you publish.' : null}
      />
      <p className="cards__links">
        <Link to={`/fixtureplayers/${fixtureId}`}>Back to the players</Link>
        {scores.published && (
          <>
            {' · '}
            <Link to={`/fixtureresult/${fixtureId}`}>The result page</Link>
          </>
        )}
      </p>
    </div>
  );
}

/** A card kept on the phone, back in the form's boxes. */
function bodyToValues(body: ScoreCardValues, scores: FixtureScores): CardFormValues {
  return cardValues(
    {
      memberId: body.memberId ?? null,
      guestName: body.guestName ?? null,
      handicapIndex: body.handicapIndex,
      holes: body.holes,
    },
    scores.entrants,
  );
}

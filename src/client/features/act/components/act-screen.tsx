import { Link } from 'react-router';
import {
  ACTION_TITLES,
  PAGE_BUTTONS,
  STATE_TITLES,
  outcomeSentence,
  readySentence,
  stateSentence,
} from '@shared/act-words';
import type { ActionLink } from '@shared/schemas/act';
import { Banner } from '@/components/banner';
import { usePageTitle } from '@/components/page-head';
import { QueryView } from '@/components/query-view';
import { ActionButton } from '@/components/action-button';
import { FocusRegion } from '@/components/focus-region';
import { useAct } from '../api/act';
import { useActionLink } from '../api/get-action-link';
import '../act.css';

/** Where a member goes next: the competitions (a poll's or an offer's link), their fixture, or the site. */
function Onward({ fixtureId, competition = false }: { fixtureId?: number; competition?: boolean }) {
  return (
    <p className="act__onward">
      {competition ? (
        <>
          <Link to="/competitions">See the teams on the website</Link> (you may be asked to sign in), where
          you can change your answer, or go to the <Link to="/home">home page</Link>.
        </>
      ) : fixtureId ? (
        <>
          <Link to={`/enterfixture/${fixtureId}`}>See the fixture on the website</Link> (you may be asked to
          sign in), or go to the <Link to="/fixtures">fixtures</Link>.
        </>
      ) : (
        <>
          Go to the <Link to="/fixtures">fixtures</Link> or the <Link to="/home">home page</Link>.
        </>
      )}
    </p>
  );
}

/** A link that cannot act: used, expired, refused by the rules now, or not a link at all. It says so plainly. */
function Unable({ link }: { link: ActionLink }) {
  const state = link.state as Exclude<ActionLink['state'], 'ready'>;
  return (
    <>
      <h1>{STATE_TITLES[state]}</h1>
      <Banner kind={state === 'blocked' ? 'info' : 'error'}>
        <p className="act__sentence">{stateSentence(link)}</p>
      </Banner>
      <Onward fixtureId={link.fixture?.id} competition={Boolean(link.competition)} />
    </>
  );
}

/**
 * The page an e-mail's one-click link opens (/act/{token}), signed in or not: the link is the proof of who is
 * asking. It names the member, the fixture, its day and what the button will do; opening it changes nothing
 * (mail scanners open links), the one large button does, and the outcome is said in words.
 */
export function ActScreen({ token }: { token: string }) {
  const link = useActionLink(token);
  const data = link.data;
  usePageTitle(
    data?.state === 'ready' && data.action ? ACTION_TITLES[data.action] : 'Your answer from the e-mail',
  );
  return (
    <QueryView
      query={link}
      failed={(error) => (
        <section className="act">
          <h1>This page could not be loaded</h1>
          <Banner kind="error">
            <p className="act__sentence">{error.message || 'Please try the link again in a moment.'}</p>
          </Banner>
          <Onward />
        </section>
      )}
    >
      {(found) =>
        found.state === 'ready' ? (
          <ReadyLink token={token} link={found} />
        ) : (
          <section className="act">
            <Unable link={found} />
          </section>
        )
      }
    </QueryView>
  );
}

/** A link that can act: what its one button will do, then the outcome in words. */
function ReadyLink({ token, link }: { token: string; link: ActionLink }) {
  const press = useAct();
  const action = link.action!;
  return (
    <section className="act">
      <h1>{ACTION_TITLES[action]}</h1>
      <FocusRegion focusOn={press.data ?? press.error}>
        {press.isSuccess && (
          // A reserve who answers too late hears that the place has gone: nothing was done for him.
          <Banner
            kind={press.data.outcome === 'gone' ? 'info' : 'success'}
            title={press.data.outcome === 'gone' ? 'The place has gone' : 'Done'}
          >
            <p className="act__sentence">{outcomeSentence(link, press.data)}</p>
          </Banner>
        )}
        {press.isError && (
          <Banner kind="error" title="Nothing has been changed">
            <p className="act__sentence">{press.error.message}</p>
          </Banner>
        )}
      </FocusRegion>
      {press.isSuccess || press.isError ? (
        <Onward fixtureId={link.fixture?.id} competition={Boolean(link.competition)} />
      ) : (
        <>
          <p className="act__sentence">{readySentence(link)}</p>
          <ActionButton
            onClick={() => press.mutate({ token })}
            pending={press.isPending}
            pendingLabel="Sending your answer"
            className="act__button"
          >
            {PAGE_BUTTONS[action]}
          </ActionButton>
          <p>Nothing changes until you tap the button.</p>
        </>
      )}
    </section>
  );
}

import { formatTimestamp, londonToday } from '@shared/dates';
import { ACTIONS, type Action, type ActionLink, type ActResult } from '@shared/schemas/act';
import { ACTION_LABELS } from '@shared/act-words';
import type { Db } from '../../db/database';
import type { Deps } from '../../lib/deps';
import { now, nowIso } from '../../lib/clock';
import { formError, notFound } from '../../lib/http-errors';
import { hashToken } from '../../lib/tokens';
import { isUniqueViolation } from '../../db/unique-violation';
import { recordAudit } from '../audit/audit.repository';
import * as fixtures from '../fixtures/fixtures.repository';
import { lockAndLoad, readLists, type FixtureRow } from '../fixtures/fixture-lists.service';
import { ALREADY_REGISTERED, enterFixtureIn, leaveFixtureIn } from '../fixtures/fixture-signup.service';
import { waitingPosition, type Lists } from '../fixtures/player-lists';
import * as repo from './act.repository';
import { blockedReason, linkExpired, type LinkFixture } from './act-rules';
import { actOnCompetitionLink, viewCompetitionLink } from '../competitions/competition-act.service';

export const LINK_NOT_VALID = 'This link is not valid. Nothing has been changed.';
export const LINK_USED = 'This link has already been used. Nothing has been changed.';
export const LINK_EXPIRED = 'This link has expired: the fixture has started. Nothing has been changed.';

const isAction = (a: string): a is Action => (ACTIONS as readonly string[]).includes(a);

/** The link behind a raw token, with its member and fixture, or null (unknown, tampered, or its rows gone). */
const isToken = (token: string) => /^[A-Za-z0-9_-]{20,200}$/.test(token);

async function findLink(db: Db, token: string | undefined) {
  if (!token || !isToken(token)) return null;
  const link = await repo.findActionToken(db, hashToken(token));
  if (!link || !isAction(link.action)) return null;
  const fixture = await fixtures.findFixture(db, link.fixtureId);
  const member = await fixtures.findMemberName(db, link.memberId);
  if (!fixture || !member) return null;
  return { ...link, action: link.action, fixture, member };
}

const linkFixture = (f: FixtureRow): LinkFixture => ({
  event: f.event,
  startDate: f.start_date,
  canRegister: f.can_register === 1,
  manager: f.manager,
  managerEmails: f.manager_email_addresses,
  signupOpens: f.signup_opens,
  signupCloses: f.signup_closes,
  withdrawBy: f.withdraw_by,
});

const INVALID: ActionLink = {
  state: 'invalid',
  action: null,
  firstName: null,
  fixture: null,
  waitingPosition: null,
  full: false,
  reason: null,
};

/** What the page of a link shows: who, what, which day, and whether its button can act. Changes nothing. */
export async function viewActionLink(deps: Deps, token: string | undefined): Promise<ActionLink> {
  const link = await findLink(deps.db, token);
  if (!link) return (token && isToken(token) && (await viewCompetitionLink(deps, token))) || INVALID;
  const f = link.fixture;
  const lists = await readLists(deps.db, f);
  const waiting = waitingPosition(lists.waiting, link.memberId);
  const base = {
    action: link.action,
    firstName: link.member.first_name,
    fixture: {
      id: f.id,
      event: f.event,
      location: f.location,
      startDate: f.start_date,
      endDate: f.end_date,
    },
    waitingPosition: waiting,
    full: f.places !== null && lists.registered.length >= f.places,
    reason: null,
  };
  if (link.usedAt)
    return {
      ...base,
      state: 'used',
      reason: `You used it on ${formatTimestamp(link.usedAt)} (“${ACTION_LABELS[link.action]}”)`,
    };
  const today = londonToday(now());
  if (linkExpired(linkFixture(f), today)) return { ...base, state: 'expired' };
  const reason = blockedFor(deps, link, lists, today);
  return reason ? { ...base, state: 'blocked', reason } : { ...base, state: 'ready' };
}

type Link = NonNullable<Awaited<ReturnType<typeof findLink>>>;

const blockedFor = (deps: Deps, link: Link, lists: Lists, today: string) =>
  blockedReason(
    link.action,
    link.memberId,
    link.member.approval === 'approved',
    linkFixture(link.fixture),
    lists,
    today,
    deps.contactEmail,
  );

/**
 * The button of a link's page: does the link's one action for its member on its fixture, with the site's own
 * services (the same rules, waiting list and e-mails as the site's buttons), and uses the link, in one
 * transaction: a refusal leaves the link unused, and of two presses at once one acts and the other is told the
 * link is used.
 */
export async function act(deps: Deps, token: string): Promise<ActResult> {
  // A competition's link (scratch teams) acts through its own module, with the same page and the same rules.
  if (isToken(token) && !(await findLink(deps.db, token))) {
    const done = await actOnCompetitionLink(deps, token);
    if (done) return done;
  }
  const actor = (memberId: number) => ({ id: memberId, isAdmin: false });
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const found = await findLink(trx, token);
      if (!found) throw notFound(LINK_NOT_VALID);
      // The fixture is locked first, as every change of its lists does, then the link is claimed.
      const { fixture, lists } = await lockAndLoad(trx, deps.dialect, found.fixtureId);
      const link = { ...found, fixture };
      if (link.usedAt) throw formError(LINK_USED);
      const today = londonToday(now());
      if (linkExpired(linkFixture(fixture), today)) throw formError(LINK_EXPIRED);
      const reason = blockedFor(deps, link, lists, today);
      if (reason) throw formError(reason);
      const at = nowIso();
      if (!(await repo.claimActionToken(trx, link.id, at))) throw formError(LINK_USED);
      const inTransaction = { ...deps, db: trx };
      const who = link.memberId;
      switch (link.action) {
        case 'still-playing':
        case 'keep-waiting': {
          const waiting = waitingPosition(lists.waiting, who);
          await recordAudit(
            trx,
            {
              actorId: who,
              action: link.action === 'still-playing' ? 'confirm-place' : 'confirm-waiting',
              entity: 'fixture_registration',
              entityId: fixture.id,
              after: { fixtureId: fixture.id, userId: who },
            },
            at,
          );
          return {
            outcome: link.action === 'still-playing' ? 'confirmed' : 'kept-waiting',
            waitingPosition: waiting,
          };
        }
        case 'cannot-play':
        case 'leave-waiting': {
          const out = await leaveFixtureIn(trx, inTransaction, actor(who), fixture.id, who);
          return { outcome: out.list === 'registered' ? 'left' : 'left-waiting', waitingPosition: null };
        }
        case 'count-me-in': {
          const out = await enterFixtureIn(trx, inTransaction, actor(who), fixture.id, who);
          return {
            outcome: out.list === 'registered' ? 'entered' : 'waiting',
            waitingPosition: out.waitingPosition,
          };
        }
        default:
          throw notFound(LINK_NOT_VALID);
      }
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw formError(ALREADY_REGISTERED);
    throw err;
  }
}

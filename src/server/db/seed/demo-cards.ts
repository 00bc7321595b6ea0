import { allocatePrizes } from '@shared/golf/allocate-prizes';
import { courseHandicap } from '@shared/golf/course-handicap';
import { playingHandicap } from '@shared/golf/playing-handicap';
import { rankCards } from '@shared/golf/rank-cards';
import { scoreCard } from '@shared/golf/score-card';
import { strokesReceived } from '@shared/golf/strokes-received';
import type { Card, Prize, Tee } from '@shared/golf/types';
import { ADMIN_EMAIL, DEMO_MEMBER_EMAIL, demoPerson } from './demo-members';
import { pick, seededRandom } from './demo-random';
import { DEMO_TEES } from './demo-tees';

/**
 * Results from the cards in the demo: last year's Autumn Meeting at Rye was scored from a dozen cards (ten members
 * and two guests) off the Yellow tees, Stableford at 95%, with four prizes, and published to the Autumn Meetings'
 * results. Its fixture result, the Meeting Results page and Latest Results name the winners the cards give.
 */
export const DEMO_SCORED = {
  event: 'Autumn Meeting',
  club: 'Rye Golf Club',
  tee: 'Yellow',
  meetingType: 2,
} as const;

export const DEMO_PRIZES: Prize[] = [
  { event: 'Autumn Meeting – Handicap Stableford', eligible: { kind: 'all' }, places: 3 },
  { event: 'Autumn Meeting – Higher Handicaps', eligible: { kind: 'handicap', from: 18, to: 54 }, places: 1 },
  { event: "Autumn Meeting – Veterans' Prize", eligible: { kind: 'leftSchoolBy', year: 1970 }, places: 1 },
  { event: "Autumn Meeting – Guests' Prize", eligible: { kind: 'guests' }, places: 1 },
];
export const DEMO_ALLOWANCE = 95;

/**
 * The players: demo members whom no journey suspends or changes, with the demo administrator and the demo member
 * (so the demo member has a place in the order of merit), and two guests, each with who brought them.
 */
const MEMBERS = [
  ADMIN_EMAIL,
  DEMO_MEMBER_EMAIL,
  'james.fairweather@example.com',
  'nick.cavendish@example.com',
  'hugh.maitland@example.com',
  'simon.pemberton@example.com',
  'anthony.somerville@example.com',
  'harriet.sinclair@example.com',
  'oliver.kingsley@example.com',
  'geoff.radcliffe@example.com',
];
export const DEMO_CARD_GUESTS = [
  { name: 'Jonathan Reeve', handicap: 13, host: ADMIN_EMAIL },
  { name: 'Marcus Hale', handicap: 8.6, host: 'simon.pemberton@example.com' },
];

export type DemoCard = Card & { email: string | null };

/** How a round goes against the player's handicap: mostly net par or a bogey, now and then a birdie or worse. */
const NET = [-1, -1, 0, 0, 0, 0, 0, 1, 1, 2];

/** The dozen cards, the same on every run. */
export function demoCards(): DemoCard[] {
  const tee = demoTee();
  const random = seededRandom(1975);
  const players = [
    ...MEMBERS.map((email, i) => {
      const p = demoPerson(email);
      return {
        email,
        handicap: p.handicap,
        player: { kind: 'member' as const, memberId: i + 1, name: p.name, yearLeft: p.yearLeft },
      };
    }),
    ...DEMO_CARD_GUESTS.map((g) => ({
      email: null,
      handicap: g.handicap,
      player: { kind: 'guest' as const, name: g.name },
    })),
  ];
  return players.map(({ email, handicap, player }) => {
    const strokes = strokesReceived(playingHandicap(courseHandicap(handicap, tee), DEMO_ALLOWANCE), tee);
    const holes = tee.par.map((par, i) => Math.max(1, par + strokes[i] + pick(random, NET)));
    return { email, player, handicapIndex: handicap, holes };
  });
}

export function demoTee(): Tee {
  const tee = DEMO_TEES.get(DEMO_SCORED.club)?.find((t) => t.name === DEMO_SCORED.tee);
  if (!tee) throw new Error(`the demo has no ${DEMO_SCORED.tee} tees at ${DEMO_SCORED.club}`);
  return tee;
}

/** The top three of the meeting's Stableford as the cards place them, for its fixture result. */
export function demoCardPlacings(): { name: string; score: string }[] {
  const field = rankCards(
    demoCards().map((c) =>
      scoreCard(c, { tee: demoTee(), format: 'stableford', allowancePercent: DEMO_ALLOWANCE }),
    ),
  );
  const [stableford] = allocatePrizes(field, DEMO_PRIZES, true);
  return stableford.winners.map((w) => ({ name: w.card.player.name, score: w.scoreText }));
}

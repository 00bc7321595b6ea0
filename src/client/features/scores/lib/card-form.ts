import { z } from 'zod';
import { formatHandicap } from '@shared/handicaps';
import { holesProblem, scoreCard } from '@shared/golf/score-card';
import { sum } from '@shared/golf/stableford-points';
import { HOLES, type ScoringFormat, type Tee } from '@shared/golf/types';
import {
  PLAYER_MESSAGE,
  scoreCardBodySchema,
  type Entrant,
  type ScoreCardValues,
  type ScoredCardAnswer,
} from '@shared/schemas/fixture-scores';
import { readHandicap } from '@shared/schemas/member-fields';

/**
 * One card as the card-entry screen's inputs hold it: who it is for (a member or a booked guest from the
 * fixture's list, or another guest by name), the Handicap Index as typed ('12.4', '+1.0') and the strokes of each
 * hole in a box of its own ('' for no score). The form's schema reads them into the card the server takes, checked
 * by the shared card schema; what it adds is where each problem is: a wrong hole is named by its number.
 */
export interface CardFormValues {
  /** `member:{id}`, `guest:{name}`, `other` (a guest not on the list) or '' (not chosen yet). */
  player: string;
  /** The name of a guest who is not on the list. */
  otherGuest: string;
  handicapIndex: string;
  holes: string[];
}

export const HOLE_NUMBERS = Array.from({ length: HOLES }, (_, i) => i + 1);
export const OTHER_GUEST = 'other';

/** An empty card: no player chosen, no index, no strokes. */
export const emptyCard = (): CardFormValues => ({
  player: '',
  otherGuest: '',
  handicapIndex: '',
  holes: HOLE_NUMBERS.map(() => ''),
});

/** The player select's value for a member or a guest ('member:12', 'guest:Tom Brown'). */
export const playerKey = (p: { memberId: number | null; guestName: string | null }) =>
  p.memberId !== null ? `member:${p.memberId}` : `guest:${p.guestName ?? ''}`;

/** Who a select value names: the card's memberId or guestName. */
export function playerOf(values: Pick<CardFormValues, 'player' | 'otherGuest'>): {
  memberId: number | null;
  guestName: string | null;
} {
  if (values.player.startsWith('member:'))
    return { memberId: Number(values.player.slice(7)), guestName: null };
  if (values.player.startsWith('guest:')) return { memberId: null, guestName: values.player.slice(6) };
  if (values.player === OTHER_GUEST) return { memberId: null, guestName: values.otherGuest.trim() || null };
  return { memberId: null, guestName: null };
}

/** The inputs of a card already saved, to check or correct it. */
export function cardValues(
  card: Pick<ScoredCardAnswer, 'memberId' | 'guestName' | 'handicapIndex' | 'holes'>,
  entrants: readonly Entrant[],
): CardFormValues {
  const key = playerKey(card);
  const listed = entrants.some((e) => playerKey(e) === key);
  return {
    player: listed ? key : OTHER_GUEST,
    otherGuest: listed ? '' : (card.guestName ?? ''),
    handicapIndex: formatHandicap(card.handicapIndex),
    holes: card.holes.map((s) => (s === null ? '' : String(s))),
  };
}

/** A hole's box: null when empty, the strokes when a whole number, NaN for anything else. */
export const strokesIn = (text: string): number | null => {
  const t = text.trim();
  if (t === '') return null;
  return /^\d{1,3}$/.test(t) ? Number(t) : Number.NaN;
};

/** The holes whose box the golf rules refuse (1-based): each checked on its own in an otherwise empty card. */
export function wrongHoles(holes: readonly (number | null)[]): number[] {
  return HOLE_NUMBERS.filter((n) => {
    const trial = HOLE_NUMBERS.map((h) => (h === n ? holes[n - 1] : null));
    return holesProblem(trial) !== null;
  });
}

/** The form's schema for a fixture: the boxes read into the card the server takes, each problem on its box. */
export const cardFormSchema = (fixtureId: number) =>
  z
    .object({
      player: z.string(),
      otherGuest: z.string(),
      handicapIndex: z.string(),
      holes: z.array(z.string()),
    })
    .transform((typed, ctx): ScoreCardValues => {
      const holes = typed.holes.map(strokesIn);
      for (const hole of wrongHoles(holes))
        ctx.addIssue({
          code: 'custom',
          path: ['holes', hole - 1],
          message: `Hole ${hole}: type the strokes taken, 1 to 20, or leave it empty for no score`,
        });
      if (typed.player === OTHER_GUEST && !typed.otherGuest.trim())
        ctx.addIssue({ code: 'custom', path: ['otherGuest'], message: "Give the guest's name" });
      else if (typed.player === '')
        ctx.addIssue({ code: 'custom', path: ['player'], message: PLAYER_MESSAGE });
      const player = playerOf(typed);
      const parsed = scoreCardBodySchema.safeParse({
        fixtureId,
        ...(player.memberId !== null ? { memberId: player.memberId } : { guestName: player.guestName ?? '' }),
        handicapIndex: typed.handicapIndex.trim(),
        holes: holes.map((h) => (h !== null && Number.isNaN(h) ? 0 : h)),
      });
      if (parsed.success && ctx.issues.length === 0) return parsed.data;
      for (const issue of parsed.success ? [] : parsed.error.issues) {
        const field = String(issue.path[0] ?? '');
        // Holes are named one by one above, and who the card is for once.
        if (field === 'holes' || field === 'memberId' || field === 'fixtureId') continue;
        ctx.addIssue({
          code: 'custom',
          path: [field === 'guestName' ? (typed.player === OTHER_GUEST ? 'otherGuest' : 'player') : field],
          message: issue.message,
        });
      }
      return z.NEVER;
    });

/** The error summary's fields, in the order of the screen, with their inputs' ids. */
export function cardSummaryFields(idPrefix: string): [string, string][] {
  return [
    ['player', `${idPrefix}-player`],
    ['otherGuest', `${idPrefix}-otherGuest`],
    ['handicapIndex', `${idPrefix}-handicapIndex`],
    ...HOLE_NUMBERS.map((n): [string, string] => [`holes.${n - 1}`, `${idPrefix}-hole-${n}`]),
  ];
}

/** How a fixture is scored, as the running figures need it. */
export interface RunningSetup {
  tee: Tee;
  format: ScoringFormat;
  allowancePercent: number;
}

/** What the card as typed so far makes, worked by the golf rules (never a second copy of them). */
export interface RunningFigures {
  courseHandicap: number;
  playingHandicap: number;
  /** Strokes received on each hole (negative where a plus handicap gives one back). */
  strokesReceived: number[];
  /** Stableford points of each hole typed; null for a hole not typed (or not readable) yet. */
  points: (number | null)[];
  holesPlayed: number;
  /** Stableford points so far: out, in and in all. */
  pointsOut: number;
  pointsIn: number;
  pointsTotal: number;
  /** Strokes so far: out, in and in all. */
  grossOut: number;
  grossIn: number;
  grossTotal: number;
  /** Medal: gross less the Playing Handicap once all 18 holes have a score; null before. */
  net: number | null;
}

/**
 * The playing handicap and running points (or strokes) of the card as typed: null until the Handicap Index can be
 * read. A box not yet readable counts as not played.
 */
export function runningFigures(
  setup: RunningSetup,
  handicapIndex: string,
  holesTyped: readonly string[],
): RunningFigures | null {
  const index = readHandicap(handicapIndex);
  if (index === undefined) return null;
  const holes = holesTyped.map((t) => {
    const s = strokesIn(t);
    return s === null || Number.isNaN(s) || holesProblem(HOLE_NUMBERS.map((_, i) => (i === 0 ? s : null)))
      ? null
      : s;
  });
  const scored = scoreCard({ player: { kind: 'guest', name: '' }, handicapIndex: index, holes }, setup);
  const played = (i: number) => holes[i] !== null;
  const points = scored.points.map((p, i) => (played(i) ? p : null));
  const part = (values: readonly (number | null)[], from: number, to: number) =>
    sum(values.slice(from, to).map((v) => v ?? 0));
  return {
    courseHandicap: scored.courseHandicap,
    playingHandicap: scored.playingHandicap,
    strokesReceived: scored.strokesReceived,
    points,
    holesPlayed: holes.filter((h) => h !== null).length,
    pointsOut: part(points, 0, 9),
    pointsIn: part(points, 9, 18),
    pointsTotal: part(points, 0, 18),
    grossOut: part(holes, 0, 9),
    grossIn: part(holes, 9, 18),
    grossTotal: part(holes, 0, 18),
    net: scored.net,
  };
}

/** '1 shot', '2 shots', '' for none; a plus handicap's stroke given back is '−1'. */
export function shotsText(received: number): string {
  if (received === 0) return '';
  if (received < 0) return `gives ${-received}`;
  return received === 1 ? '1 shot' : `${received} shots`;
}

/** '1 pt', '3 pts'. */
export const pointsText = (points: number) => `${points} ${points === 1 ? 'pt' : 'pts'}`;

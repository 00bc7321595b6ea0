// The shapes the results secretary's rules work on: a tee as the course's card prints it, a player's card as typed
// from the paper one, and what the rules make of it. The routes (scores, publish, order of merit) use these.

/** A round is 18 holes; every list of holes below has 18 entries, hole 1 first. */
export const HOLES = 18;

/** The strokes taken on each hole, in the order of play; null where the card has no score for the hole. */
export type HoleScores = readonly (number | null)[];

/** One set of tees of a course, as its scorecard prints them. */
export interface Tee {
  name: string;
  /** Par of each hole, 3 to 6. */
  par: readonly number[];
  /** Stroke index of each hole: the numbers 1 to 18, each once (1 = where the first stroke is received). */
  strokeIndex: readonly number[];
  /** Course Rating, to one decimal place (e.g. 71.2). */
  courseRating: number;
  /** Slope Rating, a whole number from 55 to 155 (113 is a course of standard difficulty). */
  slope: number;
}

export type ScoringFormat = 'stableford' | 'medal';

/** Who played: a member of the society, or a member's guest (who is known by name only). */
export type Player =
  | { kind: 'member'; memberId: number; name: string; yearLeft: number | null }
  | { kind: 'guest'; name: string };

/** A player's card as typed in. */
export interface Card {
  player: Player;
  /** The Handicap Index played off, as stored: a plus handicap is negative (+1.4 is -1.4). */
  handicapIndex: number;
  holes: HoleScores;
}

/** How a fixture is scored. */
export interface ScoringSetup {
  tee: Tee;
  format: ScoringFormat;
  /** The handicap allowance in per cent (95 for individual stroke play and Stableford), at most one decimal. */
  allowancePercent: number;
}

/** An exact value: numerator ÷ denominator (denominator > 0). */
export interface Fraction {
  numerator: number;
  denominator: number;
}

/** A Course Handicap: exact, unrounded (for display) and rounded (as shown to players). */
export interface CourseHandicap {
  exact: Fraction;
  unrounded: number;
  rounded: number;
}

/** A card with what the rules make of it. `C` lets the routes keep their own fields (ids) on the card. */
export interface ScoredCard<C extends Card = Card> {
  card: C;
  format: ScoringFormat;
  /** Rounded Course Handicap (as shown); negative for a plus handicap. */
  courseHandicap: number;
  /** Unrounded Course Handicap, for display only: the Playing Handicap is worked out exactly. */
  courseHandicapUnrounded: number;
  /** Playing Handicap; negative for a plus handicap. */
  playingHandicap: number;
  /** Strokes received on each hole (negative where a plus handicap gives a stroke back). */
  strokesReceived: number[];
  /** Stableford points on each hole (0 where the card has no score), whatever the format. */
  points: number[];
  /** Total strokes, or null when a hole has no score. */
  gross: number | null;
  /** Gross less the Playing Handicap, or null when a hole has no score (a no return in medal). */
  net: number | null;
  /** The format's score: Stableford points, or the medal net score (null: no return). */
  total: number | null;
}

/** A scored card placed in its field. */
export interface RankedCard<C extends Card = Card> extends ScoredCard<C> {
  /** 1 for first; players who share a place share the number (1, 2, 2, 4). Null for a no return. */
  position: number | null;
  /** '1st', '=2nd' for a shared place, 'NR' for a no return. */
  positionText: string;
  /** The place is shared with another player (still level after countback). */
  tied: boolean;
  /** Level on the total with another player and placed apart from them by countback: results print "(c/b)". */
  countback: boolean;
}

/** Who may win a prize. Handicap bands are of the Handicap Index on the card, both ends included. */
export type PrizeEligibility =
  | { kind: 'all' }
  | { kind: 'handicap'; from: number; to: number }
  | { kind: 'leftSchoolBy'; year: number }
  | { kind: 'guests' };

export interface Prize {
  event: string;
  eligible: PrizeEligibility;
  /** How many places the prize has, 1 to 3. */
  places: number;
}

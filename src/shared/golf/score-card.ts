import { courseHandicap } from './course-handicap';
import { grossScore, netScore } from './medal-score';
import { playingHandicap } from './playing-handicap';
import { stablefordPoints, sum } from './stableford-points';
import { strokesReceived } from './strokes-received';
import { HOLES, type Card, type HoleScores, type ScoredCard, type ScoringSetup } from './types';

/** What is wrong with a card's holes, in words (empty when nothing is): 18 holes, each 1 to 20 strokes or none. */
export function holesProblem(holes: HoleScores): string | null {
  if (holes.length !== HOLES) return 'A card has 18 holes';
  const ok = holes.every((s) => s === null || (Number.isInteger(s) && s >= 1 && s <= 20));
  return ok ? null : 'Each hole is 1 to 20 strokes, or empty for no score';
}

/**
 * Everything the rules make of one card: the Course Handicap and the Playing Handicap from the index on the card,
 * the strokes received on each hole, Stableford points per hole, gross and net, and the format's score.
 */
export function scoreCard<C extends Card>(card: C, setup: ScoringSetup): ScoredCard<C> {
  const problem = holesProblem(card.holes);
  if (problem) throw new RangeError(problem);
  const course = courseHandicap(card.handicapIndex, setup.tee);
  const handicap = playingHandicap(course, setup.allowancePercent);
  const strokes = strokesReceived(handicap, setup.tee);
  const points = stablefordPoints(card.holes, setup.tee, strokes);
  const gross = grossScore(card.holes);
  const net = netScore(card.holes, handicap);
  return {
    card,
    format: setup.format,
    courseHandicap: course.rounded,
    courseHandicapUnrounded: course.unrounded,
    playingHandicap: handicap,
    strokesReceived: strokes,
    points,
    gross,
    net,
    total: setup.format === 'stableford' ? sum(points) : net,
  };
}

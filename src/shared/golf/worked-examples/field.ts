import { courseHandicap } from '../course-handicap';
import { playingHandicap } from '../playing-handicap';
import { scoreCard } from '../score-card';
import { strokesReceived } from '../strokes-received';
import type { Card, HoleScores, Player, ScoredCard, ScoringFormat } from '../types';
import { standardTee } from './tees';

// Cards for the countback examples, scored off the standard tee (Slope 113, Rating 72.0 = par 72) at 100%, so the
// Playing Handicap is the index and can be checked at a glance.

/** Hole pars of the standard tee, to turn Stableford points back into strokes. */
const par = standardTee.par;

/**
 * A card with the given Stableford points on each hole: strokes = par + 2 + strokes received − points. Off scratch
 * (the default) the strokes are simply par + 2 − points.
 */
export const pointsCard = (player: Player, points: readonly number[], handicapIndex = 0): Card => {
  const received = strokesReceived(
    playingHandicap(courseHandicap(handicapIndex, standardTee), 100),
    standardTee,
  );
  return { player, handicapIndex, holes: points.map((p, i) => par[i] + 2 + received[i] - p) };
};

export const scored = (card: Card, format: ScoringFormat): ScoredCard =>
  scoreCard(card, { tee: standardTee, format, allowancePercent: 100 });

export const medalCard = (player: Player, handicapIndex: number, holes: HoleScores): Card => ({
  player,
  handicapIndex,
  holes,
});

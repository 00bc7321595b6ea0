import { HOLES, type Tee } from './types';

/**
 * What is wrong with a tee's figures, in words for the course's editor (empty when nothing is): 18 pars of 3 to 6,
 * the stroke indexes 1 to 18 each once, a Course Rating to one decimal place and a whole Slope Rating of 55 to 155.
 */
export function teeProblems(tee: Tee): string[] {
  const problems: string[] = [];
  if (tee.par.length !== HOLES || !tee.par.every((p) => Number.isInteger(p) && p >= 3 && p <= 6)) {
    problems.push('Give a par of 3 to 6 for each of the 18 holes');
  }
  const indexes = [...tee.strokeIndex].sort((a, b) => a - b);
  if (indexes.length !== HOLES || !indexes.every((si, i) => si === i + 1)) {
    problems.push('Give each of the stroke indexes 1 to 18 to exactly one hole');
  }
  const rating = tee.courseRating * 10;
  if (!Number.isFinite(rating) || Math.abs(rating - Math.round(rating)) > 1e-6 || tee.courseRating <= 0) {
    problems.push('Give the Course Rating with at most one decimal place, such as 71.2');
  }
  if (!Number.isInteger(tee.slope) || tee.slope < 55 || tee.slope > 155) {
    problems.push('Give a Slope Rating from 55 to 155');
  }
  return problems;
}

/** The tee, checked: a route validates first, so a problem here is a bug and throws. */
export function checkedTee(tee: Tee): Tee {
  const problems = teeProblems(tee);
  if (problems.length > 0) throw new RangeError(`Tee ${tee.name}: ${problems.join('; ')}`);
  return tee;
}

/** The par of the round: the sum of the holes' pars. */
export const coursePar = (tee: Tee) => tee.par.reduce((sum, p) => sum + p, 0);

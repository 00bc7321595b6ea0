import { describe, expect, it } from 'vitest';
import { coursePar, teeProblems } from './tee-problems';
import { whiteTee } from './worked-examples/tees';

describe('a tee as its scorecard prints it', () => {
  it('adds up the par of the round (36 out, 36 in)', () => {
    expect(coursePar(whiteTee)).toBe(72);
    expect(teeProblems(whiteTee)).toEqual([]);
  });

  it('names what is wrong with the figures', () => {
    const swapped = [...whiteTee.strokeIndex];
    swapped[0] = swapped[1]; // stroke index 3 twice, 7 missing
    expect(
      teeProblems({
        ...whiteTee,
        par: whiteTee.par.slice(0, 17),
        strokeIndex: swapped,
        courseRating: 71.25,
        slope: 160,
      }),
    ).toEqual([
      'Give a par of 3 to 6 for each of the 18 holes',
      'Give each of the stroke indexes 1 to 18 to exactly one hole',
      'Give the Course Rating with at most one decimal place, such as 71.2',
      'Give a Slope Rating from 55 to 155',
    ]);
    expect(teeProblems({ ...whiteTee, par: [...whiteTee.par.slice(0, 17), 7] })).toHaveLength(1);
  });
});

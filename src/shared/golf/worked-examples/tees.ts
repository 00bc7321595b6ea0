import type { Tee } from '../types';

// The tees the golf rules' worked examples use, made up to look like a parkland course's card: par 72 (36 out,
// 36 in), odd stroke indexes on the front nine and even ones on the back, as most British cards have them.

/** Hole:          1  2  3   4  5   6  7   8   9  10  11 12  13 14  15  16 17  18 */
export const whiteTee: Tee = {
  name: 'White',
  par: [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 5, 4, 4, 4, 3, 5, 4],
  strokeIndex: [7, 3, 17, 1, 11, 5, 15, 13, 9, 8, 16, 2, 10, 4, 12, 18, 6, 14],
  courseRating: 71.2,
  slope: 125,
};

/** The same holes with a standard slope and a Course Rating of par: Course Handicap = Handicap Index. */
export const standardTee: Tee = { ...whiteTee, name: 'Standard', courseRating: 72, slope: 113 };

/** A hard par 70 (holes 4 and 9 played as par 4s): Slope 140, Course Rating 72.4. */
export const blueTee: Tee = {
  name: 'Blue',
  par: [4, 4, 3, 4, 4, 4, 3, 4, 4, 4, 3, 5, 4, 4, 4, 3, 5, 4],
  strokeIndex: whiteTee.strokeIndex,
  courseRating: 72.4,
  slope: 140,
};

import { describe, expect, it } from 'vitest';
import { whiteTee } from '@shared/golf/worked-examples/tees';
import {
  holesText,
  parTotals,
  strokeIndexProblems,
  teeFormSchema,
  teeFormValues,
  teeSummaryFields,
  type TeeFormValues,
} from './tee-form';

const white = (): TeeFormValues =>
  teeFormValues({ ...whiteTee, par: [...whiteTee.par], strokeIndex: [...whiteTee.strokeIndex] });

/** The form's messages by field, as the error summary lists them. */
function messages(values: TeeFormValues): Record<string, string[]> {
  const parsed = teeFormSchema.safeParse(values);
  if (parsed.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('the tees form', () => {
  it('reads a card typed as printed into the tee the server takes', () => {
    const typed = { ...white(), name: ' White ', courseRating: '71,2' };
    expect(teeFormSchema.parse(typed)).toEqual({ ...whiteTee, name: 'White' });
  });

  it('shows a saved tee with its rating to one decimal, and copies the holes of the first tees for a new one', () => {
    expect(teeFormValues({ ...whiteTee, courseRating: 72 }).courseRating).toBe('72.0');
    const fresh = teeFormValues(null, whiteTee);
    expect(fresh).toMatchObject({ name: '', courseRating: '', slope: '' });
    expect(fresh.par[3]).toBe('5');
    expect(fresh.strokeIndex[3]).toBe('1');
    expect(teeFormValues(null).par).toEqual(Array(18).fill(''));
  });

  it('names each hole whose par is not 3 to 6, or not a number', () => {
    const typed = white();
    typed.par[6] = '7';
    typed.par[11] = 'x';
    typed.par[12] = '';
    expect(messages(typed)).toEqual({
      'par.6': ['Hole 7: give its par, 3, 4, 5 or 6'],
      'par.11': ['Hole 12: give its par, 3, 4, 5 or 6'],
      'par.12': ['Hole 13: give its par, 3, 4, 5 or 6'],
    });
  });

  it('names both holes of a stroke index given twice, and the index no hole has', () => {
    const typed = white();
    // Hole 12 is stroke index 2; typed as 7, hole 1's index, so no hole has 2.
    typed.strokeIndex[11] = '7';
    expect(messages(typed)).toEqual({
      'strokeIndex.0': ['Hole 1: stroke index 7 is also given to hole 12'],
      'strokeIndex.11': ['Hole 12: stroke index 7 is also given to hole 1'],
      strokeIndex: ['Give each of the stroke indexes 1 to 18 to exactly one hole: no hole has 2'],
    });
  });

  it('names a stroke index out of range or left empty by its hole', () => {
    const typed = white();
    typed.strokeIndex[0] = '19';
    typed.strokeIndex[1] = '';
    expect(messages(typed)).toEqual({
      'strokeIndex.0': ['Hole 1: give its stroke index, a number from 1 to 18'],
      'strokeIndex.1': ['Hole 2: give its stroke index, a number from 1 to 18'],
      strokeIndex: ['Give each of the stroke indexes 1 to 18 to exactly one hole: no hole has 3 or 7'],
    });
  });

  it("puts the shared schema's own words on the name, the rating and the slope, without naming the tees again", () => {
    expect(messages({ ...white(), name: '', courseRating: '7.2', slope: '200' })).toEqual({
      name: ['Give each tee a name, such as White or Yellow'],
      courseRating: ['Give the Course Rating for 18 holes, from 50.0 to 90.0'],
      slope: ['Give a Slope Rating from 55 to 155'],
    });
    expect(messages({ ...white(), courseRating: 'seventy', slope: '' })).toEqual({
      courseRating: ['Give the Course Rating, such as 71.2'],
      slope: ['Give the Slope Rating, a whole number from 55 to 155'],
    });
  });

  it('adds up the par typed so far, out, in and in all', () => {
    expect(parTotals(white().par)).toEqual({ out: 36, in: 36, total: 72 });
    expect(parTotals(['4', '', 'x', ...Array(15).fill('')])).toEqual({ out: 4, in: 0, total: 4 });
  });

  it('lists holes in words, and finds every box the error summary links to', () => {
    expect(holesText([3])).toBe('hole 3');
    expect(holesText([3, 12])).toBe('holes 3 and 12');
    expect(holesText([3, 7, 12])).toBe('holes 3, 7 and 12');
    expect(strokeIndexProblems(whiteTee.strokeIndex)).toEqual({ holes: [], missing: [] });
    const fields = teeSummaryFields('tee');
    expect(fields).toContainEqual(['par.17', 'tee-par-18']);
    expect(fields).toContainEqual(['strokeIndex.root', 'tee-si-1']);
    expect(fields[0]).toEqual(['name', 'tee-name']);
  });
});

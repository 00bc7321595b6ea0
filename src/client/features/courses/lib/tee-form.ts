import { z } from 'zod';
import { coursePar, teeProblems } from '@shared/golf/tee-problems';
import { HOLES, type Tee } from '@shared/golf/types';
import { teeSchema, type TeeAnswer, type TeeValues } from '@shared/schemas/course-tees';

/**
 * One set of tees as the Tees screen's inputs hold it: the name, the par and stroke index of each hole typed into
 * a box of its own, the Course Rating and the Slope Rating. The form's schema reads the boxes and checks them with
 * the shared tee schema, so the screen and the server refuse the same tees; what it adds is where: a wrong hole is
 * named by its number ('Hole 7: …'), and its box is the one the error summary links to.
 */
export interface TeeFormValues {
  name: string;
  par: string[];
  strokeIndex: string[];
  courseRating: string;
  slope: string;
}

/** The holes' numbers, 1 to 18. */
export const HOLE_NUMBERS = Array.from({ length: HOLES }, (_, i) => i + 1);

const blankHoles = () => HOLE_NUMBERS.map(() => '');

/**
 * The inputs for a saved tee, or for a new one: empty, but with the par and stroke index of `copyHolesFrom` (the
 * course's first tees) when given, since a course's tees share their holes' par and stroke index more often than not.
 */
export function teeFormValues(tee: Tee | null, copyHolesFrom?: Tee): TeeFormValues {
  const holesOf = tee ?? copyHolesFrom;
  return {
    name: tee?.name ?? '',
    par: holesOf ? holesOf.par.map(String) : blankHoles(),
    strokeIndex: holesOf ? holesOf.strokeIndex.map(String) : blankHoles(),
    courseRating: tee ? tee.courseRating.toFixed(1) : '',
    slope: tee ? String(tee.slope) : '',
  };
}

/** A box's whole number ('4', ' 12 '), or NaN when it holds anything else (the schema names the hole). */
const wholeNumberIn = (text: string) => (/^\s*\d{1,3}\s*$/.test(text) ? Number(text) : Number.NaN);
/** The Course Rating as typed ('71.2', '71,2', '72'), or NaN. */
const ratingIn = (text: string) => {
  const t = text.trim().replace(',', '.');
  return /^\d{1,3}(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
};

/** A tee that passes every rule: one figure at a time is put in it, so a problem is that figure's alone. */
const SOUND: Tee = {
  name: '',
  par: HOLE_NUMBERS.map(() => 4),
  strokeIndex: HOLE_NUMBERS,
  courseRating: 72,
  slope: 113,
};

/** The holes whose par the golf rules refuse (1-based), each checked on its own in a sound tee. */
export function holesWithWrongPar(par: readonly number[]): number[] {
  return HOLE_NUMBERS.filter((n) => {
    const trial = SOUND.par.map((p, i) => (i === n - 1 ? par[n - 1] : p));
    return teeProblems({ ...SOUND, par: trial }).length > 0;
  });
}

/** 'hole 3', 'holes 3 and 12', 'holes 3, 7 and 12'. */
export function holesText(holes: readonly number[]): string {
  if (holes.length === 1) return `hole ${holes[0]}`;
  return `holes ${holes.slice(0, -1).join(', ')} and ${holes[holes.length - 1]}`;
}

/**
 * What is wrong with the stroke indexes, by hole: a box that is not 1 to 18, and each index given to more than one
 * hole (on every hole that has it); and the indexes no hole has. The rule itself (1 to 18, each once) is the golf
 * rules' own, checked by the tee schema; this finds the boxes to point at.
 */
export function strokeIndexProblems(strokeIndex: readonly number[]): {
  holes: { hole: number; message: string }[];
  missing: number[];
} {
  const holesWith = new Map<number, number[]>();
  const holes: { hole: number; message: string }[] = [];
  strokeIndex.forEach((si, i) => {
    if (!Number.isInteger(si) || si < 1 || si > HOLES) {
      holes.push({
        hole: i + 1,
        message: `Hole ${i + 1}: give its stroke index, a number from 1 to ${HOLES}`,
      });
      return;
    }
    holesWith.set(si, [...(holesWith.get(si) ?? []), i + 1]);
  });
  for (const [si, on] of holesWith)
    if (on.length > 1)
      for (const hole of on)
        holes.push({
          hole,
          message: `Hole ${hole}: stroke index ${si} is also given to ${holesText(on.filter((h) => h !== hole))}`,
        });
  holes.sort((a, b) => a.hole - b.hole);
  const missing = HOLE_NUMBERS.filter((si) => !holesWith.has(si));
  return { holes, missing };
}

/** The par of the holes typed so far, out (1 to 9), in (10 to 18) and in all; a hole not yet readable counts 0. */
export function parTotals(par: readonly string[]) {
  const value = (i: number) => {
    const n = wholeNumberIn(par[i] ?? '');
    return Number.isNaN(n) ? 0 : n;
  };
  const out = HOLE_NUMBERS.slice(0, 9).reduce((s, n) => s + value(n - 1), 0);
  const back = HOLE_NUMBERS.slice(9).reduce((s, n) => s + value(n - 1), 0);
  return { out, in: back, total: out + back };
}

/** The form's schema: the boxes read as numbers and checked by the shared tee schema, each problem on its box. */
export const teeFormSchema = z
  .object({
    name: z.string(),
    par: z.array(z.string()),
    strokeIndex: z.array(z.string()),
    courseRating: z.string(),
    slope: z.string(),
  })
  .transform((typed, ctx): TeeValues => {
    const par = typed.par.map(wholeNumberIn);
    const strokeIndex = typed.strokeIndex.map(wholeNumberIn);
    for (const hole of holesWithWrongPar(par))
      ctx.addIssue({
        code: 'custom',
        path: ['par', hole - 1],
        message: `Hole ${hole}: give its par, 3, 4, 5 or 6`,
      });
    const si = strokeIndexProblems(strokeIndex);
    for (const { hole, message } of si.holes)
      ctx.addIssue({ code: 'custom', path: ['strokeIndex', hole - 1], message });
    const parsed = teeSchema.safeParse({
      name: typed.name,
      par,
      strokeIndex,
      courseRating: ratingIn(typed.courseRating),
      slope: wholeNumberIn(typed.slope),
    });
    if (parsed.success && ctx.issues.length === 0) return parsed.data;
    // The schema names the tees in each message ('White tees: …'); on the tee's own form that goes without saying.
    const prefix = `${typed.name.trim()} tees: `;
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = String(issue.path[0] ?? 'name');
      const message = issue.message.startsWith(prefix) ? issue.message.slice(prefix.length) : issue.message;
      // The holes' problems are named hole by hole above; the schema's words stand beside them for the indexes no
      // hole has, which no box can show.
      if (field === 'par') continue;
      if (field === 'strokeIndex') {
        if (si.missing.length > 0)
          ctx.addIssue({
            code: 'custom',
            path: ['strokeIndex'],
            message: `${message}: no hole has ${si.missing.join(', ').replace(/, (\d+)$/, ' or $1')}`,
          });
        continue;
      }
      ctx.addIssue({ code: 'custom', path: [field], message });
    }
    return z.NEVER;
  });

/** The error summary's fields in the order of the screen, with their boxes' ids. */
export function teeSummaryFields(idPrefix: string): [string, string][] {
  return [
    ['name', `${idPrefix}-name`],
    ...HOLE_NUMBERS.flatMap((n): [string, string][] => [
      [`par.${n - 1}`, `${idPrefix}-par-${n}`],
      [`strokeIndex.${n - 1}`, `${idPrefix}-si-${n}`],
    ]),
    // An index no hole has: React Hook Form keeps a message about the whole column under 'root'.
    ['strokeIndex.root', `${idPrefix}-si-1`],
    ['courseRating', `${idPrefix}-courseRating`],
    ['slope', `${idPrefix}-slope`],
  ];
}

/** A tee's par in all, for the list of tees ('72'). */
export const parOf = (tee: TeeAnswer) => coursePar(tee);

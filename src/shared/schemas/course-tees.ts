import { z } from 'zod';
import { teeProblems } from '../golf/tee-problems';
import { HOLES, type Tee } from '../golf/types';
import { controlCharactersMessage, hasNoControlCharacters, hasNoLineBreaks } from './control-characters';
import { courseSchema } from './courses';
import { wholeIdNumber } from './id-fields';

/**
 * A course's tees (DESIGN.md 'Results from the cards'): each set of tees as the course's scorecard prints them,
 * name, par and stroke index of the 18 holes, Course Rating and Slope Rating. The rules that make a tee usable are
 * the golf rules' own (src/shared/golf/tee-problems.ts); this file names the field each problem is about.
 */

export const TEES_PER_COURSE_MAX = 8;
export const TEE_NAME_MAX = 40;
/** An 18-hole Course Rating is near par; outside this range it is a slip of the keyboard (7.2 for 72.0). */
export const COURSE_RATING_MIN = 50;
export const COURSE_RATING_MAX = 90;

export const TEE_NAME_MESSAGE = 'Give each tee a name, such as White or Yellow';
export const COURSE_RATING_RANGE_MESSAGE = `Give the Course Rating for 18 holes, from ${COURSE_RATING_MIN}.0 to ${COURSE_RATING_MAX}.0`;

/** A tee whose figures pass every rule: one field at a time is put in it to find which field a problem is about. */
const SOUND_TEE: Tee = {
  name: '',
  par: Array.from({ length: HOLES }, () => 4),
  strokeIndex: Array.from({ length: HOLES }, (_, i) => i + 1),
  courseRating: 72,
  slope: 113,
};
const TEE_FIGURES = ['par', 'strokeIndex', 'courseRating', 'slope'] as const;

export const teeNameField = z
  .string({ error: TEE_NAME_MESSAGE })
  .trim()
  .min(1, TEE_NAME_MESSAGE)
  .max(TEE_NAME_MAX, `A tee's name must be ${TEE_NAME_MAX} characters or fewer`)
  .refine(hasNoControlCharacters, controlCharactersMessage("A tee's name"))
  .refine(hasNoLineBreaks, "A tee's name must be on one line");

const holeNumbers = (message: string) =>
  z.array(z.number({ error: message }), { error: message }).max(HOLES * 2, message);

/** One set of tees; each problem is reported on its own field ('White tees: Give a Slope Rating from 55 to 155'). */
export const teeSchema = z
  .object({
    name: teeNameField,
    par: holeNumbers('Give a par of 3 to 6 for each of the 18 holes'),
    strokeIndex: holeNumbers('Give each of the stroke indexes 1 to 18 to exactly one hole'),
    courseRating: z.number({ error: 'Give the Course Rating, such as 71.2' }),
    slope: z.number({ error: 'Give the Slope Rating, a whole number from 55 to 155' }),
  })
  .superRefine((tee, ctx) => {
    for (const field of TEE_FIGURES) {
      const [problem] = teeProblems({ ...SOUND_TEE, [field]: tee[field] });
      if (problem) ctx.addIssue({ code: 'custom', path: [field], message: `${tee.name} tees: ${problem}` });
    }
    if (tee.courseRating < COURSE_RATING_MIN || tee.courseRating > COURSE_RATING_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: ['courseRating'],
        message: `${tee.name} tees: ${COURSE_RATING_RANGE_MESSAGE}`,
      });
    }
  });
export type TeeInput = z.input<typeof teeSchema>;
export type TeeValues = z.output<typeof teeSchema>;

/** `POST /api/admin/courses/tees {courseId, tees}`: the course's whole list of tees, in the order shown. */
export const courseTeesBodySchema = z
  .object({
    courseId: wholeIdNumber('Choose a course'),
    tees: z
      .array(teeSchema, { error: 'Give the tees as a list' })
      .max(TEES_PER_COURSE_MAX, `A course has at most ${TEES_PER_COURSE_MAX} sets of tees`),
  })
  .superRefine(({ tees }, ctx) => {
    const seen = new Set<string>();
    tees.forEach((tee, i) => {
      const key = tee.name.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['tees', i, 'name'],
          message: `The ${tee.name} tees are listed twice: give each set of tees its own name`,
        });
      seen.add(key);
    });
  });
export type CourseTeesBody = z.input<typeof courseTeesBodySchema>;
export type CourseTeesValues = z.output<typeof courseTeesBodySchema>;

/** A tee as the answers give it. */
export const teeAnswerSchema = z.object({
  name: z.string(),
  par: z.array(z.number().int()),
  strokeIndex: z.array(z.number().int()),
  courseRating: z.number(),
  slope: z.number().int(),
});
export type TeeAnswer = z.infer<typeof teeAnswerSchema>;

/** `GET /api/courses/{id}` (public) and the answer of a save of its tees: the course with its tees. */
export const courseWithTeesSchema = courseSchema.extend({ tees: z.array(teeAnswerSchema) });
export type CourseWithTees = z.infer<typeof courseWithTeesSchema>;

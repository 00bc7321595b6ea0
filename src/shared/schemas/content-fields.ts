import { z } from 'zod';
import { decadeOfYear } from '../year-lists';
import { idField } from './id-fields';
import { controlCharactersMessage, hasNoControlCharacters } from './control-characters';

/**
 * Field rules shared by the results, courses, publications and latest-results forms and routes.
 * Values may arrive as JSON (numbers, booleans) or as multipart form fields (always text).
 */

export const CONTENT_YEAR_MIN = 1900;
export const CONTENT_YEAR_MAX = 2100;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

export const requiredText = (label: string, max: number) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      const s = text(v);
      if (!s) {
        ctx.addIssue({ code: 'custom', message: `${label} is required` });
        return z.NEVER;
      }
      if (s.length > max) {
        ctx.addIssue({ code: 'custom', message: `${label} must be ${max} characters or fewer` });
        return z.NEVER;
      }
      if (!hasNoControlCharacters(s)) {
        ctx.addIssue({ code: 'custom', message: controlCharactersMessage(label) });
        return z.NEVER;
      }
      return s;
    });

export const optionalText = (label: string, max: number) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      const s = text(v);
      if (s.length > max) {
        ctx.addIssue({ code: 'custom', message: `${label} must be ${max} characters or fewer` });
        return z.NEVER;
      }
      if (!hasNoControlCharacters(s)) {
        ctx.addIssue({ code: 'custom', message: controlCharactersMessage(label) });
        return z.NEVER;
      }
      return s || null;
    });

export const yearRangeText = `Enter a year between ${CONTENT_YEAR_MIN} and ${CONTENT_YEAR_MAX}`;

export const yearField = z
  .unknown()
  .optional()
  .transform((v, ctx) => {
    const s = text(v);
    if (!s) {
      ctx.addIssue({ code: 'custom', message: 'Year is required' });
      return z.NEVER;
    }
    const n = Number(s);
    if (!/^\d{4}$/.test(s) || n < CONTENT_YEAR_MIN || n > CONTENT_YEAR_MAX) {
      ctx.addIssue({ code: 'custom', message: yearRangeText });
      return z.NEVER;
    }
    return n;
  });

/** A yes/no sent as JSON or as a form field ('true', 'on', '1'). */
export const flagField = z
  .unknown()
  .optional()
  .transform((v) => v === true || v === 1 || v === 'true' || v === 'on' || v === '1');

/** Move a row one place up or down in its list. */
export const moveSchema = z.object({
  id: idField('Choose an item to move'),
  direction: z.enum(['up', 'down'], { error: 'Choose up or down' }),
});
export type MoveInput = z.input<typeof moveSchema>;
export type MoveDirection = z.output<typeof moveSchema>['direction'];

/** The decade of a year: 1997 → 1990. */
export const decadeOf = decadeOfYear;

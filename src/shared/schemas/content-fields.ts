import { z } from 'zod';
import { decadeOfYear } from '../year-lists';
import { idField } from './id-fields';
import { controlCharactersMessage, hasNoControlCharacters } from './control-characters';
import { refuse } from './refuse';

/**
 * Field rules shared by the results, courses, publications and latest-results forms and routes.
 * Values may arrive as JSON (numbers, booleans) or as multipart form fields (always text).
 */

export const CONTENT_YEAR_MIN = 1900;
export const CONTENT_YEAR_MAX = 2100;

/** The text of a value sent as JSON or as a form field, trimmed; '' for anything that is not text or a number. */
export const formText = (v: unknown) =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';

/**
 * How a text field is checked: `required` says '{label} is required' when it is empty (an empty optional field is
 * null); over `max` characters, or holding a control character, it is refused with the label in the message.
 * `controlCharacters: 'later'` leaves control characters to the server's plugin (plugins/control-characters.ts),
 * as the fixture forms have always done.
 */
interface TextRules {
  required: boolean;
  controlCharacters?: 'refused' | 'later';
}

const textField = (label: string, max: number, rules: TextRules) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      const s = formText(v);
      const problem =
        !s && rules.required
          ? `${label} is required`
          : s.length > max
            ? `${label} must be ${max} characters or fewer`
            : rules.controlCharacters !== 'later' && !hasNoControlCharacters(s)
              ? controlCharactersMessage(label)
              : null;
      if (problem) return refuse(ctx, problem);
      return s || null;
    });

export const requiredText = (
  label: string,
  max: number,
  controlCharacters?: TextRules['controlCharacters'],
) => textField(label, max, { required: true, controlCharacters }) as z.ZodType<string, unknown>;

export const optionalText = (
  label: string,
  max: number,
  controlCharacters?: TextRules['controlCharacters'],
) => textField(label, max, { required: false, controlCharacters });

export const yearRangeText = `Enter a year between ${CONTENT_YEAR_MIN} and ${CONTENT_YEAR_MAX}`;

export const yearField = z
  .unknown()
  .optional()
  .transform((v, ctx) => {
    const s = formText(v);
    if (!s) return refuse(ctx, 'Year is required');
    const n = Number(s);
    if (!/^\d{4}$/.test(s) || n < CONTENT_YEAR_MIN || n > CONTENT_YEAR_MAX) return refuse(ctx, yearRangeText);
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
export type MoveDirection = z.output<typeof moveSchema>['direction'];

/** The decade of a year: 1997 → 1990. */
export const decadeOf = decadeOfYear;

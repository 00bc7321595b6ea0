import { z } from 'zod';
import { optionalText, requiredText, yearField } from './content-fields';
import { stampedUpdate } from './edit-stamps';

/** A scratch foursomes match as the administrator keeps it (DESIGN.md 'Fixed details'), with its id. */
export const foursomesMatchAdminSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  event: z.string(),
  opponent: z.string().nullable(),
  result: z.string().nullable(),
  /** When it was last changed (the admin's edit sends it back). */
  updatedAt: z.string(),
});
export type FoursomesMatchAdmin = z.infer<typeof foursomesMatchAdminSchema>;

const matchFields = {
  year: yearField,
  event: requiredText('Event', 200),
  opponent: optionalText('Opponent', 200),
  result: optionalText('Result', 200),
};

export const addFoursomesMatchSchema = z.object(matchFields);
export type FoursomesMatchInput = z.input<typeof addFoursomesMatchSchema>;
export type FoursomesMatchValues = z.output<typeof addFoursomesMatchSchema>;
export const updateFoursomesMatchSchema = stampedUpdate('Match not found', matchFields);

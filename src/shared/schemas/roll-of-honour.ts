import { z } from 'zod';
import { searchText } from './query-fields';

/**
 * The roll of honour (DESIGN.md 'Results from the cards'): every trophy (a meeting result's event) with the winner
 * of each year, from every meeting result, the old ones typed by hand and the published ones alike.
 */

export const ROLL_NAME_MAX = 80;

/** `GET /api/rollofhonour?name=`: with a name, only the wins of players whose name holds it (any case). */
export const rollOfHonourQuerySchema = z.object({
  name: searchText(ROLL_NAME_MAX, `Type at most ${ROLL_NAME_MAX} characters of the name`, 'The name'),
});

export const honourWinnerSchema = z.object({
  year: z.number().int(),
  name: z.string(),
  score: z.string().nullable(),
});

/** Trophies by name; each one's winners newest year first. */
export const rollOfHonourSchema = z.array(
  z.object({ event: z.string(), winners: z.array(honourWinnerSchema) }),
);
export type RollOfHonour = z.infer<typeof rollOfHonourSchema>;

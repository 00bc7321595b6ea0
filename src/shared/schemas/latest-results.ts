import { z } from 'zod';
import { requiredText } from './content-fields';

/** Latest results on the home page (spec §3): description on create; id, description, createdDate in lists. */
export const LATEST_RESULTS_ON_HOME = 10;

export const latestResultSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  /** ISO timestamp. */
  createdDate: z.string(),
});
export type LatestResult = z.infer<typeof latestResultSchema>;

export const addLatestResultSchema = z.object({ description: requiredText('Description', 500) });
export type AddLatestResultInput = z.input<typeof addLatestResultSchema>;

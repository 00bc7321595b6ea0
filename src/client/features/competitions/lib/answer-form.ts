import { z } from 'zod';
import { availabilityBodySchema, type Competition } from '@shared/schemas/competitions';

/**
 * The member's answer as the form holds it: the three answers as radio buttons (none chosen at first), the
 * competition's dates he cannot make as ticked boxes (a box sends its date; none ticked, an empty list) and the
 * note. Checked by the shared schema, so the screen refuses what the server refuses in the same words.
 */
export const answerFormSchema = availabilityBodySchema.extend({
  unavailableDates: z.preprocess(
    (v) => (Array.isArray(v) ? v : typeof v === 'string' ? [v] : []),
    availabilityBodySchema.shape.unavailableDates,
  ),
});

export interface AnswerFormValues {
  competitionId: number;
  answer: string | null;
  unavailableDates: string[];
  note: string;
}

export const answerFormValues = (c: Competition): AnswerFormValues => ({
  competitionId: c.id,
  answer: c.myAvailability?.answer ?? null,
  unavailableDates: c.myAvailability?.unavailableDates ?? [],
  note: c.myAvailability?.note ?? '',
});

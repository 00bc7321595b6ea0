import { z } from 'zod';
import {
  addCompetitionSchema,
  eligibilitySchema,
  OFFER_HOURS_DEFAULT,
  type CompetitionAdmin,
  type CompetitionInput,
} from '@shared/schemas/competitions';

/**
 * The administrator's Competition form as its inputs hold it: the shared schema's fields, with who may play as one
 * optional year ('Left school by'), which becomes the competition's `eligibility` (null for everyone). The captains'
 * addresses are the e-mail list field's text (joined with ';'), as the shared schema reads them.
 */
export const competitionFormSchema = addCompetitionSchema.omit({ eligibility: true }).extend({
  leftSchoolBy: z
    .string()
    .optional()
    .transform((s, ctx) => {
      if (!s?.trim()) return null;
      const parsed = eligibilitySchema.safeParse({ leftSchoolBy: s });
      if (!parsed.success) {
        ctx.addIssue({
          code: 'custom',
          message: parsed.error.issues[0]?.message ?? 'Left school by is wrong',
        });
        return z.NEVER;
      }
      return parsed.data;
    }),
});

export interface CompetitionFormValues {
  name: string;
  year: string;
  pairs: string;
  reservesWanted: string;
  offerHours: string;
  dates: { date: string; label: string }[];
  captainEmailAddresses: string;
  leftSchoolBy: string;
}

/** The form filled from a saved competition, or for a new one (this year; five pairs and two reserves). */
export function competitionFormValues(c: CompetitionAdmin | null, thisYear: number): CompetitionFormValues {
  return {
    name: c?.name ?? '',
    year: String(c?.year ?? thisYear),
    pairs: String(c?.pairs ?? 5),
    reservesWanted: String(c?.reservesWanted ?? 2),
    offerHours: String(c?.offerHours ?? OFFER_HOURS_DEFAULT),
    dates: c?.dates.map((d) => ({ ...d })) ?? [],
    captainEmailAddresses: c?.captainEmailAddresses.join(';') ?? '',
    leftSchoolBy: c?.eligibility ? String(c.eligibility.leftSchoolBy) : '',
  };
}

/** What the server is sent from the parsed form. */
export function competitionBody(values: z.output<typeof competitionFormSchema>): CompetitionInput {
  const { leftSchoolBy, ...rest } = values;
  return { ...rest, eligibility: leftSchoolBy };
}

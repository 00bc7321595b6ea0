import { z } from 'zod';

/** Add/Edit Fixture's golf-day fields (DESIGN.md 'Golf days'): places and three optional dates. */
export const PLACES_MAX = 500;

const raw = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

export const placesField = z
  .unknown()
  .optional()
  .transform((v, ctx) => {
    const s = raw(v);
    if (!s) return null;
    if (!/^\d{1,3}$/.test(s) || Number(s) < 1 || Number(s) > PLACES_MAX) {
      ctx.addIssue({ code: 'custom', message: `Places must be a whole number from 1 to ${PLACES_MAX}` });
      return z.NEVER;
    }
    return Number(s);
  });

const realDate = (s: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const [y, m, d] = s.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

export const optionalDateField = (label: string) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      const r = raw(v);
      if (!r) return null;
      const s = /^\d{4}-\d{2}-\d{2}T/.test(r) ? r.slice(0, 10) : r;
      if (!realDate(s)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a real date` });
        return z.NEVER;
      }
      return s;
    });

export const golfDayFields = {
  places: placesField,
  signupOpens: optionalDateField('Sign-up Opens'),
  signupCloses: optionalDateField('Sign-up Closes'),
  withdrawBy: optionalDateField('Withdraw By'),
};

/** Closes on or after opens and before the start; withdraw by on or before the start. */
export function golfDayDateRules(
  f: {
    startDate: string;
    signupOpens: string | null;
    signupCloses: string | null;
    withdrawBy: string | null;
  },
  ctx: z.RefinementCtx,
) {
  if (f.signupOpens && f.signupCloses && f.signupCloses < f.signupOpens) {
    ctx.addIssue({
      code: 'custom',
      path: ['signupCloses'],
      message: 'Sign-up Closes must be on or after Sign-up Opens',
    });
  }
  if (f.signupCloses && f.startDate && f.signupCloses >= f.startDate) {
    ctx.addIssue({
      code: 'custom',
      path: ['signupCloses'],
      message: 'Sign-up Closes must be before Start Date',
    });
  }
  if (f.withdrawBy && f.startDate && f.withdrawBy > f.startDate) {
    ctx.addIssue({
      code: 'custom',
      path: ['withdrawBy'],
      message: 'Withdraw By must be on or before Start Date',
    });
  }
}

export const namedPlayerSchema = z.object({ id: z.number().int(), name: z.string() });

/** What Get/{id} adds for golf days. */
export const golfDayAnswerFields = {
  places: z.number().int().nullable(),
  signupOpens: z.string().nullable(),
  signupCloses: z.string().nullable(),
  withdrawBy: z.string().nullable(),
  placesTaken: z.number().int(),
  waitingList: z.array(namedPlayerSchema),
  myStatus: z.enum(['registered', 'waiting', 'none']),
  myWaitingPosition: z.number().int().nullable(),
  team: z.object({ selected: z.array(namedPlayerSchema), reserves: z.array(namedPlayerSchema) }).nullable(),
  /** The signed-in member may manage this fixture's players (an administrator, or one of its managers). */
  canManage: z.boolean(),
};

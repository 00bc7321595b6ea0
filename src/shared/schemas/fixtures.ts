import { z } from 'zod';
import { idField, idParams } from './id-fields';
import {
  CONTENT_YEAR_MAX,
  CONTENT_YEAR_MIN,
  optionalText as sharedOptionalText,
  requiredText as sharedRequiredText,
  yearField,
} from './content-fields';
import { requiredDateField } from './date-fields';
import { emailListField } from './email-list-field';
import { golfDayAnswerFields, golfDayDateRules, golfDayFields } from './golf-day-fields';
import { fixtureYearProblem } from '../years';
import {
  bookingAnswerFields,
  bookingFields,
  bookingSettingsFields,
  confirmBookingChangesField,
  listedPlayerSchema,
} from './fixture-bookings';
import { scoringAnswerSchema, scoringField } from './fixture-scoring';
import { publishedFieldSchema } from './fixture-scores';

/**
 * Fixtures: the shapes of spec §3 (plus startDate, endDate and year so the client can group and sort),
 * and the rules of the add and edit forms, one definition for the forms and the server.
 */

export const FIXTURE_YEAR_MIN = CONTENT_YEAR_MIN;
export const FIXTURE_YEAR_MAX = CONTENT_YEAR_MAX;

export const fixtureListItemSchema = z.object({
  id: z.number().int(),
  /** Display text in Europe/London: 'Sat 10 May 2025' or 'Mon 12 – Tue 13 May 2025'. */
  fixtureDate: z.string(),
  event: z.string(),
  location: z.string().nullable(),
  manager: z.string().nullable(),
  comments: z.string().nullable(),
  isPast: z.boolean(),
  isSignedUp: z.boolean(),
  /** Open for registration and not past. */
  canRegister: z.boolean(),
  startDate: z.string(),
  endDate: z.string(),
  year: z.number().int(),
  /** Beside Register?: 'Full', 'Waiting list' (the member is on it), 'Opens 1 Mar', 'Sign-up closed', or null. */
  signupLabel: z.string().nullable(),
});
export type FixtureListItem = z.infer<typeof fixtureListItemSchema>;

export const fixtureYearGroupSchema = z.object({
  year: z.number().int(),
  fixtures: z.array(fixtureListItemSchema),
});
export type FixtureYearGroup = z.infer<typeof fixtureYearGroupSchema>;

export const latestFixtureSchema = z.object({
  /** The fixture and its year: the home page links each to its row on the fixtures page. */
  id: z.number().int(),
  year: z.number().int(),
  fixtureDate: z.string(),
  event: z.string(),
  /** 'Full', 'Opens 1 Mar', 'Sign-up closed' or null (see signupLabel in shared/golf-days.ts). */
  signupLabel: z.string().nullable(),
});
export type LatestFixture = z.infer<typeof latestFixtureSchema>;

/** A player on the list: a member, or a guest (`id` null and `guestOf` their host's id). */
export const registeredPlayerSchema = listedPlayerSchema;

/** The full fixture (Get, GetForEdit): canRegister is the stored flag; isPast and isSignedUp help the screens. */
export const fixtureSchema = z.object({
  id: z.number().int(),
  event: z.string(),
  location: z.string().nullable(),
  fixtureDate: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  year: z.number().int(),
  manager: z.string().nullable(),
  managerEmailAddresses: z.string().nullable(),
  canRegister: z.boolean(),
  comments: z.string().nullable(),
  isPast: z.boolean(),
  isSignedUp: z.boolean(),
  registeredPlayers: z.array(registeredPlayerSchema),
  ...golfDayAnswerFields,
  waitingList: z.array(listedPlayerSchema),
  ...bookingAnswerFields,
  /** When the fixture was last changed: Edit Fixture sends it back, so that a save never overwrites a newer one. */
  updatedAt: z.string(),
});
export type Fixture = z.infer<typeof fixtureSchema>;

/** GetForEdit/{id}: the fixture with its scoring (null: no cards), which Edit Fixture sends back. */
export const fixtureForEditSchema = fixtureSchema.extend({ scoring: scoringAnswerSchema.nullable() });
export type FixtureForEdit = z.infer<typeof fixtureForEditSchema>;

/** The answer to a save made from a copy of the fixture that someone has changed since it was opened. */
export const FIXTURE_CHANGED_MEANWHILE =
  'Someone else has changed this fixture since you opened it. Open it again to see their changes, then make yours.';

/** Ids in an address are read by the handler, so that one that names nothing answers 404, however malformed. */
export const fixtureIdParams = idParams;
export const fixtureResultParams = z.object({ fixtureId: z.string().max(200) });
export const userIdParams = z.object({ userId: z.string().max(200) });

/** Spec §3 'Fixture sign-up or leave payload'. */
export const fixtureSignupBodySchema = z.object({
  fixtureId: idField('Choose a fixture'),
  userId: idField('Choose a member'),
});
export type FixtureSignupBody = z.input<typeof fixtureSignupBodySchema>;

/** `POST /api/fixtures/enter`: the spec's payload, with the member's guests and dinners (DESIGN.md third wave). */
export const fixtureEnterBodySchema = fixtureSignupBodySchema.extend(bookingFields);
export type FixtureEnterBody = z.input<typeof fixtureEnterBodySchema>;

/** Fixture text: control characters are left to the server's plugin, which names the JSON key (as always). */
const requiredText = (label: string, max: number) => sharedRequiredText(label, max, 'later');
const optionalText = (label: string, max: number) => sharedOptionalText(label, max, 'later');

const fixtureYearOf = (date: string) => Number(date.slice(0, 4));
/** A date as YYYY-MM-DD (a full ISO timestamp is cut to its date, as the spec's client sends one). */
const dateField = (label: string) =>
  requiredDateField(label, {
    cutTime: true,
    allowed: (s) => fixtureYearOf(s) >= FIXTURE_YEAR_MIN && fixtureYearOf(s) <= FIXTURE_YEAR_MAX,
  });

/** Manager addresses: each must be a valid address ('{address} is not a valid email address', DESIGN.md). */
const managerEmailsField = emailListField('Email Addresses').transform((addresses) =>
  addresses.length ? addresses.join(';') : null,
);

const fixtureFields = {
  year: yearField,
  event: requiredText('Event', 200),
  startDate: dateField('Start Date'),
  endDate: dateField('End Date'),
  location: optionalText('Location', 200),
  manager: optionalText('Captain', 200),
  managerEmailAddresses: managerEmailsField,
  canRegister: z
    .unknown()
    .optional()
    .transform((v) => v === true || v === 1 || v === 'true' || v === 'on'),
  comments: optionalText('Comments', 2000),
  ...golfDayFields,
  ...bookingSettingsFields,
  scoring: scoringField,
};

type DatedFields = Parameters<typeof golfDayDateRules>[0] & { endDate: string; year: number };
const endNotBeforeStart = (f: DatedFields, ctx: z.RefinementCtx) => {
  if (f.endDate < f.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End Date must be on or after Start Date' });
  }
  // The lists are read a year at a time: a fixture filed under another year than its date's is lost to members.
  const yearProblem = fixtureYearProblem(f.year, f.startDate);
  if (yearProblem) ctx.addIssue({ code: 'custom', path: ['year'], message: yearProblem });
  golfDayDateRules(f, ctx);
};

/** Add Fixture (spec §2, §5 and DESIGN.md departures). */
export const addFixtureSchema = z.object(fixtureFields).superRefine(endNotBeforeStart);
export type AddFixtureInput = z.input<typeof addFixtureSchema>;
export type AddFixtureValues = z.output<typeof addFixtureSchema>;

/** Edit Fixture: the same fields plus the id; the read-only fixtureDate and the players are ignored. */
export const updateFixtureSchema = z
  .object({
    id: idField('Fixture not found'),
    ...fixtureFields,
    // Optional: the spec's callers do not send it; Edit Fixture does.
    updatedAt: z.string().max(40).optional(),
    confirmBookingChanges: confirmBookingChangesField,
  })
  .superRefine(endNotBeforeStart);
export type UpdateFixtureInput = z.input<typeof updateFixtureSchema>;

export const addFixtureResponseSchema = z.object({ id: z.number().int() });

/** Answer of Delete: how many registrations went with the fixture. */

/** The fixture result page (DESIGN.md gaps): the fixture's details and its placings or PDF. */
export const placingSchema = z.object({
  place: z.number().int(),
  name: z.string(),
  score: z.string().nullable(),
});
export type Placing = z.infer<typeof placingSchema>;

export const fixtureResultSchema = z.object({
  fixture: z.object({
    id: z.number().int(),
    event: z.string(),
    location: z.string().nullable(),
    fixtureDate: z.string(),
    manager: z.string().nullable(),
    year: z.number().int(),
    isPast: z.boolean(),
  }),
  result: z
    .object({
      placings: z.array(placingSchema),
      notes: z.string().nullable(),
      fileName: z.string().nullable(),
    })
    .nullable(),
  /** The prizes and the whole field, once the cards are published. */
  field: publishedFieldSchema.nullable(),
});
export type FixtureResult = z.infer<typeof fixtureResultSchema>;

/** Admin: the placings and notes of a fixture result, sent as form fields beside an optional PDF. */
const placeField = (label: string) => optionalText(label, 120);
export const fixtureResultFieldsSchema = z.object({
  fixtureId: idField('Choose a fixture'),
  firstPlaceName: placeField('First place'),
  firstPlaceScore: placeField('First place score'),
  secondPlaceName: placeField('Second place'),
  secondPlaceScore: placeField('Second place score'),
  thirdPlaceName: placeField('Third place'),
  thirdPlaceScore: placeField('Third place score'),
  notes: optionalText('Notes', 2000),
  removePdf: z
    .unknown()
    .optional()
    .transform((v) => v === true || v === 'true' || v === 'on'),
});
export type FixtureResultFields = z.output<typeof fixtureResultFieldsSchema>;

import { z } from 'zod';
import {
  controlCharactersMessage,
  hasNoControlCharacters,
  hasNoLineBreaks,
  lineBreaksMessage,
} from './control-characters';
import { wholeNumberField } from './golf-day-fields';
import { idField } from './id-fields';
import { personNameField, profileHandicapField } from './member-fields';
import { refuse } from './refuse';

/**
 * Guests and the dinner (DESIGN.md 'Guests and the dinner'): a fixture's guests allowed per member, its dinner and
 * its fees, and a member's booking (themself, their guests, their dinners). One definition for the forms and the
 * server. Money is whole pence.
 */

export const GUESTS_PER_MEMBER_MAX = 3;
export const DINNER_CHOICES_MAX = 8;
export const DINNER_CHOICE_MAX_LENGTH = 60;
export const DIETARY_MAX_LENGTH = 200;
/** £10,000: no golf day's fee comes near it, and a typing slip of three extra noughts is caught. */
export const FEE_PENCE_MAX = 1_000_000;

/** Add/Edit Fixture: 0 to 3 guests per member; blank or absent is 0 (no guests), so old callers keep working. */
export const guestsPerMemberField = wholeNumberField(
  0,
  0,
  GUESTS_PER_MEMBER_MAX,
  `Guests per member must be a whole number from 0 to ${GUESTS_PER_MEMBER_MAX}`,
);

const oneLine = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be ${max} characters or fewer`)
    .refine(hasNoControlCharacters, controlCharactersMessage(label))
    .refine(hasNoLineBreaks, lineBreaksMessage(label));

/**
 * The dinner: null (none), or its choices (none at all is a dinner without a menu choice) and whether members may
 * book the dinner only. Blank choices are dropped; the same choice twice is refused.
 */
export const dinnerField = z
  .object(
    {
      choices: z
        .array(oneLine('Each dinner choice', DINNER_CHOICE_MAX_LENGTH), {
          error: 'Dinner choices must be a list',
        })
        .max(DINNER_CHOICES_MAX * 4, `Offer at most ${DINNER_CHOICES_MAX} dinner choices`)
        .transform((choices, ctx) => {
          const kept = choices.filter((c) => c !== '');
          if (kept.length > DINNER_CHOICES_MAX)
            return refuse(ctx, `Offer at most ${DINNER_CHOICES_MAX} dinner choices`);
          const seen = new Set<string>();
          for (const c of kept) {
            if (seen.has(c.toLowerCase())) return refuse(ctx, `The dinner choice "${c}" is listed twice`);
            seen.add(c.toLowerCase());
          }
          return kept;
        }),
      dinnerOnly: z.boolean({ error: 'Say whether dinner-only places are offered' }),
    },
    { error: 'The dinner must be none, or its choices and whether dinner-only places are offered' },
  )
  .nullable()
  .optional()
  .transform((v) => v ?? null);
export type DinnerSettings = { choices: string[]; dinnerOnly: boolean };

const feeField = (label: string) =>
  z
    .number({ error: `${label} must be an amount in pence, or none` })
    .int(`${label} must be a whole number of pence`)
    .min(0, `${label} cannot be negative`)
    .max(FEE_PENCE_MAX, `${label} must be £10,000 or less`)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/** The fees in pence, each null when there is none; all three null is the same as no fees (null). */
export const feesField = z
  .object(
    {
      memberPence: feeField('The member fee'),
      guestPence: feeField('The guest fee'),
      dinnerOnlyPence: feeField('The dinner-only fee'),
    },
    { error: 'The fees must be none, or the member, guest and dinner-only fees in pence' },
  )
  .nullable()
  .optional()
  .transform((v) =>
    v && (v.memberPence !== null || v.guestPence !== null || v.dinnerOnlyPence !== null) ? v : null,
  );
export type Fees = { memberPence: number | null; guestPence: number | null; dinnerOnlyPence: number | null };

/** The fields Add Fixture and Edit Fixture gain (spread into their schemas). */
export const bookingSettingsFields = {
  guestsPerMember: guestsPerMemberField,
  dinner: dinnerField,
  fees: feesField,
};

/**
 * Edit Fixture: lowering guestsPerMember, removing a dinner choice, the dinner-only places or the dinner itself
 * while bookings depend on it is refused with 400 `{confirmBookingChanges: [message naming how many bookings]}`;
 * sent again with this flag true, the bookings are changed and their members e-mailed.
 */
export const confirmBookingChangesField = z
  .boolean({ error: 'Confirm the changes to the bookings' })
  .optional();

/** One diner's dinner: the choice (null when the dinner has no choices) and a dietary note. */
export const dinnerBookingSchema = z
  .object({
    choice: oneLine('The dinner choice', DINNER_CHOICE_MAX_LENGTH).nullable().optional(),
    dietary: oneLine('The dietary note', DIETARY_MAX_LENGTH).nullable().optional(),
  })
  .transform((d) => ({ choice: d.choice || null, dietary: d.dietary || null }));
export type DinnerBooking = z.output<typeof dinnerBookingSchema>;

export const guestBookingSchema = z.object({
  name: personNameField("The guest's name"),
  handicap: profileHandicapField.optional().transform((v) => v ?? null),
  dinner: dinnerBookingSchema
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type GuestBooking = z.output<typeof guestBookingSchema>;
export type GuestBookingInput = z.input<typeof guestBookingSchema>;

const guestsField = z
  .array(guestBookingSchema, { error: 'Guests must be a list' })
  .max(GUESTS_PER_MEMBER_MAX, `Bring at most ${GUESTS_PER_MEMBER_MAX} guests`)
  .optional()
  .transform((v) => v ?? []);

/** What `POST /api/fixtures/enter` takes beside the spec's `fixtureId` and `userId` (all optional). */
export const bookingFields = {
  guests: guestsField,
  dinner: dinnerBookingSchema
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  dinnerOnly: z
    .boolean({ error: 'Say whether you are booking the dinner only' })
    .optional()
    .transform((v) => v ?? false),
};

/** `POST /api/fixtures/booking`: a member changes their own booking (guests and dinners) until withdraw-by. */
export const changeBookingBodySchema = z.object({
  fixtureId: idField('Choose a fixture'),
  guests: guestsField,
  dinner: bookingFields.dinner,
});
export type ChangeBookingBody = z.input<typeof changeBookingBodySchema>;

/** Where a booking stands: a place, the waiting list, or the dinner only (no place). */
export const bookingListSchema = z.enum(['registered', 'waiting', 'dinner']);
export type BookingList = z.infer<typeof bookingListSchema>;

const dinnerAnswer = z.object({ choice: z.string().nullable(), dietary: z.string().nullable() });

/** A guest as their host's booking shows them, to the member and on the Players screen. */
const bookedGuest = z.object({
  name: z.string(),
  handicap: z.number().nullable(),
  dinner: dinnerAnswer.nullable(),
  /** The guest's own standing: a place, the waiting list (members go first), or the dinner only. */
  list: bookingListSchema,
});

/** `Get/{id}`'s `myBooking` for the signed-in member (null: not booked, or a visitor). */
export const myBookingSchema = z.object({
  guests: z.array(bookedGuest),
  dinner: dinnerAnswer.nullable(),
  dinnerOnly: z.boolean(),
});
export type MyBooking = z.infer<typeof myBookingSchema>;

/** What `Get/{id}` and `GetForEdit/{id}` add (spread into the fixture's answer). */
export const bookingAnswerFields = {
  guestsPerMember: z.number().int(),
  dinner: z.object({ choices: z.array(z.string()), dinnerOnly: z.boolean() }).nullable(),
  fees: z
    .object({
      memberPence: z.number().int().nullable(),
      guestPence: z.number().int().nullable(),
      dinnerOnlyPence: z.number().int().nullable(),
    })
    .nullable(),
  myBooking: myBookingSchema.nullable(),
};

/** A player in `registeredPlayers` or `waitingList`: a member, or a guest (`id` null, `guestOf` the host's id). */
export const listedPlayerSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  guestOf: z.number().int().optional(),
});
export type ListedPlayer = z.infer<typeof listedPlayerSchema>;

/** The Players screen: what each player row gains. */
export const playerBookingFields = {
  guests: z.array(bookedGuest),
  dinner: dinnerAnswer.nullable(),
};

/**
 * `GET /api/fixtures/players/{fixtureId}/catering` (administrator or that fixture's manager): golfers are members
 * with a place, guests are guests with a place; dinners count every diner (golfers, guests and dinner-only, each
 * choice; a dinner without choices counts under its total only); dinnerOnly counts the dinner-only diners (members
 * and their guests); dietary lists every note with the diner's name. The waiting list counts nowhere.
 */
export const cateringSchema = z.object({
  golfers: z.number().int(),
  guests: z.number().int(),
  dinners: z.object({ total: z.number().int(), byChoice: z.record(z.string(), z.number().int()) }),
  dinnerOnly: z.number().int(),
  dietary: z.array(z.object({ name: z.string(), note: z.string() })),
});
export type Catering = z.infer<typeof cateringSchema>;

import { z } from 'zod';
import { registerSchema, userProfileSchema } from './accounts';
import { preferencesSchema } from './preferences';
import { PAYMENT_METHODS } from './money';
import { formatPence, parsePence } from '../money';

/** Members' data (DESIGN.md 'Members' data'): privacy, export, delete and subscriptions, for forms and routes. */

const memberId = z.number({ error: 'Choose a member' }).int('Choose a member').min(1, 'Choose a member');

export const privacySchema = z.object({ listed: z.boolean(), showEmail: z.boolean() });
export type Privacy = z.infer<typeof privacySchema>;

export const privacyBodySchema = z.object({
  id: memberId,
  listed: z.boolean({ error: 'Say whether you are listed' }),
  showEmail: z.boolean({ error: 'Say whether your e-mail address is shown' }),
});
export type PrivacyInput = z.input<typeof privacyBodySchema>;

export const memberSubscriptionSchema = z.object({
  year: z.number().int(),
  paidOn: z.string(),
  amountPence: z.number().int(),
});
export type MemberSubscription = z.infer<typeof memberSubscriptionSchema>;

/** GetUser's answer: the profile with the member's privacy choices and their subscriptions. */
export const getUserResponseSchema = userProfileSchema.extend({
  preferences: preferencesSchema,
  privacy: privacySchema,
  subscriptions: z.array(memberSubscriptionSchema),
  /** The reference the member gives the bank when paying the society (DESIGN.md 'Money'). */
  paymentReference: z.string(),
});
export type UserWithData = z.infer<typeof getUserResponseSchema>;
export type GetUserResponse = UserWithData;

export const PRIVACY_NOT_ACCEPTED = 'Please confirm you have read the privacy notice';

/**
 * The register form: the spec's registration, and the privacy notice accepted (its time is recorded). The tick is
 * the field's own rule, not the object's: Zod skips an object's refinements while a field has failed, so the
 * message would show only on a second attempt, after the other errors had been put right.
 */
export const registerFormSchema = registerSchema.safeExtend({
  privacyAccepted: z
    .boolean()
    .optional()
    .refine((v) => v === true, PRIVACY_NOT_ACCEPTED),
});

export const DELETE_PASSWORD_WRONG = 'The password is not correct, so nothing was deleted';

export const deleteAccountSchema = z.object({
  id: memberId,
  password: z.string().min(1, 'Enter your password').max(200, 'Enter your password'),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;
export const deleteAccountResponseSchema = z.object({ deleted: z.literal(true) });

export const SUBSCRIPTION_METHODS = ['standing order', 'bank transfer', 'cheque', 'cash'] as const;
export type SubscriptionMethod = (typeof SUBSCRIPTION_METHODS)[number];

export const subscriptionYear = z.coerce
  .number({ error: 'Year must be a year such as 2026' })
  .int('Year must be a year such as 2026')
  .min(1900, 'Year must be a year such as 2026')
  .max(2200, 'Year must be a year such as 2026');

export const subscriptionYearQuerySchema = z.object({ year: subscriptionYear });
export const subscriptionCsvQuerySchema = z.object({
  year: subscriptionYear,
  filter: z.enum(['all', 'unpaid'], { error: 'Filter must be all or unpaid' }).default('all'),
});

const isRealDate = (v: string) => {
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

export const recordSubscriptionSchema = z.object({
  memberId,
  year: z
    .number({ error: 'Year must be a year such as 2026' })
    .int('Year must be a year such as 2026')
    .min(1900, 'Year must be a year such as 2026')
    .max(2200, 'Year must be a year such as 2026'),
  amountPence: z
    .number({ error: 'Enter the amount paid' })
    .int('Enter the amount in whole pence')
    .min(0, 'The amount cannot be negative')
    .max(10_000_000, 'The amount must be £100,000 or less'),
  paidOn: z
    .string({ error: 'Enter the date paid' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date paid as a date')
    .refine(isRealDate, 'Enter a real date'),
  method: z.enum(SUBSCRIPTION_METHODS, { error: 'Choose how it was paid' }),
});
export type RecordSubscriptionInput = z.input<typeof recordSubscriptionSchema>;

/** An amount typed in pounds ('25', '£25.50') in pence, or null when it is not one: the one reading, money.ts. */
export const poundsToPence = parsePence;

/**
 * The Subscriptions panel's "Record payments as" form: the amount typed in pounds, the date and the method each
 * 'Record payment' click uses, checked by the recording rule itself.
 */
export const paymentDefaultsSchema = z.object({
  amountPence: z
    .string()
    .transform((amount, ctx) => {
      const pence = poundsToPence(amount);
      if (pence === null) ctx.addIssue({ code: 'custom', message: 'Enter an amount such as 25.00' });
      return pence ?? 0;
    })
    .pipe(recordSubscriptionSchema.shape.amountPence),
  paidOn: recordSubscriptionSchema.shape.paidOn,
  method: recordSubscriptionSchema.shape.method,
});

export const subscriptionKeySchema = z.object({
  memberId,
  year: recordSubscriptionSchema.shape.year,
});

export const subscriptionRowSchema = z.object({
  memberId: z.number().int(),
  name: z.string(),
  email: z.string(),
  paid: z.boolean(),
  amountPence: z.number().int().nullable(),
  paidOn: z.string().nullable(),
  /** How it was paid: as recorded in Subscriptions, or the payment on the account that paid it (decision 0065). */
  method: z.enum(PAYMENT_METHODS).nullable(),
  /** Paid by money on the member's account, not recorded here: it is undone in Payments, not here. */
  fromAccount: z.boolean(),
});
export type SubscriptionRow = z.infer<typeof subscriptionRowSchema>;

export const undoSubscriptionResponseSchema = z.object({ deleted: z.boolean() });

/** £12.50 from 1250: the one way money is written, money.ts. */
export const formatPounds = formatPence;

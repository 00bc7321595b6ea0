import { z } from 'zod';
import {
  controlCharactersMessage,
  hasNoControlCharacters,
  hasNoLineBreaks,
  lineBreaksMessage,
} from './control-characters';
import { parsePence } from '../money';
import { isRealDate } from '../dates';
import { wholeIdNumber } from './id-fields';
import { pageOf, pageParam, searchText } from './query-fields';

/**
 * Money (DESIGN.md 'Money'): a member's statement, the treasurer's payments and balances, and the bank statement's
 * import. One definition for the screens and the server. Every amount is whole pence (an integer); a balance
 * above 0 is owed to the society, below 0 is the member's credit.
 */

/** How a payment reached the treasurer. */
export const PAYMENT_METHODS = ['bank transfer', 'standing order', 'cheque', 'cash', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** £10,000: far above a year's fees and subscription, and a slip of three extra noughts is caught. */
export const PAYMENT_PENCE_MAX = 1_000_000;
export const PAYMENT_NOTE_MAX = 200;

const memberId = wholeIdNumber('Choose a member');

/** An amount paid, in whole pence: more than nothing, at most £10,000. */
export const paymentAmountField = z
  .number({ error: 'Enter the amount paid' })
  .int('Enter the amount in whole pence')
  .min(1, 'The amount must be more than nothing')
  .max(PAYMENT_PENCE_MAX, 'The amount must be £10,000 or less');

/** The date a payment was made (YYYY-MM-DD): one message for whatever is wrong with it. */
export const paidOnField = z.string({ error: 'Enter the date paid' }).superRefine((d, ctx) => {
  const message = !/^\d{4}-\d{2}-\d{2}$/.test(d)
    ? 'Enter the date paid as a date'
    : !isRealDate(d)
      ? 'Enter a real date'
      : d < '2000-01-01'
        ? 'Enter a date from 2000 on'
        : null;
  if (message) ctx.addIssue({ code: 'custom', message });
});

const noteField = z
  .string({ error: 'The note must be text' })
  .trim()
  .max(PAYMENT_NOTE_MAX, `The note must be ${PAYMENT_NOTE_MAX} characters or fewer`)
  .refine(hasNoControlCharacters, controlCharactersMessage('The note'))
  .refine(hasNoLineBreaks, lineBreaksMessage('The note'))
  .optional()
  .transform((v) => v ?? '');

// ---- A member's statement ----

export const STATEMENT_LINE_KINDS = ['charge', 'payment', 'credit'] as const;
export type StatementLineKind = (typeof STATEMENT_LINE_KINDS)[number];

/**
 * One line of a statement. `amountPence` is signed so that the lines add up to the balance: a charge is more than
 * 0, a payment or a credit (a charge cancelled, money given back) less than 0. `paymentId` names a payment (the
 * treasurer undoes one by it); null on the other lines.
 */
export const statementLineSchema = z.object({
  date: z.string(),
  description: z.string(),
  amountPence: z.number().int(),
  kind: z.enum(STATEMENT_LINE_KINDS),
  fixtureId: z.number().int().nullable(),
  paymentId: z.number().int().nullable(),
});
export type StatementLine = z.infer<typeof statementLineSchema>;

/**
 * `GET /api/account/statement` (the member's own) and `GET /api/admin/balances/{memberId}` (the treasurer's view of
 * one member): the reference to give the bank, the balance (> 0: owes), every line oldest first, and how to pay
 * (the society's bank details, PAYMENT_DETAILS; null when not set).
 */
export const statementSchema = z.object({
  memberId: z.number().int(),
  name: z.string(),
  reference: z.string(),
  balancePence: z.number().int(),
  lines: z.array(statementLineSchema),
  paymentDetails: z.string().nullable(),
  /**
   * The member may pay by card (`POST /api/account/pay`): the society has set its Stripe keys. Optional, so that an
   * answer without it (an older server, the treasurer's view) reads as no cards.
   */
  cardsEnabled: z.boolean().optional(),
});
export type Statement = z.infer<typeof statementSchema>;

// ---- Paying by card (optional) ----

/**
 * `POST /api/account/pay`: what the member pays by card, whole pence, from 1p up to what they owe (the server
 * checks the balance). Answers the address of Stripe's Checkout page.
 */
export const payByCardSchema = z.object({
  amountPence: z
    .number({ error: 'Enter the amount to pay' })
    .int('Enter the amount in whole pence')
    .min(1, 'The amount must be more than nothing')
    .max(PAYMENT_PENCE_MAX, 'The amount must be £10,000 or less'),
});
export type PayByCard = z.infer<typeof payByCardSchema>;

export const payByCardAnswerSchema = z.object({ url: z.url() });
export type PayByCardAnswer = z.infer<typeof payByCardAnswerSchema>;

/** Where Stripe sends the member back to, with `?card=paid` or `?card=cancelled`. */
export const CARD_RETURN_PATH = '/myprofile/account';

// ---- The treasurer: payments ----

/** `POST /api/admin/payments`. */
export const recordPaymentSchema = z.object({
  memberId,
  amountPence: paymentAmountField,
  paidOn: paidOnField,
  method: z.enum(PAYMENT_METHODS, { error: 'Choose how it was paid' }),
  note: noteField,
});
export type RecordPaymentInput = z.input<typeof recordPaymentSchema>;
export type RecordPayment = z.output<typeof recordPaymentSchema>;

/**
 * The treasurer's Record payment form: the same rules, with the amount typed in pounds ('45', '£45.50', '1,200')
 * and read by the one reading of money (parsePence); its output is recordPaymentSchema's body.
 */
export const paymentFormSchema = recordPaymentSchema.extend({
  amountPence: z
    .string({ error: 'Enter the amount paid' })
    .transform((text, ctx) => {
      const pence = parsePence(text);
      if (pence === null) ctx.addIssue({ code: 'custom', message: 'Enter an amount such as 45.00' });
      return pence ?? 0;
    })
    .pipe(paymentAmountField),
});
export type PaymentFormInput = z.input<typeof paymentFormSchema>;

/** A payment as recorded, with the member's balance after it. */
export const paymentSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  name: z.string(),
  amountPence: z.number().int(),
  paidOn: z.string(),
  method: z.enum(PAYMENT_METHODS),
  note: z.string(),
  /** The bank statement line it was imported from, or null when recorded by hand. */
  lineId: z.string().nullable(),
  createdAt: z.string(),
  balancePence: z.number().int(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** `POST /api/admin/payments/delete`: undoes a payment recorded by mistake. */
export const deletePaymentSchema = z.object({ id: wholeIdNumber('Choose a payment') });
export const deletedPaymentSchema = z.object({
  deleted: z.literal(true),
  memberId: z.number().int(),
  balancePence: z.number().int(),
});
export type DeletedPayment = z.infer<typeof deletedPaymentSchema>;

// ---- The treasurer: balances ----

export const BALANCES_PAGE_SIZE = 50;
export const BALANCE_FILTERS = ['all', 'owing', 'credit'] as const;
export type BalanceFilter = (typeof BALANCE_FILTERS)[number];

/** `GET /api/admin/balances?page=&search=&filter=`: all members (default), those who owe, or those in credit. */
export const balancesQuerySchema = z.object({
  search: searchText(100, 'Search must be 100 characters or fewer', 'Search'),
  filter: z.enum(BALANCE_FILTERS, { error: 'Filter must be all, owing or credit' }).default('all'),
  page: pageParam,
});
export type BalancesQuery = z.input<typeof balancesQuerySchema>;

export const balanceRowSchema = z.object({
  memberId: z.number().int(),
  name: z.string(),
  email: z.string(),
  paymentReference: z.string(),
  /** > 0: owes; < 0: in credit. */
  balancePence: z.number().int(),
  chargedPence: z.number().int(),
  paidPence: z.number().int(),
  lastPaidOn: z.string().nullable(),
});
export type BalanceRow = z.infer<typeof balanceRowSchema>;

/** One page of the balances, largest debt first, with what the whole society owes and is owed. */
export const balancesSchema = pageOf(balanceRowSchema).extend({
  owingPence: z.number().int(),
  owingMembers: z.number().int(),
  creditPence: z.number().int(),
});
export type Balances = z.infer<typeof balancesSchema>;

export const balanceMemberParams = z.object({ memberId: z.string().max(200) });

// ---- The bank statement ----

/** How a statement line's member was found (DESIGN.md: a reference, or a name with the amount owed). */
export const paymentMatchSchema = z.object({
  memberId: z.number().int(),
  name: z.string(),
  reason: z.enum(['reference', 'name and amount']),
});
export type PaymentMatch = z.infer<typeof paymentMatchSchema>;

/** A credit of the statement, with its member when one was found and whether it is already recorded. */
export const previewLineSchema = z.object({
  lineId: z.string(),
  date: z.string(),
  description: z.string(),
  amountPence: z.number().int(),
  match: paymentMatchSchema.nullable(),
  alreadyImported: z.boolean(),
  /** A word for the treasurer: a reference typed with one character wrong, a payment for two to split… */
  note: z.string().nullable(),
});
export type PreviewLine = z.infer<typeof previewLineSchema>;

/** Which column of a statement holds what, by position (0 for the first), when the site does not know the bank. */
export const statementColumnsSchema = z
  .object({
    date: z.number().int().min(0).max(200),
    description: z.array(z.number().int().min(0).max(200)).min(1, 'Choose the description column').max(5),
    amount: z.number().int().min(0).max(200).optional(),
    paidIn: z.number().int().min(0).max(200).optional(),
    paidOut: z.number().int().min(0).max(200).optional(),
  })
  .refine((c) => (c.amount === undefined) !== (c.paidIn === undefined), {
    message: 'Choose either the one column of amounts, or the column of money paid in',
  });
export type StatementColumns = z.infer<typeof statementColumnsSchema>;

/**
 * `POST /api/admin/payments/import/preview` (multipart: the statement in the field `file`; optionally `columns`,
 * statementColumnsSchema as JSON, when the site asked which column is which). Nothing is recorded.
 * Recognised: every credit (money paid in), oldest first, each with its member and whether it is already imported.
 * Not recognised: `lines` is empty, and `columns` (each with a few values) and `guess` are for the treasurer to say
 * which column is which; the same file is then sent again with `columns`.
 */
export const statementPreviewSchema = z.discriminatedUnion('recognised', [
  z.object({
    recognised: z.literal(true),
    /** Whose layout it was read as: 'Barclays', 'Nationwide', …, 'the usual column names', 'the columns chosen'. */
    layout: z.string(),
    lines: z.array(previewLineSchema),
    debitsIgnored: z.number().int(),
    /** Rows of the file (1 for the first) holding something that is not a date and an amount. */
    unreadRows: z.array(z.number().int()),
  }),
  z.object({
    recognised: z.literal(false),
    message: z.string(),
    lines: z.array(previewLineSchema).length(0),
    columns: z.array(z.object({ index: z.number().int(), name: z.string(), examples: z.array(z.string()) })),
    guess: z.object({
      date: z.number().int().optional(),
      description: z.array(z.number().int()).optional(),
      amount: z.number().int().optional(),
      paidIn: z.number().int().optional(),
      paidOut: z.number().int().optional(),
    }),
  }),
]);
export type StatementPreview = z.infer<typeof statementPreviewSchema>;

/** A statement line's id, as the preview gave it. */
export const lineIdField = z
  .string({ error: 'Each line needs its lineId from the preview' })
  .regex(/^[0-9a-f]{32}$/, 'Each line needs its lineId from the preview');

export const IMPORT_LINES_MAX = 20_000;

/** `POST /api/admin/payments/import`: the previewed lines to record, each with the member it is from. */
export const importPaymentsSchema = z.object({
  lines: z
    .array(z.object({ lineId: lineIdField, memberId }), { error: 'Choose the lines to import' })
    .min(1, 'Choose the lines to import')
    .max(IMPORT_LINES_MAX, `Import at most ${IMPORT_LINES_MAX.toLocaleString('en-GB')} lines at a time`)
    .refine((lines) => new Set(lines.map((l) => l.lineId)).size === lines.length, {
      message: 'Each line can be imported once only',
    }),
});
export type ImportPaymentsInput = z.input<typeof importPaymentsSchema>;

/** What an import recorded: the new payments, and the lines left because they were imported before. */
export const statementImportResultSchema = z.object({
  imported: z.number().int(),
  alreadyImported: z.array(z.string()),
  totalPence: z.number().int(),
  payments: z.array(paymentSchema),
});
export type StatementImportResult = z.infer<typeof statementImportResultSchema>;

/** The upload limit of a statement: the reader refuses more than 2 MB with its own message. */
export const STATEMENT_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

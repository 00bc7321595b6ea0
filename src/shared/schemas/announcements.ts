import { z } from 'zod';
import { MAX_DB_ID } from './id-fields';
import { YEAR_LEFT_MIN } from '../constants';
import { societyLists } from '../society-lists';

export const SUBJECT_MAX = 200;
export const BODY_MAX = 20_000;
export const NO_RECIPIENTS = 'No member would receive this announcement';

const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be from ${min} to ${max}`)
    .max(max, `${label} must be from ${min} to ${max}`);

const yearLeft = (label: string) => whole(label, YEAR_LEFT_MIN, 2100);

/** Who receives an announcement (DESIGN.md 'Keeping members informed'). */
export const audienceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('all') }),
    z.object({ kind: z.literal('fixture'), fixtureId: whole('The fixture', 1, MAX_DB_ID) }),
    z.object({
      kind: z.literal('house'),
      house: z.string().refine((v) => societyLists().houses.includes(v), 'Choose a house'),
    }),
    z
      .object({ kind: z.literal('yearsLeft'), from: yearLeft('From'), to: yearLeft('To') })
      .refine((a) => a.from <= a.to, { message: 'From must not be after To', path: ['to'] }),
    z.object({ kind: z.literal('unpaid'), year: whole('The year', 1900, 2100) }),
    // Every member whose balance is owed to the society (DESIGN.md 'Money'): each e-mail states their own.
    z.object({ kind: z.literal('owing') }),
  ],
  { error: 'Choose who receives the announcement' },
);
export type Audience = z.infer<typeof audienceSchema>;
export type AudienceKind = Audience['kind'];

export const AUDIENCE_KIND_LABELS: Record<AudienceKind, string> = {
  all: 'All members',
  fixture: 'The players of a fixture',
  house: 'A house',
  yearsLeft: 'A range of years left',
  unpaid: "Members who have not paid a year's subscription",
  owing: 'Members who owe the society money',
};

const subject = z
  .string({ error: 'Subject is required' })
  .trim()
  .min(1, 'Subject is required')
  .max(SUBJECT_MAX, `Subject must be ${SUBJECT_MAX} characters or fewer`)
  .refine((s) => !/[\r\n]/.test(s), 'Subject must be one line');
const body = z
  .string({ error: 'Message is required' })
  .trim()
  .min(1, 'Message is required')
  .max(BODY_MAX, `Message must be ${BODY_MAX.toLocaleString('en-GB')} characters or fewer`);

/**
 * A 'Count me in' button for a fixture (DESIGN.md 'From the inbox'): each recipient's own one-click link that
 * signs them up (or puts them on its waiting list). Optional; null or absent for none.
 */
export const countMeInFixtureId = whole('The fixture for Count me in', 1, MAX_DB_ID).nullable().optional();

/** POST /api/admin/announcements. */
export const announcementSchema = z.object({ subject, body, audience: audienceSchema, countMeInFixtureId });
export type AnnouncementValues = z.infer<typeof announcementSchema>;
export const announcementSentSchema = z.object({ id: z.number().int(), recipients: z.number().int() });

/** POST /api/admin/announcements/preview: the message as it will arrive and how many will receive it. */
export const announcementPreviewRequestSchema = z.object({
  subject: z.string().max(SUBJECT_MAX * 2),
  body: z.string().max(BODY_MAX * 2),
  audience: audienceSchema,
  countMeInFixtureId,
});
export const announcementPreviewSchema = z.object({
  recipients: z.number().int(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
});
export type AnnouncementPreview = z.infer<typeof announcementPreviewSchema>;

/** GET /api/admin/announcements: the history, newest first. */
export const announcementHistoryItemSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  audience: z.string(),
  recipients: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  waiting: z.number().int(),
  author: z.string().nullable(),
  createdAt: z.string(),
});
export type AnnouncementHistoryItem = z.infer<typeof announcementHistoryItemSchema>;
export const announcementHistorySchema = z.array(announcementHistoryItemSchema);

import { z } from 'zod';
import { flagField, optionalText, requiredText, yearField } from './content-fields';
import { stampedUpdate } from './edit-stamps';
import { idField } from './id-fields';
import { resultYearProblem } from '../years';
import { refuse } from './refuse';

/** Meeting results (spec §3), plus id and the optional PDF's file name. */
export const meetingResultSchema = z.object({
  id: z.number().int(),
  decade: z.number().int(),
  year: z.number().int(),
  /** The event, e.g. 'Spring Meeting – Scratch Prize'. */
  meetingName: z.string(),
  firstPlaceName: z.string().nullable(),
  firstPlaceScore: z.string().nullable(),
  secondPlaceName: z.string().nullable(),
  secondPlaceScore: z.string().nullable(),
  thirdPlaceName: z.string().nullable(),
  thirdPlaceScore: z.string().nullable(),
  fileName: z.string().nullable(),
  /** When it was last changed (the admin's edit sends it back). */
  updatedAt: z.string(),
  /** A round of a scratch-team competition: its page, /competitions/{id} (decision 0068); never edited here. */
  link: z.string().optional(),
});
export type MeetingResult = z.infer<typeof meetingResultSchema>;

export const meetingIdParams = z.object({ meetingId: z.string().max(200) });
export const MEETING_ID_MESSAGE = 'Choose a meeting type from 1 to 5';

const meetingTypeField = z
  .unknown()
  .optional()
  .transform((v, ctx) => {
    const s = typeof v === 'number' ? String(v) : typeof v === 'string' ? v.trim() : '';
    if (!/^[1-5]$/.test(s)) return refuse(ctx, 'Choose a meeting');
    return Number(s) as 1 | 2 | 3 | 4 | 5;
  });

/** A result is for a year that has come (a year ahead would open every visitor's Results page on it). */
const resultYearField = yearField.superRefine((year, ctx) => {
  const problem = resultYearProblem(year);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const place = (label: string) => optionalText(label, 120);
const meetingResultFields = {
  meetingType: meetingTypeField,
  year: resultYearField,
  event: requiredText('Event', 200),
  firstPlaceName: place('First Place'),
  firstPlaceScore: place('First Place score'),
  secondPlaceName: place('Second Place'),
  secondPlaceScore: place('Second Place score'),
  thirdPlaceName: place('Third Place'),
  thirdPlaceScore: place('Third Place score'),
};

/** Admin: the fields of a meeting result, sent as form fields beside an optional PDF. */
export const addMeetingResultFieldsSchema = z.object(meetingResultFields);
export const updateMeetingResultFieldsSchema = stampedUpdate('Result not found', {
  ...meetingResultFields,
  removePdf: flagField,
});
export type MeetingResultFields = z.output<typeof addMeetingResultFieldsSchema>;
export type UpdateMeetingResultFields = z.output<typeof updateMeetingResultFieldsSchema>;

/** Other results, grouped (spec §3): groupingDescription, groupedResults [{description, fileName}]. */
export const groupedResultSchema = z.object({ description: z.string(), fileName: z.string().nullable() });
export const otherResultGroupingSchema = z.object({
  groupingDescription: z.string(),
  groupedResults: z.array(groupedResultSchema),
});
export type OtherResultGrouping = z.infer<typeof otherResultGroupingSchema>;

/** Admin view of other results: groupings and items with their ids. */
export const otherResultItemForEditSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  fileName: z.string().nullable(),
});
export const otherResultGroupingForEditSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  items: z.array(otherResultItemForEditSchema),
});
export type OtherResultGroupingForEdit = z.infer<typeof otherResultGroupingForEditSchema>;

export const addGroupingSchema = z.object({ description: requiredText('Competition', 200) });
export const updateGroupingSchema = z.object({
  id: idField('Competition not found'),
  description: requiredText('Competition', 200),
});
export const addOtherResultItemFieldsSchema = z.object({
  groupingId: idField('Choose a competition'),
  description: requiredText('Description', 200),
});
export const updateOtherResultItemFieldsSchema = z.object({
  id: idField('Result not found'),
  description: requiredText('Description', 200),
});

/** The scratch foursomes matches (DESIGN.md 'Fixed details'). */
export const foursomesMatchSchema = z.object({
  year: z.number().int(),
  event: z.string(),
  opponent: z.string().nullable(),
  result: z.string().nullable(),
});

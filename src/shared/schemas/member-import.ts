import { z } from 'zod';

/** Import members from a CSV file (POST /api/Admin/ImportUsers): the preview and the result. */

export const IMPORT_MAX_ROWS = 2000;
export const IMPORT_MAX_BYTES = 1024 * 1024;

/** The columns of the file, in the order the screen lists them; the first seven are required. */
export const IMPORT_COLUMNS = [
  { key: 'firstName', label: 'First Name', required: true },
  { key: 'lastName', label: 'Last Name', required: true },
  { key: 'email', label: 'Email', required: true },
  { key: 'yearLeft', label: 'Year Left', required: true },
  { key: 'house', label: 'House', required: true },
  { key: 'handicap', label: 'Handicap', required: true },
  { key: 'mobile', label: 'Mobile', required: true },
  { key: 'title', label: 'Title', required: false },
  { key: 'homePhone', label: 'Home Phone', required: false },
  { key: 'businessPhone', label: 'Business Phone', required: false },
  { key: 'addressLine1', label: 'Address Line 1', required: false },
  { key: 'postcode', label: 'Postcode', required: false },
  { key: 'county', label: 'County', required: false },
  { key: 'homeClub', label: 'Club', required: false },
  { key: 'society', label: 'Society', required: false },
] as const;
export type ImportColumnKey = (typeof IMPORT_COLUMNS)[number]['key'];

export const importRowSchema = z.object({
  /** The row of the spreadsheet (the column names are row 1). */
  row: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  yearLeft: z.string(),
  house: z.string(),
  handicap: z.string(),
  mobile: z.string(),
  problems: z.array(z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importPreviewSchema = z.object({
  rows: z.array(importRowSchema),
  /** Rows that would be created (all rows when there are no problems). */
  validCount: z.number().int(),
  /** Rows with at least one problem: nothing is imported while this is above 0. */
  problemCount: z.number().int(),
  /** Columns of the file that are not used. */
  ignoredColumns: z.array(z.string()),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importResultSchema = z.object({ created: z.number().int(), message: z.string() });
export type ImportResult = z.infer<typeof importResultSchema>;

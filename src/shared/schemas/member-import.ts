import { z } from 'zod';
import { societyLists } from '../society-lists';
import { SETTINGS_LIMITS } from './settings';
import { controlCharactersMessage, hasNoControlCharacters } from './control-characters';
import {
  emailField,
  firstNameField,
  handicapField,
  lastNameField,
  mobileField,
  optionalText,
  yearLeftField,
} from './member-fields';
import { refuse } from './refuse';

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
  /** What is imported though not as the society's lists have it (a title of its own): never refuses the row. */
  warnings: z.array(z.string()),
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

/** A house as a spreadsheet writes it, whatever its case and spaces ('kipling', 'Kip ling'). */
const houseKey = (v: string) => v.toLowerCase().replace(/\s+/g, '');
/** A title as a spreadsheet writes it, whatever its case, full stops and spaces ('mr', 'Dr.', 'Sqn. Ldr.'). */
const titleKey = (v: string) => v.toLowerCase().replace(/\./g, ' ').replace(/\s+/g, ' ').trim();

/** The society's own spelling of a title written in a spreadsheet, or undefined when it is not on the list. */
export const listedTitle = (v: string) => societyLists().titles.find((t) => titleKey(t) === titleKey(v));

/** A school house as a spreadsheet writes it: required, one of the society's houses (its settings, decision 0059). */
export const importHouseField = z.string().transform((v, ctx) => {
  if (!v) return refuse(ctx, 'House is required');
  const { houses } = societyLists();
  const house = houses.find((h) => houseKey(h) === houseKey(v));
  if (!house) return refuse(ctx, `'${v}' is not a school house (${houses.join(', ')})`);
  return house;
});

/**
 * A title as a spreadsheet writes it: optional; the society's spelling when it is on the list, else kept as
 * written (the preview warns of it: old boys hold titles no list foresees).
 */
export const importTitleField = z.string().transform((v, ctx) => {
  if (!v) return null;
  const title = listedTitle(v);
  if (title) return title;
  if (v.length > SETTINGS_LIMITS.title || !hasNoControlCharacters(v))
    return refuse(
      ctx,
      hasNoControlCharacters(v)
        ? `Title must be ${SETTINGS_LIMITS.title} characters or fewer`
        : controlCharactersMessage('Title'),
    );
  return v;
});

/**
 * One member of the file, its cells as written (trimmed), by the rules of registration and My Profile: the
 * server reads each row with it, and names each problem by its column.
 */
export const importMemberSchema = z.object({
  firstName: firstNameField,
  lastName: lastNameField,
  email: emailField,
  yearLeft: yearLeftField,
  house: importHouseField,
  handicap: handicapField,
  mobile: mobileField,
  title: importTitleField,
  homePhone: optionalText(30),
  businessPhone: optionalText(30),
  addressLine1: optionalText(120),
  postcode: optionalText(12),
  county: optionalText(60),
  homeClub: optionalText(120),
  society: optionalText(120),
});

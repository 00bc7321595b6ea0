import { z } from 'zod';
import { flagField, optionalText, requiredText } from './content-fields';
import { stampedUpdate } from './edit-stamps';
import { refuse } from './refuse';

/** A course the society plays (spec §3): club, website, top100; id for the administrator's edits. */
export const courseSchema = z.object({
  id: z.number().int(),
  club: z.string(),
  website: z.string().nullable(),
  top100: z.boolean(),
  /** When it was last changed (the admin's edit sends it back). */
  updatedAt: z.string(),
});
export type Course = z.infer<typeof courseSchema>;

export const WEBSITE_MESSAGE = 'Enter the website as a full address, like https://www.example.com';

const websiteField = optionalText('Website', 300).transform((v, ctx) => {
  if (v === null) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return refuse(ctx, WEBSITE_MESSAGE);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.'))
    return refuse(ctx, WEBSITE_MESSAGE);
  return withScheme;
});

const courseFields = {
  club: requiredText('Club', 200),
  website: websiteField,
  top100: flagField,
};

export const addCourseSchema = z.object(courseFields);
export type CourseInput = z.input<typeof addCourseSchema>;
export type CourseValues = z.output<typeof addCourseSchema>;
export const updateCourseSchema = stampedUpdate('Course not found', courseFields);

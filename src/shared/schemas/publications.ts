import { z } from 'zod';
import { requiredText, yearField } from './content-fields';
import { stampedUpdate } from './edit-stamps';

/** A publication (spec §3: description, fileName), with its year for the decade filter (DESIGN.md). */
export const publicationSchema = z.object({
  id: z.number().int(),
  description: z.string(),
  fileName: z.string().nullable(),
  year: z.number().int(),
  /** When it was last changed (the admin's edit sends it back). */
  updatedAt: z.string(),
});
export type Publication = z.infer<typeof publicationSchema>;

/** The form fields sent beside the PDF (multipart). */
const publicationFields = { description: requiredText('Description', 200), year: yearField };
export const addPublicationFieldsSchema = z.object(publicationFields);
export const updatePublicationFieldsSchema = stampedUpdate('Publication not found', publicationFields);
export type PublicationFields = z.output<typeof addPublicationFieldsSchema>;

export const PDF_REQUIRED = 'Choose a PDF file to upload';

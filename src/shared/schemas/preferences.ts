import { z } from 'zod';
import { wholeIdNumber } from './id-fields';

/** DESIGN.md 'Keeping members informed': which e-mails a member receives; both on by default. */
export const preferencesSchema = z.object({ announcements: z.boolean(), reminders: z.boolean() });
export type Preferences = z.infer<typeof preferencesSchema>;

export const updatePreferencesSchema = preferencesSchema.extend({
  id: wholeIdNumber('The member id must be a whole number'),
});
export type UpdatePreferences = z.infer<typeof updatePreferencesSchema>;

/** The e-mails a member can unsubscribe from; account mail is always sent. */
export const MAIL_KINDS = ['announcements', 'reminders'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export const unsubscribeQuerySchema = z.object({ token: z.string().max(300).optional() });
export const unsubscribeBodySchema = z
  .object({ token: z.string().max(300).optional(), 'List-Unsubscribe': z.string().max(100).optional() })
  .optional();
export const unsubscribeInfoSchema = z.object({ kind: z.enum(MAIL_KINDS) });
export const unsubscribeResultSchema = z.object({ kind: z.enum(MAIL_KINDS), unsubscribed: z.literal(true) });

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  announcements: 'announcements from the society',
  reminders: 'reminders of the fixtures you are playing in',
};

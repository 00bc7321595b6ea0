import { z } from 'zod';
import {
  firstNameField,
  handicapField,
  houseField,
  lastNameField,
  mobileField,
  optionalText,
  titleField,
  yearLeftField,
} from './member-fields';

/**
 * A member without e-mail (DESIGN.md 'From the inbox', decision 0042): an administrator adds him from the Members
 * panel with the same house, year left and handicap rules as everyone; they cannot sign in, and managers enter
 * them for golf days.
 */
export const offlineMemberSchema = z.object({
  title: titleField,
  firstName: firstNameField,
  lastName: lastNameField,
  /** Optional: the secretary telephones these members, so a number is usual but not required. */
  mobileNumber: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      mobileField.nullable().optional(),
    )
    .transform((v) => v ?? null),
  house: houseField,
  yearLeft: yearLeftField,
  handicap: handicapField,
  postalAddress: optionalText(120),
});
export type OfflineMemberInput = z.input<typeof offlineMemberSchema>;
export type OfflineMember = z.output<typeof offlineMemberSchema>;

export const offlineMemberResponseSchema = z.object({ id: z.number().int() });

export const OFFLINE_MEMBER_ADDED_TEXT = (name: string) =>
  `${name} has been added as a member without e-mail. Administrators and fixture managers can enter them for golf days. Add an e-mail address later (Edit details) and they will be invited to set a password.`;

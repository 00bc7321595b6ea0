import { z } from 'zod';
import { MAX_DB_ID, wholeIdNumber } from './id-fields';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { INITIALS_MAX, normaliseInitials } from '../team-names';
import {
  emailField,
  firstNameField,
  handicapField,
  houseField,
  lastNameField,
  mobileField,
  newPasswordField,
  optionalText,
  profileHandicapField,
  titleField,
  yearLeftField,
} from './member-fields';
import { refuse } from './refuse';

/**
 * Accounts (spec §2 Login/Register, Forgot password, Reset password, E-mail confirmation, My Profile; §5; §8):
 * one set of schemas for the forms and the server routes.
 */

// Messages the screens and the server share.
export const CONFIRM_PASSWORD_MISMATCH = 'Confirm Password does not match password';
export const RESET_PASSWORD_MISMATCH = 'Password and Confirm Password Do Not Match';
export const INVALID_LOGIN = 'Invalid login attempt, please try again';
export const LOGIN_NOT_CONFIRMED =
  'Your email address has not been confirmed yet. Please click the link in the email we sent you when you registered.';
export const LOGIN_NOT_APPROVED =
  'Your membership has not been approved yet. You will receive an email when an administrator has approved it.';
export const LOGIN_SUSPENDED = 'Your membership is suspended. Please contact the administrator.';
export const RESET_LINK_INVALID =
  'This link has expired or has already been used. Please ask for a new password reset email.';
export const REGISTERED_TEXT =
  'Thank you for registering. Please click the confirmation link we have sent to your email address. Once the administrator has approved your membership you will be able to log in.';

/** 'Confirm Password must be 8 characters long, we need another N characters'. */
export const confirmShortfallMessage = (length: number) =>
  `Confirm Password must be ${PASSWORD_MIN_LENGTH} characters long, we need another ${PASSWORD_MIN_LENGTH - length} characters`;

/** Confirm Password as registration checks it (and the first run's set-up form). */
export const confirmPasswordField = z
  .string()
  .max(200, 'Confirm Password must be 200 characters or fewer')
  .superRefine((v, ctx) => {
    if (v.length === 0) ctx.addIssue({ code: 'custom', message: 'Confirm Password is required' });
    else if (v.length < PASSWORD_MIN_LENGTH)
      ctx.addIssue({ code: 'custom', message: confirmShortfallMessage(v.length) });
  });

// ---- Login ----

export const loginSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'Email / UserName is required')
    .max(254, INVALID_LOGIN)
    .transform((v) => v.toLowerCase()),
  password: z.string().min(1, 'Password is required').max(200, INVALID_LOGIN),
});
export type LoginInput = z.input<typeof loginSchema>;

/** Spec §3 'Login response' (auth_token, id, is_admin) plus the expiry time of the session. */
export const loginResponseSchema = z.object({
  auth_token: z.string(),
  id: z.number().int(),
  is_admin: z.boolean(),
  expires_at: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const sessionResponseSchema = z.object({
  id: z.number().int(),
  is_admin: z.boolean(),
  expires_at: z.string(),
  /** Only in a session begun from an e-mailed sign-in link: until when My Profile needs no old password. */
  password_free_until: z.string().optional(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

// ---- Register ----

export const registerSchema = z
  .object({
    title: titleField,
    firstName: firstNameField,
    lastName: lastNameField,
    email: emailField,
    mobileNumber: mobileField,
    house: houseField,
    yearLeft: yearLeftField,
    handicap: handicapField,
    password: newPasswordField(),
    confirmPassword: confirmPasswordField,
    /** The privacy notice was accepted (its time is recorded); optional, so the spec's payload still works. */
    privacyAccepted: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.password && v.confirmPassword && v.password !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: CONFIRM_PASSWORD_MISMATCH });
    }
  });
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterPayload = z.output<typeof registerSchema>;

/** Spec: 'treated as success if the answer is non-empty'; the same answer whether or not the address is known. */
export const registerResponseSchema = z.object({ registered: z.literal(true), message: z.string() });

// ---- Confirm e-mail ----

const tokenField = z.string().max(200, 'The link is not valid');

export const confirmEmailSchema = z.object({
  email: z.string().trim().max(254),
  token: tokenField,
});
/** Spec: the answer 1 means confirmed; anything else (0 here) means not. */
export const confirmEmailResponseSchema = z.union([z.literal(1), z.literal(0)]);
/** The link sent to a new address (`email` is that new address). */
export const confirmEmailChangeSchema = confirmEmailSchema;
export const confirmEmailChangeResponseSchema = z.object({ changed: z.boolean() });

/** The link in the old address's notice of an address change: undo it, sign out everywhere, choose a password. */
export const cancelEmailChangeSchema = confirmEmailSchema;
export const cancelEmailChangeResponseSchema = z.object({ cancelled: z.boolean() });

// ---- Forgot and reset password ----

export const sendResetEmailSchema = z.object({ emailAddress: emailField });
export const sendResetEmailResponseSchema = z.object({ sent: z.literal(true) });

export const updatePasswordSchema = z
  .object({
    email: z.string().trim().max(254),
    token: tokenField,
    password: newPasswordField(),
    confirmPassword: z.string().max(200).min(1, 'Confirm Password is required'),
  })
  .superRefine((v, ctx) => {
    if (v.confirmPassword && v.password !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: RESET_PASSWORD_MISMATCH });
    }
  });
export type UpdatePasswordInput = z.input<typeof updatePasswordSchema>;
export const updatePasswordResponseSchema = z.object({ updated: z.literal(true) });

/** GET /api/account/tokeninfo: whether a reset or invitation link still works, and which it is. */
export const tokenInfoQuerySchema = z.object({
  email: z.string().max(254).default(''),
  token: z.string().max(200).default(''),
});
export const tokenInfoResponseSchema = z.object({
  valid: z.boolean(),
  purpose: z.enum(['reset', 'invite']).nullable(),
});
export type TokenInfo = z.infer<typeof tokenInfoResponseSchema>;

// ---- Profile ----

export const userIdParamsSchema = z.object({
  userId: z.coerce
    .number({ error: 'The member id must be a whole number' })
    .int('The member id must be a whole number')
    .min(1, 'The member id must be a whole number')
    .max(MAX_DB_ID, 'The member id must be a whole number'),
});

const memberId = wholeIdNumber('The member id must be a whole number');

/** Spec §3 'User profile' (plus the title). */
export const userProfileSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  email: z.string(),
  mobileNumber: z.string().nullable(),
  homePhone: z.string().nullable(),
  businessPhone: z.string().nullable(),
  addressLine1: z.string().nullable(),
  postcode: z.string().nullable(),
  year: z.number().nullable(),
  schoolHouse: z.string().nullable(),
  homeClub: z.string().nullable(),
  society: z.string().nullable(),
  handicap: z.number().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  /** As the team sheet writes them ('J. R. H.'); null: taken from the first name. */
  initials: z.string().nullable().optional(),
  isApproved: z.boolean(),
  /** Only in the answer to a member's own contact update: the new address waiting for its confirmation link. */
  pendingEmail: z.string().optional(),
  /**
   * What each section held when it was read: a save sends its section's back, and is refused when someone (the
   * member, or the secretary for them) has changed that section since.
   */
  versions: z.object({ contact: z.string(), membership: z.string() }),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** GetUser: the profile with the member's e-mail preferences (DESIGN.md 'Keeping members informed'). */

const contactEmailField = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Please enter a valid email')
  .pipe(z.email('Please enter a valid email'))
  .transform((v) => v.toLowerCase());

const phoneField = (label: string) =>
  z
    .union([
      z
        .string()
        .trim()
        .max(30, `${label} must be 30 characters or fewer`)
        .regex(/^[0-9 +()-]*$/, `Please enter a valid ${label.toLowerCase()}`),
      z.null(),
    ])
    .optional()
    .transform((v) => (v ? v : null));

/** An address, or '' (the server accepts that only for a member without e-mail), with the address's own messages. */
const contactEmailOrNone = z
  .string()
  .trim()
  .transform((v, ctx) => {
    if (v === '') return '';
    const parsed = contactEmailField.safeParse(v);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });

/** Initials as typed ('JRH', 'J.R.H.'), written back as the sheet writes them ('J. R. H.'); '' or null clears. */
export const initialsField = z
  .union([z.string().max(40, 'Initials must be 12 letters or fewer'), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined) return undefined;
    const s = (v ?? '').trim();
    if (!s) return null;
    if (!/^[\p{L}.\s-]+$/u.test(s))
      return refuse(ctx, 'Initials may hold only letters, full stops and spaces');
    const initials = normaliseInitials(s);
    if (initials && initials.split(' ').length > INITIALS_MAX)
      return refuse(ctx, `Initials must be ${INITIALS_MAX} letters or fewer`);
    return initials;
  });

/** Spec §3 'Contact update payload'. */
export const contactDetailsSchema = z.object({
  id: memberId,
  /** '' only for a member without e-mail, who keeps having none (decision 0042); anyone else needs one. */
  email: contactEmailOrNone,
  mobileNumber: mobileField,
  homePhone: phoneField('Home Phone'),
  businessPhone: phoneField('Business Phone'),
  addressLine1: optionalText(120),
  postcode: optionalText(10),
  /** Optional initials for the team sheet ('J. R. H.'); absent: kept as they are; empty: from the first name. */
  initials: initialsField,
  /** Needed when a member changes their own e-mail address (DESIGN.md 'Sessions and security'). */
  currentPassword: z.string().max(200).optional(),
  /** The contact section's version as the form read it (GetUser's versions.contact); none: saved as before. */
  version: z.string().max(64).optional(),
});
export type ContactDetailsInput = z.input<typeof contactDetailsSchema>;

/** Spec §3 'Membership update payload': year left required, the same ranges as registration. */
export const membershipDetailsSchema = z.object({
  id: memberId,
  year: yearLeftField,
  /** On the society's list of houses, or the house the member has already (checked by the server). */
  schoolHouse: z
    .union([z.string().max(40), z.null()], { error: 'Please choose a house' })
    .optional()
    .transform((v) => v?.trim() || null),
  homeClub: optionalText(120),
  society: optionalText(120),
  handicap: profileHandicapField.optional().transform((v) => v ?? null),
  howHear: z.string().max(200).optional(),
  /** The membership section's version as the form read it (GetUser's versions.membership). */
  version: z.string().max(64).optional(),
});
export type MembershipDetailsInput = z.input<typeof membershipDetailsSchema>;

/** The answer to a save of a profile section that someone has changed since the form was filled. */
export const DETAILS_CHANGED_MEANWHILE =
  'Someone else has changed these details since you opened them. Open them again to see their changes, then make yours.';

/** Spec §3 'Password change payload'; the server checks the rules itself so that it can answer {errors: [...]}. */
export const changePasswordSchema = z.object({
  id: memberId,
  oldPassword: z.string().max(200).default(''),
  newPassword: z.string().max(200).default(''),
  confirmNewPassword: z.string().max(200).default(''),
});
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export const CONFIRM_NEW_PASSWORD_MISMATCH = 'Confirm New Password does not match New Password';

/** The same rules for the form (messages per field); `oldPassword` may be left out just after a sign-in link. */
const changePasswordForm = (oldPassword: z.ZodString) =>
  z
    .object({
      oldPassword,
      newPassword: newPasswordField('New Password is required'),
      confirmNewPassword: z.string().min(1, 'Confirm New Password is required'),
    })
    .superRefine((v, ctx) => {
      if (v.confirmNewPassword && v.newPassword !== v.confirmNewPassword) {
        ctx.addIssue({
          code: 'custom',
          path: ['confirmNewPassword'],
          message: CONFIRM_NEW_PASSWORD_MISMATCH,
        });
      }
    });
export const changePasswordFormSchema = changePasswordForm(z.string().min(1, 'Old Password is required'));
/** In the first 15 minutes of a session begun from an e-mailed sign-in link (decision 0041). */
export const changePasswordAfterLinkFormSchema = changePasswordForm(z.string());

export const changePasswordResponseSchema = z.object({ succeeded: z.literal(true) });

// ---- Approve users ----

export const unapprovedUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  year: z.number().nullable(),
  house: z.string().nullable(),
  handicap: z.number().nullable(),
  emailConfirmed: z.boolean(),
  createdAt: z.string(),
});
export type UnapprovedUser = z.infer<typeof unapprovedUserSchema>;

export const approveUserSchema = z.object({
  id: memberId,
  isApproved: z.literal(true, { error: 'isApproved must be true' }),
});
export const approveUserResponseSchema = z.object({ id: z.number().int(), isApproved: z.literal(true) });

import { z } from 'zod';
import { CONFIRM_PASSWORD_MISMATCH, confirmPasswordField } from './accounts';
import { emailField, firstNameField, lastNameField, newPasswordField } from './member-fields';

/**
 * The first run in production (DESIGN.md 'Society settings', decision 0063): the set-up address `/setup/{token}`
 * creates the first administrator, with the rules of registration and `admin:create` for each field.
 */

/** How long a set-up address printed at a start works. */
export const SETUP_ADDRESS_LIFETIME_MS = 60 * 60_000;

/** The address's token as the path carries it (43 characters of base64url when printed). */
export const setupTokenParamsSchema = z.object({ token: z.string().min(1).max(200) });

export const setupAdministratorSchema = z
  .object({
    firstName: firstNameField,
    lastName: lastNameField,
    email: emailField,
    password: newPasswordField(),
    confirmPassword: confirmPasswordField,
  })
  .superRefine((v, ctx) => {
    if (v.password && v.confirmPassword && v.password !== v.confirmPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: CONFIRM_PASSWORD_MISMATCH });
  });
export type SetupAdministratorInput = z.input<typeof setupAdministratorSchema>;
export type SetupAdministrator = z.output<typeof setupAdministratorSchema>;

import { z } from 'zod';
import {
  controlCharactersMessage,
  hasNoControlCharacters,
  hasNoLineBreaks,
  lineBreaksMessage,
} from './control-characters';
import { loadPhoneRules, phoneRulesIfLoaded, type PhoneRules } from '../phone-rules';
import { societyLists } from '../society-lists';
import { HANDICAP_MAX, HANDICAP_MIN, PASSWORD_MIN_LENGTH, YEAR_LEFT_MIN } from '../constants';
import { refuse } from './refuse';

/**
 * The member fields' rules (spec §5 with DESIGN.md's ranges), one definition for the forms and the server:
 * registration, profile and import all build on these.
 */
export const currentYear = () => new Date().getUTCFullYear();

const trimmed = z.string().trim();
/** Trimmed text without control characters, the message naming the field. */
const textOf = (label?: string) => trimmed.refine(hasNoControlCharacters, controlCharactersMessage(label));

/**
 * A person's name as a member or an administrator types it (first and last names at registration, in the
 * profile, the import and the admin screens; guests' names): required, one line, at most 60 characters.
 */
export const personNameField = (label: string) =>
  textOf(label)
    .refine(hasNoLineBreaks, lineBreaksMessage(label))
    .min(1, `${label} is required`)
    .max(60, `${label} must be 60 characters or fewer`);

export const firstNameField = personNameField('First Name');
export const lastNameField = personNameField('Last Name');
export const emailField = textOf('Email')
  .min(1, 'Email is required')
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'))
  .transform((v) => v.toLowerCase());
/** Mobile as people write it (spaces, dashes, brackets, a leading +), checked and stored in E.164 (decision 0020). */
export const mobileField = trimmed
  .min(1, { message: 'Mobile is required', abort: true })
  .max(30, { message: 'Please enter a valid mobile number', abort: true })
  .transform((v, ctx) => {
    const check = (rules: PhoneRules) => {
      const e164 = rules.normaliseMobile(v);
      if (e164 === undefined) return refuse(ctx, 'Please enter a valid mobile number');
      return e164;
    };
    // The server has the rules at hand (a synchronous check); a form in the browser loads them at its first check,
    // which its resolver awaits (decision 0043).
    const rules = phoneRulesIfLoaded();
    return rules ? check(rules) : loadPhoneRules().then(check);
  });
/**
 * A choice from one of the society's lists (titles, houses) as the administrator keeps them (decision 0059; the
 * server's copy in society-lists.ts). My Profile, where a member keeps a house since taken off, checks its own.
 */
const choiceField = (message: string, list: () => readonly string[]) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { message, abort: true })
    .max(40, { message, abort: true })
    .refine((v) => hasNoControlCharacters(v) && hasNoLineBreaks(v) && list().includes(v), message);
export const TITLE_MESSAGE = 'Please select a title';
export const HOUSE_MESSAGE = 'Please choose a house';
export const titleField = choiceField(TITLE_MESSAGE, () => societyLists().titles);
export const houseField = choiceField(HOUSE_MESSAGE, () => societyLists().houses);

export const yearLeftMessage = () => `Enter a year between ${YEAR_LEFT_MIN} and ${currentYear()}`;
export const handicapMessage = 'Enter a handicap index from +10.0 to 54.0, such as 10.2 or +1.4';

/** Year left: digits only, from 1930 to this year. Accepts a number or a string of digits. */
export const yearLeftField = z.union([z.number(), trimmed]).transform((v, ctx) => {
  const s = String(v).trim();
  if (s === '') return refuse(ctx, 'Year left is required');
  if (!/^\d+$/.test(s)) return refuse(ctx, yearLeftMessage());
  const n = Number(s);
  if (n < YEAR_LEFT_MIN || n > currentYear()) return refuse(ctx, yearLeftMessage());
  return n;
});

/**
 * A handicap index as golfers write it: '10.2', '12', or '+1.4' for a plus handicap, one decimal at most, from
 * +10.0 to 54.0. A number is the stored form, where a plus handicap is negative (+1.4 is -1.4).
 * Returns the stored form, or undefined when the value is no handicap index.
 */
export function readHandicap(v: number | string): number | undefined {
  if (typeof v === 'number') {
    const tenths = Math.round(v * 10);
    if (!Number.isFinite(v) || Math.abs(v * 10 - tenths) > 1e-6) return undefined;
    const n = tenths / 10;
    return n >= HANDICAP_MIN && n <= HANDICAP_MAX ? n + 0 : undefined;
  }
  const m = /^(\+?)(\d{1,2}(?:\.\d)?)$/.exec(v.trim());
  if (!m) return undefined;
  const n = Number(m[2]);
  if (m[1] === '+') return n <= -HANDICAP_MIN ? (n === 0 ? 0 : -n) : undefined;
  return n <= HANDICAP_MAX ? n : undefined;
}

/** Handicap at registration and import: required, a handicap index (readHandicap). */
export const handicapField = z.union([z.number(), trimmed]).transform((v, ctx) => {
  if (String(v).trim() === '') return refuse(ctx, 'Handicap is required');
  const n = readHandicap(v);
  if (n === undefined) return refuse(ctx, handicapMessage);
  return n;
});

/** Handicap on the profile: optional, a handicap index (readHandicap). */
export const profileHandicapField = z.union([z.number(), trimmed, z.null()]).transform((v, ctx) => {
  if (v === null || String(v).trim() === '') return null;
  const n = readHandicap(v);
  if (n === undefined) return refuse(ctx, handicapMessage);
  return n;
});

/** Spec §5: 'Password must be 8 characters long, we need another N characters'. */
export const passwordShortfallMessage = (length: number) =>
  `Password must be ${PASSWORD_MIN_LENGTH} characters long, we need another ${PASSWORD_MIN_LENGTH - length} characters`;

export const newPasswordField = (requiredMessage = 'Password is required') =>
  z
    .string()
    .max(200, 'Password must be 200 characters or fewer')
    .superRefine((v, ctx) => {
      if (v.length === 0) ctx.addIssue({ code: 'custom', message: requiredMessage });
      else if (v.length < PASSWORD_MIN_LENGTH)
        ctx.addIssue({ code: 'custom', message: passwordShortfallMessage(v.length) });
    });

/** Optional free-text profile fields: trimmed, empty becomes null, length-limited. */
export const optionalText = (max = 120) =>
  z
    .union([textOf().max(max, `Must be ${max} characters or fewer`), z.null()])
    .optional()
    .transform((v) => (v ? v : null));

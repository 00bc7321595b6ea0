import { parsePhoneNumberWithError, type PhoneNumber } from 'libphonenumber-js/mobile';
import { providePhoneRules } from './phone-rules-store';

/**
 * Mobile numbers as people write them ('07700 900 123', '+852 9123 4567', '(07700) 900-123'), checked and stored in
 * E.164 ('+447700900123'), shown in the UK way for UK numbers ('07700 900123') and internationally for others
 * (docs/decisions/0020-phone-numbers-stored-in-e164.md).
 *
 * libphonenumber-js's 'mobile' metadata: the smallest of its builds that checks the digits of a number (the 'min'
 * build checks only the length, and lets through most wrong numbers from Hong Kong or Ireland), and Mobile is the
 * only number the site checks. The server imports this file; the browser loads it through ./phone-rules when a number
 * is checked, or shown and not British (decision 0043).
 */

/** Numbers without their country are British. */
export const DEFAULT_PHONE_COUNTRY = 'GB';

/** What may appear in a number as written: digits, spaces, dashes, dots, brackets, and a leading +. */
const AS_WRITTEN = /^\+?[\d\s().-]+$/;

/**
 * Ofcom keeps 07700 900000 to 900999 for films and examples: never a member's number, but the society's own
 * examples and demonstration data use them, so they are accepted although the metadata calls them invalid.
 */
const OFCOM_EXAMPLE_MOBILE = /^\+447700900\d{3}$/;

function parse(input: string): PhoneNumber | undefined {
  const s = input.trim();
  if (!AS_WRITTEN.test(s) || (s.match(/\d/g)?.length ?? 0) < 6) return undefined;
  try {
    // '+44 (0)7700 900123' is written often: the '(0)' is the trunk prefix, never a digit of the number.
    return parsePhoneNumberWithError(s.replace(/^(\+\d{1,3})\s*\(0\)/, '$1'), {
      defaultCountry: DEFAULT_PHONE_COUNTRY,
      extract: false,
    });
  } catch {
    return undefined;
  }
}

/** A mobile number as written → E.164, or undefined when it is not a mobile number. */
export function normaliseMobile(input: string): string | undefined {
  const n = parse(input);
  if (!n) return undefined;
  return n.isValid() || OFCOM_EXAMPLE_MOBILE.test(n.number) ? n.number : undefined;
}

/**
 * A stored number as people read it: '07700 900123' for a UK number, '+852 9123 4567' for others. A value that is
 * not E.164 (an old one the migration could not read) is shown as it was stored.
 */
export function formatPhone(stored: string | null | undefined): string {
  if (!stored) return '';
  if (!/^\+\d{6,15}$/.test(stored)) return stored;
  const n = parse(stored);
  if (!n) return stored;
  return n.countryCallingCode === '44' ? n.formatNational() : n.formatInternational();
}

// Whoever imports this file (the server) has the rules at hand for the shared schemas' checks (./phone-rules).
providePhoneRules({ normaliseMobile, formatPhone });

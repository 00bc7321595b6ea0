/**
 * The phone number rules (./phone-numbers: libphonenumber-js and its metadata, 29 KB brotli and 134 KB of metadata
 * to evaluate) as the code that checks or shows a number gets them, without importing them itself. A member's
 * screen that only shows a British mobile number, or a form that has not yet been checked, then loads none of it
 * before it is interactive: the browser loads the rules at the first check (decision 0043). The server imports
 * ./phone-numbers, which hands its rules to ./phone-rules-store as it is evaluated, so there they are always at
 * hand and every check is synchronous.
 */
import { phoneRulesIfLoaded, type PhoneRules } from './phone-rules-store';

export { phoneRulesIfLoaded, type PhoneRules };

let loading: Promise<PhoneRules> | undefined;

/** The rules, loaded once (a chunk of their own in the browser). */
export function loadPhoneRules(): Promise<PhoneRules> {
  const rules = phoneRulesIfLoaded();
  loading ??= rules ? Promise.resolve(rules) : import('./phone-numbers');
  return loading;
}

/** A British mobile as E.164 (+44 7…) outside the 070 and 076 ranges, whose national form needs no metadata. */
const UK_MOBILE = /^\+447[1-57-9]\d{8}$/;

/** '+447700900123' → '07700 900123' as libphonenumber writes it (phone-rules.test.ts compares them); else undefined. */
export const formatBritishMobile = (stored: string): string | undefined =>
  UK_MOBILE.test(stored) ? `0${stored.slice(3, 7)} ${stored.slice(7)}` : undefined;

/**
 * `formatPhone` where it needs no metadata: nothing, a value that is not E.164 (shown as stored), a British mobile
 * (formatBritishMobile); any number once the rules are loaded. Undefined when the rules must be loaded first.
 */
export function formatPhoneWithoutRules(stored: string | null | undefined): string | undefined {
  if (!stored) return '';
  const rules = phoneRulesIfLoaded();
  if (rules) return rules.formatPhone(stored);
  if (!/^\+\d{6,15}$/.test(stored)) return stored;
  return formatBritishMobile(stored);
}

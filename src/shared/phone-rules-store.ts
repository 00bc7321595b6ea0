/**
 * Where the phone number rules are kept once evaluated (./phone-numbers hands them over as it is evaluated), so that
 * the code checking a number (./phone-rules) never imports them itself (decision 0043).
 */
import type * as PhoneNumbers from './phone-numbers';

export type PhoneRules = Pick<typeof PhoneNumbers, 'normaliseMobile' | 'formatPhone'>;

let rules: PhoneRules | undefined;

/** Called by ./phone-numbers when it is evaluated (by a static import on the server, on demand in the browser). */
export function providePhoneRules(loaded: PhoneRules) {
  rules = loaded;
}

/** The rules if they are evaluated already, else undefined. */
export const phoneRulesIfLoaded = (): PhoneRules | undefined => rules;

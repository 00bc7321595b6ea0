import { formatFixtureDate } from './dates';

/** Golf days' date rules, judged on London's today (YYYY-MM-DD), shared by the server and the screens. */
export interface SignupDates {
  signupOpens: string | null;
  signupCloses: string | null;
  withdrawBy: string | null;
}

export const dayText = (d: string) => formatFixtureDate(d, null);

/** Why sign-up is not open today, naming the date, or null when it is open. */
export function signupClosedReason(f: SignupDates, today: string): string | null {
  if (f.signupOpens && today < f.signupOpens) return `Sign-up opens on ${dayText(f.signupOpens)}`;
  if (f.signupCloses && today > f.signupCloses) return `Sign-up closed on ${dayText(f.signupCloses)}`;
  return null;
}

/** True once the last day to withdraw has passed. */
export const withdrawalClosed = (f: SignupDates, today: string) => !!f.withdrawBy && today > f.withdrawBy;

export const WITHDRAW_CLOSED = (withdrawBy: string) =>
  `The last day to withdraw was ${dayText(withdrawBy)}: please contact the fixture's manager`;

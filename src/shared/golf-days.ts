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

export interface SignupState {
  canRegister: boolean;
  isPast: boolean;
  places: number | null;
  placesTaken: number;
  signupOpens: string | null;
  signupCloses: string | null;
  /** The member asking is on this fixture's waiting list. */
  onWaitingList: boolean;
}

const dayMonth = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' });

/**
 * The word beside a fixture's Register? action on the lists: 'Waiting list' for a member on it, 'Opens
 * 1 Mar' before sign-up opens, 'Sign-up closed' after it closes, 'Full' when every place is taken; else null.
 */
export function signupLabel(f: SignupState, today: string): string | null {
  if (f.isPast || !f.canRegister) return null;
  if (f.onWaitingList) return 'Waiting list';
  if (f.signupOpens && today < f.signupOpens)
    return `Opens ${dayMonth.format(new Date(`${f.signupOpens}T00:00:00Z`))}`;
  if (f.signupCloses && today > f.signupCloses) return 'Sign-up closed';
  if (f.places !== null && f.placesTaken >= f.places) return 'Full';
  return null;
}

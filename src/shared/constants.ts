/** Spec §3: meeting type enumeration. */
export const MeetingType = { Spring: 1, Autumn: 2, Society: 3, Seniors: 4, KO: 5 } as const;
export type MeetingTypeId = (typeof MeetingType)[keyof typeof MeetingType];

/** Names used in 'There are no results for {name}'. */
export const MEETING_NAMES: Record<MeetingTypeId, string> = {
  1: 'Spring Meetings',
  2: 'Autumn Meetings',
  3: 'Society Matches',
  4: 'Seniors Meetings',
  5: 'Knockout Meetings',
};

/** A session ends this long after it was last used (spec §4's hour, counted from the last use: decision 0018). */
export const SESSION_LIFETIME_MS = 3_600_000;
/** However much it is used, a session ends this long after its login (decision 0018). */
export const SESSION_MAX_MS = 12 * 3_600_000;
/** A session's expiry moves on at most once a minute: one write a minute for a member who keeps using the site. */
export const SESSION_SLIDE_STEP_MS = 60_000;
/** Every answer to a signed-in request says when the session now ends (ISO time), so the client's timer follows. */
export const SESSION_EXPIRES_HEADER = 'Session-Expires';
export const PASSWORD_MIN_LENGTH = 8;
export const YEAR_LEFT_MIN = 1930;
/** Handicap index limits, stored form: a plus handicap (+10.0 at best) is stored negative (-10). */
export const HANDICAP_MIN = -10;
export const HANDICAP_MAX = 54;
export const MAX_PDF_BYTES = 20 * 1024 * 1024;
export const SPINNER_DELAY_MS = 150;
export const TIME_ZONE = 'Europe/London';

export const STORAGE_KEYS = {
  userId: 'user_id',
  isAdmin: 'is-admin',
  sessionExpires: 'session_expires',
} as const;

export const MEMBER_STATUSES = [
  'awaiting_confirmation',
  'awaiting_approval',
  'approved',
  'suspended',
] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

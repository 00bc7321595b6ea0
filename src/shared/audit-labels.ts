// The audit log in a volunteer's words: what was done, to what, and which fields changed, with the forms' labels,
// members' names and UK dates instead of the database's codes, columns and ids.
import { formatFixtureDate, formatTimestamp } from './dates';

const ENTITY_LABELS: Record<string, string> = {
  announcement: 'Announcement',
  course: 'Course',
  fixture: 'Fixture',
  fixture_registration: 'Fixture',
  fixture_result: 'Fixture result',
  'foursomes-match': 'Scratch foursomes match',
  competition: 'Scratch team competition',
  latest_result: 'Latest result',
  mail: 'E-mail',
  meeting_result: 'Meeting result',
  member: 'Member',
  other_result: 'Other result',
  other_result_grouping: 'Competition',
  publication: 'Publication',
  subscription: 'Subscription',
  order_of_merit: 'Order of merit',
};

/** Actions whose words do not depend on what they were done to. */
const ACTION_LABELS: Record<string, string> = {
  enter: 'Signed up for a fixture',
  'join-waiting-list': 'Joined a waiting list',
  leave: 'Left a fixture',
  promote: 'Given a place from the waiting list',
  'book-dinner-only': 'Booked the dinner only',
  'change-booking': 'Changed their guests or dinner',
  'change-bookings': 'Bookings changed by an edit of the fixture',
  // One-click answers in e-mails (modules/act).
  'confirm-place': 'Said they are still playing',
  'confirm-waiting': 'Kept their place on a waiting list',
  'add-player': 'Player added by a manager',
  'remove-player': 'Player removed by a manager',
  'move-player': 'Player moved by a manager',
  'save-team': 'Team saved',
  'publish-team': 'Team published',
  announcement: 'Announcement sent',
  'announcement.send': 'Announcement sent',
  preferences: 'E-mail preferences changed',
  'member.approve': 'Member approved',
  'member.delete': 'Account deleted',
  'member.expire': 'Unconfirmed registration removed',
  'member.import': 'Member imported',
  'member.add_offline': 'Member without e-mail added',
  'member.invite_new_email': 'E-mail address added and invitation sent',
  'member.make_admin': 'Made administrator',
  'member.remove_admin': 'Removed as administrator',
  'member.privacy.update': 'Directory privacy changed',
  'member.reinstate': 'Member reinstated',
  'member.resend_confirmation': 'Confirmation e-mail resent',
  'member.resend_invitation': 'Invitation resent',
  'member.suspend': 'Member suspended',
  'mail.resend': 'E-mail resent',
  'subscription.record': 'Subscription payment recorded',
  'subscription.undo': 'Subscription payment undone',
  'subscription.charge': 'Subscription charged',
  // Results from the cards (modules/scoring, order-of-merit; courses' tees).
  'course.tees': 'Course tees saved',
  'scoring.set': 'Fixture scoring set',
  'card.save': 'Card entered',
  'card.delete': 'Card taken off',
  'results.publish': 'Result published from the cards',
  'merit.rules': 'Order of merit rules set',
  'payment.record': 'Payment recorded',
  'payment.delete': 'Payment undone',
  'payment.import': 'Payment imported from a bank statement',
  // Scratch teams (modules/competitions).
  'competition.poll': 'Availability poll sent',
  'competition.remind': 'Availability reminder sent',
  'competition.answer': 'Answered an availability poll',
  'competition.team': 'Scratch team saved',
  'competition.publish': 'Scratch team published',
  'competition.withdraw': 'Withdrew from a scratch team',
  'competition.offer': 'Place offered to a reserve',
  'competition.accept': 'Reserve took a place',
  'competition.decline': 'Reserve declined a place',
  'competition.lapse': "Reserve's offer lapsed",
  'competition.match': 'Scratch team match recorded',
};

/** The generic actions, done to any kind of thing. */
const VERBS: Record<string, string> = { add: 'added', update: 'edited', delete: 'deleted', move: 'moved' };

/** 'member.make_admin' → 'Member make admin': the last resort for an action no one has named yet. */
const humanise = (code: string) => {
  const words = code.replace(/[._-]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : code;
};

export const auditEntityLabel = (entity: string) => ENTITY_LABELS[entity] ?? humanise(entity);

/** What was done: 'Fixture edited', 'Signed up for a fixture'. */
export function auditWhat(action: string, entity: string): string {
  if (ACTION_LABELS[action]) return ACTION_LABELS[action];
  const verb = VERBS[action];
  return verb ? `${auditEntityLabel(entity)} ${verb}` : humanise(action);
}

/** The kind-of-change filter's words for an action alone ('add' is done to courses, fixtures, …). */
export function auditActionLabel(action: string): string {
  if (ACTION_LABELS[action]) return ACTION_LABELS[action];
  const verb = VERBS[action];
  return verb ? `Anything ${verb}` : humanise(action);
}

/** Fields as the forms label them, in both the database's and the API's spelling. */
const FIELD_LABELS: Record<string, string> = {
  event: 'Event',
  location: 'Location',
  start_date: 'Start Date',
  startDate: 'Start Date',
  end_date: 'End Date',
  endDate: 'End Date',
  manager: 'Captain',
  manager_email_addresses: 'Email Addresses',
  can_register: 'Users Can Register',
  comments: 'Comments',
  year: 'Year',
  places: 'Places',
  signup_opens: 'Sign-up opens',
  signup_closes: 'Sign-up closes',
  withdraw_by: 'Withdraw by',
  club: 'Club',
  website: 'Website',
  top100: 'Top 100',
  description: 'Description',
  opponent: 'Opponent',
  result: 'Result',
  status: 'Status',
  list: 'List',
  memberId: 'Member',
  userId: 'Member',
  selected: 'Selected',
  reserves: 'Reserves',
  position: 'Position',
  amountPence: 'Amount',
  amount_pence: 'Amount',
  paidOn: 'Paid on',
  paid_on: 'Paid on',
  method: 'Method',
  registrations: 'Players with a place',
  waiting: 'On the waiting list',
  players: 'Players told',
  recipients: 'Recipients',
  subject: 'Subject',
  is_admin: 'Administrator',
  file_name: 'PDF',
  note: 'Note',
};

/** Fields that mean nothing to a volunteer: ids, order numbers, stamps, secrets. */
const HIDDEN = new Set([
  'id',
  'fixtureId',
  'fixture_id',
  'file_id',
  'sort_order',
  'created_at',
  'updated_at',
  'team_published_at',
  'meeting_type',
  'password_hash',
  'paymentId',
  'lineId',
]);
const FLAGS = new Set([
  'can_register',
  'top100',
  'is_admin',
  'listed',
  'showEmail',
  'announcements',
  'reminders',
]);
const MEMBER_FIELDS = new Set(['memberId', 'userId', 'selected', 'reserves']);
const LISTS: Record<string, string> = {
  registered: 'playing list',
  waiting: 'waiting list',
  dinner: 'dinner only',
};

const fieldLabel = (key: string) => FIELD_LABELS[key] ?? humanise(key.replace(/([a-z])([A-Z])/g, '$1 $2'));

/** The member ids a change mentions (who signed up, who was selected), for their names. */
export function auditMemberIds(...json: (string | null)[]): number[] {
  const ids = new Set<number>();
  for (const s of json) {
    const o = parseObject(s);
    for (const key of MEMBER_FIELDS) {
      const v = o[key];
      for (const id of Array.isArray(v) ? v : [v]) if (Number.isInteger(id)) ids.add(id as number);
    }
  }
  return [...ids];
}

function parseObject(s: string | null): Record<string, unknown> {
  if (!s) return {};
  try {
    const v: unknown = JSON.parse(s);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : { value: v };
  } catch {
    return { value: s };
  }
}

function showValue(key: string, v: unknown, names: Record<string, string>): string {
  if (v === undefined || v === null || v === '') return '–';
  if (MEMBER_FIELDS.has(key)) {
    const ids = Array.isArray(v) ? v : [v];
    return ids.length ? ids.map((id) => names[String(id)] ?? `member ${String(id)}`).join(', ') : 'nobody';
  }
  if (FLAGS.has(key)) return v === true || v === 1 ? 'Yes' : 'No';
  if (key === 'list' && typeof v === 'string') return LISTS[v] ?? v;
  if (/pence/i.test(key) && Number.isInteger(v)) return `£${((v as number) / 100).toFixed(2)}`;
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)) return formatFixtureDate(v);
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(v)) return formatTimestamp(v);
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

/**
 * The change as the volunteer reads it: for an edit, only the fields that changed ('Location: Rye → Deal');
 * otherwise what was recorded. Names stand for member ids; ids, stamps and order numbers are left out.
 */
export function auditChange(
  before: string | null,
  after: string | null,
  names: Record<string, string> = {},
): string {
  const was = parseObject(before);
  const now = parseObject(after);
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter((k) => !HIDDEN.has(k));
  const parts: string[] = [];
  for (const k of keys) {
    const label = fieldLabel(k);
    if (k in was && k in now) {
      const a = showValue(k, was[k], names);
      const b = showValue(k, now[k], names);
      if (a !== b) parts.push(`${label}: ${a} → ${b}`);
    } else if (before !== null && after !== null) {
      // A field only one side has is shown only when it says something.
      const v = showValue(k, k in now ? now[k] : was[k], names);
      if (v !== '–') parts.push(`${label}: ${v}`);
    } else {
      parts.push(`${label}: ${showValue(k, k in now ? now[k] : was[k], names)}`);
    }
  }
  return parts.join('; ');
}

/** The name of the thing a change was about, from what was recorded (a deleted row has only its record). */
export function auditRecordedName(before: string | null, after: string | null): string | null {
  for (const o of [parseObject(after), parseObject(before)])
    for (const key of ['event', 'club', 'description', 'subject', 'name'])
      if (typeof o[key] === 'string' && o[key]) return o[key] as string;
  return null;
}

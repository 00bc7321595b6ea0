import type { Generated } from 'kysely';

/** Booleans are stored as 0/1 integers on both databases; timestamps as ISO-8601 text; dates as YYYY-MM-DD. */
type Flag = number;

export interface MembersTable {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  title: string | null;
  first_name: string;
  last_name: string;
  mobile_number: string | null;
  home_phone: string | null;
  business_phone: string | null;
  address_line1: string | null;
  postcode: string | null;
  county: string | null;
  year_left: number | null;
  house: string | null;
  handicap: number | null;
  home_club: string | null;
  society: string | null;
  how_hear: string | null;
  /** pending | approved | suspended; with email_confirmed_at this gives the four statuses of DESIGN.md. */
  approval: string;
  email_confirmed_at: string | null;
  is_admin: Flag;
  created_at: string;
  approved_at: string | null;
  updated_at: string;
  /** Migration 0005: directory privacy and when the privacy notice was accepted. */
  listed: Generated<Flag>;
  show_email: Generated<Flag>;
  privacy_accepted_at: string | null;
  /** Migration 0017: the permanent reference the member gives the bank (decision 0046); given as the row is made. */
  payment_reference: Generated<string | null>;
  /** Migration 0017: the member's charges standing, payments, and balance (charged less paid), kept in step. */
  charged_pence: Generated<number>;
  paid_pence: Generated<number>;
  balance_pence: Generated<number>;
  /** Migration 0025: initials for the team sheet ('J. R. H.'); null: from the first name. */
  initials: Generated<string | null>;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  member_id: number;
  xsrf_token: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** 0013-sign-in-links: 1 when the session began from an e-mailed sign-in link (decision 0041). */
  by_link: Generated<number>;
}

export interface EmailTokensTable {
  id: Generated<number>;
  member_id: number;
  purpose: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  // 0006-account-security: the address the token was sent to, the password of the registration it confirms,
  // and the new address an address change waits to confirm (purpose 'confirm' with new_email set).
  sent_to: string | null;
  password_hash: string | null;
  new_email: string | null;
}

export interface FixturesTable {
  id: Generated<number>;
  year: number;
  event: string;
  start_date: string;
  end_date: string | null;
  location: string | null;
  manager: string | null;
  manager_email_addresses: string | null;
  can_register: Flag;
  comments: string | null;
  created_at: string;
  updated_at: string;
  /** Calendar SEQUENCE: moves on every edit (migration 0007). */
  sequence: Generated<number>;
  // Golf days (migration 0004): places, sign-up dates, published team.
  places: Generated<number | null>;
  signup_opens: Generated<string | null>;
  signup_closes: Generated<string | null>;
  withdraw_by: Generated<string | null>;
  team_published_at: Generated<string | null>;
  // Guests and the dinner (migration 0015): dinner_choices is null (no dinner) or a JSON array of the choices.
  guests_per_member: Generated<number>;
  dinner_choices: Generated<string | null>;
  dinner_only: Generated<Flag>;
  member_fee_pence: Generated<number | null>;
  guest_fee_pence: Generated<number | null>;
  dinner_only_fee_pence: Generated<number | null>;
}

export interface FixtureRegistrationsTable {
  id: Generated<number>;
  fixture_id: number;
  member_id: number;
  created_at: string;
  // Golf days (migration 0004): which list, the place in it, and the team choice.
  /** 'dinner': a dinner-only booking, which holds no place (migration 0015). */
  list: Generated<'registered' | 'waiting' | 'dinner'>;
  position: Generated<number>;
  team: Generated<'selected' | 'reserve' | null>;
  /** The team outcome this player was last e-mailed; null: never (migration 0010). */
  team_told: Generated<'selected' | 'reserve' | 'none' | null>;
  /** When the list or the place in it last changed (migration 0012); null: not since it was made. */
  changed_at: Generated<string | null>;
  // The member's dinner (migration 0015): dines = 1 with the choice (null when the dinner has none).
  dines: Generated<Flag>;
  dinner_choice: Generated<string | null>;
  dietary: Generated<string | null>;
}

/** A member's guest on a fixture (migration 0015): on the list, the waiting list or the dinner only. */
export interface FixtureGuestsTable {
  id: Generated<number>;
  fixture_id: number;
  host_id: number;
  name: string;
  handicap: number | null;
  list: 'registered' | 'waiting' | 'dinner';
  position: Generated<number>;
  dines: Generated<Flag>;
  dinner_choice: string | null;
  dietary: string | null;
  created_at: string;
  changed_at: Generated<string | null>;
}

/** The three placings a result records (a fixture's or a meeting's). */
export interface PlacingColumns {
  first_place_name: string | null;
  first_place_score: string | null;
  second_place_name: string | null;
  second_place_score: string | null;
  third_place_name: string | null;
  third_place_score: string | null;
}

export interface FixtureResultsTable extends PlacingColumns {
  id: Generated<number>;
  fixture_id: number;
  notes: string | null;
  file_id: number | null;
  updated_at: string;
}

export interface LatestResultsTable {
  id: Generated<number>;
  description: string;
  created_at: string;
}

export interface MeetingResultsTable extends PlacingColumns {
  id: Generated<number>;
  meeting_type: number;
  year: number;
  event: string;
  file_id: number | null;
  created_at: string;
  /** When it was last changed: a save from an older copy is refused. */
  updated_at: Generated<string>;
  /** The fixture whose published cards wrote the row (migration 0016); null for a result typed in. */
  fixture_id: Generated<number | null>;
}

export interface OtherResultGroupingsTable {
  id: Generated<number>;
  description: string;
  sort_order: number;
}

export interface OtherResultItemsTable {
  id: Generated<number>;
  grouping_id: number;
  description: string;
  file_id: number | null;
  sort_order: number;
}

export interface PublicationsTable {
  id: Generated<number>;
  description: string;
  year: number;
  file_id: number | null;
  sort_order: number;
  created_at: string;
  updated_at: Generated<string>;
}

export interface FoursomesMatchesTable {
  id: Generated<number>;
  year: number;
  event: string;
  opponent: string | null;
  result: string | null;
  updated_at: Generated<string>;
}

export interface FilesTable {
  id: Generated<number>;
  file_name: string;
  /** publication | other_result | meeting_result | fixture_result: publications are members only. */
  owner_kind: string;
  content_type: string;
  size_bytes: number;
  content: Uint8Array;
  created_at: string;
}

export interface CoursesTable {
  id: Generated<number>;
  club: string;
  website: string | null;
  top100: Flag;
  updated_at: Generated<string>;
}

export interface MailOutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** pending | sending | sent | failed */
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string;
  locked_until: string | null;
  created_at: string;
  sent_at: string | null;
  /** Extra headers (List-Unsubscribe…) and attachments as JSON; the announcement it belongs to (migration 0007). */
  headers_json: string | null;
  attachments_json: string | null;
  announcement_id: number | null;
  /** 1: the body held a link that signs in, resets or confirms, and is blanked once sent (migration 0008). */
  blank_when_sent: Generated<number>;
  /** The member the message is about, when sent to someone else (redacted when they delete their account). */
  about_member_id: number | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  actor_id: number | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

// Keeping members informed (migration 0007).
export interface FixtureTombstonesTable {
  fixture_id: number;
  event: string;
  start_date: string;
  end_date: string | null;
  location: string | null;
  manager: string | null;
  sequence: number;
  /** JSON array of the ids of the members who were registered. */
  member_ids: string;
  deleted_at: string;
}

export interface SiteSecretsTable {
  name: string;
  value: string;
}

export interface CalendarFeedsTable {
  member_id: number;
  salt: string;
  token_hash: string;
  created_at: string;
}

export interface MemberPreferencesTable {
  member_id: number;
  announcements: Flag;
  reminders: Flag;
  updated_at: string;
}

export interface RemindersSentTable {
  id: Generated<number>;
  fixture_id: number;
  member_id: number;
  kind: string;
  sent_at: string;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  subject: string;
  body: string;
  audience_json: string;
  audience_label: string;
  recipients: number;
  author_id: number | null;
  created_at: string;
}

/** Migration 0005: the treasurer's record of one member's subscription for one year. */
export interface SubscriptionsTable {
  id: Generated<number>;
  member_id: number;
  year: number;
  amount_pence: number;
  paid_on: string;
  method: string;
  created_at: string;
  /** Migration 0026: the payment this records, against the year's subscription charge (the row goes with it). */
  payment_id: number | null;
}

/** 0013-action-links: a one-click link of an e-mail (only the hash of its token). */
export interface ActionTokensTable {
  id: Generated<number>;
  token_hash: string;
  member_id: number;
  fixture_id: number;
  action: string;
  created_at: string;
  used_at: string | null;
}

/** One rate limit's count for one key (decision 0052): hits in the window that ends at window_ends (ms). */
export interface RateLimitsTable {
  bucket: string;
  hits: number;
  window_ends: number;
}

// Results from the cards (migration 0016). JSON columns hold arrays; figures with a decimal are in tenths.
export interface CourseTeesTable {
  id: Generated<number>;
  course_id: number;
  position: number;
  name: string;
  /** JSON: the 18 pars. */
  par: string;
  /** JSON: the 18 stroke indexes. */
  stroke_index: string;
  course_rating_tenths: number;
  slope: number;
}

export interface FixtureScoringTable {
  fixture_id: number;
  course_id: number;
  tee: string;
  format: 'stableford' | 'medal';
  allowance_tenths: number;
  /** JSON: the prizes in the order they are given. */
  prizes: string;
  one_prize_each: Flag;
  /** When a card, the scoring or its tee last changed. */
  changed_at: string;
  published_at: string | null;
  published_meeting: number | null;
  /** JSON: the prizes as published, each with its winners. */
  published_prizes: string | null;
}

export interface FixtureCardsTable {
  id: Generated<number>;
  fixture_id: number;
  member_id: number | null;
  guest_name: string | null;
  guest_key: string | null;
  handicap_tenths: number;
  /** JSON: 18 strokes, null for no score on the hole. */
  holes: string;
  created_at: string;
  updated_at: string;
}

export interface FixtureResultFieldTable {
  id: Generated<number>;
  fixture_id: number;
  row_order: number;
  member_id: number | null;
  guest: Flag;
  name: string;
  handicap_tenths: number;
  playing_handicap: number;
  gross: number | null;
  total: number | null;
  position: number | null;
  position_text: string;
  score_text: string;
  told: string | null;
}

export interface OrderOfMeritRulesTable {
  year: number;
  /** JSON: points for 1st, 2nd, … */
  points: string;
  best_of: number | null;
  min_events: number;
  paid_up_only: Flag;
  updated_at: string;
}

/** Migration 0017: what a member is charged for a place on a fixture (src/shared/charge-rules.ts). */
export interface ChargesTable {
  id: Generated<number>;
  member_id: number | null;
  /** Null once the fixture is deleted (the description still names it). */
  fixture_id: number | null;
  guest_id: number | null;
  place: 'golf' | 'dinner';
  description: string;
  amount_pence: number;
  status: 'active' | 'kept' | 'cancelled';
  charged_on: string;
  left_at: string | null;
  cancelled_on: string | null;
  cancel_reason: string | null;
  created_at: string;
  updated_at: string;
}

/** Migration 0017: money a member paid, recorded by the treasurer or imported from a bank statement. */
export interface PaymentsTable {
  id: Generated<number>;
  member_id: number | null;
  amount_pence: number;
  paid_on: string;
  method: string;
  note: Generated<string>;
  line_id: string | null;
  recorded_by: number | null;
  created_at: string;
}

/** Migration 0017: a bank statement's credit as previewed, by its stable id; imported_at once recorded. */
export interface BankLinesTable {
  line_id: string;
  date: string;
  description: string;
  amount_pence: number;
  seen_at: string;
  imported_at: string | null;
}

/** Migration 0026: the year's subscription charged to a member, once per member and year (decision 0061). */
export interface SubscriptionChargesTable {
  id: Generated<number>;
  member_id: number;
  year: number;
  amount_pence: number;
  /** 1: charged by the rule (the daily job, an approval); 0: made to carry a payment recorded for its year. */
  posted: Generated<number>;
  charged_on: string;
  created_at: string;
  updated_at: string;
}

/** Migration 0022: a Stripe event that recorded a card payment, once per event id (decision 0056). */
export interface CardEventsTable {
  event_id: string;
  payment_id: number | null;
  received_at: string;
}

/** Migration 0024: the society's settings, one row (id 1); houses and titles are JSON arrays (decision 0059). */
export interface SocietySettingsTable {
  id: number;
  society_name: string;
  short_name: string;
  colour_primary: string;
  colour_accent: string;
  houses: string;
  titles: string;
  membership_fee_text: string;
  welcome_text: string;
  foursomes_text: string;
  contact_email: string;
  subscription_pence: number;
  payment_details: string | null;
  /** image/png or image/svg+xml; null while the site's own crest is used. */
  crest_type: string | null;
  crest_content: Uint8Array | null;
  updated_at: string;
}

/** Migration 0027: the first run's set-up address, by its token's hash (decision 0063). */
export interface SetupTokensTable {
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Migration 0025: a scratch-team competition (decision 0060); dates JSON [{date, label}], captains ';'-joined. */
export interface CompetitionsTable {
  id: Generated<number>;
  name: string;
  year: number;
  pairs: number;
  reserves_wanted: number;
  dates: string;
  captain_emails: string;
  left_school_by: number | null;
  offer_hours: number;
  polled_at: string | null;
  team_saved_at: string | null;
  published_at: string | null;
  finished_at: string | null;
  created_at: string;
  updated_at: string;
}

/** Migration 0025: a member's answer to a competition's poll (answer null: asked, not answered). */
export interface CompetitionAvailabilityTable {
  id: Generated<number>;
  competition_id: number;
  member_id: number;
  answer: string | null;
  unavailable_dates: Generated<string>;
  note: string | null;
  answered_at: string | null;
  asked_at: string | null;
  /** Migration 0030: what the member was last e-mailed of the published team; null: never told. */
  team_told: string | null;
}

/** Migration 0025: one place in a pair (slot 0 or 1); member_id null while it is free. */
export interface CompetitionPlacesTable {
  id: Generated<number>;
  competition_id: number;
  pair_index: number;
  slot: number;
  member_id: number | null;
}

/** Migration 0025: a reserve in order, with his state and the offer he holds. */
export interface CompetitionReservesTable {
  id: Generated<number>;
  competition_id: number;
  member_id: number;
  reserve_order: number;
  state: string;
  offered_place_id: number | null;
  offered_at: string | null;
  offer_expires_at: string | null;
}

/** Migration 0025: a player who withdrew, from which pair. */
export interface CompetitionWithdrawalsTable {
  id: Generated<number>;
  competition_id: number;
  member_id: number;
  pair_index: number;
  withdrawn_at: string;
}

/** Migration 0025: one round's result; pairs JSON [{pairIndex, result, margin, players}]. */
export interface CompetitionMatchesTable {
  id: Generated<number>;
  competition_id: number;
  round: string;
  date: string;
  opponent: string;
  pairs: string;
  outcome: string;
  last: Generated<Flag>;
  recorded_at: string;
}

/** Migration 0025: a competition's one-click link (poll answers, a reserve's offer); the hash of its token. */
export interface CompetitionActionTokensTable {
  id: Generated<number>;
  token_hash: string;
  member_id: number;
  competition_id: number;
  action: string;
  place_id: number | null;
  expires_at: string | null;
  created_at: string;
  used_at: string | null;
}

export interface Database {
  members: MembersTable;
  sessions: SessionsTable;
  email_tokens: EmailTokensTable;
  fixtures: FixturesTable;
  fixture_registrations: FixtureRegistrationsTable;
  fixture_guests: FixtureGuestsTable;
  fixture_results: FixtureResultsTable;
  latest_results: LatestResultsTable;
  meeting_results: MeetingResultsTable;
  other_result_groupings: OtherResultGroupingsTable;
  other_result_items: OtherResultItemsTable;
  publications: PublicationsTable;
  foursomes_matches: FoursomesMatchesTable;
  files: FilesTable;
  courses: CoursesTable;
  mail_outbox: MailOutboxTable;
  audit_log: AuditLogTable;
  fixture_tombstones: FixtureTombstonesTable;
  site_secrets: SiteSecretsTable;
  calendar_feeds: CalendarFeedsTable;
  member_preferences: MemberPreferencesTable;
  reminders_sent: RemindersSentTable;
  announcements: AnnouncementsTable;
  subscriptions: SubscriptionsTable;
  action_tokens: ActionTokensTable;
  rate_limits: RateLimitsTable;
  course_tees: CourseTeesTable;
  fixture_scoring: FixtureScoringTable;
  fixture_cards: FixtureCardsTable;
  fixture_result_field: FixtureResultFieldTable;
  order_of_merit_rules: OrderOfMeritRulesTable;
  charges: ChargesTable;
  payments: PaymentsTable;
  bank_lines: BankLinesTable;
  card_events: CardEventsTable;
  society_settings: SocietySettingsTable;
  setup_tokens: SetupTokensTable;
  subscription_charges: SubscriptionChargesTable;
  competitions: CompetitionsTable;
  competition_availability: CompetitionAvailabilityTable;
  competition_places: CompetitionPlacesTable;
  competition_reserves: CompetitionReservesTable;
  competition_withdrawals: CompetitionWithdrawalsTable;
  competition_matches: CompetitionMatchesTable;
  competition_action_tokens: CompetitionActionTokensTable;
}

import { z } from 'zod';
import { requiredDateField } from './date-fields';
import { emailListField } from './email-list-field';
import { marginProblem, matchPairsProblem, normaliseMargin } from '../match-rules';
import { formText, optionalText, requiredText, yearField } from './content-fields';
import { updatedAtField } from './edit-stamps';
import { idField, idParams, wholeIdNumber } from './id-fields';
import { refuse } from './refuse';

/**
 * Scratch teams (DESIGN.md 'Scratch teams: availability, pairings and the team sheet'): the society's knockout
 * sides (the Halford Hewitt, the Grafton Morrish, the Cyril Gray), their availability polls, pairings in order of
 * play, reserves called up when a player withdraws, and the rounds' results.
 */

export const COMPETITION_STATUSES = ['polling', 'selected', 'published', 'finished'] as const;
export type CompetitionStatus = (typeof COMPETITION_STATUSES)[number];

export const AVAILABILITY_ANSWERS = ['available', 'reserve', 'unavailable'] as const;
export type AvailabilityAnswer = (typeof AVAILABILITY_ANSWERS)[number];

export const MATCH_RESULTS = ['won', 'lost', 'halved'] as const;
export type MatchResult = (typeof MATCH_RESULTS)[number];

/** Where a reserve stands: waiting his turn, offered a place now, declined (or let an offer lapse), or playing. */
export const RESERVE_STATES = ['waiting', 'offered', 'declined', 'lapsed', 'playing'] as const;
export type ReserveState = (typeof RESERVE_STATES)[number];

export const PAIRS_MIN = 1;
export const PAIRS_MAX = 10;
export const RESERVES_MAX = 10;
export const DATES_MAX = 20;
export const OFFER_HOURS_DEFAULT = 24;
export const OFFER_HOURS_MAX = 168;
export const NOTE_MAX = 500;

export const competitionParams = idParams;

// ---------------------------------------------------------------------------------------------------------------
// Fields

/** A date as YYYY-MM-DD. */
export const competitionDateField = (label: string) => requiredDateField(label);

const wholeNumber = (label: string, min: number, max: number) =>
  z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      const s = formText(v);
      const n = Number(s);
      if (!/^\d{1,4}$/.test(s) || n < min || n > max)
        return refuse(ctx, `${label} must be a whole number from ${min} to ${max}`);
      return n;
    });

/** One day of the competition: a practice day or a round ('Practice', 'First round', 'Final'). */
export const competitionDateSchema = z.object({
  date: competitionDateField('Date'),
  label: requiredText('Label', 60),
});
export type CompetitionDate = { date: string; label: string };

/** Captains' addresses: a list, or one text separated by ';' (as a fixture's managers); each must be valid. */
export const captainEmailsField = emailListField('Captains', { lists: true, lowerCase: true });

/** Who may play: everyone (null), or those who left school by a year (an over-50s side). */
export const eligibilitySchema = z
  .object({ leftSchoolBy: wholeNumber('Left school by', 1900, 2100) })
  .nullable();
export type Eligibility = { leftSchoolBy: number } | null;

// ---------------------------------------------------------------------------------------------------------------
// Competitions (administrators write them; members read them)

const competitionFields = {
  name: requiredText('Name', 120),
  year: yearField,
  pairs: wholeNumber('Pairs', PAIRS_MIN, PAIRS_MAX),
  reservesWanted: wholeNumber('Reserves wanted', 0, RESERVES_MAX),
  dates: z
    .array(competitionDateSchema, { error: 'Dates must be a list' })
    .max(DATES_MAX, `At most ${DATES_MAX} dates`)
    .optional()
    .transform((d) => [...(d ?? [])].sort((a, b) => a.date.localeCompare(b.date))),
  captainEmailAddresses: captainEmailsField,
  eligibility: eligibilitySchema.optional().transform((e) => e ?? null),
  /** Hours a reserve has to answer an offer before it passes to the next (default 24). */
  offerHours: z
    .unknown()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '') return OFFER_HOURS_DEFAULT;
      const s = formText(v);
      const n = Number(s);
      if (!/^\d{1,3}$/.test(s) || n < 1 || n > OFFER_HOURS_MAX)
        return refuse(ctx, `Offer hours must be a whole number from 1 to ${OFFER_HOURS_MAX}`);
      return n;
    }),
};

/** POST /api/admin/competitions */
export const addCompetitionSchema = z.object(competitionFields);
export type CompetitionInput = z.input<typeof addCompetitionSchema>;
export type CompetitionValues = z.output<typeof addCompetitionSchema>;

/** POST /api/admin/competitions/edit: the add's fields, its id and the stamp of the copy the form was filled from. */
export const editCompetitionSchema = z.object({
  id: idField('Competition not found'),
  ...competitionFields,
  updatedAt: updatedAtField,
});
export type EditCompetitionInput = z.input<typeof editCompetitionSchema>;

/** POST /api/admin/competitions/delete */
export const deleteCompetitionSchema = z.object({ id: idField('Competition not found') });

export const competitionIdResponseSchema = z.object({ id: z.number().int() });
export const deletedResponseSchema = z.object({ deleted: z.literal(true) });

const availabilityAnswerFields = {
  answer: z.enum(AVAILABILITY_ANSWERS),
  unavailableDates: z.array(z.string()),
  note: z.string().nullable(),
};

/** GET /api/competitions: one competition as a member sees it. */
export const competitionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  year: z.number().int(),
  pairs: z.number().int(),
  reservesWanted: z.number().int(),
  dates: z.array(z.object({ date: z.string(), label: z.string() })),
  /** The captains' names (an address no member has is shown as written). */
  captains: z.array(z.string()),
  status: z.enum(COMPETITION_STATUSES),
  eligibility: z.object({ leftSchoolBy: z.number().int() }).nullable(),
  offerHours: z.number().int(),
  /** The signed-in member runs this competition. */
  isCaptain: z.boolean(),
  /** The signed-in member may play in it. */
  eligible: z.boolean(),
  /** The signed-in member's answer to the availability poll, if any. */
  myAvailability: z.object(availabilityAnswerFields).nullable(),
});
export type Competition = z.infer<typeof competitionSchema>;
export const competitionListSchema = z.array(competitionSchema);

/** GET /api/admin/competitions: with the captains' addresses and the stamp the edit sends back. */
export const competitionAdminSchema = competitionSchema
  .omit({ isCaptain: true, eligible: true, myAvailability: true })
  .extend({ captainEmailAddresses: z.array(z.string()), updatedAt: z.string() });
export type CompetitionAdmin = z.infer<typeof competitionAdminSchema>;
export const competitionAdminListSchema = z.array(competitionAdminSchema);

// ---------------------------------------------------------------------------------------------------------------
// Availability

/** POST /api/competitions/availability: an eligible member answers for themself. */
export const availabilityBodySchema = z.object({
  competitionId: wholeIdNumber('Competition not found'),
  answer: z.enum(AVAILABILITY_ANSWERS, { error: 'Choose available, reserve or unavailable' }),
  unavailableDates: z
    .array(competitionDateField('Date'), { error: 'Dates must be a list' })
    .max(DATES_MAX, `At most ${DATES_MAX} dates`)
    .optional()
    .transform((d) => [...new Set(d ?? [])].sort()),
  note: optionalText('Note', NOTE_MAX),
});
export type AvailabilityInput = z.input<typeof availabilityBodySchema>;

export const availabilityResponseSchema = z.object({
  competitionId: z.number().int(),
  ...availabilityAnswerFields,
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;

/** POST /api/competitions/{id}/poll and /remind: how many members were sent the e-mail. */
export const pollResponseSchema = z.object({ sent: z.number().int() });

/** A meeting score as the captain's screen shows it ('36 pts', '78 net'). */
export const meetingScoreSchema = z.object({
  fixtureId: z.number().int(),
  event: z.string(),
  date: z.string(),
  score: z.string(),
});
export type MeetingScore = z.infer<typeof meetingScoreSchema>;

/** GET /api/competitions/{id}/availability (captain, administrator): every eligible member. */
export const availabilityRowSchema = z.object({
  memberId: z.number().int(),
  name: z.string(),
  /** As the team sheet writes him: 'J. R. H. Smith'. */
  sheetName: z.string(),
  answer: z.enum(AVAILABILITY_ANSWERS).nullable(),
  answeredAt: z.string().nullable(),
  unavailableDates: z.array(z.string()),
  note: z.string().nullable(),
  handicap: z.number().nullable(),
  yearLeft: z.number().int().nullable(),
  /** The newest first, at most three. */
  lastScores: z.array(meetingScoreSchema),
  /** The poll (or a reminder) was e-mailed to him. */
  asked: z.boolean(),
  /** He has no e-mail address: the captain asks him another way. */
  noEmail: z.boolean(),
});
export type AvailabilityRow = z.infer<typeof availabilityRowSchema>;
export const availabilityListSchema = z.object({
  competitionId: z.number().int(),
  polledAt: z.string().nullable(),
  rows: z.array(availabilityRowSchema),
});
export type AvailabilityList = z.infer<typeof availabilityListSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The team

const memberIdInTeam = wholeIdNumber('Choose a member');

/** POST /api/competitions/{id}/team: pairs in order of play, reserves in order. */
export const teamBodySchema = z.object({
  pairs: z
    .array(z.tuple([memberIdInTeam, memberIdInTeam], { error: 'Each pair needs two players' }), {
      error: 'Pairs must be a list',
    })
    .max(PAIRS_MAX, `At most ${PAIRS_MAX} pairs`),
  reserves: z
    .array(memberIdInTeam, { error: 'Reserves must be a list' })
    .max(RESERVES_MAX, `At most ${RESERVES_MAX} reserves`)
    .optional()
    .transform((r) => r ?? []),
});
export type TeamInput = z.input<typeof teamBodySchema>;

export const teamPlayerSchema = z.object({
  memberId: z.number().int(),
  name: z.string(),
  sheetName: z.string(),
  handicap: z.number().nullable(),
});
export type TeamPlayer = z.infer<typeof teamPlayerSchema>;

export const teamReserveSchema = teamPlayerSchema.extend({
  order: z.number().int(),
  state: z.enum(RESERVE_STATES),
  /** When the current offer lapses (state 'offered'). */
  offerExpiresAt: z.string().nullable(),
});
export type TeamReserve = z.infer<typeof teamReserveSchema>;

/** GET /api/competitions/{id}/team (members once published; captains and administrators always). */
export const teamSchema = z.object({
  competitionId: z.number().int(),
  status: z.enum(COMPETITION_STATUSES),
  publishedAt: z.string().nullable(),
  /** In order of play; the first pair is pair 1. */
  pairs: z.array(z.tuple([teamPlayerSchema, teamPlayerSchema])),
  reserves: z.array(teamReserveSchema),
  /** Players who have withdrawn since the team was published, newest last. */
  withdrawn: z.array(teamPlayerSchema),
  /**
   * A pair place waiting for a reserve's answer (pair 1-based, who is offered it, and the pair's other player, who
   * is not in `pairs` meanwhile).
   */
  openPlaces: z.array(
    z.object({
      pair: z.number().int(),
      offeredTo: teamPlayerSchema.nullable(),
      partner: teamPlayerSchema.nullable(),
    }),
  ),
});
export type Team = z.infer<typeof teamSchema>;

/** POST /api/competitions/{id}/team/publish: how many e-mails went out. */
export const publishResponseSchema = z.object({ sent: z.number().int() });

/** GET /competitions/{id}/teamsheet?round=: which round's sheet (the label of one of the dates). */
export const teamSheetQuerySchema = z.object({ round: z.string().max(60).optional() });

// ---------------------------------------------------------------------------------------------------------------
// Withdrawal and offers

/** POST /api/competitions/{id}/withdraw: the player himself, or a captain for him. */
export const withdrawBodySchema = z.object({ memberId: wholeIdNumber('Choose a member') });
export const withdrawResponseSchema = z.object({
  withdrawn: z.literal(true),
  /** The reserve offered the place now, or null when none is left. */
  offeredTo: teamPlayerSchema.nullable(),
});
export type WithdrawResponse = z.infer<typeof withdrawResponseSchema>;

/** POST /api/competitions/{id}/offer: a reserve answers his offer on the site (the e-mail's links do the same). */
export const offerAnswerBodySchema = z.object({ answer: z.enum(['accept', 'decline']) });
export const OFFER_OUTCOMES = ['accepted', 'declined', 'gone'] as const;
export const offerAnswerResponseSchema = z.object({ outcome: z.enum(OFFER_OUTCOMES) });
export type OfferOutcome = (typeof OFFER_OUTCOMES)[number];

// ---------------------------------------------------------------------------------------------------------------
// Match results

export const ROUND_MAX = 20;

/** One pair's match: its place in the order of play, the result and the margin ('3&2'; none when halved). */
export const matchPairSchema = z
  .object({
    pairIndex: wholeNumber('Pair', 1, PAIRS_MAX),
    result: z.enum(MATCH_RESULTS, { error: 'Choose won, lost or halved' }),
    /** '3&2', '1 up', '2 holes', '19th', or empty for a halved match. */
    margin: optionalText('Margin', 20).transform((m) => (m === null ? null : normaliseMargin(m))),
  })
  .superRefine((pair, ctx) => {
    const problem = marginProblem(pair.result, pair.margin);
    if (problem)
      ctx.addIssue({ code: 'custom', path: ['margin'], message: `Pair ${pair.pairIndex}: ${problem}` });
  });

/** POST /api/competitions/{id}/matches (captain): one round; the same round again replaces it. */
export const matchBodySchema = z.object({
  round: wholeNumber('Round', 1, ROUND_MAX),
  date: competitionDateField('Date'),
  opponent: requiredText('Opponent', 120),
  pairs: z
    .array(matchPairSchema, { error: 'Pairs must be a list' })
    .max(PAIRS_MAX, `At most ${PAIRS_MAX} pairs`)
    .superRefine((pairs, ctx) => {
      const problem = matchPairsProblem(pairs.map((p) => p.pairIndex));
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  outcome: z.enum(MATCH_RESULTS, { error: 'Choose won, lost or halved' }),
  /** The side's last match (the final): the competition is finished. A round lost finishes it anyway. */
  last: z
    .boolean()
    .optional()
    .transform((v) => v ?? false),
});
export type MatchInput = z.input<typeof matchBodySchema>;
export type MatchValues = z.output<typeof matchBodySchema>;

export const matchSchema = z.object({
  id: z.number().int(),
  round: z.number().int(),
  date: z.string(),
  opponent: z.string(),
  pairs: z.array(
    z.object({
      pairIndex: z.number().int(),
      result: z.enum(MATCH_RESULTS),
      margin: z.string().nullable(),
      /** 'J. R. H. Smith & P. A. Jones' as they played. */
      players: z.string(),
    }),
  ),
  outcome: z.enum(MATCH_RESULTS),
  last: z.boolean(),
});
export type Match = z.infer<typeof matchSchema>;

/** GET /api/competitions/{id}/public: what the public page /competitions/{id} shows (players' names only). */
export const competitionPublicSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  year: z.number().int(),
  status: z.enum(COMPETITION_STATUSES),
  /** The rounds recorded, first round first. */
  matches: z.array(matchSchema),
});
export type CompetitionPublic = z.infer<typeof competitionPublicSchema>;

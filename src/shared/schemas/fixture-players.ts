import { z } from 'zod';
import { idField } from './id-fields';
import { playerBookingFields } from './fixture-bookings';

/** The Players screen and the match team (DESIGN.md 'Golf days'). */
export const playerRowSchema = z.object({
  memberId: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobileNumber: z.string().nullable(),
  handicap: z.number().nullable(),
  house: z.string().nullable(),
  yearLeft: z.number().int().nullable(),
  registeredAt: z.string(),
  team: z.enum(['selected', 'reserve']).nullable(),
  ...playerBookingFields,
});
export type PlayerRow = z.infer<typeof playerRowSchema>;

export const playersAnswerSchema = z.object({
  registered: z.array(playerRowSchema),
  waiting: z.array(playerRowSchema),
  /** Members who booked the dinner only (no place), with their guests. */
  dinnerOnly: z.array(playerRowSchema),
  teamPublished: z.boolean(),
});
export type PlayersAnswer = z.infer<typeof playersAnswerSchema>;

export const fixturePlayersParams = z.object({ fixtureId: z.string().max(200) });

export const playerBodySchema = z.object({
  fixtureId: idField('Choose a fixture'),
  memberId: idField('Choose a member'),
});
export type PlayerBody = z.input<typeof playerBodySchema>;

/**
 * Add a player: a manager adding a member who is not listed in Member Search also sends the whole e-mail address
 * they found that member by (administrators need not).
 */
export const addPlayerBodySchema = playerBodySchema.extend({
  email: z.string().trim().max(254, { error: 'Type at most 254 characters' }).optional(),
});
export type AddPlayerBody = z.input<typeof addPlayerBodySchema>;

export const movePlayerBodySchema = playerBodySchema.extend({
  list: z.enum(['registered', 'waiting'], { error: 'Choose the list or the waiting list' }),
  position: z
    .number({ error: 'Choose a position' })
    .int({ error: 'Choose a position' })
    .min(1, { error: 'Choose a position' })
    .max(1000, { error: 'Choose a position' }),
});
export type MovePlayerBody = z.input<typeof movePlayerBodySchema>;

const idList = z.array(idField('Choose a member')).max(500, { error: 'Too many players' });
export const teamBodySchema = z.object({
  fixtureId: idField('Choose a fixture'),
  selected: idList,
  reserves: idList,
});
export type TeamBody = z.input<typeof teamBodySchema>;

export const publishTeamBodySchema = z.object({ fixtureId: idField('Choose a fixture') });

/**
 * Add a player on their behalf: approved members not yet on the fixture's lists whose name holds the text, or
 * whose whole e-mail address it is (a manager finds a member who is not listed in Member Search only that way).
 */
export const playerCandidatesQuery = z.object({
  name: z
    .string({ error: 'Type part of a name' })
    .trim()
    .min(2, { error: 'Type at least two letters of the name' })
    .max(100, { error: 'Type at most 100 letters' }),
});
export const playerCandidateSchema = z.object({
  memberId: z.number().int(),
  name: z.string(),
  yearLeft: z.number().int().nullable(),
  house: z.string().nullable(),
});
export type PlayerCandidate = z.infer<typeof playerCandidateSchema>;
export const PLAYER_CANDIDATES_MAX = 20;

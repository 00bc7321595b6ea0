import { z } from 'zod';

/**
 * One-click answers in e-mails (DESIGN.md 'From the inbox'): the actions a link can carry. A reminder carries
 * 'still-playing' and 'cannot-play' to a member with a place, 'keep-waiting' and 'leave-waiting' to one on the
 * waiting list; an announcement of a fixture may carry 'count-me-in'. A competition's availability poll carries
 * 'team-available', 'team-reserve' and 'team-unavailable'; a reserve offered a place 'place-accept' and
 * 'place-decline'; a player in a published team 'place-withdraw'.
 */
export const ACTIONS = [
  'still-playing',
  'cannot-play',
  'keep-waiting',
  'leave-waiting',
  'count-me-in',
  // Scratch teams (DESIGN.md 'Scratch teams'): the availability poll's three answers, and a reserve's offer.
  'team-available',
  'team-reserve',
  'team-unavailable',
  'place-accept',
  'place-decline',
  // A player's way out of a published team (decision 0060).
  'place-withdraw',
] as const;
export type Action = (typeof ACTIONS)[number];

/** A link's token: 43 base64url characters; anything up to 200 is read (and found wanting) rather than refused. */
const token = z.string({ error: 'The link is not valid' }).max(200, 'The link is not valid');

/** GET /api/act?token=: what a link is for; never changes anything (mail scanners open links). */
export const actQuerySchema = z.object({ token: token.optional() });
/** POST /api/act {token}: the link's one button. */
export const actBodySchema = z.object({ token });

export const ACT_STATES = ['ready', 'blocked', 'used', 'expired', 'invalid'] as const;
export type ActState = (typeof ACT_STATES)[number];

export const actionLinkSchema = z.object({
  /**
   * ready: the button will act; blocked: the site's rules refuse it now (`reason` says why); used: the link has
   * acted already; expired: the fixture has started; invalid: no such link (mistyped, tampered). An invalid link
   * names nothing.
   */
  state: z.enum(ACT_STATES),
  action: z.enum(ACTIONS).nullable(),
  firstName: z.string().nullable(),
  fixture: z
    .object({
      id: z.number().int(),
      event: z.string(),
      location: z.string().nullable(),
      startDate: z.string(),
      endDate: z.string().nullable(),
    })
    .nullable(),
  /** A competition's link: the competition (its first day), and the pair a reserve is offered a place in. */
  competition: z
    .object({
      id: z.number().int(),
      name: z.string(),
      year: z.number().int(),
      startDate: z.string().nullable(),
      pair: z.number().int().nullable(),
    })
    .nullable()
    .optional(),
  /** The member's place on the waiting list (1-based), when they are on it. */
  waitingPosition: z.number().int().nullable(),
  /** count-me-in: every place is taken, so the button puts the member on the waiting list. */
  full: z.boolean(),
  /** blocked: the rule in words (the manager named when it is too late to withdraw); used: when. */
  reason: z.string().nullable(),
});
export type ActionLink = z.infer<typeof actionLinkSchema>;

export const ACT_OUTCOMES = [
  'confirmed',
  'left',
  'kept-waiting',
  'left-waiting',
  'entered',
  'waiting',
  'answered',
  'accepted',
  'declined',
  'gone',
  'withdrawn',
] as const;
export type ActOutcome = (typeof ACT_OUTCOMES)[number];

export const actResultSchema = z.object({
  outcome: z.enum(ACT_OUTCOMES),
  /** The member's place on the waiting list after the action, when they are on it. */
  waitingPosition: z.number().int().nullable(),
});
export type ActResult = z.infer<typeof actResultSchema>;

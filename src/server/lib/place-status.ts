/**
 * A member's place on a fixture: registered, or on the waiting list at a position (1-based). The calendar event
 * and the reminder e-mail both say it, so it belongs to neither.
 */
export type PlaceStatus = { kind: 'registered' } | { kind: 'waiting'; position: number };

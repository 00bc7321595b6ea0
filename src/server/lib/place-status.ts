/**
 * A member's place on a fixture: registered, on the waiting list at a position (1-based, among the waiting
 * members), or a dinner-only booking. The calendar event and the reminder e-mail both say it, so it belongs to
 * neither.
 */
export type PlaceStatus = { kind: 'registered' } | { kind: 'waiting'; position: number } | { kind: 'dinner' };

import type { DinnerBooking, DinnerSettings, GuestBooking } from './schemas/fixture-bookings';

/**
 * A member's booking against the fixture's settings (DESIGN.md 'Guests and the dinner'): how many guests it
 * allows, its dinner and its menu, its dinner-only places. One rule for the Enter screen and the server.
 */

/** What of a fixture a booking is judged against. */
export interface BookingSettings {
  guestsPerMember: number;
  dinner: DinnerSettings | null;
}

/** A booking as `POST /api/fixtures/enter` and `POST /api/fixtures/booking` take it. */
export interface BookingRequest {
  guests: GuestBooking[];
  dinner: DinnerBooking | null;
  dinnerOnly: boolean;
}

/** 'Beef', 'Beef or Salmon', 'Beef, Salmon or Vegetarian'. */
export function orList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items[items.length - 1]}`;
}

export const NO_GUESTS = 'This fixture does not allow guests';
export const tooManyGuests = (n: number) =>
  n === 0 ? NO_GUESTS : `You may bring at most ${n} ${n === 1 ? 'guest' : 'guests'} to this fixture`;
export const NO_DINNER_ONLY = 'This fixture has no dinner-only places';
export const NO_DINNER = 'This fixture has no dinner';
export const NO_MENU_CHOICE = 'This dinner has no menu choices: leave the choice empty';
export const notOnMenu = (choice: string, choices: readonly string[]) =>
  `${choice} is not on the menu for this dinner; choose ${orList(choices)}`;
export const chooseDinner = (choices: readonly string[]) => `Choose ${orList(choices)} for the dinner`;

/**
 * Why one diner's dinner cannot be booked, or the dinner as booked (a choice typed in another case is the menu's
 * own spelling). `d` null: they do not dine.
 */
function judgeDinner(
  dinner: DinnerSettings | null,
  d: DinnerBooking | null,
): { problem: string } | { dinner: DinnerBooking | null } {
  if (!d) return { dinner: null };
  if (!dinner) return { problem: NO_DINNER };
  if (!dinner.choices.length) return d.choice === null ? { dinner: d } : { problem: NO_MENU_CHOICE };
  if (d.choice === null) return { problem: chooseDinner(dinner.choices) };
  const offered = dinner.choices.find((c) => c.toLowerCase() === d.choice!.toLowerCase());
  return offered ? { dinner: { ...d, choice: offered } } : { problem: notOnMenu(d.choice, dinner.choices) };
}

/**
 * Judges a booking: its problems by the body's field (`guests`, `dinner`, `dinnerOnly`), each message saying
 * which rule, or the booking as it will be kept (a dinner-only booking dines, its member and each guest).
 */
export function judgeBooking(
  s: BookingSettings,
  b: BookingRequest,
): { problems: Record<string, string[]> } | { booking: BookingRequest } {
  const problems: Record<string, string[]> = {};
  const add = (field: string, message: string) => (problems[field] ??= []).push(message);
  const dinnerOnly = b.dinnerOnly && !!s.dinner?.dinnerOnly;
  if (b.dinnerOnly && !dinnerOnly) add('dinnerOnly', NO_DINNER_ONLY);
  if (b.guests.length > s.guestsPerMember) add('guests', tooManyGuests(s.guestsPerMember));
  const dines = (d: DinnerBooking | null) => (dinnerOnly ? (d ?? { choice: null, dietary: null }) : d);
  const own = judgeDinner(s.dinner, dines(b.dinner));
  if ('problem' in own) add('dinner', own.problem);
  const guests = b.guests.map((g) => {
    const judged = judgeDinner(s.dinner, dines(g.dinner));
    if ('problem' in judged) {
      add('guests', `${g.name}: ${judged.problem}`);
      return g;
    }
    return { ...g, dinner: judged.dinner };
  });
  if (Object.keys(problems).length || 'problem' in own) return { problems };
  return { booking: { ...b, dinner: own.dinner, guests } };
}

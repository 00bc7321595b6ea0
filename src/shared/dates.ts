import { TIME_ZONE } from './constants';

// Intl.DateTimeFormat objects are costly to build (tens of microseconds and ICU memory each): build each once.
const londonDateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

let lastToday = { second: NaN, day: '' };

/** Today's date (YYYY-MM-DD) in Europe/London. */
export function londonToday(now: Date = new Date()): string {
  // Asked on every request (cached lists are judged by the day) and per fixture row: formatted once a second.
  // London's offset is a whole number of hours, so the day always changes on a second's boundary.
  const second = Math.floor(now.getTime() / 1000);
  if (second !== lastToday.second) lastToday = { second, day: londonDateFormat.format(now) };
  return lastToday.day;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** The en-GB names of a date's parts (as Intl gives them, 'Sept' included), by arithmetic: lists call this per row. */
function parts(isoDate: string) {
  const [y, m, d] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d, 12));
  return {
    weekday: WEEKDAYS[date.getUTCDay()],
    day: String(d),
    month: MONTHS[m - 1],
    year: String(y),
  };
}

/** 'Sat 10 May 2025', or 'Mon 12 – Tue 13 May 2025' for several days (DESIGN.md 'Fixed details'). */
export function formatFixtureDate(startDate: string, endDate?: string | null): string {
  const s = parts(startDate);
  if (!endDate || endDate === startDate) return `${s.weekday} ${s.day} ${s.month} ${s.year}`;
  const e = parts(endDate);
  if (s.year !== e.year)
    return `${s.weekday} ${s.day} ${s.month} ${s.year} – ${e.weekday} ${e.day} ${e.month} ${e.year}`;
  if (s.month !== e.month)
    return `${s.weekday} ${s.day} ${s.month} – ${e.weekday} ${e.day} ${e.month} ${e.year}`;
  return `${s.weekday} ${s.day} – ${e.weekday} ${e.day} ${e.month} ${e.year}`;
}

/** A fixture is past when its last day is before today in London. */
export function isFixturePast(
  startDate: string,
  endDate: string | null | undefined,
  now: Date = new Date(),
): boolean {
  return (endDate || startDate) < londonToday(now);
}

const timestampFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Date and time of an ISO timestamp in London, for 'Created On' columns. */
export function formatTimestamp(iso: string): string {
  return timestampFormat.format(new Date(iso));
}

/** This year in Europe/London: the same on the server that renders a page and in the browser that hydrates it. */
export const londonYear = (now: Date = new Date()): number => Number(londonToday(now).slice(0, 4));

/** True for a real calendar date written YYYY-MM-DD (not 2025-02-30). */
export function isRealDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const [y, m, d] = s.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Date arithmetic on 'YYYY-MM-DD' text, in UTC so that no time zone shifts a day. */
function toDate(isoDate: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

const toIso = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(isoDate: string, days: number): string {
  const date = toDate(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / 86_400_000);
}

/** The nth (1-based) given weekday (0 = Sunday) of a month (1-based), e.g. the 2nd Thursday of April. */
export function nthWeekday(year: number, month: number, n: number, weekday: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1));
  const offset = (weekday - first.getUTCDay() + 7) % 7;
  return toIso(new Date(Date.UTC(year, month - 1, 1 + offset + 7 * (n - 1))));
}

/** An ISO timestamp `days` days before `now`, at a tidy hour. */
export function daysAgo(now: Date, days: number, hour = 10): string {
  const date = new Date(now.getTime() - days * 86_400_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
}

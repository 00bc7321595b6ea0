// Which round a team sheet is for: the one the captain names, else the next day of play from today.
// No Zod here: the server renders the sheet from these alone.

export interface RoundDate {
  /** YYYY-MM-DD */
  date: string;
  /** 'First round', 'Final' */
  label: string;
}

/**
 * The round the sheet shows. With `wanted`, the date of that label (any case, spaces trimmed), or null when the
 * competition has no such round. Without it, the first date on or after `today`; once every date has passed, the
 * last one; null when there are no dates.
 */
export function sheetRound(
  dates: readonly RoundDate[],
  today: string,
  wanted?: string | null,
): RoundDate | null {
  const sorted = [...dates].sort((a, b) => a.date.localeCompare(b.date));
  if (wanted !== undefined && wanted !== null && wanted.trim() !== '') {
    const key = wanted.trim().toLowerCase();
    return sorted.find((d) => d.label.trim().toLowerCase() === key) ?? null;
  }
  return sorted.find((d) => d.date >= today) ?? sorted.at(-1) ?? null;
}

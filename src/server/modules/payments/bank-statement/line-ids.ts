import { createHash } from 'node:crypto';

/** A statement line before it has its id. */
export interface UnnamedLine {
  date: string;
  description: string;
  amountPence: number;
}

/**
 * The description as compared across downloads: capitals, letters and digits only, so the same line downloaded
 * again (or from Excel after a save, or with the bank's spacing changed) reads the same.
 */
const sameText = (description: string) =>
  description
    .normalize('NFKD')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');

/**
 * Each line with an id that is the same for the same statement line in every download of it, so that importing a
 * statement twice, or two statements that overlap, never records a payment twice. The id is a hash of the date,
 * the amount, the description as compared, and which of the identical lines of that day it is (the first, the
 * second…): two members paying the same sum with the same words on the same day stay two lines, and a statement
 * covers whole days, so a day's identical lines are counted the same in every statement that holds the day.
 */
export function withLineIds<T extends UnnamedLine>(lines: T[]): (T & { lineId: string })[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const key = `${line.date}|${line.amountPence}|${sameText(line.description)}`;
    const occurrence = (seen.get(key) ?? 0) + 1;
    seen.set(key, occurrence);
    const lineId = createHash('sha256').update(`${key}|${occurrence}`).digest('hex').slice(0, 32);
    return { ...line, lineId };
  });
}

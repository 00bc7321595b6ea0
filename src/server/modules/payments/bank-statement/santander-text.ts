// Santander's personal online banking downloads transactions as a text file, not CSV:
//
//   From: 01/01/2026 to 31/03/2026
//
//   Account: XXXX XXXX XXXX 1234
//
//   Date: 02/01/2026
//   Description: FASTER PAYMENTS RECEIPT REF BPRWK9X8 FROM J SMITH
//   Amount: 30.00 GBP
//   Balance: 1234.56 GBP
//
// (a non-breaking space often follows each colon, and the file is Windows-1252 or ISO-8859 text).

/** One line of the text file as written, before its date and amount are read. */
export interface SantanderEntry {
  /** The line of the file where the entry's 'Date:' stands (1 for the first). */
  row: number;
  date: string;
  description: string;
  amount: string;
}

const FIELD = /^\s*(Date|Description|Amount|Balance)\s*:\s*(.*?)\s*$/i;

/** True for Santander's text download: 'Date:' and 'Amount:' lines rather than columns. */
export const isSantanderText = (text: string) =>
  /^\s*Date\s*:[\s\u00a0]*\d/im.test(text) && /^\s*Amount\s*:/im.test(text);

/** The entries of Santander's text download, in the file's order. */
export function santanderEntries(text: string): SantanderEntry[] {
  const entries: SantanderEntry[] = [];
  let current: SantanderEntry | null = null;
  text
    .replace(/\u00a0/g, ' ')
    .split(/\r\n|\r|\n/)
    .forEach((line, i) => {
      const m = FIELD.exec(line);
      if (!m) return;
      const field = m[1].toLowerCase();
      if (field === 'date') {
        current = { row: i + 1, date: m[2], description: '', amount: '' };
        entries.push(current);
      } else if (current && field === 'description') current.description = m[2];
      else if (current && field === 'amount') current.amount = m[2];
    });
  return entries;
}

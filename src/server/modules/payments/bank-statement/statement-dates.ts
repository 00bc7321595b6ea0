// Dates as UK banks write them in their statement downloads, read as YYYY-MM-DD.

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** A month's number (1 to 12) from its English name or abbreviation ('Mar', 'March', 'Sept'), else 0. */
function monthOf(name: string): number {
  const n = name.toLowerCase().replace(/\.$/, '');
  const i = MONTHS.findIndex((month) => month.slice(0, 3) === n.slice(0, 3));
  // 'Mar', 'March', 'Sep' and 'Sept' are the month; 'Marc' or 'Marching' are not.
  return i >= 0 && (n.length === 3 || n === MONTHS[i] || n === 'sept') ? i + 1 : 0;
}

function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A two-digit year is this century's: a society's bank account has no lines from the last one. */
const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

/** A time after the date ('17:43:35', 'T10:00:00Z', ' 17:43:35 +0000') is allowed and left out. */
const TIME = String.raw`(?:[ T]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:\s*(?:Z|[+-]\d{2}:?\d{2}))?)?`;
const DAY_MONTH_YEAR = new RegExp(String.raw`^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})${TIME}$`);
const YEAR_MONTH_DAY = new RegExp(String.raw`^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})${TIME}$`);
const DAY_NAME_YEAR = new RegExp(
  String.raw`^(\d{1,2})(?:st|nd|rd|th)?[ -]([A-Za-z]{3,9}\.?)[ ,-]+(\d{4}|\d{2})${TIME}$`,
);

/**
 * A statement's date as YYYY-MM-DD, or null when the text is not a real date. UK banks write the day first:
 * '05/03/2026', '5/3/26', '05-03-2026' and '05.03.2026' are 5 March 2026; so are '5 Mar 2026', '05 March 2026',
 * '05-Mar-26' and '2026-03-05' (with or without a time after it, as some exports add).
 */
export function parseStatementDate(text: string): string | null {
  const s = text.trim().replace(/\s+/g, ' ');
  let m = DAY_MONTH_YEAR.exec(s);
  if (m) return isoDate(fullYear(m[3]), Number(m[2]), Number(m[1]));
  m = YEAR_MONTH_DAY.exec(s);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = DAY_NAME_YEAR.exec(s);
  if (m) return isoDate(fullYear(m[3]), monthOf(m[2]), Number(m[1]));
  return null;
}

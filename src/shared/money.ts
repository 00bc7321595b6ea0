// Money is whole pence everywhere: amounts are read from text by taking the digits apart (never through a
// floating-point number), kept as safe integers, summed as integers, and written back with integer arithmetic.

/** The most digits of pounds read from text: a million million pounds, far beyond any society's figures. */
const MAX_POUND_DIGITS = 12;

/** True for a whole number of pence that integer arithmetic keeps exact. */
export const isPence = (value: unknown): value is number => Number.isSafeInteger(value);

/**
 * Pounds written as people and banks write them, in pence; null when the text is not an amount.
 * '25' → 2500, '£1,234.50' → 123450, '1234.5' → 123450, '.5' → 50, '-12.00' → -1200, '(12.00)' → -1200 (a debit
 * as accountants and some banks write it), '£-3', '−£3.00' (a typographic minus) and '3.00-' → -300, 'GBP 9.99'
 * and '9.99 GBP' → 999. More than two decimals ('1.234'), thousands separators out of place ('1,23'), two signs
 * and anything else ('ten', '') are not amounts.
 */
export function parsePence(text: string): number | null {
  let s = text.replace(/[\s\u00a0]+/g, ' ').trim();
  let negative = false;
  const bracketed = /^\((.*)\)$/.exec(s);
  if (bracketed) {
    negative = true;
    s = bracketed[1].trim();
  }
  s = s.replace(/\u2212/g, '-');
  // The sign may stand before or after the currency, or after the figure: one sign at most.
  const m = /^([-+]?)\s*(?:£|GBP)?\s*([-+]?)\s*(\d[\d,]*)?(?:\.(\d{1,2}))?\s*(?:GBP)?\s*(-?)$/i.exec(s);
  if (!m) return null;
  const [, signBefore, signAfter, whole = '', fraction = '', trailingMinus] = m;
  if (whole === '' && fraction === '') return null;
  const signs = [signBefore, signAfter, trailingMinus].filter(Boolean);
  if (signs.length > 1 || (bracketed && signs.length > 0)) return null;
  if (signs[0] === '-') negative = true;
  if (whole.includes(',') && !/^\d{1,3}(?:,\d{3})+$/.test(whole)) return null;
  const pounds = whole.replace(/,/g, '').replace(/^0+(?=\d)/, '');
  if (pounds.length > MAX_POUND_DIGITS) return null;
  const pence = Number(pounds || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return negative && pence !== 0 ? -pence : pence;
}

/** '1,234' from 1234: thousands separated by commas, by integer arithmetic. */
function groupThousands(pounds: number): string {
  const digits = String(pounds);
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * Pence as the site shows money: '£1,234.50', '£0.05', and a debt or refund with a minus sign before the pound
 * sign, '−£3.00' (U+2212, the typographic minus). Only whole pence are money: anything else is a mistake in the
 * caller's arithmetic, and throws rather than showing a wrong figure.
 */
export function formatPence(pence: number): string {
  if (!isPence(pence)) throw new RangeError(`${pence} is not a whole number of pence`);
  const size = Math.abs(pence);
  const pounds = Math.floor(size / 100);
  const rest = size % 100;
  return `${pence < 0 ? '\u2212' : ''}£${groupThousands(pounds)}.${String(rest).padStart(2, '0')}`;
}

/** The sum of amounts in pence; throws if any is not a whole number of pence or the sum is too large to be exact. */
export function sumPence(amounts: Iterable<number>): number {
  let total = 0;
  for (const amount of amounts) {
    if (!isPence(amount)) throw new RangeError(`${amount} is not a whole number of pence`);
    total += amount;
  }
  if (!isPence(total)) throw new RangeError('The sum is too large to be exact');
  return total;
}

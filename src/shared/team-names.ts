// How scratch-team players are written on the organisers' team sheet: initials and surname, 'J. R. H. Smith'.
// No Zod here: the server-rendered team sheet and public pages load these without the schemas.

export const INITIALS_MAX = 12;

/**
 * Initials as the sheet writes them, whatever the member typed: 'jrh', 'J.R.H.', 'J R H' all give 'J. R. H.'.
 * Null when nothing usable is left.
 */
export function normaliseInitials(raw: string | null | undefined): string | null {
  const letters = [...(raw ?? '').normalize('NFC')].filter((c) => /\p{L}/u.test(c));
  return letters.length ? letters.map((c) => `${c.toUpperCase()}.`).join(' ') : null;
}

/** The default initials from the first name(s): 'John Robert' → 'J. R.', 'Anne-Marie' → 'A.'. */
export function initialsFromFirstName(firstName: string): string | null {
  const firsts = firstName
    .trim()
    .split(/\s+/)
    .map((w) => [...w].find((c) => /\p{L}/u.test(c)))
    .filter((c): c is string => Boolean(c));
  return normaliseInitials(firsts.join(''));
}

export interface SheetPerson {
  firstName: string;
  lastName: string;
  /** The member's own initials from Contact Details, if set. */
  initials?: string | null;
}

/** 'J. R. H. Smith': the member's initials (else from his first name), then his surname. */
export function sheetName(p: SheetPerson): string {
  const initials = normaliseInitials(p.initials) ?? initialsFromFirstName(p.firstName);
  return initials ? `${initials} ${p.lastName.trim()}` : p.lastName.trim();
}

/** One pair as the sheet writes it: 'J. R. H. Smith & P. A. Jones'. */
export function pairLine(a: SheetPerson, b: SheetPerson): string {
  return `${sheetName(a)} & ${sheetName(b)}`;
}

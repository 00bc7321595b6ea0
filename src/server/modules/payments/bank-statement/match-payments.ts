import { formatPence } from '@shared/money';
import { referenceFinder } from '@shared/payment-reference';
import { foldForSearch } from '../../../db/migrations/0009-accent-folded-names';

/** A member as the matcher needs them. */
export interface MatchMember {
  id: number;
  firstName: string;
  lastName: string;
  /** Their initials as they give them ('J. R. H.'), or null for their first name's. */
  initials?: string | null;
  paymentReference: string;
  /** What they owe now, in pence (more than 0: they owe). */
  owesPence: number;
}

/** The member a credit is from, and why the site thinks so. */
export interface PaymentMatch {
  memberId: number;
  name: string;
  reason: 'reference' | 'name and amount';
}

/** A credit's member, or null; and a word for the treasurer when there is something to check or to do by hand. */
export interface LineMatch {
  match: PaymentMatch | null;
  note: string | null;
}

const TITLES = new Set(
  'mr mrs ms miss mx dr rev revd prof sir lord lady dame capt col maj cdr hon sqn ldr lt gen brig'.split(' '),
);

/** Words of a name or description as compared: small letters without accents or apostrophes, digits kept apart. */
const words = (text: string) =>
  foldForSearch(text)
    .replace(/['’`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

const fullName = (m: MatchMember) => `${m.firstName} ${m.lastName}`.trim();

interface NameKey {
  member: MatchMember;
  surname: string[];
  firstName: string;
  initials: string;
}

/**
 * Where the description writes the member's name: at each place where their surname stands (as its words, or run
 * together: 'SMITH JONES', 'SMITHJONES'), with their first name or initials beside it ('J SMITH', 'MR J R SMITH',
 * 'SMITH JOHN', 'JR SMITH' for initials J. R.). Titles and other initials may stand between. The places found.
 */
function namePlaces(tokens: string[], key: NameKey): number[] {
  const places: number[] = [];
  const joined = key.surname.join('');
  for (let k = 0; k < tokens.length; k++) {
    let end = -1;
    if (key.surname.every((w, j) => tokens[k + j] === w)) end = k + key.surname.length;
    else if (key.surname.length > 1 && tokens[k] === joined) end = k + 1;
    if (end < 0) continue;
    // Walk away from the surname over titles and single letters, on each side, for the first name or initials.
    const beside = (from: number, step: 1 | -1) => {
      const letters: string[] = [];
      for (let i = from; i >= 0 && i < tokens.length; i += step) {
        const t = tokens[i];
        if (t === key.firstName || (t.length > 1 && t === key.initials)) return true;
        if (TITLES.has(t)) continue;
        if (t.length !== 1) break;
        letters.push(t);
      }
      const written = (step === -1 ? letters.reverse() : letters).join('');
      return written.length > 0 && written[0] === key.initials[0];
    };
    if (beside(k - 1, -1) || beside(end, 1)) places.push(k);
  }
  return places;
}

/**
 * A matcher of a statement's credits to members (build it once for a statement, then ask per credit):
 * - a member's payment reference anywhere in the description (any case or spacing, or typed with one character
 *   wrong where only that member's is so close: see referenceFinder) is that member's payment, whatever the amount;
 * - two members' references in one credit are no automatic match: the treasurer splits it between them;
 * - with no reference, the member whose name the description writes (surname with first name or initials, any
 *   case) when they owe exactly the amount paid;
 * - never a guess between two members: a name that fits two members ('J SMITH' for John and James Smith), or a
 *   description naming two people, is left for the treasurer, with a note saying why.
 */
export function paymentMatcher(
  members: MatchMember[],
): (credit: { description: string; amountPence: number }) => LineMatch {
  const byReference = new Map(members.map((m) => [m.paymentReference.toUpperCase(), m]));
  const findReferences = referenceFinder(byReference.keys());
  const bySurname = new Map<string, NameKey[]>();
  for (const member of members) {
    const surname = words(member.lastName);
    const firstName = words(member.firstName)[0] ?? '';
    if (!surname.length || !firstName) continue;
    const given = member.initials ? words(member.initials).join('') : '';
    const key = { member, surname, firstName, initials: given || firstName[0] };
    for (const word of new Set([surname[0], surname.join('')])) {
      bySurname.set(word, [...(bySurname.get(word) ?? []), key]);
    }
  }

  return ({ description, amountPence }) => {
    const found = findReferences(description);
    if (found.length > 1) {
      const named = found.map((f) => byReference.get(f.reference)!).map(fullName);
      return {
        match: null,
        note: `The payment gives the references of ${named.slice(0, -1).join(', ')} and ${named.at(-1)}: split it between them by hand`,
      };
    }
    if (found.length === 1) {
      const member = byReference.get(found[0].reference)!;
      return {
        match: { memberId: member.id, name: fullName(member), reason: 'reference' },
        note: found[0].exact
          ? null
          : `The reference was typed with one character wrong (${member.paymentReference})`,
      };
    }

    const tokens = words(description);
    const named = new Map<MatchMember, number[]>();
    for (const token of new Set(tokens)) {
      for (const key of bySurname.get(token) ?? []) {
        if (named.has(key.member)) continue;
        const places = namePlaces(tokens, key);
        if (places.length) named.set(key.member, places);
      }
    }
    if (named.size === 0) return { match: null, note: null };
    const people = [...named.keys()];
    const names = people.map(fullName).join(' or ');
    // Members named at different places in the description are different people: a payment for two.
    const [firstPlaces, ...others] = [...named.values()];
    if (!firstPlaces.some((p) => others.every((places) => places.includes(p)))) {
      return {
        match: null,
        note: `The payment names more than one member (${people.map(fullName).join(', ')}): split it by hand`,
      };
    }
    // A name that fits two members ('J SMITH': John or James) is not settled by the amount: a payment from the
    // other one, or from someone else of that name, would go to the wrong member.
    if (people.length > 1) {
      return { match: null, note: `The name could be ${names}: choose which by hand` };
    }
    const [person] = people;
    if (person.owesPence > 0 && person.owesPence === amountPence) {
      return {
        match: { memberId: person.id, name: fullName(person), reason: 'name and amount' },
        note: null,
      };
    }
    return {
      match: null,
      note: `Looks like ${names}'s, but the amount is not what they owe (${formatPence(Math.max(0, person.owesPence))})`,
    };
  };
}

/** Each credit with its member (see paymentMatcher). */
export function matchPayments<T extends { description: string; amountPence: number }>(
  credits: T[],
  members: MatchMember[],
): (T & LineMatch)[] {
  const match = paymentMatcher(members);
  return credits.map((credit) => ({ ...credit, ...match(credit) }));
}

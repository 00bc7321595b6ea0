// A member's payment reference: what they type into their bank's reference field so that the treasurer's statement
// names them. It is permanent (stored once), unique, eight characters, easy to read aloud and to type, and it
// carries a check character, so that a reference typed with one character wrong is caught rather than taken for
// someone else's.
//
// The format, for member 42 with K9X drawn at random: BPRW + K9X + 8 = 'BPRWK9X8'.
//   - the member: the member's id, scrambled (multiplied by a constant modulo 31⁴, a one-to-one map) so that
//     members who joined together do not get look-alike references, in four base-31 characters (ids up to 923,520;
//     larger ids take as many characters as they need, which keeps every reference unique);
//   - three random characters, so that no reference can be worked out from a member's id (never a guessable
//     sequence alone);
//   - the check character.
// Eight characters, not more: a UK bank payment's reference holds 18, so a member paying for a friend too can give
// both references in one payment (17 with a space between), and a short reference is mistyped less. No prefix naming
// the society: it would take the room, and the references are found among the society's own members only.
// The 31 characters are the digits and capital letters without those that look alike: no 0 or O, no 1, I or L.
// Because 31 is prime, a weighted sum modulo 31 with a different weight at each position (1 for the check
// character, 2, 3, … for the others) changes whenever one character changes (weight × difference is never a
// multiple of 31) and whenever two characters change places (difference of weights × difference of values is never
// a multiple of 31): every single wrong character and every swap of two characters is caught.

export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const BASE = REFERENCE_ALPHABET.length; // 31, a prime
const VALUE = new Map([...REFERENCE_ALPHABET].map((c, i) => [c, i]));

/** A UK bank payment's reference holds 18 characters. */
export const REFERENCE_MAX_LENGTH = 18;
const RANDOM_LENGTH = 3;
const MEMBER_WIDTH = 4;
const SCRAMBLED_IDS = BASE ** MEMBER_WIDTH; // 923,521
// Any multiplier that is not a multiple of 31 maps 0 … 31⁴ − 1 onto itself one to one.
const SCRAMBLE = 402_653;
const REFERENCE_MIN_LENGTH = MEMBER_WIDTH + RANDOM_LENGTH + 1;

/** The weighted sum of a reference's characters (the check character included) modulo 31: 0 for a valid one. */
function checkSum(body: string, check: number) {
  let sum = check;
  for (let i = 0; i < body.length; i++) sum += (i + 2) * VALUE.get(body[i])!;
  return sum % BASE;
}

const checkCharacter = (body: string) => REFERENCE_ALPHABET[(BASE - checkSum(body, 0)) % BASE];

/** Digits of a whole number in base 31, at least `width` of them. */
function base31(n: number, width: number) {
  let out = '';
  let rest = n;
  do {
    out = REFERENCE_ALPHABET[rest % BASE] + out;
    rest = Math.floor(rest / BASE);
  } while (rest > 0);
  return out.padStart(width, REFERENCE_ALPHABET[0]);
}

/** The reference's characters as stored and compared: capitals, no spaces or separators. */
const compact = (text: string) => text.toUpperCase().replace(/[\s\-_.,/]+/g, '');

/** Three characters chosen at random (crypto.getRandomValues, evenly over the 31 characters). */
export function randomReferencePart(
  randomBytes: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  let out = '';
  while (out.length < RANDOM_LENGTH) {
    for (const byte of randomBytes(new Uint8Array(8))) {
      // 248 = 8 × 31: bytes from 248 up are thrown away so that every character is equally likely.
      if (byte < 248 && out.length < RANDOM_LENGTH) out += REFERENCE_ALPHABET[byte % BASE];
    }
  }
  return out;
}

/** A member's permanent payment reference from their id (a positive whole number) and randomReferencePart(). */
export function makePaymentReference(memberId: number, randomPart: string): string {
  if (!Number.isSafeInteger(memberId) || memberId < 1)
    throw new RangeError(`Member id ${memberId} is not one`);
  const random = randomPart.toUpperCase();
  if (random.length !== RANDOM_LENGTH || [...random].some((c) => !VALUE.has(c))) {
    throw new RangeError(`'${randomPart}' is not ${RANDOM_LENGTH} characters of the reference alphabet`);
  }
  const member =
    memberId < SCRAMBLED_IDS
      ? base31((memberId * SCRAMBLE) % SCRAMBLED_IDS, MEMBER_WIDTH)
      : base31(memberId, MEMBER_WIDTH + 1);
  const body = member + random;
  const reference = body + checkCharacter(body);
  if (reference.length > REFERENCE_MAX_LENGTH) throw new RangeError(`Member id ${memberId} is too large`);
  return reference;
}

/**
 * The reference as stored ('bprw-k9x8' → 'BPRWK9X8') when the text is a whole, valid reference: the right
 * length, only the alphabet's characters, and the check character agrees. Null otherwise.
 */
export function normaliseReference(text: string): string | null {
  const reference = compact(text);
  if (reference.length < REFERENCE_MIN_LENGTH || reference.length > REFERENCE_MAX_LENGTH) return null;
  if ([...reference].some((c) => !VALUE.has(c))) return null;
  const body = reference.slice(0, -1);
  return checkSum(body, VALUE.get(reference.at(-1)!)!) === 0 ? reference : null;
}

/** True when the text (any case or spacing) is a valid reference: see normaliseReference. */
export const isValidReference = (text: string) => normaliseReference(text) !== null;

/** A reference found in a bank description; `exact: false` when it was typed with one character wrong. */
export interface FoundReference {
  reference: string;
  exact: boolean;
}

const MAX_DESCRIPTION = 1000;
/** More than the places a reference can start at in a description read up to MAX_DESCRIPTION. */
const PLACES = 2048;

/** True when the typed text is the reference with one character changed, two neighbours swapped, one left out or one added. */
function oneEditAway(typed: string, reference: string): boolean {
  const lengthDifference = typed.length - reference.length;
  let i = 0;
  while (i < typed.length && i < reference.length && typed[i] === reference[i]) i++;
  if (lengthDifference === 0) {
    if (i === typed.length) return false; // the same: not a near one
    if (typed.slice(i + 1) === reference.slice(i + 1)) return true; // one changed
    return (
      typed[i] === reference[i + 1] &&
      typed[i + 1] === reference[i] &&
      typed.slice(i + 2) === reference.slice(i + 2)
    ); // two neighbours swapped
  }
  if (lengthDifference === -1) return typed.slice(i) === reference.slice(i + 1); // one left out
  if (lengthDifference === 1) return typed.slice(i + 1) === reference.slice(i); // one added
  return false;
}

/**
 * A finder of the known references in bank descriptions (build it once for a statement, then ask per line).
 * The description is read in capitals with everything but letters and digits left out, so a reference is found
 * anywhere in it, in any case and with any spacing ('REF BPRW K9X8', 'bprwk9x8', 'BPRW-K9X8').
 * A reference typed with one character wrong (one changed, two neighbours swapped, one left out or one added) is
 * found too, but only where exactly one known reference is that close to what was typed: the check character
 * guarantees that no valid reference is one changed or swapped character away from another, and two known
 * references near the same text are never guessed between. Text overlapping a reference found exactly is not read
 * again for near ones.
 * The answer lists each reference once, exact ones first, in the order they appear.
 */
export function referenceFinder(
  knownReferences: Iterable<string>,
): (description: string) => FoundReference[] {
  // Every three characters of every reference, with where they stand in it: a reference typed with one character
  // wrong still has most of its threes in place, which points at the few references worth comparing in full.
  const references = [...new Set([...knownReferences].map(compact).filter((r) => r.length >= 3))];
  const threes = new Map<string, number[]>();
  references.forEach((reference, index) => {
    for (let p = 0; p + 3 <= reference.length; p++) {
      const key = reference.slice(p, p + 3);
      let list = threes.get(key);
      if (!list) threes.set(key, (list = []));
      list.push(index, p);
    }
  });

  return (description: string) => {
    // Bank descriptions are short; a cell of a hostile file is read no further than a long one would be.
    const text = description
      .slice(0, MAX_DESCRIPTION)
      .normalize('NFKD')
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '');
    // Where each reference could start, with how many of its threes put it there.
    // (The key, the reference's number × 2048 + where it starts, stays a small integer, which a Map finds fastest.)
    const votes = new Map<number, number>();
    const OFFSET = 64;
    for (let i = 0; i + 3 <= text.length; i++) {
      const list = threes.get(text.slice(i, i + 3));
      if (!list) continue;
      for (let k = 0; k < list.length; k += 2) {
        const key = list[k] * PLACES + (i - list[k + 1] + OFFSET);
        votes.set(key, (votes.get(key) ?? 0) + 1);
      }
    }
    const exact: { reference: string; start: number; end: number }[] = [];
    const near: { reference: string; start: number; end: number }[] = [];
    const seen = new Set<string>();
    for (const [key, count] of votes) {
      if (count < 2) continue;
      const reference = references[Math.floor(key / PLACES)];
      const at = (key % PLACES) - OFFSET;
      if (text.startsWith(reference, at)) {
        exact.push({ reference, start: at, end: at + reference.length });
        continue;
      }
      // What was typed may start one character either side (a character left out or added before the rest).
      for (let start = Math.max(0, at - 1); start <= at + 1; start++) {
        for (const length of [reference.length - 1, reference.length, reference.length + 1]) {
          const id = `${reference}:${start}:${length}`;
          if (start + length > text.length || seen.has(id)) continue;
          seen.add(id);
          if (oneEditAway(text.slice(start, start + length), reference)) {
            near.push({ reference, start, end: start + length });
          }
        }
      }
    }

    const byPlace = (a: { start: number }, b: { start: number }) => a.start - b.start;
    exact.sort(byPlace);
    const found = [...new Set(exact.map((e) => e.reference))];
    // Near ones overlapping an exact one are the exact one's own text; near ones overlapping each other are one
    // typed reference, taken only when all of them point at the same member.
    const apart = near.filter((n) => !exact.some((e) => n.start < e.end && e.start < n.end)).sort(byPlace);
    const nearFound: string[] = [];
    for (let i = 0; i < apart.length;) {
      let end = apart[i].end;
      const group = new Set([apart[i].reference]);
      let j = i + 1;
      for (; j < apart.length && apart[j].start < end; j++) {
        group.add(apart[j].reference);
        end = Math.max(end, apart[j].end);
      }
      const [reference] = group;
      if (group.size === 1 && !found.includes(reference) && !nearFound.includes(reference)) {
        nearFound.push(reference);
      }
      i = j;
    }
    return [
      ...found.map((reference) => ({ reference, exact: true })),
      ...nearFound.map((reference) => ({ reference, exact: false })),
    ];
  };
}

/** Every known reference in the description (see referenceFinder); build a finder once for many descriptions. */
export const findReferences = (description: string, knownReferences: Iterable<string>) =>
  referenceFinder(knownReferences)(description);

/** The one known reference in the description, or null when there is none or more than one. */
export function findReference(description: string, knownReferences: Iterable<string>): FoundReference | null {
  const found = findReferences(description, knownReferences);
  return found.length === 1 ? found[0] : null;
}

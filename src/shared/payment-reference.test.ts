import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  findReference,
  findReferences,
  isValidReference,
  makePaymentReference,
  normaliseReference,
  randomReferencePart,
  REFERENCE_ALPHABET,
  REFERENCE_MAX_LENGTH,
  referenceFinder,
} from './payment-reference';

const A = REFERENCE_ALPHABET;
/** The reference with the character at `p` replaced. */
const replaceAt = (s: string, p: number, c: string) => s.slice(0, p) + c + s.slice(p + 1);

describe('makePaymentReference', () => {
  it('writes member 42 with the random part K9X as BPRWK9X8', () => {
    // 42 × 402,653 = 16,911,426 ≡ 288,048 (mod 31⁴ = 923,521) = 9·31³ + 20·31² + 22·31 + 27 → B P R W.
    // Check: the values of B P R W K 9 X (9 20 22 27 17 7 28) weighted 2 … 8 sum to 676 ≡ 25 (mod 31), so the
    // check character is the 31 − 25 = 6th of the alphabet (counting from 0): 8.
    expect(makePaymentReference(42, 'K9X')).toBe('BPRWK9X8');
    expect(makePaymentReference(42, 'k9x')).toBe('BPRWK9X8');
  });

  it('gives members who joined together unlike references', () => {
    expect(makePaymentReference(43, 'K9X')).toBe('S7RQK9XR');
  });

  it('is eight characters, from the alphabet without look-alikes, with no O, 0, I, 1 or L', () => {
    expect(A).toHaveLength(31);
    expect(A).not.toMatch(/[01IOL]/);
    for (const id of [1, 2, 300, 99_999, 923_520]) {
      const reference = makePaymentReference(id, randomReferencePart());
      expect(reference).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
      expect(isValidReference(reference)).toBe(true);
    }
  });

  it("leaves room for two members' references in one bank reference of 18 characters", () => {
    expect(
      `${makePaymentReference(42, 'K9X')} ${makePaymentReference(923_520, 'ZZZ')}`.length,
    ).toBeLessThanOrEqual(18);
  });

  it('is unique for every member, whatever the random parts', () => {
    const seen = new Set<string>();
    // The member part alone is one to one: the same random part for all 20,000 ids still gives 20,000 references.
    for (let id = 1; id <= 20_000; id++) seen.add(makePaymentReference(id, '222').slice(0, 4));
    expect(seen.size).toBe(20_000);
    // Beyond 31⁴ − 1 the id takes five characters, so it never meets a four-character one.
    expect(makePaymentReference(923_521, '222')).toHaveLength(9);
    expect(makePaymentReference(Number.MAX_SAFE_INTEGER, '222').length).toBeLessThanOrEqual(
      REFERENCE_MAX_LENGTH,
    );
  });

  it('refuses what cannot make a reference', () => {
    expect(() => makePaymentReference(0, 'K9X')).toThrow(RangeError);
    expect(() => makePaymentReference(1.5, 'K9X')).toThrow(RangeError);
    expect(() => makePaymentReference(1, 'K9')).toThrow(RangeError);
    expect(() => makePaymentReference(1, 'K0X')).toThrow(RangeError);
  });
});

describe('the check character', () => {
  const references = [1, 42, 77, 300, 5000, 923_520, 923_521].map((id, i) =>
    makePaymentReference(id, ['K9X', '222', 'ZZZ', 'A2B', 'MNP', 'Q7R', '4T8'][i]),
  );

  it('catches every single wrong character, in every position', () => {
    for (const reference of references) {
      for (let p = 0; p < reference.length; p++) {
        for (const c of A + '01OIL') {
          if (c === reference[p]) continue;
          expect(isValidReference(replaceAt(reference, p, c)), `${reference} ${p} ${c}`).toBe(false);
        }
      }
    }
  });

  it('catches every swap of two characters, neighbours or not', () => {
    for (const reference of references) {
      for (let p = 0; p < reference.length; p++) {
        for (let q = p + 1; q < reference.length; q++) {
          if (reference[p] === reference[q]) continue;
          const swapped = replaceAt(replaceAt(reference, p, reference[q]), q, reference[p]);
          expect(isValidReference(swapped), `${reference} ${p}↔${q}`).toBe(false);
        }
      }
    }
  });

  it('reads a reference in any case and spacing', () => {
    expect(normaliseReference('bprw-k9x 8')).toBe('BPRWK9X8');
    expect(isValidReference(' BPRWK9X8 ')).toBe(true);
    expect(isValidReference('BPRWK9X')).toBe(false);
    expect(isValidReference('')).toBe(false);
    expect(isValidReference('BPRWK9X8 BPRWK9X8')).toBe(false);
  });
});

describe('randomReferencePart', () => {
  it('draws each of the 31 characters equally, leaving out bytes that would favour some', () => {
    // Bytes 0 … 247 are 8 rounds of the alphabet; 248 … 255 would make the first eight characters likelier.
    const bytes = [248, 255, 0, 30, 31, 247];
    const fake = (b: Uint8Array) => {
      b.set(bytes.splice(0, b.length).concat(Array(b.length).fill(0)).slice(0, b.length));
      return b;
    };
    expect(randomReferencePart(fake)).toBe(`${A[0]}${A[30]}${A[0]}`);
    expect(randomReferencePart()).toMatch(/^[2-9A-HJKMNP-Z]{3}$/);
  });
});

describe('findReference', () => {
  const mine = 'BPRWK9X8';
  const his = 'S7RQK9XR';
  const known = [mine, his, makePaymentReference(300, 'MNP'), makePaymentReference(301, 'ZZZ')];

  it('finds a reference anywhere in a description, in any case and spacing', () => {
    for (const description of [
      'BPRWK9X8',
      'J SMITH BPRWK9X8 BGC',
      'REF BPRW K9X 8',
      'bprwk9x8',
      'SMITH J  bprw-k9x8 subs',
      "'J SMITH , BPRW K9X8 , FP 12/03/26 1452 RP4679",
      'J SMITH\tBP RW K9 X8\tBGC',
    ]) {
      expect(findReference(description, known), description).toEqual({ reference: mine, exact: true });
    }
  });

  it('finds a reference typed with one character wrong, caught by the check character', () => {
    for (const typed of [
      'BPRWK9X9', // the check character itself wrong
      'BPRWKOX8', // O for 9
      'BPRWK9XB', // B for 8
      'BPWRK9X8', // R and W swapped
      'PBRWK9X8', // B and P swapped
      'BPRWK98', // X left out
      'PRWK9X8', // B left out
      'BPRRWK9X8', // R typed twice
      'bprw k9x 9',
    ]) {
      expect(isValidReference(typed), typed).toBe(false);
      expect(findReference(`J SMITH ${typed} BGC`, known), typed).toEqual({ reference: mine, exact: false });
    }
  });

  it('finds nothing in a description with no reference, or two characters wrong', () => {
    for (const description of [
      '',
      'INTEREST PAID',
      'J SMITH SUBS 2026',
      'TFR FROM SAVINGS 20-00-00 12345678',
      'BPRWKOX9', // two wrong
      'PBRWK9X9', // a swap and a wrong one
      'BPRWK9', // two left out
    ]) {
      expect(findReferences(description, known), description).toEqual([]);
    }
  });

  it('finds both references in a payment for two members, and so no one reference', () => {
    const description = `J SMITH & P JONES ${mine} ${his.toLowerCase()}`;
    expect(findReferences(description, known)).toEqual([
      { reference: mine, exact: true },
      { reference: his, exact: true },
    ]);
    expect(findReference(description, known)).toBeNull();
    expect(findReferences(`${mine} S7RQK9XP`, known)).toEqual([
      { reference: mine, exact: true },
      { reference: his, exact: false },
    ]);
  });

  it('never guesses between two known references equally close to what was typed', () => {
    // Two valid references two characters apart (at positions 2 and 3: the check allows the second change to
    // make up for the first); a reference typed with the first change only is one away from both.
    const other = [...A]
      .map((c) => replaceAt(mine, 2, c))
      .flatMap((r) => [...A].map((c) => replaceAt(r, 3, c)))
      .find((r) => r !== mine && r[2] !== mine[2] && r[3] !== mine[3] && isValidReference(r))!;
    const typed = replaceAt(mine, 2, other[2]);
    expect(findReference(typed, [mine])).toEqual({ reference: mine, exact: false });
    expect(findReference(typed, [other])).toEqual({ reference: other, exact: false });
    expect(findReferences(typed, [mine, other])).toEqual([]);
    // Typed exactly, either is found.
    expect(findReference(other, [mine, other])).toEqual({ reference: other, exact: true });
  });

  it('never finds another member in a reference typed with one character wrong, among 300 members', () => {
    const members = Array.from({ length: 300 }, (_, i) => makePaymentReference(i + 1, randomReferencePart()));
    const find = referenceFinder(members);
    let runs = 0;
    let foundOwn = 0;
    const edit = fc.oneof(
      fc.record({
        kind: fc.constant('change' as const),
        at: fc.nat(),
        to: fc.constantFrom(...A, '0', '1', 'O'),
      }),
      fc.record({ kind: fc.constant('swap' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('leave out' as const), at: fc.nat() }),
      fc.record({ kind: fc.constant('add' as const), at: fc.nat(), to: fc.constantFrom(...A) }),
    );
    const words = fc.array(
      fc.constantFrom('J', 'SMITH', 'SUBS', 'FP', '12/03/26', 'BGC', 'REF', '2026', 'K9', 'X'),
      {
        maxLength: 4,
      },
    );
    fc.assert(
      fc.property(fc.nat({ max: 299 }), edit, words, words, fc.boolean(), (m, e, before, after, lower) => {
        const reference = members[m];
        const at = e.at % reference.length;
        let typed = reference;
        if (e.kind === 'change') typed = replaceAt(reference, at, e.to);
        if (e.kind === 'swap') {
          const p = at % (reference.length - 1);
          typed = replaceAt(replaceAt(reference, p, reference[p + 1]), p + 1, reference[p]);
        }
        if (e.kind === 'leave out') typed = reference.slice(0, at) + reference.slice(at + 1);
        if (e.kind === 'add') typed = reference.slice(0, at) + e.to + reference.slice(at);
        const description = [...before, lower ? typed.toLowerCase() : typed, ...after].join(' ');
        const found = find(description);
        // The member's own reference, or nothing when the words around it make it unclear; never another's.
        expect(found.filter((f) => f.reference !== reference)).toEqual([]);
        runs++;
        if (found.length === 1) foundOwn++;
        return true;
      }),
      { numRuns: 3000 },
    );
    // And nearly always finds the member's own (the words around it may happen to spell a nearer reference).
    expect(foundOwn / runs).toBeGreaterThan(0.99);
  });

  it('reads a long description no further than its first thousand characters', () => {
    expect(findReference(`${'X'.repeat(989)} ${mine}`, known)).toEqual({ reference: mine, exact: true });
    expect(findReferences(`${'X'.repeat(1000)} ${mine}`, known)).toEqual([]);
  });

  it('answers each line quickly for a whole membership (a finder is built once per statement)', () => {
    const many = Array.from({ length: 2000 }, (_, i) => makePaymentReference(i + 1, randomReferencePart()));
    const find = referenceFinder(many);
    const started = performance.now();
    for (let i = 0; i < 1000; i++)
      find(`FASTER PAYMENT RECEIVED FROM MR J R SMITH REF ${many[i]} 12MAR26 1452`);
    expect(performance.now() - started).toBeLessThan(4000);
    expect(find(`X ${many[7]} Y`)).toEqual([{ reference: many[7], exact: true }]);
  });
});

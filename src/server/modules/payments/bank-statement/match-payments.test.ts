import { describe, expect, it } from 'vitest';
import { makePaymentReference } from '@shared/payment-reference';
import { matchPayments, paymentMatcher, type MatchMember } from './match-payments';

const member = (
  id: number,
  firstName: string,
  lastName: string,
  owesPence = 3000,
  initials: string | null = null,
) => ({
  id,
  firstName,
  lastName,
  initials,
  paymentReference: makePaymentReference(id, 'K9X'),
  owesPence,
});

const john = member(1, 'John', 'Smith');
const james = member(2, 'James', 'Smith', 4500);
const peter = member(3, 'Peter', 'Jones');
const ines = member(4, 'Inés', 'Núñez');
const hugh = member(5, 'Hugh', 'Smith-Jones', 3000, 'H. R.');
const paddy = member(6, 'Patrick', "O'Brien");
const tom = member(7, 'Thomas', 'De La Mare');
const may = member(8, 'Julian', 'May');
const paid = member(9, 'Paul', 'Paid', 0);
const members: MatchMember[] = [john, james, peter, ines, hugh, paddy, tom, may, paid];
const match = paymentMatcher(members);
const credit = (description: string, amountPence = 3000) => match({ description, amountPence });
const byReference = (m: MatchMember) => ({
  match: { memberId: m.id, name: `${m.firstName} ${m.lastName}`, reason: 'reference' },
  note: null,
});
const byName = (m: MatchMember) => ({
  match: { memberId: m.id, name: `${m.firstName} ${m.lastName}`, reason: 'name and amount' },
  note: null,
});

describe('paymentMatcher: by reference', () => {
  it('finds the member whose reference the description gives, whatever the amount or the name beside it', () => {
    expect(credit(`J SMITH ${john.paymentReference} BGC`)).toEqual(byReference(john));
    expect(credit(`ref ${john.paymentReference.toLowerCase().replace(/(...)/g, '$1 ')}`, 123)).toEqual(
      byReference(john),
    );
    // The reference wins over another member's name.
    expect(credit(`P JONES ${john.paymentReference}`)).toEqual(byReference(john));
  });

  it('finds a reference typed with one character wrong, and says so', () => {
    const typed = john.paymentReference.slice(0, 7) + (john.paymentReference[7] === 'Z' ? 'Y' : 'Z');
    expect(credit(`SUBS ${typed}`)).toEqual({
      match: { memberId: 1, name: 'John Smith', reason: 'reference' },
      note: `The reference was typed with one character wrong (${john.paymentReference})`,
    });
  });

  it("matches no one when two members' references are in one payment, and says to split it", () => {
    expect(credit(`SMITH + JONES ${john.paymentReference} ${peter.paymentReference}`, 6000)).toEqual({
      match: null,
      note: 'The payment gives the references of John Smith and Peter Jones: split it between them by hand',
    });
  });
});

describe('paymentMatcher: by name and amount', () => {
  it('finds the member named with their initial or first name, in any case and order, who owes the amount', () => {
    for (const description of [
      'P JONES',
      'p jones',
      'MR P R JONES',
      'JONES P',
      'JONES MR P',
      'PETER JONES',
      'Jones Peter subs',
      'FP 12/03/26 P JONES 1452',
      'MR P & MRS A JONES',
    ]) {
      expect(credit(description), description).toEqual(byName(peter));
    }
  });

  it('never guesses between members of one name, even when only one of them owes the amount', () => {
    // J SMITH could be John (owes £30.00) or James (owes £45.00): the payment may be from either.
    expect(credit('J SMITH', 4500)).toEqual({
      match: null,
      note: 'The name could be John Smith or James Smith: choose which by hand',
    });
    expect(credit('J SMITH', 3000).match).toBeNull();
    expect(credit('JAMES SMITH', 4500)).toEqual(byName(james));
    expect(credit('SMITH JOHN', 3000)).toEqual(byName(john));
  });

  it('reads names with accents, apostrophes, hyphens and several words', () => {
    expect(credit('I NUNEZ')).toEqual(byName(ines));
    expect(credit('PATRICK OBRIEN')).toEqual(byName(paddy));
    expect(credit("P O'BRIEN")).toEqual(byName(paddy));
    expect(credit('HR SMITH-JONES')).toEqual(byName(hugh));
    expect(credit('H SMITHJONES')).toEqual(byName(hugh));
    expect(credit('T DE LA MARE')).toEqual(byName(tom));
  });

  it('finds no one from a surname that is only a word, or with another initial', () => {
    expect(credit('CARD PAYMENT ON 12 MAY')).toEqual({ match: null, note: null });
    expect(credit('J R CLUB ON 12 MAY')).toEqual({ match: null, note: null });
    expect(credit('MRS A JONES')).toEqual({ match: null, note: null });
    expect(credit('SMITHS GARAGE')).toEqual({ match: null, note: null });
    expect(credit('INTEREST PAID')).toEqual({ match: null, note: null });
  });

  it('says whose it looks like when the amount is not what they owe', () => {
    expect(credit('P JONES', 2500)).toEqual({
      match: null,
      note: "Looks like Peter Jones's, but the amount is not what they owe (£30.00)",
    });
    expect(credit('P PAID', 2500).match).toBeNull();
  });

  it('never guesses between two members who owe the same', () => {
    const twins = paymentMatcher([member(1, 'John', 'Smith'), member(2, 'James', 'Smith')]);
    expect(twins({ description: 'J SMITH', amountPence: 3000 })).toEqual({
      match: null,
      note: 'The name could be John Smith or James Smith: choose which by hand',
    });
    expect(twins({ description: 'JAMES SMITH', amountPence: 3000 }).match?.memberId).toBe(2);
  });

  it('matches no one when the description names two members', () => {
    expect(credit('J SMITH AND P JONES', 3000)).toEqual({
      match: null,
      // J SMITH could be John or James; P JONES is someone else either way.
      note: 'The payment names more than one member (John Smith, James Smith, Peter Jones): split it by hand',
    });
  });
});

describe('matchPayments', () => {
  it('answers each credit with its match', () => {
    const lines = [
      { lineId: 'a', description: `X ${peter.paymentReference}`, amountPence: 3000 },
      { lineId: 'b', description: 'TFR FROM SAVINGS', amountPence: 50000 },
    ];
    expect(matchPayments(lines, members)).toEqual([
      { ...lines[0], ...byReference(peter) },
      { ...lines[1], match: null, note: null },
    ]);
  });
});

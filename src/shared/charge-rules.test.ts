import { describe, expect, it } from 'vitest';
import {
  chargeDescription,
  creditDescription,
  feeFor,
  nothingToCharge,
  planCharges,
  type Booking,
  type ChargeChange,
  type FixtureTerms,
  type StandingCharge,
} from './charge-rules';

const LABEL = 'Spring Meeting, Tue 12 May 2026';
const FEES = { memberPence: 4500, guestPence: 5500, dinnerOnlyPence: 3000 };
const terms = (over: Partial<FixtureTerms> = {}): FixtureTerms => ({
  exists: true,
  places: 4,
  withdrawBy: '2026-05-01',
  fees: FEES,
  label: LABEL,
  ...over,
});
const BEFORE = '2026-04-20';
const ON_THE_DAY = '2026-05-01';
const AFTER = '2026-05-05';
const AT = '2026-05-05T10:00:00.000Z';

const member = (memberId: number, list: Booking['list'] = 'registered'): Booking => ({
  memberId,
  guestId: null,
  guestName: null,
  list,
});
const guest = (hostId: number, guestId: number, list: Booking['list'] = 'registered'): Booking => ({
  memberId: hostId,
  guestId,
  guestName: `Guest ${guestId}`,
  list,
});
const charge = (over: Partial<StandingCharge> & { id: number; memberId: number }): StandingCharge => ({
  guestId: null,
  place: 'golf',
  status: 'active',
  amountPence: 4500,
  description: LABEL,
  leftAt: null,
  ...over,
});

/** The changes to charges already made (the others' places are charged afresh). */
const toOld = (changes: ChargeChange[]) => changes.filter((c) => c.kind !== 'create');

/** The charges after the changes are written, as the server writes them (ids from 100 for new ones). */
function apply(charges: StandingCharge[], changes: ChargeChange[], at = AT): StandingCharge[] {
  let next = 100;
  const out = charges.map((c) => ({ ...c }));
  for (const ch of changes) {
    if (ch.kind === 'create') {
      out.push({ id: next++, status: 'active', leftAt: null, ...ch });
      continue;
    }
    const c = out.find((x) => x.id === ch.id)!;
    if (ch.kind === 'update') Object.assign(c, { status: 'active', leftAt: null, ...ch });
    if (ch.kind === 'keep') Object.assign(c, { status: 'kept', leftAt: at });
    if (ch.kind === 'cancel') c.status = 'cancelled';
  }
  return out;
}

describe('the fees of a place', () => {
  it('a member pays the member fee, a guest the guest fee, a dinner-only booking the dinner-only fee', () => {
    expect(feeFor(FEES, false, 'golf')).toBe(4500);
    expect(feeFor(FEES, true, 'golf')).toBe(5500);
    expect(feeFor(FEES, false, 'dinner')).toBe(3000);
    expect(feeFor(FEES, true, 'dinner')).toBe(3000);
    expect(feeFor(null, false, 'golf')).toBe(0);
    expect(feeFor({ ...FEES, guestPence: null }, true, 'golf')).toBe(0);
  });

  it('the statement names the fixture, and the guest or dinner only when the charge is for one', () => {
    expect(chargeDescription(LABEL, null, 'golf')).toBe(LABEL);
    expect(chargeDescription(LABEL, 'Jane Doe', 'golf')).toBe(`${LABEL}: guest Jane Doe`);
    expect(chargeDescription(LABEL, null, 'dinner')).toBe(`${LABEL}: dinner only`);
    expect(chargeDescription(LABEL, 'Jane Doe', 'dinner')).toBe(`${LABEL}: dinner only, guest Jane Doe`);
    expect(creditDescription(LABEL, 'withdrew in time')).toBe(
      `${LABEL}: place given up by the withdraw-by date`,
    );
  });
});

describe('entering', () => {
  it('a confirmed place on a fixture with fees charges the member the member fee', () => {
    expect(planCharges(terms(), [member(1)], [], BEFORE, AT)).toEqual([
      { kind: 'create', memberId: 1, guestId: null, place: 'golf', amountPence: 4500, description: LABEL },
    ]);
  });

  it('each guest is charged to their host at the guest fee, and takes a place of their own', () => {
    const changes = planCharges(terms(), [member(1), guest(1, 7), guest(1, 8)], [], BEFORE, AT);
    expect(changes).toEqual([
      expect.objectContaining({ kind: 'create', memberId: 1, guestId: null, amountPence: 4500 }),
      expect.objectContaining({
        kind: 'create',
        memberId: 1,
        guestId: 7,
        amountPence: 5500,
        description: `${LABEL}: guest Guest 7`,
      }),
      expect.objectContaining({ kind: 'create', memberId: 1, guestId: 8, amountPence: 5500 }),
    ]);
  });

  it('a dinner-only booking charges the dinner-only fee for the member and each guest', () => {
    const changes = planCharges(terms(), [member(1, 'dinner'), guest(1, 7, 'dinner')], [], BEFORE, AT);
    expect(changes).toEqual([
      expect.objectContaining({
        kind: 'create',
        memberId: 1,
        guestId: null,
        place: 'dinner',
        amountPence: 3000,
      }),
      expect.objectContaining({
        kind: 'create',
        memberId: 1,
        guestId: 7,
        place: 'dinner',
        amountPence: 3000,
      }),
    ]);
  });

  it('a fixture without fees, or with a fee of nothing, charges nothing', () => {
    expect(planCharges(terms({ fees: null }), [member(1)], [], BEFORE, AT)).toEqual([]);
    expect(
      planCharges(
        terms({ fees: { memberPence: 0, guestPence: null, dinnerOnlyPence: null } }),
        [member(1), guest(1, 7)],
        [],
        BEFORE,
        AT,
      ),
    ).toEqual([]);
  });

  it('a place on the waiting list charges nothing', () => {
    expect(planCharges(terms(), [member(1, 'waiting'), guest(1, 7, 'waiting')], [], BEFORE, AT)).toEqual([]);
  });

  it('promoted from the waiting list, the place is charged', () => {
    const charges = [charge({ id: 1, memberId: 1 })];
    // Member 2 was waiting; member 1's place went to them.
    const changes = planCharges(terms(), [member(2)], charges, BEFORE, AT);
    expect(changes).toEqual([
      expect.objectContaining({ kind: 'create', memberId: 2, amountPence: 4500 }),
      { kind: 'cancel', id: 1, reason: 'withdrew in time' },
    ]);
  });

  it('charges that already agree with the lists change nothing, however often the rules are asked', () => {
    const bookings = [member(1), guest(1, 7), member(2, 'dinner'), member(3, 'waiting')];
    const first = apply([], planCharges(terms(), bookings, [], BEFORE, AT));
    expect(first).toHaveLength(3);
    expect(planCharges(terms(), bookings, first, BEFORE, AT)).toEqual([]);
  });
});

describe('leaving', () => {
  const charged = [
    charge({ id: 1, memberId: 1 }),
    charge({ id: 2, memberId: 1, guestId: 7, amountPence: 5500 }),
  ];

  it('before withdraw-by, the charge (and the guests’) is cancelled', () => {
    expect(planCharges(terms(), [], charged, BEFORE, AT)).toEqual([
      { kind: 'cancel', id: 1, reason: 'withdrew in time' },
      { kind: 'cancel', id: 2, reason: 'withdrew in time' },
    ]);
  });

  it('on the withdraw-by date itself, the charge is still cancelled', () => {
    expect(planCharges(terms(), [], charged.slice(0, 1), ON_THE_DAY, AT)).toEqual([
      { kind: 'cancel', id: 1, reason: 'withdrew in time' },
    ]);
  });

  it('with no withdraw-by date, a place given up before the fixture is not charged', () => {
    expect(planCharges(terms({ withdrawBy: null }), [], charged.slice(0, 1), AFTER, AT)).toEqual([
      { kind: 'cancel', id: 1, reason: 'withdrew in time' },
    ]);
  });

  it('after withdraw-by, the charge stands while the place stays empty', () => {
    const changes = planCharges(terms(), [member(2)], charged, AFTER, AT);
    expect(toOld(changes)).toEqual([
      { kind: 'keep', id: 1 },
      { kind: 'keep', id: 2 },
    ]);
    // Nothing more happens while nobody takes the places.
    expect(planCharges(terms(), [member(2)], apply(charged, changes), AFTER, AT)).toEqual([]);
  });

  it('after withdraw-by, a waiting member who takes the place lifts the charge', () => {
    // Full (4 places): member 1 and guest 7 leave late; members 5 and 6 are promoted in the same change.
    const lists = [member(2), member(3), member(5), member(6)];
    expect(toOld(planCharges(terms(), lists, charged, AFTER, AT))).toEqual([
      { kind: 'cancel', id: 1, reason: 'place taken' },
      { kind: 'cancel', id: 2, reason: 'place taken' },
    ]);
  });

  it('one place taken of two given up: the one given up first is let go, the other still charged', () => {
    const kept = [
      charge({ id: 1, memberId: 1, status: 'kept', leftAt: '2026-05-03T09:00:00.000Z' }),
      charge({ id: 2, memberId: 4, status: 'kept', leftAt: '2026-05-02T09:00:00.000Z' }),
    ];
    // Two of four places were given up; one newcomer fills a third of the four.
    expect(toOld(planCharges(terms(), [member(2), member(3), member(5)], kept, AFTER, AT))).toEqual([
      { kind: 'cancel', id: 2, reason: 'place taken' },
    ]);
  });

  it('a newcomer to a fixture that still had places free does not lift anybody’s charge', () => {
    const kept = [charge({ id: 1, memberId: 1, status: 'kept', leftAt: AT })];
    // Ten places, two players: the newcomer would have had a place anyway.
    expect(
      toOld(planCharges(terms({ places: 10 }), [member(2), member(3), member(5)], kept, AFTER, AT)),
    ).toEqual([]);
  });

  it('a fixture with no limit of places never lifts a charge kept after withdraw-by', () => {
    const kept = [charge({ id: 1, memberId: 1, status: 'kept', leftAt: AT })];
    const many = Array.from({ length: 50 }, (_, i) => member(10 + i));
    expect(toOld(planCharges(terms({ places: null }), many, kept, AFTER, AT))).toEqual([]);
  });

  it('a dinner-only booking given up after withdraw-by is kept: the caterer is paid per head', () => {
    const dinner = [charge({ id: 1, memberId: 1, place: 'dinner', amountPence: 3000 })];
    const changes = planCharges(terms(), [member(2), member(3), member(5), member(6)], dinner, AFTER, AT);
    expect(toOld(changes)).toEqual([{ kind: 'keep', id: 1 }]);
  });

  it('a member who comes back after giving up late holds the same charge again, not a second one', () => {
    const kept = [charge({ id: 1, memberId: 1, status: 'kept', leftAt: AT })];
    expect(planCharges(terms(), [member(1)], kept, AFTER, AT)).toEqual([
      { kind: 'update', id: 1, amountPence: 4500, description: LABEL },
    ]);
  });

  it('a member who comes back after a cancelled charge is charged afresh', () => {
    const cancelled = [charge({ id: 1, memberId: 1, status: 'cancelled' })];
    expect(planCharges(terms(), [member(1)], cancelled, BEFORE, AT)).toEqual([
      expect.objectContaining({ kind: 'create', memberId: 1, amountPence: 4500 }),
    ]);
  });

  it('moved to the waiting list (the fixture’s places cut), the member is no longer charged', () => {
    expect(planCharges(terms(), [member(1, 'waiting')], [charge({ id: 1, memberId: 1 })], AFTER, AT)).toEqual(
      [{ kind: 'cancel', id: 1, reason: 'waiting list' }],
    );
  });

  it('a place the society takes away is cancelled, even after withdraw-by', () => {
    expect(planCharges(terms(), [member(1)], charged, AFTER, AT, { bySociety: true })).toEqual([
      { kind: 'cancel', id: 2, reason: 'fixture changed' },
    ]);
  });
});

describe('the fixture changed', () => {
  it('deleted: every charge still standing is cancelled, kept ones too; cancelled ones stay as they are', () => {
    const charges = [
      charge({ id: 1, memberId: 1 }),
      charge({ id: 2, memberId: 2, status: 'kept', leftAt: AT }),
      charge({ id: 3, memberId: 3, status: 'cancelled' }),
    ];
    expect(planCharges(terms({ exists: false }), [], charges, AFTER, AT)).toEqual([
      { kind: 'cancel', id: 1, reason: 'fixture cancelled' },
      { kind: 'cancel', id: 2, reason: 'fixture cancelled' },
    ]);
  });

  it('fees changed after bookings re-price the places held; a place given up keeps its old charge', () => {
    const charges = [
      charge({ id: 1, memberId: 1 }),
      charge({ id: 2, memberId: 2, status: 'kept', leftAt: AT }),
    ];
    const dearer = terms({ fees: { ...FEES, memberPence: 5000 } });
    expect(planCharges(dearer, [member(1)], charges, AFTER, AT)).toEqual([
      { kind: 'update', id: 1, amountPence: 5000, description: LABEL },
    ]);
  });

  it('fees set after bookings charge the places already held', () => {
    const bookings = [member(1), member(2, 'waiting')];
    expect(planCharges(terms({ fees: null }), bookings, [], BEFORE, AT)).toEqual([]);
    expect(planCharges(terms(), bookings, [], BEFORE, AT)).toEqual([
      expect.objectContaining({ kind: 'create', memberId: 1, amountPence: 4500 }),
    ]);
  });

  it('a fee taken off cancels the charges of the places held', () => {
    const free = terms({ fees: { ...FEES, memberPence: null } });
    expect(planCharges(free, [member(1)], [charge({ id: 1, memberId: 1 })], BEFORE, AT)).toEqual([
      { kind: 'cancel', id: 1, reason: 'no fee' },
    ]);
  });

  it('a fixture renamed or moved renames the charges of the places held', () => {
    const renamed = terms({ label: 'Summer Meeting, Tue 9 Jun 2026' });
    expect(planCharges(renamed, [member(1)], [charge({ id: 1, memberId: 1 })], BEFORE, AT)).toEqual([
      { kind: 'update', id: 1, amountPence: 4500, description: 'Summer Meeting, Tue 9 Jun 2026' },
    ]);
  });
});

describe('a fixture with nothing to charge', () => {
  const free = terms({ fees: { memberPence: null, guestPence: 0, dinnerOnlyPence: null } });
  it('is one without a fee of any kind and without a charge still standing, whose bookings need not be read', () => {
    expect(nothingToCharge(free, [])).toBe(true);
    expect(nothingToCharge(free, [charge({ id: 1, memberId: 1, status: 'cancelled' })])).toBe(true);
    expect(planCharges(free, [member(1), guest(1, 2), member(3, 'waiting')], [], BEFORE, AT)).toEqual([]);
  });
  it('is not one with a fee, a standing charge, or once deleted', () => {
    expect(nothingToCharge(terms(), [])).toBe(false);
    expect(nothingToCharge(terms({ fees: { ...FEES, memberPence: 0, guestPence: 0 } }), [])).toBe(false);
    expect(nothingToCharge(free, [charge({ id: 1, memberId: 1 })])).toBe(false);
    expect(nothingToCharge(terms({ exists: false, fees: null }), [])).toBe(false);
  });
});

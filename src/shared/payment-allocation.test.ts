import { describe, expect, it } from 'vitest';
import { paidCharges, type AllocatedCharge, type AllocatedPayment } from './payment-allocation';

const charge = (key: string, on: string, pence: number, order = 0): AllocatedCharge => ({
  key,
  on,
  pence,
  order,
});
const payment = (on: string, pence: number, method = 'bank transfer', order = 0): AllocatedPayment => ({
  on,
  pence,
  method,
  order,
});

describe('payments pay the oldest charges first', () => {
  it('a transfer of £30 pays the £30 subscription charged on 1 January', () => {
    const paid = paidCharges([charge('s2026', '2026-01-01', 3000)], [payment('2026-02-03', 3000)]);
    expect(paid.get('s2026')).toEqual({ paidOn: '2026-02-03', method: 'bank transfer' });
  });

  it('£25 of a £30 subscription leaves it owed', () => {
    const paid = paidCharges([charge('s2026', '2026-01-01', 3000)], [payment('2026-02-03', 2500)]);
    expect(paid.size).toBe(0);
  });

  it('two payments complete a charge: the second pays it, with its own method', () => {
    const paid = paidCharges(
      [charge('s2026', '2026-01-01', 3000)],
      [payment('2026-02-03', 1000, 'cash'), payment('2026-03-10', 2000, 'cheque')],
    );
    expect(paid.get('s2026')).toEqual({ paidOn: '2026-03-10', method: 'cheque' });
  });

  it("a green fee of £85 charged in March and the year's £30: £100 pays the subscription (older) and not the fee", () => {
    const paid = paidCharges(
      [charge('c7', '2026-03-01', 8500), charge('s2026', '2026-01-01', 3000)],
      [payment('2026-04-01', 10000)],
    );
    expect(paid.has('s2026')).toBe(true);
    expect(paid.has('c7')).toBe(false);
  });

  it('a fee charged before the subscription is paid first: £85 + £30 owed, £100 pays only the fee', () => {
    const paid = paidCharges(
      [charge('c7', '2025-12-01', 8500), charge('s2026', '2026-01-01', 3000)],
      [payment('2026-01-15', 10000)],
    );
    expect([...paid.keys()]).toEqual(['c7']);
  });

  it('a credit paid in advance pays a charge made later, dated by the payment', () => {
    const paid = paidCharges([charge('s2026', '2026-01-01', 3000)], [payment('2025-12-20', 5000)]);
    expect(paid.get('s2026')).toEqual({ paidOn: '2025-12-20', method: 'bank transfer' });
  });

  it('a later charge never takes money from an older one, and the order of the lists does not matter', () => {
    const charges = [charge('c9', '2026-05-01', 4000), charge('s2026', '2026-01-01', 3000, 1)];
    const payments = [payment('2026-06-01', 1000, 'cash', 2), payment('2026-02-01', 2000, 'card', 1)];
    expect([...paidCharges(charges, payments)]).toEqual([
      ['s2026', { paidOn: '2026-06-01', method: 'cash' }],
    ]);
    expect(paidCharges([...charges].reverse(), [...payments].reverse())).toEqual(
      paidCharges(charges, payments),
    );
  });

  it('on the same day the lower order goes first', () => {
    const paid = paidCharges(
      [charge('c1', '2026-01-01', 3000, 2), charge('s2026', '2026-01-01', 3000, 1)],
      [payment('2026-01-02', 3000)],
    );
    expect([...paid.keys()]).toEqual(['s2026']);
  });

  it('a charge of nothing is not paid, and nothing is paid without money', () => {
    expect(paidCharges([charge('s2026', '2026-01-01', 0)], [payment('2026-01-02', 3000)]).size).toBe(0);
    expect(paidCharges([charge('s2026', '2026-01-01', 3000)], []).size).toBe(0);
  });
});

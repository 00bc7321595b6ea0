import { describe, expect, it } from 'vitest';
import { importPaymentsSchema, paymentFormSchema, recordPaymentSchema } from './money';

const body = { memberId: 3, amountPence: 4500, paidOn: '2026-04-10', method: 'cheque' };

describe('money schemas', () => {
  it('take a payment of whole pence, from 1p to £10,000, with a note that defaults to nothing', () => {
    expect(recordPaymentSchema.parse(body)).toEqual({ ...body, note: '' });
    for (const amountPence of [0, -1, 1_000_001, 12.5]) {
      expect(recordPaymentSchema.safeParse({ ...body, amountPence }).success).toBe(false);
    }
    expect(recordPaymentSchema.safeParse({ ...body, paidOn: '1999-12-31' }).error?.issues[0].message).toBe(
      'Enter a date from 2000 on',
    );
  });

  it('read the form’s amount in pounds as people write it, never through a floating-point sum', () => {
    expect(paymentFormSchema.parse({ ...body, amountPence: '£1,234.56' }).amountPence).toBe(123_456);
    expect(paymentFormSchema.parse({ ...body, amountPence: '0.29' }).amountPence).toBe(29);
    expect(paymentFormSchema.safeParse({ ...body, amountPence: 'forty' }).error?.issues[0].message).toBe(
      'Enter an amount such as 45.00',
    );
    expect(paymentFormSchema.safeParse({ ...body, amountPence: '-5' }).error?.issues[0].message).toBe(
      'The amount must be more than nothing',
    );
  });

  it('import each previewed line once', () => {
    const line = { lineId: 'a'.repeat(32), memberId: 3 };
    expect(importPaymentsSchema.safeParse({ lines: [line] }).success).toBe(true);
    expect(importPaymentsSchema.safeParse({ lines: [line, line] }).error?.issues[0].message).toBe(
      'Each line can be imported once only',
    );
  });
});

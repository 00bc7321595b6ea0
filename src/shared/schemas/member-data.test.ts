import { describe, expect, it } from 'vitest';
// The server's synchronous checks, with the phone number rules at hand as the server has them (decision 0043).
import '../phone-numbers';
import { CONFIRM_PASSWORD_MISMATCH, registerSchema } from './accounts';
import { PRIVACY_NOT_ACCEPTED, paymentDefaultsSchema, registerFormSchema } from './member-data';

const valid = {
  title: 'Mr',
  firstName: 'Ann',
  lastName: 'Other',
  email: 'ann@example.com',
  mobileNumber: '07700900123',
  house: 'Kipling',
  yearLeft: '1984',
  handicap: '18',
  password: 'first-password',
  confirmPassword: 'first-password',
  privacyAccepted: true,
};

const messagesOf = (input: unknown) =>
  (registerFormSchema.safeParse(input).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('the register form', () => {
  it('names the unticked privacy notice with every other error on the first attempt', () => {
    const empty = Object.fromEntries(Object.keys(valid).map((k) => [k, '']));
    const messages = messagesOf({ ...empty, privacyAccepted: false });
    expect(messages).toHaveLength(11);
    expect(messages).toContainEqual(['privacyAccepted', PRIVACY_NOT_ACCEPTED]);
  });

  it('names it beside a year left or a handicap out of range', () => {
    expect(messagesOf({ ...valid, yearLeft: '1800', privacyAccepted: false })).toEqual([
      ['yearLeft', expect.stringMatching(/^Enter a year between/)],
      ['privacyAccepted', PRIVACY_NOT_ACCEPTED],
    ]);
    expect(messagesOf({ ...valid, handicap: '99', privacyAccepted: undefined })).toEqual([
      ['handicap', expect.stringMatching(/^Enter a handicap index/)],
      ['privacyAccepted', PRIVACY_NOT_ACCEPTED],
    ]);
  });

  it('keeps the registration rules: valid with the tick, and the passwords must match', () => {
    expect(registerFormSchema.safeParse(valid).success).toBe(true);
    expect(messagesOf({ ...valid, confirmPassword: 'other-password' })).toEqual([
      ['confirmPassword', CONFIRM_PASSWORD_MISMATCH],
    ]);
  });

  it('leaves the server’s registration as it was: the tick is optional there', () => {
    expect(registerSchema.safeParse({ ...valid, privacyAccepted: undefined }).success).toBe(true);
    expect(registerSchema.safeParse({ ...valid, privacyAccepted: false }).success).toBe(true);
  });
});

describe('the Subscriptions panel\'s "Record payments as" form', () => {
  const defaults = { amountPence: '30.00', paidOn: '2026-03-01', method: 'standing order' };
  const messages = (input: unknown) =>
    (paymentDefaultsSchema.safeParse(input).error?.issues ?? []).map((i) => i.message);

  it('reads the amount in pounds as pence', () => {
    expect(paymentDefaultsSchema.parse(defaults).amountPence).toBe(3000);
    expect(paymentDefaultsSchema.parse({ ...defaults, amountPence: '£25.5' }).amountPence).toBe(2550);
    expect(paymentDefaultsSchema.parse({ ...defaults, amountPence: ' 12 ' }).amountPence).toBe(1200);
    expect(paymentDefaultsSchema.parse({ ...defaults, amountPence: '£1,234.50' }).amountPence).toBe(123450);
  });

  it('says how to write an amount that is not one, once', () => {
    expect(messages({ ...defaults, amountPence: 'ten' })).toEqual(['Enter an amount such as 25.00']);
    expect(messages({ ...defaults, amountPence: '' })).toEqual(['Enter an amount such as 25.00']);
    expect(messages({ ...defaults, amountPence: '1.234' })).toEqual(['Enter an amount such as 25.00']);
  });

  it('checks the date and method by the recording rule', () => {
    expect(messages({ ...defaults, paidOn: '2026-02-30' })).toEqual(['Enter a real date']);
    expect(messages({ ...defaults, method: 'barter' })).toEqual(['Choose how it was paid']);
  });
});

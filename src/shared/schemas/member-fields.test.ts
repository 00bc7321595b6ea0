import { describe, expect, it } from 'vitest';
import {
  currentYear,
  emailField,
  handicapField,
  mobileField,
  newPasswordField,
  profileHandicapField,
  yearLeftField,
} from './member-fields';

const msg = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('member field rules', () => {
  it('checks e-mail addresses and lower-cases them', () => {
    expect(msg(emailField.safeParse(''))).toBe('Email is required');
    expect(msg(emailField.safeParse('not-an-address'))).toBe('Please enter a valid email address');
    expect(emailField.parse(' John@Example.COM ')).toBe('john@example.com');
  });
  it('takes digits only for mobiles', () => {
    expect(msg(mobileField.safeParse(''))).toBe('Mobile is required');
    expect(msg(mobileField.safeParse('07700 900'))).toBe('Please enter a valid mobile number');
    expect(mobileField.parse('07700900123')).toBe('07700900123');
  });
  it('takes a year left from 1930 to this year', () => {
    expect(msg(yearLeftField.safeParse(''))).toBe('Year left is required');
    expect(msg(yearLeftField.safeParse('1929'))).toBe(`Enter a year between 1930 and ${currentYear()}`);
    expect(msg(yearLeftField.safeParse(String(currentYear() + 1)))).toMatch(/Enter a year between/);
    expect(msg(yearLeftField.safeParse('19a5'))).toMatch(/Enter a year between/);
    expect(yearLeftField.parse('1985')).toBe(1985);
    expect(yearLeftField.parse(1985)).toBe(1985);
  });
  it('takes a whole-number handicap from 0 to 54 at registration', () => {
    expect(msg(handicapField.safeParse(''))).toBe('Handicap is required');
    expect(msg(handicapField.safeParse('55'))).toBe('Enter a number between 0 and 54');
    expect(msg(handicapField.safeParse('-1'))).toBe('Enter a number between 0 and 54');
    expect(handicapField.parse('0')).toBe(0);
    expect(handicapField.parse(54)).toBe(54);
  });
  it('allows one decimal place and an empty handicap on the profile', () => {
    expect(profileHandicapField.parse('12.4')).toBe(12.4);
    expect(profileHandicapField.parse('')).toBeNull();
    expect(msg(profileHandicapField.safeParse('12.45'))).toBe('Enter a number between 0 and 54');
  });
  it('states the password shortfall', () => {
    expect(msg(newPasswordField().safeParse(''))).toBe('Password is required');
    expect(msg(newPasswordField().safeParse('abc'))).toBe(
      'Password must be 8 characters long, we need another 5 characters',
    );
    expect(newPasswordField().safeParse('abcdefgh').success).toBe(true);
  });
});

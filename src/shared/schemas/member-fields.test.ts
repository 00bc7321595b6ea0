import { describe, expect, it } from 'vitest';
// The server's synchronous checks, with the phone number rules at hand as the server has them (decision 0043).
import '../phone-numbers';
import { formatHandicap } from '../handicaps';
import {
  currentYear,
  emailField,
  firstNameField,
  lastNameField,
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
  it('takes names on one line, keeping the spec’s messages', () => {
    expect(msg(firstNameField.safeParse(''))).toBe('First Name is required');
    expect(msg(lastNameField.safeParse('  '))).toBe('Last Name is required');
    expect(msg(firstNameField.safeParse('x'.repeat(61)))).toBe('First Name must be 60 characters or fewer');
    for (const v of [
      'Ann\r\nBcc: x@example.com',
      'Ann\nB',
      'Ann\rB',
      'Ann\u0085B',
      'Ann\u2028B',
      'Ann\u2029B',
    ])
      expect(msg(firstNameField.safeParse(v)), JSON.stringify(v)).toBe('First Name must be on one line');
    expect(msg(lastNameField.safeParse('Smith\n\u0000'))).toBe(
      'Last Name must not contain control characters',
    );
    expect(firstNameField.parse(' Mary-Ann \n')).toBe('Mary-Ann');
    expect(lastNameField.parse("O'Brien-Smythe")).toBe("O'Brien-Smythe");
  });
  it('takes mobiles as people write them, in E.164, with the spec’s messages', () => {
    expect(msg(mobileField.safeParse(''))).toBe('Mobile is required');
    expect(msg(mobileField.safeParse('   '))).toBe('Mobile is required');
    expect(msg(mobileField.safeParse('07700 900'))).toBe('Please enter a valid mobile number');
    expect(msg(mobileField.safeParse('7'.repeat(31)))).toBe('Please enter a valid mobile number');
    expect(mobileField.parse('07700900123')).toBe('+447700900123');
    expect(mobileField.parse('07700 900 123')).toBe('+447700900123');
    expect(mobileField.parse('+852 9123 4567')).toBe('+85291234567');
  });
  it('takes a year left from 1930 to this year', () => {
    expect(msg(yearLeftField.safeParse(''))).toBe('Year left is required');
    expect(msg(yearLeftField.safeParse('1929'))).toBe(`Enter a year between 1930 and ${currentYear()}`);
    expect(msg(yearLeftField.safeParse(String(currentYear() + 1)))).toMatch(/Enter a year between/);
    expect(msg(yearLeftField.safeParse('19a5'))).toMatch(/Enter a year between/);
    expect(yearLeftField.parse('1985')).toBe(1985);
    expect(yearLeftField.parse(1985)).toBe(1985);
  });
  it('takes a handicap index from +10.0 to 54.0 with one decimal, as golfers write it', () => {
    const bad = 'Enter a handicap index from +10.0 to 54.0, such as 10.2 or +1.4';
    expect(msg(handicapField.safeParse(''))).toBe('Handicap is required');
    for (const v of ['54.1', '55', '+10.1', '-1', '12.45', '1,4', 'abc', '++1', '.5'])
      expect(msg(handicapField.safeParse(v)), v).toBe(bad);
    expect(handicapField.parse('0')).toBe(0);
    expect(handicapField.parse('+0')).toBe(0);
    expect(handicapField.parse('10.2')).toBe(10.2);
    expect(handicapField.parse(' +1.4 ')).toBe(-1.4);
    expect(handicapField.parse('+10.0')).toBe(-10);
    expect(handicapField.parse('54.0')).toBe(54);
    expect(handicapField.parse(54)).toBe(54);
    expect(handicapField.parse(-1.4)).toBe(-1.4);
    expect(msg(handicapField.safeParse(-10.1))).toBe(bad);
    expect(msg(handicapField.safeParse(1.25))).toBe(bad);
  });
  it('allows an empty handicap on the profile', () => {
    expect(profileHandicapField.parse('12.4')).toBe(12.4);
    expect(profileHandicapField.parse('+2.0')).toBe(-2);
    expect(profileHandicapField.parse('')).toBeNull();
    expect(profileHandicapField.parse(null)).toBeNull();
  });
  it('shows a stored handicap as golfers write it', () => {
    expect(formatHandicap(-1.4)).toBe('+1.4');
    expect(formatHandicap(10.2)).toBe('10.2');
    expect(formatHandicap(12)).toBe('12.0');
    expect(formatHandicap(0)).toBe('0.0');
    expect(formatHandicap(null)).toBe('');
    for (const v of ['+1.4', '10.2', '54.0', '+10.0', '0.0'])
      expect(formatHandicap(handicapField.parse(v))).toBe(v);
  });
  it('states the password shortfall', () => {
    expect(msg(newPasswordField().safeParse(''))).toBe('Password is required');
    expect(msg(newPasswordField().safeParse('abc'))).toBe(
      'Password must be 8 characters long, we need another 5 characters',
    );
    expect(newPasswordField().safeParse('abcdefgh').success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { formatPhone, normaliseMobile } from './phone-numbers';

describe('normaliseMobile', () => {
  it('accepts a UK mobile however it is written, as E.164', () => {
    for (const written of [
      '07700 900 123',
      '07700900123',
      '07700 900123',
      '07700-900-123',
      '(07700) 900123',
      '07700.900.123',
      '+44 7700 900123',
      '+44 (0)7700 900123',
      '0044 7700 900123',
      '  07700 900123  ',
    ]) {
      expect(normaliseMobile(written), written).toBe('+447700900123');
    }
    expect(normaliseMobile('07400 123456')).toBe('+447400123456');
  });

  it('accepts a mobile abroad with its country code (+ or 00)', () => {
    expect(normaliseMobile('+852 9123 4567')).toBe('+85291234567');
    expect(normaliseMobile('00852 9123 4567')).toBe('+85291234567');
    expect(normaliseMobile('+353 87 123 4567')).toBe('+353871234567');
    expect(normaliseMobile('+34 612 345 678')).toBe('+34612345678');
  });

  it('refuses what is not a mobile number', () => {
    for (const bad of [
      '',
      '12345',
      '07700 900',
      '077009001234',
      '0770090012',
      '07700 90O123',
      'call 07700 900123',
      '+852 1234 5678',
      '01483 123456',
      '++44 7700 900123',
      '07700 900123 ext 4',
    ]) {
      expect(normaliseMobile(bad), bad).toBeUndefined();
    }
  });
});

describe('formatPhone', () => {
  it('shows a UK number the UK way and others internationally', () => {
    expect(formatPhone('+447700900123')).toBe('07700 900123');
    expect(formatPhone('+85291234567')).toBe('+852 9123 4567');
    expect(formatPhone('+353871234567')).toBe('+353 87 123 4567');
  });
  it('shows an old value it cannot read as it was stored, and nothing for none', () => {
    expect(formatPhone('0770090')).toBe('0770090');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('')).toBe('');
  });
});

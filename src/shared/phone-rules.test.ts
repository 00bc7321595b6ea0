import { describe, expect, it, vi } from 'vitest';
import { formatBritishMobile } from './phone-rules';
import { formatPhone } from './phone-numbers';

describe('formatBritishMobile', () => {
  // Every British mobile range it writes itself (07 then 1–5, 7–9), each ten-thousand block of it sampled: the
  // screen draws the number this way before the rules are loaded, and must write what the rules write after.
  it('writes a British mobile as the phone number rules do', () => {
    let compared = 0;
    for (const second of '12345789')
      for (let block = 0; block < 1000; block += 1) {
        const tail = String((block * 7919 + 12345) % 1_000_000).padStart(6, '0');
        const stored = `+447${second}${String(block).padStart(3, '0').slice(0, 2)}${tail}`;
        expect(formatBritishMobile(stored), stored).toBe(formatPhone(stored));
        compared += 1;
      }
    expect(compared).toBe(8000);
    expect(formatBritishMobile('+447700900123')).toBe('07700 900123');
  });

  it('leaves to the rules what it cannot write alike', () => {
    for (const stored of [
      '+447012345678',
      '+447624123456',
      '+442079460000',
      '+85291234567',
      '+4477009001234',
    ])
      expect(formatBritishMobile(stored), stored).toBeUndefined();
  });
});

describe('the phone number rules in the browser', () => {
  // What a form's code imports (the member fields' schemas) loads no rules; the first check loads them.
  it('are loaded at the first check of a mobile number, not by the schemas', async () => {
    vi.resetModules();
    const { phoneRulesIfLoaded, formatPhoneWithoutRules } = await import('./phone-rules');
    const { mobileField } = await import('./schemas/member-fields');
    expect(phoneRulesIfLoaded()).toBeUndefined();
    expect(formatPhoneWithoutRules('+447700900123')).toBe('07700 900123');
    expect(formatPhoneWithoutRules('+85291234567')).toBeUndefined();
    expect(await mobileField.parseAsync('07700 900 123')).toBe('+447700900123');
    expect(phoneRulesIfLoaded()).toBeDefined();
    expect(formatPhoneWithoutRules('+85291234567')).toBe('+852 9123 4567');
    const refused = await mobileField.safeParseAsync('12345678');
    expect(refused.error?.issues.map((i) => i.message)).toEqual(['Please enter a valid mobile number']);
  });

  it('check a number abroad the same way once loaded, synchronously', async () => {
    vi.resetModules();
    await import('./phone-numbers');
    const { mobileField } = await import('./schemas/member-fields');
    expect(mobileField.parse('+852 9123 4567')).toBe('+85291234567');
  });
});

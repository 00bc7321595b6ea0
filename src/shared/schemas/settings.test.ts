import { describe, expect, it } from 'vitest';
import { formatPounds } from './member-data';
import {
  DEFAULT_COLOURS,
  DEFAULT_MEMBERSHIP_FEE_TEXT,
  DEFAULT_SUBSCRIPTION_PENCE,
  coloursField,
} from './settings';

describe("the settings' first values", () => {
  it('the fee text names the amount the treasurer records by default', () => {
    expect(DEFAULT_SUBSCRIPTION_PENCE).toBe(3000);
    expect(DEFAULT_MEMBERSHIP_FEE_TEXT).toContain(
      formatPounds(DEFAULT_SUBSCRIPTION_PENCE).replace('.00', ''),
    );
  });

  it('the first colours pass their own contrast check', () => {
    expect(coloursField.safeParse(DEFAULT_COLOURS).success).toBe(true);
  });
});

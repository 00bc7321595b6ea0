import { describe, expect, it } from 'vitest';
import { signupLabel, type SignupState } from './golf-days';

const open: SignupState = {
  canRegister: true,
  isPast: false,
  places: 24,
  placesTaken: 10,
  signupOpens: null,
  signupCloses: null,
  onWaitingList: false,
};
const today = '2026-02-10';

describe('the word beside Register?', () => {
  it.each<[string, Partial<SignupState>, string | null]>([
    ['open with places left', {}, null],
    ['no limit on places', { places: null, placesTaken: 90 }, null],
    ['every place taken', { placesTaken: 24 }, 'Full'],
    ['the member is waiting', { placesTaken: 24, onWaitingList: true }, 'Waiting list'],
    ['before sign-up opens', { signupOpens: '2026-03-01' }, 'Opens 1 Mar'],
    ['on the day it opens', { signupOpens: today }, null],
    ['after sign-up closes', { signupCloses: '2026-02-09' }, 'Sign-up closed'],
    ['on the last day', { signupCloses: today }, null],
    ['not open for registration', { canRegister: false, placesTaken: 24 }, null],
    ['already played', { isPast: true, placesTaken: 24 }, null],
  ])('%s', (_, change, label) => {
    expect(signupLabel({ ...open, ...change }, today)).toBe(label);
  });
});

import { harnessWith } from './harness';

/**
 * The harness for the accounts files: the administrators are told at one address, and sign-in is not rate
 * limited (the files sign in many times; the limit has tests of its own).
 */
export const test = harnessWith({
  env: { ADMIN_NOTIFY_EMAIL: 'notify@society.example', LOGIN_RATE_LIMIT: '100000' },
});

import { describe, expect, it } from 'vitest';
import { slidSessionExpiry } from './sessions';

const MIN = 60_000;
const HOUR = 60 * MIN;
// A login at 09:00 (the epoch of these examples): its session ends at 10:00 unless it is used.
const login = 0;
const fresh = { createdAt: login, expiresAt: login + HOUR };

describe('slidSessionExpiry: an hour from the last use, twelve at most', () => {
  it('a use near the end moves the end to an hour after that use', () => {
    // Used at 09:59: the session now ends at 10:59.
    expect(slidSessionExpiry(fresh, login + 59 * MIN)).toBe(login + 59 * MIN + HOUR);
    // Used at 09:30: it ends at 10:30.
    expect(slidSessionExpiry(fresh, login + 30 * MIN)).toBe(login + 90 * MIN);
  });

  it('moves it on at most once a minute (a use within the minute changes nothing)', () => {
    expect(slidSessionExpiry(fresh, login + 59_999)).toBeNull();
    expect(slidSessionExpiry(fresh, login + MIN)).toBe(login + MIN + HOUR);
  });

  it('a session already ended stays ended', () => {
    expect(slidSessionExpiry(fresh, login + HOUR)).toBeNull();
    expect(slidSessionExpiry(fresh, login + HOUR + 1)).toBeNull();
  });

  it('never past twelve hours after the login', () => {
    // Last used at 19:45 (so it would end at 20:45), used again at 20:30: it ends at 21:00, not 21:30.
    const late = { createdAt: login, expiresAt: login + 11 * HOUR + 45 * MIN };
    expect(slidSessionExpiry(late, login + 11 * HOUR + 30 * MIN)).toBe(login + 12 * HOUR);
    // At 21:00 it cannot move on.
    const capped = { createdAt: login, expiresAt: login + 12 * HOUR };
    expect(slidSessionExpiry(capped, login + 11 * HOUR + 59 * MIN)).toBeNull();
  });
});

// The site run as two server processes on one database (decision 0052): what one process does, the other knows.
import { describe, expect } from 'vitest';
import { createMember } from '../helpers/factories';
import { login } from '../helpers/account-helpers';
import { harnessWith } from '../helpers/harness';

// Sign-in is not limited per address here (the login limit per account is what is tested).
const test = harnessWith({ env: { LOGIN_RATE_LIMIT: '100000' } });

describe('two server processes on one database', () => {
  test('a login limit reached on one process holds on the other, and a success on either starts it again', async ({
    app,
    secondApp,
    db,
    clock,
  }) => {
    const m = await createMember(db);
    for (let i = 0; i < 5; i += 1)
      expect((await login(app.client(), m.email, `wrong-${i}-password`)).status).toBe(400);
    const blocked = await login(secondApp.client(), m.email, m.password);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(840);
    expect((await login(app.client(), m.email, m.password)).status).toBe(429);
    clock.advance(15 * 60_000 + 1000);
    expect((await login(secondApp.client(), m.email, m.password)).status).toBe(200);
  });

  test('a route limit per client address counts the requests both processes answered', async ({
    app,
    secondApp,
  }) => {
    // An e-mail's button: 20 presses a minute from one address (a token that names no link still counts).
    const press = (base: typeof app) => base.client().post('/api/act', { token: 'x'.repeat(43) });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await press(app)).status);
    for (let i = 0; i < 10; i += 1) statuses.push((await press(secondApp)).status);
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    expect((await press(secondApp)).status).toBe(429);
    expect((await press(app)).status).toBe(429);
  });
});

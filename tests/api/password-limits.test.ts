// Every route that verifies a password is limited per session or address and per account, a stranger cannot lock a
// member out, the 429 message states the real wait, and failed logins, refusals and password changes are logged
// without secrets: so a password cannot be guessed through any door, and the log shows the guessing.
import { describe, expect } from 'vitest';
import { createMember, signInAs, TEST_PASSWORD } from '../helpers/factories';
import { changePassword, login } from '../helpers/account-helpers';
import { harnessWith } from '../helpers/harness';

/** The app's log lines (info and above) of the test that runs. */
const logLines: string[] = [];
const from = (ip: string) => ({ 'x-forwarded-for': ip });

const test = harnessWith({ env: { LOGIN_RATE_LIMIT: '100000', TRUST_PROXY: 'true' }, logLines }).extend(
  'freshLog',
  { auto: true },
  () => {
    logLines.length = 0;
  },
);

describe('login limits', () => {
  test('failures from other addresses never lock the member out', async ({ app, db }) => {
    const m = await createMember(db);
    for (let i = 1; i <= 5; i += 1)
      for (let k = 0; k < 5; k += 1)
        expect((await login(app.client(), m.email, `wrong-${k}-pass`, from(`10.0.0.${i}`))).status).toBe(400);
    expect((await login(app.client(), m.email, m.password, from('10.0.1.1'))).status).toBe(200);
  });

  test('a member who gets in starts the count again: earlier slips do not add up', async ({ app, db }) => {
    const m = await createMember(db);
    for (let round = 0; round < 2; round += 1) {
      for (let k = 0; k < 4; k += 1)
        expect((await login(app.client(), m.email, `slip-${k}-pass`, from('10.0.3.1'))).status).toBe(400);
      expect((await login(app.client(), m.email, m.password, from('10.0.3.1'))).status).toBe(200);
    }
  });

  test('a right current password starts its count again too', async ({ member: m }) => {
    const wrongDelete = () => m.post('/api/account/delete', { id: m.id, password: 'not-my-password' });
    for (let round = 0; round < 2; round += 1) {
      for (let k = 0; k < 4; k += 1) expect((await wrongDelete()).status).toBe(400);
      const right = await m.post('/api/account/updatecontactdetails', {
        id: m.id,
        email: `round${round}.${m.email}`,
        mobileNumber: '07700900123',
        currentPassword: TEST_PASSWORD,
      });
      expect(right.status).toBe(200);
    }
  });

  test('slows down the address that fails, with a message that states the wait of Retry-After', async ({
    app,
    db,
  }) => {
    const m = await createMember(db);
    for (let k = 0; k < 5; k += 1)
      expect((await login(app.client(), m.email, `wrong-${k}-pass`, from('10.0.2.1'))).status).toBe(400);
    const blocked = await login(app.client(), m.email, m.password, from('10.0.2.1'));
    expect(blocked.status).toBe(429);
    const wait = Number(blocked.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(60);
    expect(blocked.json[''][0]).toBe(
      `Too many attempts, please wait ${Math.ceil(wait / 60)} minutes and try again`,
    );
    const log = logLines.join('');
    expect(log).toContain('"msg":"login refused: wrong password"');
    expect(log).toContain('"msg":"login refused: too many failed attempts from this address"');
    expect(log).not.toContain('wrong-0-pass');
  });
});

describe('change password limits', () => {
  test('a session may guess the current password 5 times in 15 minutes, even all at once', async ({
    member: m,
  }) => {
    const all = await Promise.all(
      Array.from({ length: 20 }, (_, i) => changePassword(m, m.id, `guess-${i}-pass`)),
    );
    const statuses = all.map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    const refused = await changePassword(m, m.id, TEST_PASSWORD);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.json.errors[0].code).toBe('TooManyAttempts');
  });

  test('an account may be guessed 10 times in 15 minutes whatever the sessions', async ({ app, db }) => {
    const m = await createMember(db);
    const statuses: number[] = [];
    for (let s = 0; s < 3; s += 1) {
      const c = app.client();
      await signInAs(c, db, m.id);
      for (let k = 0; k < 4; k += 1) statuses.push((await changePassword(c, m.id, `guess-${s}-${k}`)).status);
    }
    expect(statuses.filter((s) => s === 400)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  test('logs a password change without the password', async ({ member: m }) => {
    expect((await changePassword(m, m.id, TEST_PASSWORD)).status).toBe(200);
    const log = logLines.join('');
    expect(log).toContain(`"memberId":${m.id},"msg":"password changed from My Profile"`);
    expect(log).not.toContain('brand-new-pass');
  });
});

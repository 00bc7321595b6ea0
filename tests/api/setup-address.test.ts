// The first run in production (DESIGN.md 'Society settings', decision 0063): the set-up address a start with no
// administrator prints (issueSetupAddress, as server.ts calls it), its page and POST /api/setup/{token}.
import { describe, expect } from 'vitest';
import { runAdminCreate } from '../../src/server/cli/run-admin-create';
import type { Config } from '../../src/server/config';
import { hashToken } from '../../src/server/lib/tokens';
import { saveSettings } from '../helpers/settings';
import { mayOpenSetupAddress, setupForbiddenText } from '../../src/server/modules/setup/setup-access';
import {
  issueSetupAddress,
  SETUP_DONE_TEXT,
  SETUP_INVALID_TEXT,
  setupEmailTakenText,
} from '../../src/server/modules/setup/setup.service';
import { CONFIRM_PASSWORD_MISMATCH } from '../../src/shared/schemas/accounts';
import { passwordShortfallMessage } from '../../src/shared/schemas/member-fields';
import { onlyAuditRow } from '../helpers/audit-log';
import { clientShell } from '../helpers/client-shell';
import { runInProcess } from '../helpers/command-io';
import { createAdmin, createMember } from '../helpers/factories';
import { harnessWith } from '../helpers/harness';
import type { TestApp } from '../helpers/test-app';

const test = harnessWith({ env: { LOGIN_RATE_LIMIT: '100000' }, clientDir: clientShell() });

const secretary = {
  firstName: 'Hugh',
  lastName: 'Fortescue',
  email: 'Secretary@OldBoys.org.uk',
  password: 'fairway-bunker-7',
  confirmPassword: 'fairway-bunker-7',
};

/** A start's address, as the server prints it. */
async function printed(app: TestApp) {
  const setup = await issueSetupAddress(app.db);
  if (!setup) throw new Error('no set-up address was issued');
  return setup.token;
}

const admins = (app: TestApp) =>
  app.db
    .selectFrom('members')
    .select(['email', 'first_name', 'approval'])
    .where('is_admin', '=', 1)
    .execute();

/** A request from another machine (or, behind a proxy, as the proxy says), with the Host it named. */
const fromElsewhere = (app: TestApp, method: 'GET' | 'POST', url: string, host: string, body?: object) =>
  app.app.inject({
    method,
    url,
    remoteAddress: '203.0.113.7',
    headers: { host, accept: 'text/html' },
    ...(body && { payload: body }),
  });

describe('the set-up address', () => {
  test('is issued only while there is no administrator, valid for an hour, and stored as a hash', async ({
    app,
  }) => {
    const setup = await issueSetupAddress(app.db);
    expect(setup?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(setup!.expiresAt) - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(Date.parse(setup!.expiresAt) - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    const rows = await app.db.selectFrom('setup_tokens').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({
        token_hash: hashToken(setup!.token),
        used_at: null,
        expires_at: setup!.expiresAt,
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(setup!.token);

    await createAdmin(app.db);
    expect(await issueSetupAddress(app.db)).toBeNull();
  });

  test('opens its page on the server itself; the first administrator is created, signed in and saves the settings', async ({
    app,
    db,
  }) => {
    const token = await printed(app);
    const client = app.client();
    const page = await client.get(`/setup/${token}`, { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('cache-control')).toBe('no-cache');

    const res = await client.post(`/api/setup/${token}`, secretary);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ is_admin: true, id: expect.any(Number) });
    expect(await admins(app)).toEqual([
      { email: 'secretary@oldboys.org.uk', first_name: 'Hugh', approval: 'approved' },
    ]);
    const audit = await onlyAuditRow(db, { action: 'admin.create', entity: 'member' });
    expect(audit).toMatchObject({ actor_id: null, entity_id: String(res.json.id) });

    // Signed in as the administrator: the settings step saves with the administrator's own route.
    expect((await client.get('/api/auth/session')).json).toMatchObject({ is_admin: true });
    await saveSettings(client, {
      societyName: 'Old Fortescuans Golfing Society',
      shortName: 'OFGS',
      contactEmail: 'secretary@oldboys.org.uk',
      subscriptionPence: 4500,
      paymentDetails: 'OFGS\nSort code 20-00-00\nAccount 12345678',
    });
    expect((await app.client().get('/api/settings')).json).toMatchObject({
      societyName: 'Old Fortescuans Golfing Society',
      subscriptionPence: 4500,
    });

    // Once there is an administrator, the address answers 404, page and route alike.
    const after = await client.get(`/setup/${token}`, { accept: 'text/html' });
    expect(after.status).toBe(404);
    expect(after.text).toContain('already set up');
    expect(after.text).not.toContain('<script');
    const again = await app
      .client()
      .post(`/api/setup/${token}`, { ...secretary, email: 'other@oldboys.org.uk' });
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ '': [SETUP_DONE_TEXT] });
    expect((await app.client().get(`/setup/${token}`)).json).toEqual({ '': [SETUP_DONE_TEXT] });
  });

  test('answers 404 to every address once an administrator exists, whoever made them (admin:create too)', async ({
    app,
  }) => {
    const token = await printed(app);
    const made = await runInProcess(
      (io) => runAdminCreate(['--email', 'hon.sec@oldboys.org.uk'], io),
      { DATABASE_URL: app.config.databaseUrl, PUBLIC_URL: 'https://golf.oldboys.org.uk', NODE_ENV: 'test' },
      'fairway-bunker-7\n',
    );
    expect(made.status).toBe(0);
    expect((await app.client().get(`/setup/${token}`, { accept: 'text/html' })).status).toBe(404);
    expect((await app.client().post(`/api/setup/${token}`, secretary)).status).toBe(404);
    expect((await app.client().get('/setup/made-up-token')).status).toBe(404);
    expect(await admins(app)).toHaveLength(1);
  });

  test('works for an hour by the clock, then answers 404 saying why', async ({ app, clock }) => {
    const token = await printed(app);
    clock.advance(59 * 60_000);
    expect((await app.client().get(`/setup/${token}`, { accept: 'text/html' })).status).toBe(200);
    clock.advance(61_000);
    const page = await app.client().get(`/setup/${token}`, { accept: 'text/html' });
    expect(page.status).toBe(404);
    expect(page.text).toContain('Restart the site to print a new address');
    const res = await app.client().post(`/api/setup/${token}`, secretary);
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ '': [SETUP_INVALID_TEXT] });
    expect(await admins(app)).toEqual([]);
  });

  test('a new start with still no administrator replaces the address; an unknown one answers 404', async ({
    app,
  }) => {
    const first = await printed(app);
    const second = await printed(app);
    expect(second).not.toBe(first);
    expect((await app.client().post(`/api/setup/${first}`, secretary)).json).toEqual({
      '': [SETUP_INVALID_TEXT],
    });
    expect((await app.client().get(`/setup/${first.slice(0, 20)}`)).status).toBe(404);
    expect((await app.client().post(`/api/setup/${second}`, secretary)).status).toBe(200);
  });

  test('is used once: of two submissions at the same moment, one creates the administrator', async ({
    app,
  }) => {
    const token = await printed(app);
    const answers = await Promise.all([
      app.client().post(`/api/setup/${token}`, secretary),
      app.client().post(`/api/setup/${token}`, { ...secretary, email: 'treasurer@oldboys.org.uk' }),
      app.client().post(`/api/setup/${token}`, { ...secretary, email: 'captain@oldboys.org.uk' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404, 404]);
    expect(await admins(app)).toHaveLength(1);
    const [row] = await app.db.selectFrom('setup_tokens').select('used_at').execute();
    expect(row.used_at).not.toBeNull();
  });

  test('refuses bad input naming the field, and keeps the address for the next try', async ({ app }) => {
    const token = await printed(app);
    const c = app.client();
    const refused = async (body: object) => {
      const res = await c.post(`/api/setup/${token}`, body);
      expect(res.status).toBe(400);
      return res.json as Record<string, string[]>;
    };
    expect(await refused({ ...secretary, password: 'short', confirmPassword: 'short' })).toMatchObject({
      password: [passwordShortfallMessage(5)],
    });
    expect(await refused({ ...secretary, confirmPassword: 'fairway-bunker-8' })).toEqual({
      confirmPassword: [CONFIRM_PASSWORD_MISMATCH],
    });
    expect(await refused({ ...secretary, email: 'not an address' })).toEqual({
      email: ['Please enter a valid email address'],
    });
    expect(await refused({ ...secretary, firstName: '', lastName: 'x'.repeat(61) })).toEqual({
      firstName: ['First Name is required'],
      lastName: ['Last Name must be 60 characters or fewer'],
    });
    expect(await refused({})).toMatchObject({ firstName: expect.any(Array), password: expect.any(Array) });
    // A member who registered before there was anyone to approve them keeps their address.
    const early = await createMember(app.db, { approval: 'pending' });
    expect(await refused({ ...secretary, email: early.email })).toEqual({
      email: [setupEmailTakenText(early.email)],
    });
    expect(await admins(app)).toEqual([]);
    expect((await c.post(`/api/setup/${token}`, secretary)).status).toBe(200);
  });
});

describe('where the set-up address opens', () => {
  test('from another address only at PUBLIC_URL; elsewhere 403 saying where, before reading the body', async ({
    app,
  }) => {
    const token = await printed(app);
    const refused = await fromElsewhere(app, 'GET', `/setup/${token}`, '203.0.113.1');
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain('opens only at the site&#39;s own address, http://localhost:3000');
    const post = await fromElsewhere(app, 'POST', `/api/setup/${token}`, 'golf.evil.example', {});
    expect(post.statusCode).toBe(403);
    expect(post.json()).toEqual({ '': [setupForbiddenText(app.config)] });

    // PUBLIC_URL is http://localhost:3000 in the tests: a browser that asked for that host is let in.
    const page = await fromElsewhere(app, 'GET', `/setup/${token}`, 'localhost:3000');
    expect(page.statusCode).toBe(200);
    const made = await fromElsewhere(app, 'POST', `/api/setup/${token}`, 'LOCALHOST:3000', secretary);
    expect(made.statusCode).toBe(200);
  });

  test('the rule: loopback, or the host of PUBLIC_URL when it is set', () => {
    const set = { publicUrl: 'https://golf.oldboys.org.uk', publicUrlGiven: true } as Config;
    const unset = { publicUrl: 'http://localhost:3000', publicUrlGiven: false } as Config;
    for (const ip of ['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1'])
      expect(mayOpenSetupAddress({ ip, host: 'anything.example' }, set)).toBe(true);
    expect(mayOpenSetupAddress({ ip: '203.0.113.7', host: 'golf.oldboys.org.uk' }, set)).toBe(true);
    expect(mayOpenSetupAddress({ ip: '203.0.113.7', host: 'golf.oldboys.org.uk:8443' }, set)).toBe(false);
    expect(mayOpenSetupAddress({ ip: '203.0.113.7', host: '198.51.100.4' }, set)).toBe(false);
    // Without PUBLIC_URL, a request naming this machine's default address is not taken at its word.
    expect(mayOpenSetupAddress({ ip: '203.0.113.7', host: 'localhost:3000' }, unset)).toBe(false);
    expect(setupForbiddenText(unset)).toContain('PUBLIC_URL is not set');
  });
});

describe('behind a trusted proxy', () => {
  const logLines: string[] = [];
  const proxied = harnessWith({
    env: { LOGIN_RATE_LIMIT: '100000', TRUST_PROXY: '127.0.0.1', PUBLIC_URL: 'https://golf.oldboys.org.uk' },
    clientDir: clientShell(),
    logLines,
  });

  proxied(
    'the client is the address the proxy names, not the proxy; the token never reaches the log',
    async ({ app }) => {
      const token = await printed(app);
      const relayed = (host: string) =>
        app.app.inject({
          url: `/setup/${token}`,
          remoteAddress: '127.0.0.1',
          headers: { host, accept: 'text/html', 'x-forwarded-for': '203.0.113.7' },
        });
      expect((await relayed('127.0.0.1:3000')).statusCode).toBe(403);
      expect((await relayed('golf.oldboys.org.uk')).statusCode).toBe(200);
      const log = logLines.join('\n');
      expect(log).toContain('/setup/[redacted]');
      expect(log).not.toContain(token);
    },
  );
});

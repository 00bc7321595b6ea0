import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import type { TestMember } from '../helpers/factories';
import type { SmtpSink } from '../helpers/smtp-sink';
import type { TestClient } from '../helpers/http-client';
import { startMemberToolsApp } from '../helpers/admin-members';

let t: TestApp;
let sink: SmtpSink;
let adminClient: TestClient;
let memberClient: TestClient;
let member: TestMember;

beforeAll(async () => {
  ({ t, sink, adminClient, member, memberClient } = await startMemberToolsApp());
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

describe('who may use the member tools', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/api/admin/members'],
    ['POST', '/api/admin/members/setadmin', { id: 1, isAdmin: true }],
    ['POST', '/api/admin/members/suspend', { id: 1 }],
    ['POST', '/api/admin/members/reinstate', { id: 1 }],
    ['POST', '/api/admin/members/resendconfirmation', { id: 1 }],
  ];
  it('refuses visitors with 401 and members with 403, whatever they send', async () => {
    for (const [method, path, body] of routes) {
      expect((await t.client().request(method, path, body)).status, `${method} ${path}`).toBe(401);
      expect((await memberClient.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      if (method === 'POST') {
        const garbled = await memberClient.request(method, path, 'not json', {
          'content-type': 'application/json',
        });
        expect(garbled.status, `${method} ${path}`).toBe(403);
      }
    }
  });
});

describe('bad ids and bad input', () => {
  it('answers 404 for an unknown member and 400 for a bad id, writing nothing', async () => {
    const before = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    for (const path of ['suspend', 'reinstate', 'resendconfirmation']) {
      const res = await adminClient.post(`/api/admin/members/${path}`, { id: 999999 });
      expect(res.status, path).toBe(404);
      expect(res.json).toEqual({ '': ['There is no member with that id'] });
    }
    expect(
      (await adminClient.post('/api/admin/members/setadmin', { id: 999999, isAdmin: true })).status,
    ).toBe(404);
    for (const body of [{}, { id: 'x' }, { id: -1 }, { id: 1.5 }, { id: 1e12 }, { id: null }]) {
      const res = await adminClient.post('/api/admin/members/suspend', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.id).toEqual(['Choose a member']);
    }
    const noFlag = await adminClient.post('/api/admin/members/setadmin', { id: member.id });
    expect(noFlag.status).toBe(400);
    expect(noFlag.json.isAdmin).toEqual(['Say whether the member is to be an administrator']);
    const after = await t.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(after?.n).toBe(before?.n);
  });
});

import { describe, expect } from 'vitest';
import { test } from '../helpers/harness';
import { auditRows } from '../helpers/audit-log';
import { expectAdminOnly } from '../helpers/admin-only';

describe('who may use the member tools', () => {
  test('refuses visitors with 401 and members with 403, whatever they send', async ({ visitor, member }) => {
    await expectAdminOnly(visitor, member, [
      ['GET', '/api/admin/members'],
      ['POST', '/api/admin/members/setadmin', { id: 1, isAdmin: true }],
      ['POST', '/api/admin/members/suspend', { id: 1 }],
      ['POST', '/api/admin/members/reinstate', { id: 1 }],
      ['POST', '/api/admin/members/resendconfirmation', { id: 1 }],
    ]);
  });
});

describe('bad ids and bad input', () => {
  test('answers 404 for an unknown member and 400 for a bad id, writing nothing', async ({
    db,
    admin,
    member,
  }) => {
    const before = (await auditRows(db)).length;
    for (const path of ['suspend', 'reinstate', 'resendconfirmation']) {
      const res = await admin.post(`/api/admin/members/${path}`, { id: 999999 });
      expect(res.status, path).toBe(404);
      expect(res.json).toEqual({ '': ['There is no member with that id'] });
    }
    expect((await admin.post('/api/admin/members/setadmin', { id: 999999, isAdmin: true })).status).toBe(404);
    for (const body of [{}, { id: 'x' }, { id: -1 }, { id: 1.5 }, { id: 1e12 }, { id: null }]) {
      const res = await admin.post('/api/admin/members/suspend', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.id).toEqual(['Choose a member']);
    }
    const noFlag = await admin.post('/api/admin/members/setadmin', { id: member.id });
    expect(noFlag.status).toBe(400);
    expect(noFlag.json.isAdmin).toEqual(['Say whether the member is to be an administrator']);
    expect(await auditRows(db)).toHaveLength(before);
  });
});

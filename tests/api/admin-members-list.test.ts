import { describe, expect } from 'vitest';
import { createMember } from '../helpers/factories';
import { test as harness } from '../helpers/harness';
import { okJson } from '../helpers/ok-json';

/** Besides the administrator and the member (both approved), one member of each other status, in every test. */
const test = harness.extend('others', { auto: true }, async ({ db }) => {
  await createMember(db, { first_name: 'Thomas', last_name: 'Whitaker', approval: 'pending' });
  await createMember(db, {
    first_name: 'Henry',
    last_name: 'Blackwood',
    approval: 'pending',
    email_confirmed_at: null,
  });
  await createMember(db, { first_name: 'Simon', last_name: 'Gone', approval: 'suspended' });
});

describe('GET /api/admin/members', () => {
  test('lists members with their status, newest statuses included, by last name', async ({
    admin,
    member,
  }) => {
    const res = await admin.get('/api/admin/members');
    const list = okJson(res);
    expect(list).toMatchObject({ page: 1, pageSize: 50 });
    const byName = Object.fromEntries(
      list.items.map((m: { lastName: string; status: string }) => [m.lastName, m.status]),
    );
    expect(byName).toMatchObject({
      Ashworth: 'approved',
      [member.lastName]: 'approved',
      Whitaker: 'awaiting_approval',
      Blackwood: 'awaiting_confirmation',
      Gone: 'suspended',
    });
    const ash = list.items.find((m: { lastName: string }) => m.lastName === 'Ashworth');
    expect(ash).toEqual({
      id: admin.id,
      firstName: 'Richard',
      lastName: 'Ashworth',
      email: admin.email,
      yearLeft: 1985,
      house: 'Kipling',
      status: 'approved',
      isAdmin: true,
      createdAt: expect.any(String),
      paymentReference: expect.stringMatching(/^[2-9A-HJKMNP-Z]{8}$/),
    });
    expect(res.text).not.toMatch(/password|hash/i);
  });

  test('filters by status and by words in the name or e-mail address', async ({ admin, member }) => {
    const pending = await admin.get('/api/admin/members?status=awaiting_approval');
    expect(pending.json.items.map((m: { lastName: string }) => m.lastName)).toEqual(['Whitaker']);
    const byName = await admin.get('/api/admin/members?search=peter%20HOLL');
    expect(byName.json.items.map((m: { lastName: string }) => m.lastName)).toEqual(['Holloway']);
    const byEmail = await admin.get(
      `/api/admin/members?search=${encodeURIComponent(member.email.slice(0, 8))}`,
    );
    expect(byEmail.json.items.map((m: { id: number }) => m.id)).toContain(member.id);
    const none = await admin.get('/api/admin/members?search=zzzzqq&status=approved');
    expect(none.json).toEqual({ items: [], total: 0, page: 1, pageSize: 50 });
  });

  test('refuses an unknown status or a bad page', async ({ admin }) => {
    const res = await admin.get('/api/admin/members?status=royalty');
    expect(res.status).toBe(400);
    expect(res.json.status).toEqual(['Choose a status from the list']);
    expect((await admin.get('/api/admin/members?page=0')).status).toBe(400);
  });
});

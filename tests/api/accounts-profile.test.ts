// Accounts, part of what was accounts.test.ts: My Profile: reading and changing a member's own record (spec §6).
import { describe, expect } from 'vitest';
import { currentYear } from '../../src/shared/schemas/member-fields';
import { test } from '../helpers/accounts-harness';
import { createMember, TEST_PASSWORD } from '../helpers/factories';
import { login, uniqueEmail, changePassword, memberRow } from '../helpers/account-helpers';
import { expectFieldErrors } from '../helpers/field-errors';
import { auditRows, onlyAuditRow } from '../helpers/audit-log';

describe('My Profile', () => {
  test('reads the own profile, without any secret; another member 403; an administrator any; visitors 401', async ({
    app,
    newMember,
    otherMember: other,
    admin,
  }) => {
    const m = await newMember({ home_club: 'Woking', society: 'Seniors' });
    const own = await m.get(`/api/Account/GetUser/${m.id}`);
    expect(own.status).toBe(200);
    expect(own.json).toEqual({
      id: m.id,
      title: 'Mr',
      email: m.email,
      mobileNumber: '+447700900123',
      homePhone: null,
      businessPhone: null,
      addressLine1: null,
      postcode: null,
      year: 1985,
      schoolHouse: 'Kipling',
      homeClub: 'Woking',
      society: 'Seniors',
      handicap: 12,
      firstName: m.firstName,
      lastName: m.lastName,
      initials: null,
      isApproved: true,
      versions: { contact: expect.any(String), membership: expect.any(String) },
      preferences: { announcements: true, reminders: true },
      privacy: { listed: true, showEmail: true },
      subscriptions: [],
      paymentReference: expect.stringMatching(/^[2-9A-HJKMNP-Z]{8}$/),
    });
    expect(own.text).not.toContain('argon2');
    expect((await m.get(`/api/account/getuser/${other.id}`)).status).toBe(403);
    expect((await m.get('/api/Account/GetUser/abc')).status).toBe(400);
    expect((await app.client().get(`/api/Account/GetUser/${m.id}`)).status).toBe(401);
    expect((await admin.get(`/api/Account/GetUser/${other.id}`)).json.id).toBe(other.id);
    expect((await admin.get('/api/Account/GetUser/999999')).status).toBe(404);
  });

  test('updates contact details with the rules and messages of the spec; only the own record', async ({
    app,
    db,
    admin,
    member: m,
    otherMember: other,
  }) => {
    const newEmail = uniqueEmail('Changed').toUpperCase();
    const ok = await m.post('/api/account/updatecontactdetails', {
      id: m.id,
      email: newEmail,
      mobileNumber: '07700900999',
      homePhone: '01483 123456',
      businessPhone: '',
      addressLine1: '1 High Street',
      postcode: 'GU22 0LB',
      currentPassword: m.password,
    });
    expect(ok.status).toBe(200);
    // The address changes only from the link sent to it, so no one can move an account away unseen
    // (tests/api/account-tokens.test.ts).
    expect(ok.json).toMatchObject({
      email: m.email,
      pendingEmail: newEmail.toLowerCase(),
      mobileNumber: '+447700900999',
      homePhone: '01483 123456',
      businessPhone: null,
      addressLine1: '1 High Street',
      postcode: 'GU22 0LB',
    });
    await expectFieldErrors(
      m,
      '/api/account/updatecontactdetails',
      {
        id: m.id,
        email: 'nope',
        mobileNumber: '',
      },
      {
        email: ['Please enter a valid email'],
        mobileNumber: ['Mobile is required'],
      },
    );
    // Another member's address answers as a free one (tests/api/email-change-security.test.ts).
    const taken = await m.post('/api/account/updatecontactdetails', {
      id: m.id,
      email: other.email,
      mobileNumber: '07700900999',
      currentPassword: m.password,
    });
    expect(taken.status).toBe(200);
    expect(taken.json).toMatchObject({ email: m.email, pendingEmail: other.email });
    const foreign = await m.post('/api/account/updatecontactdetails', {
      id: other.id,
      email: uniqueEmail(),
      mobileNumber: '07700900999',
    });
    expect(foreign.status).toBe(403);
    expect((await app.client().post('/api/account/updatecontactdetails', { id: m.id })).status).toBe(401);
    const adminSetEmail = uniqueEmail();
    const byAdmin = await admin.post('/api/account/updatecontactdetails', {
      id: m.id,
      email: adminSetEmail,
      mobileNumber: '07700900999',
    });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.json).toMatchObject({ id: m.id, email: adminSetEmail });
    expect(await onlyAuditRow(db, { action: 'member.contact.update', entityId: m.id })).toMatchObject({
      actor_id: admin.id,
    });
    const missing = await admin.post('/api/account/updatecontactdetails', {
      id: 999999,
      email: uniqueEmail(),
      mobileNumber: '07700900999',
    });
    expect(missing.status).toBe(404);
  });

  test('an administrator edits a member for him: the e-mail at once and without a password, each form audited', async ({
    app,
    db,
    admin,
  }) => {
    const m = await createMember(db);
    const moved = uniqueEmail('moved');
    const contact = await admin.post('/api/account/updatecontactdetails', {
      id: m.id,
      email: moved,
      mobileNumber: '07700 900 321',
      addressLine1: '12 Phoned Road',
      postcode: 'GU22 0LB',
    });
    expect(contact.status).toBe(200);
    expect(contact.json).toMatchObject({ id: m.id, email: moved, addressLine1: '12 Phoned Road' });
    expect(contact.json).not.toHaveProperty('pendingEmail');
    const membership = await admin.post('/api/account/updatemembershipdetails', {
      id: m.id,
      year: 1985,
      schoolHouse: 'Kipling',
      handicap: '14.2',
      howHear: '',
    });
    expect(membership.status).toBe(200);
    const row = await memberRow(db, moved);
    expect(row).toMatchObject({ id: m.id, address_line1: '12 Phoned Road', handicap: 14.2 });
    const audit = await auditRows(db, { entity: 'member', entityId: m.id });
    expect(audit.map((r) => [r.action, r.actor_id])).toEqual([
      ['member.contact.update', admin.id],
      ['member.membership.update', admin.id],
    ]);
    expect(JSON.parse(audit[0].before_json!)).toMatchObject({ email: m.email, addressLine1: null });
    expect(JSON.parse(audit[0].after_json!)).toMatchObject({ email: moved, addressLine1: '12 Phoned Road' });
    expect(JSON.parse(audit[1].before_json!)).toMatchObject({ handicap: 12 });
    expect(JSON.parse(audit[1].after_json!)).toMatchObject({ handicap: 14.2 });
    // The member can log in with the address the secretary set.
    expect((await login(app.client(), moved, TEST_PASSWORD)).status).toBe(200);
  });

  test('updates membership details with the same ranges as registration', async ({
    db,
    member: m,
    otherMember: other,
  }) => {
    const ok = await m.post('/api/account/updatemembershipdetails', {
      id: m.id,
      year: 1990,
      schoolHouse: 'Batten',
      homeClub: 'Sunningdale',
      society: 'Seniors',
      handicap: '9.4',
      howHear: '',
    });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({
      year: 1990,
      schoolHouse: 'Batten',
      homeClub: 'Sunningdale',
      handicap: 9.4,
    });
    const plus = await m.post('/api/account/updatemembershipdetails', {
      id: m.id,
      year: 1990,
      handicap: '+2.5',
      howHear: '',
    });
    expect(plus.status).toBe(200);
    expect(plus.json).toMatchObject({ handicap: -2.5 });
    expect((await memberRow(db, m.email)).handicap).toBe(-2.5);
    await expectFieldErrors(
      m,
      '/api/account/updatemembershipdetails',
      {
        id: m.id,
        year: '',
        handicap: '60',
      },
      {
        year: ['Year left is required'],
        handicap: ['Enter a handicap index from +10.0 to 54.0, such as 10.2 or +1.4'],
      },
    );
    // A house not on the society's list is refused (one the member already has is kept: society-settings-use).
    expect(
      (await m.post('/api/account/updatemembershipdetails', { id: m.id, year: 1990, schoolHouse: 'Nowhere' }))
        .json,
    ).toEqual({ schoolHouse: ['Please choose a house'] });
    const future = await m.post('/api/account/updatemembershipdetails', {
      id: m.id,
      year: currentYear() + 1,
    });
    expect(future.json).toEqual({ year: [`Enter a year between 1930 and ${currentYear()}`] });
    const cleared = await m.post('/api/account/updatemembershipdetails', {
      id: m.id,
      year: '1991',
      schoolHouse: '',
      handicap: '',
    });
    expect(cleared.json).toMatchObject({ year: 1991, schoolHouse: null, handicap: null, homeClub: null });
    expect((await m.post('/api/account/updatemembershipdetails', { id: other.id, year: 1990 })).status).toBe(
      403,
    );
  });

  test('changes the password: {errors:[{code, description}]} on failure; other sessions end', async ({
    app,
    db,
  }) => {
    const m = await createMember(db);
    const other = await createMember(db);
    const elsewhere = app.client();
    await login(elsewhere, m.email, m.password);
    const c = app.client();
    await login(c, m.email, m.password);
    const wrongOld = await changePassword(c, m.id, 'not-it');
    expect(wrongOld.status).toBe(400);
    expect(wrongOld.json).toEqual({
      errors: [{ code: 'IncorrectPassword', description: 'Your Old Password is not correct' }],
    });
    const rules = await changePassword(c, m.id, '', 'short', 'other');
    expect(rules.json.errors.map((e: { code: string }) => e.code)).toEqual([
      'OldPasswordRequired',
      'PasswordTooShort',
      'PasswordMismatch',
    ]);
    // The spec's words, as the form says them (the shared schema's rule).
    expect(rules.json.errors[1].description).toBe(
      'Password must be 8 characters long, we need another 3 characters',
    );
    const types = await c.post('/api/account/changepassword', { id: 'x', oldPassword: 3 });
    expect(types.status).toBe(400);
    expect(Array.isArray(types.json.errors)).toBe(true);
    const foreign = await changePassword(c, other.id, TEST_PASSWORD);
    expect(foreign.status).toBe(403);
    expect(foreign.json.errors[0].code).toBe('Forbidden');
    const ok = await changePassword(c, m.id, TEST_PASSWORD);
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ succeeded: true });
    expect((await c.get('/api/auth/session')).status).toBe(200);
    expect((await elsewhere.get('/api/auth/session')).status).toBe(401);
    expect((await login(app.client(), m.email, 'brand-new-pass')).status).toBe(200);
    expect((await memberRow(db, m.email)).password_hash).toMatch(/^\$argon2id\$/);
    expect((await app.client().post('/api/account/changepassword', { id: m.id })).status).toBe(401);
  });
});

// Mobile numbers as people write them (decision 0020): registration, My Profile, the import and the administrator's
// member search take spaces, dashes, brackets and a leading +, store E.164, and the old digits-only numbers are
// rewritten by the migration where they read as a mobile.
import { describe, expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { phoneNumbersMigration } from '../../src/server/db/migrations/0008-phone-numbers';
import { createMember } from '../helpers/factories';
import { test } from '../helpers/harness';
import { registration, uniqueEmail } from '../helpers/account-helpers';
import { IMPORT_HEADER, csvUploader } from '../helpers/member-import';
import { expectFieldErrors } from '../helpers/field-errors';

const storedMobile = async (db: Db, email: string) =>
  (
    await db
      .selectFrom('members')
      .select('mobile_number')
      .where('email', '=', email.toLowerCase())
      .executeTakeFirstOrThrow()
  ).mobile_number;

describe('registration', () => {
  test('takes a UK mobile with spaces and a mobile abroad with +, and stores them in E.164', async ({
    app,
    db,
  }) => {
    for (const [written, stored] of [
      ['07700 900 123', '+447700900123'],
      ['+852 9123 4567', '+85291234567'],
      ['(07700) 900-124', '+447700900124'],
      ['00353 87 123 4567', '+353871234567'],
    ]) {
      const email = uniqueEmail('reg');
      const res = await app
        .client()
        .post('/api/account/register', registration({ email, mobileNumber: written }));
      expect(res.status, written).toBe(200);
      expect(await storedMobile(db, email)).toBe(stored);
    }
  });

  test("keeps the spec's messages for a missing or wrong number", async ({ app }) => {
    for (const [written, message] of [
      ['', 'Mobile is required'],
      ['07700 900', 'Please enter a valid mobile number'],
      ['+852 1234 5678', 'Please enter a valid mobile number'],
      ['07700 9OO 123', 'Please enter a valid mobile number'],
    ]) {
      const res = await app.client().post('/api/account/register', registration({ mobileNumber: written }));
      expect(res.status, written).toBe(400);
      expect(res.json.mobileNumber, written).toEqual([message]);
    }
  });
});

describe('My Profile', () => {
  test('saves a mobile with spaces or abroad, in E.164, and answers the stored form', async ({
    member: m,
    db,
  }) => {
    const contact = (mobileNumber: string) => ({
      id: m.id,
      email: m.email,
      mobileNumber,
      homePhone: '01483 123456',
    });
    let res = await m.post('/api/account/updatecontactdetails', contact('07700 900108'));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ mobileNumber: '+447700900108', homePhone: '01483 123456' });
    expect(await storedMobile(db, m.email)).toBe('+447700900108');
    res = await m.post('/api/account/updatecontactdetails', contact('+852 9123 4567'));
    expect(res.json.mobileNumber).toBe('+85291234567');
    await expectFieldErrors(m, '/api/account/updatecontactdetails', contact('9123'), {
      mobileNumber: ['Please enter a valid mobile number'],
    });
    expect(await storedMobile(db, m.email)).toBe('+85291234567');
  });
});

describe('import', () => {
  test('takes numbers as written, abroad too, and stores them in E.164', async ({ db, admin }) => {
    const csv = [
      IMPORT_HEADER,
      'Wing,Chan,wing.chan@example.com,1988,Kipling,9,+852 9123 4567',
      'Aidan,Walsh,aidan.walsh@example.com,1990,Batten,12,+44 7700 900203',
      'Tom,Hart,tom.hart@example.com,1975,Colvin,15,07700-900-204',
    ].join('\n');
    const res = await csvUploader(() => admin)(csv);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.created).toBe(3);
    expect(await storedMobile(db, 'wing.chan@example.com')).toBe('+85291234567');
    expect(await storedMobile(db, 'aidan.walsh@example.com')).toBe('+447700900203');
    expect(await storedMobile(db, 'tom.hart@example.com')).toBe('+447700900204');
  });

  test('names a row whose mobile is not a mobile number', async ({ admin }) => {
    const res = await csvUploader(() => admin)(
      `${IMPORT_HEADER}\nBad,Number,bad.number@example.com,1990,Kipling,5,12345\n`,
    );
    expect(res.status).toBe(400);
    expect(res.json['Row 2']).toEqual(['Mobile: Please enter a valid mobile number']);
  });
});

describe("the administrator's member search", () => {
  test('finds a member by mobile however the number is typed', async ({ db, admin }) => {
    const m = await createMember(db, {
      first_name: 'Mobile',
      last_name: 'Finder',
      mobile_number: '+447700900777',
    });
    await createMember(db, { first_name: 'Other', last_name: 'Number', mobile_number: '+447700900778' });
    for (const typed of ['07700 900777', '07700900777', '+44 7700 900777', '+44 (0)7700 900-777']) {
      const res = await admin.get(`/api/admin/members?search=${encodeURIComponent(typed)}`);
      expect(res.status, typed).toBe(200);
      expect(
        res.json.items.map((i: { id: number }) => i.id),
        typed,
      ).toEqual([m.id]);
    }
    // Names and e-mail addresses are searched as before.
    const byName = await admin.get('/api/admin/members?search=Finder');
    expect(byName.json.items.map((i: { id: number }) => i.id)).toEqual([m.id]);
  });
});

describe('the migration of stored numbers', () => {
  test('rewrites digits-only mobiles in E.164 and leaves the unreadable ones as they were', async ({
    db,
  }) => {
    const migration = phoneNumbersMigration();
    await migration.down(db);
    const uk = await createMember(db, { mobile_number: '07700900555' });
    const abroad = await createMember(db, { mobile_number: '0085291234567' });
    const odd = await createMember(db, { mobile_number: '0770090' });
    const none = await createMember(db, { mobile_number: null });
    await migration.up(db);
    const after = Object.fromEntries(
      (
        await db
          .selectFrom('members')
          .select(['id', 'mobile_number'])
          .where('id', 'in', [uk.id, abroad.id, odd.id, none.id])
          .execute()
      ).map((r) => [r.id, r.mobile_number]),
    );
    expect(after).toEqual({
      [uk.id]: '+447700900555',
      [abroad.id]: '+85291234567',
      [odd.id]: '0770090',
      [none.id]: null,
    });
  });
});

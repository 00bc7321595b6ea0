import { describe, expect } from 'vitest';
import { hashToken } from '../../src/server/lib/tokens';
import { memberById } from '../helpers/factories';
import { IMPORT_HEADER, importTest as test } from '../helpers/member-import';
import { linkIn } from '../helpers/smtp-sink';
import { auditRows } from '../helpers/audit-log';

const HEADER = IMPORT_HEADER;

describe('import', () => {
  test('refuses the whole file when any row has a problem, naming each row, and writes nothing', async ({
    upload,
    nothingWritten,
  }) => {
    const csv = `${HEADER}\nGood,Row,good.row@example.com,1990,Kipling,5,07700900116\nBad,Row,bad-email,1990,Kipling,5,07700900117\n`;
    const res = await nothingWritten(() => upload(csv));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      '': ['Nothing was imported: 1 row has a problem. Please correct the file and try again'],
      'Row 3': ['Email: Please enter a valid email address'],
    });
  });

  test('creates every member in one go: approved, invited to set a password for 14 days, audited', async ({
    upload,
    nothingWritten,
    db,
    admin,
    mail,
  }) => {
    const csv = [
      'Title,First Name,Last Name,Email,Year Left,House,Handicap,Mobile,Home Phone,Address,Postcode,County,Club,Society',
      'Dr,James,Fairweather,James.F@Example.com,1972,Batten,+1.4,07700900111,01234 567890,Heather Cottage,RH20 2EN,West Sussex,West Sussex,OBGS',
      'mr.,Ann,Ok,ann.ok@example.com,2001,b.frere,14.2,07700900114,,,,,,',
    ].join('\n');
    const res = await upload(csv);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      created: 2,
      message: '2 members were imported and sent an invitation to set a password',
    });

    const james = await db
      .selectFrom('members')
      .selectAll()
      .where('email', '=', 'james.f@example.com')
      .executeTakeFirstOrThrow();
    expect(james).toMatchObject({
      title: 'Dr',
      first_name: 'James',
      last_name: 'Fairweather',
      year_left: 1972,
      house: 'Batten',
      handicap: -1.4,
      mobile_number: '+447700900111',
      home_phone: '01234 567890',
      address_line1: 'Heather Cottage',
      postcode: 'RH20 2EN',
      county: 'West Sussex',
      home_club: 'West Sussex',
      society: 'OBGS',
      approval: 'approved',
      email_confirmed_at: null,
      password_hash: null,
      is_admin: 0,
    });
    const ann = await db
      .selectFrom('members')
      .selectAll()
      .where('email', '=', 'ann.ok@example.com')
      .executeTakeFirstOrThrow();
    expect(ann).toMatchObject({ title: 'Mr', house: 'B.Frere', handicap: 14.2, home_club: null });

    const invite = await mail.waitFor({ to: 'james.f@example.com' });
    expect(invite.subject).toMatch(/set your password/i);
    const link = new URL(linkIn(invite, '/passwordreset'));
    expect(link.searchParams.get('email')).toBe('james.f@example.com');
    const token = await db
      .selectFrom('email_tokens')
      .selectAll()
      .where('token_hash', '=', hashToken(link.searchParams.get('token')!))
      .executeTakeFirstOrThrow();
    expect(token).toMatchObject({ member_id: james.id, purpose: 'invite', used_at: null });
    expect((Date.parse(token.expires_at) - Date.parse(token.created_at)) / 86_400_000).toBeCloseTo(14, 3);
    await mail.waitFor({ to: 'ann.ok@example.com' });

    const audit = await auditRows(db, { action: 'member.import' });
    expect(audit.map((a) => [a.actor_id, a.entity, a.entity_id])).toEqual([
      [admin.id, 'member', String(james.id)],
      [admin.id, 'member', String(ann.id)],
    ]);

    // Approved at once, each owes this year's subscription (£30 in the settings) from the import.
    const charged = await db
      .selectFrom('subscription_charges')
      .select(['member_id', 'amount_pence'])
      .where('member_id', 'in', [james.id, ann.id])
      .orderBy('member_id')
      .execute();
    expect(charged).toEqual([
      { member_id: james.id, amount_pence: 3000 },
      { member_id: ann.id, amount_pence: 3000 },
    ]);
    expect((await memberById(db, ann.id)).balance_pence).toBe(3000);

    // The same file again: every row is now a duplicate of an existing member.
    const again = await nothingWritten(() => upload(csv));
    expect(again.status).toBe(400);
    expect(again.json['Row 2']).toEqual(['Email: a member with this address already exists']);
  });

  test('reads Excel’s Windows-1252 files and a byte-order mark', async ({ upload }) => {
    const latin1 = Uint8Array.from(
      Buffer.from(`${HEADER}\nZoë,Brontë,zoe@example.com,1999,Hailey,7,07700900118\n`, 'latin1'),
    );
    const res = await upload(latin1, { preview: true });
    expect(res.json.rows[0]).toMatchObject({ firstName: 'Zoë', lastName: 'Brontë', problems: [] });
    const bom = await upload(`\uFEFF${HEADER}\nA,B,bom@example.com,1990,Kipling,5,07700900119\n`, {
      preview: true,
    });
    expect(bom.json.rows[0].problems).toEqual([]);
  });
});

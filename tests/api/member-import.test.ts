import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app';
import { createAdmin, createMember, signInAs, type TestMember } from '../helpers/factories';
import { SmtpSink, linkIn } from '../helpers/smtp-sink';
import type { TestClient } from '../helpers/http-client';
import { hashToken } from '../../src/server/lib/tokens';

let t: TestApp;
let sink: SmtpSink;
let admin: TestMember;
let adminClient: TestClient;
let memberClient: TestClient;

beforeAll(async () => {
  sink = await new SmtpSink().start();
  t = await startTestApp({ SMTP_URL: sink.url });
  admin = await createAdmin(t.db);
  adminClient = t.client();
  await signInAs(adminClient, t.db, admin.id);
  const member = await createMember(t.db, { email: 'taken@example.com' });
  memberClient = t.client();
  await signInAs(memberClient, t.db, member.id);
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

const HEADER = 'First Name,Last Name,Email,Year Left,House,Handicap,Mobile';

function upload(
  content: string | Uint8Array,
  { preview = false, client = adminClient, name = 'members.csv' } = {},
) {
  const form = new FormData();
  form.append('isApproved', 'true');
  form.append('file', new Blob([content as BlobPart], { type: 'text/csv' }), name);
  return client.post(`/api/Admin/ImportUsers${preview ? '?preview=1' : ''}`, form);
}

const countMembers = async () =>
  Number(
    (
      await t.db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const countRows = async (table: 'audit_log' | 'mail_outbox' | 'email_tokens') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function nothingWritten<T>(fn: () => Promise<T>): Promise<T> {
  const before = [
    await countMembers(),
    await countRows('audit_log'),
    await countRows('mail_outbox'),
    await countRows('email_tokens'),
  ];
  const result = await fn();
  const after = [
    await countMembers(),
    await countRows('audit_log'),
    await countRows('mail_outbox'),
    await countRows('email_tokens'),
  ];
  expect(after).toEqual(before);
  return result;
}

describe('who may import', () => {
  it('refuses visitors with 401 and members with 403 before reading the upload', async () => {
    expect((await upload(`${HEADER}\n`, { client: t.client() })).status).toBe(401);
    expect((await upload(`${HEADER}\n`, { client: memberClient })).status).toBe(403);
    expect((await memberClient.post('/api/admin/importusers', { isApproved: true })).status).toBe(403);
  });
});

describe('preview', () => {
  it('lists every row and every problem without writing anything', async () => {
    const csv = [
      'first_name;last_name;e-mail;yearLeft;School House;handicap;Mobile Number;Shoe Size',
      'James;Fairweather;james.f@example.com;1972;batten;11;07700 900111;10',
      ';Nobody;not-an-email;1850;Hogwarts;99;phone;9',
      'Jim;Copy;JAMES.F@example.com;1980;Kipling;3;07700900112;8',
      'Tom;Taken;taken@example.com;1990;Colvin;14.2;07700900113;7',
      '',
      'Ann;Ok;ann.ok@example.com;2001;B.Frere;0;07700900114;6',
    ].join('\r\n');
    const res = await nothingWritten(() => upload(csv, { preview: true }));
    expect(res.status).toBe(200);
    expect(res.json.ignoredColumns).toEqual(['Shoe Size']);
    expect(res.json.validCount).toBe(2);
    expect(res.json.problemCount).toBe(3);
    const [james, bad, copy, taken, ann] = res.json.rows;
    expect(james).toEqual({
      row: 2,
      firstName: 'James',
      lastName: 'Fairweather',
      email: 'james.f@example.com',
      yearLeft: '1972',
      house: 'Batten',
      handicap: '11',
      mobile: '07700 900111',
      problems: [],
    });
    expect(bad.row).toBe(3);
    expect(bad.problems).toEqual([
      'First Name: First Name is required',
      'Email: Please enter a valid email address',
      `Year Left: Enter a year between 1930 and ${new Date().getUTCFullYear()}`,
      "House: 'Hogwarts' is not a school house (Allenby, Albans, B.Frere, Batten, Colvin, Edmonstone, Hailey, Kipling, Lawrence, Melvill, Thomason, Trevelyan)",
      'Handicap: Enter a handicap index from +10.0 to 54.0, such as 10.2 or +1.4',
      'Mobile: Please enter a valid mobile number',
    ]);
    expect(copy.problems).toEqual(['Email: the same address as row 2']);
    expect(taken.problems).toEqual(['Email: a member with this address already exists']);
    expect(ann).toMatchObject({ row: 7, problems: [] });
  });

  it('accepts mode=preview as a form field too', async () => {
    const form = new FormData();
    form.append('mode', 'preview');
    form.append('file', new Blob([`${HEADER}\nA,B,a.b@example.com,1990,Kipling,5,07700900115\n`]), 'x.csv');
    const res = await nothingWritten(() => adminClient.post('/api/Admin/ImportUsers', form));
    expect(res.status).toBe(200);
    expect(res.json.validCount).toBe(1);
  });
});

describe('import', () => {
  it('refuses the whole file when any row has a problem, naming each row, and writes nothing', async () => {
    const csv = `${HEADER}\nGood,Row,good.row@example.com,1990,Kipling,5,07700900116\nBad,Row,bad-email,1990,Kipling,5,07700900117\n`;
    const res = await nothingWritten(() => upload(csv));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      '': ['Nothing was imported: 1 row has a problem. Please correct the file and try again'],
      'Row 3': ['Email: Please enter a valid email address'],
    });
  });

  it('creates every member in one go: approved, invited to set a password for 14 days, audited', async () => {
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

    const james = await t.db
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
      mobile_number: '07700900111',
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
    const ann = await t.db
      .selectFrom('members')
      .selectAll()
      .where('email', '=', 'ann.ok@example.com')
      .executeTakeFirstOrThrow();
    expect(ann).toMatchObject({ title: 'Mr', house: 'B.Frere', handicap: 14.2, home_club: null });

    const mail = await sink.waitFor((m) => sink.to('james.f@example.com').includes(m));
    expect(mail.subject).toMatch(/set your password/i);
    const link = new URL(linkIn(mail, '/passwordreset'));
    expect(link.searchParams.get('email')).toBe('james.f@example.com');
    const token = await t.db
      .selectFrom('email_tokens')
      .selectAll()
      .where('token_hash', '=', hashToken(link.searchParams.get('token')!))
      .executeTakeFirstOrThrow();
    expect(token).toMatchObject({ member_id: james.id, purpose: 'invite', used_at: null });
    expect((Date.parse(token.expires_at) - Date.parse(token.created_at)) / 86_400_000).toBeCloseTo(14, 3);
    await sink.waitFor((m) => sink.to('ann.ok@example.com').includes(m));

    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'member.import')
      .execute();
    expect(audit.map((a) => [a.actor_id, a.entity, a.entity_id])).toEqual([
      [admin.id, 'member', String(james.id)],
      [admin.id, 'member', String(ann.id)],
    ]);

    // The same file again: every row is now a duplicate of an existing member.
    const again = await nothingWritten(() => upload(csv));
    expect(again.status).toBe(400);
    expect(again.json['Row 2']).toEqual(['Email: a member with this address already exists']);
  });

  it('reads Excel’s Windows-1252 files and a byte-order mark', async () => {
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

describe('bad files', () => {
  const cases: [string, string | Uint8Array, string][] = [
    ['an empty file', '   \n', 'The file is empty'],
    ['column names only', `${HEADER}\n\n`, 'The file has column names but no members'],
    [
      'missing columns',
      'First Name,Last Name,Email\nA,B,c@example.com\n',
      'The file has no column for: Year Left, House, Handicap, Mobile. Its first row must name the columns: First Name, Last Name, Email, Year Left, House, Handicap, Mobile (and, if you have them, Title, Home Phone, Business Phone, Address Line 1, Postcode, County, Club, Society)',
    ],
    [
      'a repeated column',
      `${HEADER},E-mail\n`,
      "Two columns of the file are both 'Email'; please remove one",
    ],
    [
      'an unclosed quote',
      `${HEADER}\nA,"B,c@example.com,1990,Kipling,5,07700900111\n`,
      'The file could not be read: a value in quotation marks on row 2 is never closed. Please check the file and try again',
    ],
    [
      'a binary file',
      Uint8Array.from([0x25, 0x50, 0x44, 0x46, 0x00, 0x01, 0x02]),
      'This file does not look like a CSV file. Please save the spreadsheet as CSV and try again',
    ],
  ];
  for (const [what, content, message] of cases) {
    it(`refuses ${what} with a clear message`, async () => {
      for (const preview of [true, false]) {
        const res = await nothingWritten(() => upload(content, { preview }));
        expect(res.status).toBe(400);
        expect(res.json).toEqual({ '': [message] });
      }
    });
  }

  it('refuses more than 2,000 rows', async () => {
    const rows = Array.from({ length: 2001 }, (_, i) => `A,B,x${i}@example.com,1990,Kipling,5,07700900111`);
    const res = await nothingWritten(() => upload(`${HEADER}\n${rows.join('\n')}\n`));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ '': ['The file has 2,001 members; please import at most 2,000 at a time'] });
  });

  it('refuses a file over 1 MB with 413', async () => {
    const big = `${HEADER}\n${'A,B,c@example.com,1990,Kipling,5,07700900111\n'.repeat(25_000)}`;
    const res = await nothingWritten(() => upload(big));
    expect(res.status).toBe(413);
    expect(res.json).toEqual({
      '': ['The file must be 1 MB or smaller; please split it into smaller files'],
    });
  });

  it('asks for a file when none is sent, or when the body is not an upload', async () => {
    const form = new FormData();
    form.append('isApproved', 'true');
    const res = await adminClient.post('/api/Admin/ImportUsers', form);
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ '': ['Please choose a CSV file to import'] });
    const json = await adminClient.post('/api/Admin/ImportUsers', { isApproved: true });
    expect(json.status).toBe(400);
    expect(json.json).toEqual({ '': ['Please choose a CSV file to import'] });
    const broken = await adminClient.post('/api/Admin/ImportUsers', '--x\r\nnot really multipart', {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(broken.status).toBe(400);
  });

  it('a row with too many values is a problem of that row', async () => {
    const res = await upload(`${HEADER}\nA,B,c2@example.com,1990,Kipling,5,07700900111,extra\n`, {
      preview: true,
    });
    expect(res.json.rows[0].problems).toEqual([
      'This row has more values than the file has columns (8 for 7)',
    ]);
  });
});

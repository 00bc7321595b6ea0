import { describe, expect } from 'vitest';
import { createMember } from '../helpers/factories';
import { IMPORT_HEADER, importTest as test } from '../helpers/member-import';

const HEADER = IMPORT_HEADER;

describe('who may import', () => {
  test('refuses visitors with 401 and members with 403 before reading the upload', async ({
    upload,
    visitor,
    member,
  }) => {
    expect((await upload(`${HEADER}\n`, { client: visitor })).status).toBe(401);
    expect((await upload(`${HEADER}\n`, { client: member })).status).toBe(403);
    expect((await member.post('/api/admin/importusers', { isApproved: true })).status).toBe(403);
  });
});

describe('preview', () => {
  test('lists every row and every problem without writing anything', async ({
    upload,
    nothingWritten,
    db,
  }) => {
    const csv = [
      'first_name;last_name;e-mail;yearLeft;School House;handicap;Mobile Number;Shoe Size',
      'James;Fairweather;james.f@example.com;1972;batten;11;07700 900111;10',
      ';Nobody;not-an-email;1850;Hogwarts;99;phone;9',
      'Jim;Copy;JAMES.F@example.com;1980;Kipling;3;07700900112;8',
      'Tom;Taken;taken@example.com;1990;Colvin;14.2;07700900113;7',
      '',
      'Ann;Ok;ann.ok@example.com;2001;B.Frere;0;07700900114;6',
    ].join('\r\n');
    // Tom Taken's address is an existing member's.
    await createMember(db, { email: 'taken@example.com' });
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
      warnings: [],
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

  test('refuses a name with a line break in it', async ({ upload, nothingWritten }) => {
    const csv = `${HEADER}\n"Ann\r\nBcc: x@example.com","Two\nLines",ann.lines@example.com,1990,Kipling,5,07700900118\n`;
    const res = await nothingWritten(() => upload(csv, { preview: true }));
    expect(res.json.rows[0].problems).toEqual([
      'First Name: First Name must be on one line',
      'Last Name: Last Name must be on one line',
    ]);
  });

  test('accepts mode=preview as a form field too', async ({ nothingWritten, admin }) => {
    const form = new FormData();
    form.append('mode', 'preview');
    form.append('file', new Blob([`${HEADER}\nA,B,a.b@example.com,1990,Kipling,5,07700900115\n`]), 'x.csv');
    const res = await nothingWritten(() => admin.post('/api/Admin/ImportUsers', form));
    expect(res.status).toBe(200);
    expect(res.json.validCount).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/test-app';
import type { SmtpSink } from '../helpers/smtp-sink';
import type { TestClient } from '../helpers/http-client';
import { csvUploader, IMPORT_HEADER, nothingWrittenIn, startImportApp } from '../helpers/member-import';

let t: TestApp;
let sink: SmtpSink;
let adminClient: TestClient;
let memberClient: TestClient;

beforeAll(async () => {
  ({ t, sink, adminClient, memberClient } = await startImportApp());
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

const HEADER = IMPORT_HEADER;
const upload = csvUploader(() => adminClient);
const nothingWritten = <T>(fn: () => Promise<T>) => nothingWrittenIn(t.db, fn);

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

  it('refuses a name with a line break in it', async () => {
    const csv = `${HEADER}\n"Ann\r\nBcc: x@example.com","Two\nLines",ann.lines@example.com,1990,Kipling,5,07700900118\n`;
    const res = await nothingWritten(() => upload(csv, { preview: true }));
    expect(res.json.rows[0].problems).toEqual([
      'First Name: First Name must be on one line',
      'Last Name: Last Name must be on one line',
    ]);
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

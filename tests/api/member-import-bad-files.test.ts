import { describe, expect } from 'vitest';
import { IMPORT_HEADER, importTest as test } from '../helpers/member-import';
import { expectFieldErrors } from '../helpers/field-errors';

const HEADER = IMPORT_HEADER;

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
    test(`refuses ${what} with a clear message`, async ({ upload, nothingWritten }) => {
      for (const preview of [true, false]) {
        const res = await nothingWritten(() => upload(content, { preview }));
        expect(res.status).toBe(400);
        expect(res.json).toEqual({ '': [message] });
      }
    });
  }

  test('refuses more than 2,000 rows', async ({ upload, nothingWritten }) => {
    const rows = Array.from({ length: 2001 }, (_, i) => `A,B,x${i}@example.com,1990,Kipling,5,07700900111`);
    const res = await nothingWritten(() => upload(`${HEADER}\n${rows.join('\n')}\n`));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ '': ['The file has 2,001 members; please import at most 2,000 at a time'] });
  });

  test('refuses a file over 1 MB with 413', async ({ upload, nothingWritten }) => {
    const big = `${HEADER}\n${'A,B,c@example.com,1990,Kipling,5,07700900111\n'.repeat(25_000)}`;
    const res = await nothingWritten(() => upload(big));
    expect(res.status).toBe(413);
    expect(res.json).toEqual({
      '': ['The file must be 1 MB or smaller; please split it into smaller files'],
    });
  });

  test('asks for a file when none is sent, or when the body is not an upload', async ({ admin }) => {
    const form = new FormData();
    form.append('isApproved', 'true');
    await expectFieldErrors(admin, '/api/Admin/ImportUsers', form, {
      '': ['Please choose a CSV file to import'],
    });
    await expectFieldErrors(
      admin,
      '/api/Admin/ImportUsers',
      { isApproved: true },
      { '': ['Please choose a CSV file to import'] },
    );
    const broken = await admin.post('/api/Admin/ImportUsers', '--x\r\nnot really multipart', {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(broken.status).toBe(400);
  });

  test('a row with too many values is a problem of that row', async ({ upload }) => {
    const res = await upload(`${HEADER}\nA,B,c2@example.com,1990,Kipling,5,07700900111,extra\n`, {
      preview: true,
    });
    expect(res.json.rows[0].problems).toEqual([
      'This row has more values than the file has columns (8 for 7)',
    ]);
  });
});

import { describe, expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { chargeMember } from '../helpers/charges';
import { auditRows } from '../helpers/audit-log';
import { createMember } from '../helpers/factories';
import { test as harness } from '../helpers/harness';
import type { TestClient } from '../helpers/http-client';
import { makeTestPdf } from '../helpers/pdf';

/**
 * The treasurer's bank statement (DESIGN.md 'Money'): a CSV as the bank exports it is read, each credit matched
 * to a member, and the chosen lines recorded; a line is never recorded twice, however often the statement (or an
 * overlapping one) is imported; a file that is no statement is refused saying what it is, and changes nothing.
 */

interface Person {
  id: number;
  reference: string;
}

/** Payers of the statements: Alan (who owes £45 and gives his reference), Brian (owes £30, gives only his name). */
const test = harness.extend('payers', async ({ db }) => {
  const person = async (first: string, last: string, owes: number): Promise<Person> => {
    const m = await createMember(db, { first_name: first, last_name: last });
    if (owes) await chargeMember(db, m.id, owes);
    const row = await db
      .selectFrom('members')
      .select('payment_reference')
      .where('id', '=', m.id)
      .executeTakeFirstOrThrow();
    return { id: m.id, reference: row.payment_reference! };
  };
  return { alan: await person('Alan', 'Ashby', 4500), brian: await person('Brian', 'Brookfield', 3000) };
});

/** A Barclays download: 'Number,Date,Account,Amount,Subcategory,Memo', one signed amount, payer and reference in Memo. */
const barclays = (rows: [date: string, amount: string, memo: string][]) =>
  [
    'Number,Date,Account,Amount,Subcategory,Memo',
    ...rows.map(([date, amount, memo]) => `,${date},20-32-06 13152170,${amount},Funds Transfer,${memo}`),
  ].join('\r\n');

function upload(
  c: TestClient,
  content: string | Uint8Array,
  { name = 'statement.csv', columns }: { name?: string; columns?: unknown } = {},
) {
  const form = new FormData();
  if (columns !== undefined) form.append('columns', JSON.stringify(columns));
  form.append('file', new Blob([content as BlobPart], { type: 'text/csv' }), name);
  return c.post('/api/admin/payments/import/preview', form);
}

interface PreviewLine {
  lineId: string;
  date: string;
  description: string;
  amountPence: number;
  match: { memberId: number; name: string; reason: string } | null;
  alreadyImported: boolean;
  note: string | null;
}

const importLines = (c: TestClient, lines: { lineId: string; memberId: number }[]) =>
  c.post('/api/admin/payments/import', { lines });
const chosen = (lines: PreviewLine[]) =>
  lines
    .filter((l) => l.match && !l.alreadyImported)
    .map((l) => ({ lineId: l.lineId, memberId: l.match!.memberId }));

const counts = async (db: Db) => ({
  payments: (await db.selectFrom('payments').select('id').execute()).length,
  audit: (await db.selectFrom('audit_log').select('id').execute()).length,
});

describe('POST /api/admin/payments/import/preview', () => {
  test('matches each credit by reference (any case, spacing or one character wrong) or by name and the amount owed; debits are left out', async ({
    admin,
    payers: { alan, brian },
    db,
  }) => {
    const typo =
      alan.reference.slice(0, 5) + (alan.reference[5] === '2' ? '3' : '2') + alan.reference.slice(6);
    const csv = barclays([
      ['01/04/2026', '45.00', `A ASHBY ${alan.reference.toLowerCase().replace(/(.{4})/, '$1 ')} GOLF`],
      ['02/04/2026', '30.00', 'B BROOKFIELD SPRING'],
      ['03/04/2026', '-120.00', 'CLUBHOUSE CATERING'],
      ['04/04/2026', '12.00', `ASHBY ${typo}`],
      ['05/04/2026', '99.00', 'SOMEONE ELSE'],
    ]);
    const before = await counts(db);
    const res = await upload(admin, csv);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      recognised: true,
      layout: 'Barclays',
      debitsIgnored: 1,
      unreadRows: [],
    });
    const lines: PreviewLine[] = res.json.lines;
    expect(
      lines.map((l) => [l.date, l.amountPence, l.match?.memberId ?? null, l.match?.reason ?? null]),
    ).toEqual([
      ['2026-04-01', 4500, alan.id, 'reference'],
      ['2026-04-02', 3000, brian.id, 'name and amount'],
      ['2026-04-04', 1200, alan.id, 'reference'],
      ['2026-04-05', 9900, null, null],
    ]);
    expect(lines[2].note).toMatch(/one character wrong/);
    expect(lines.every((l) => /^[0-9a-f]{32}$/.test(l.lineId) && !l.alreadyImported)).toBe(true);
    // Nothing is recorded by a preview.
    expect(await counts(db)).toEqual(before);
  });

  test('refuses what is not a bank statement, saying what it is, and changes nothing', async ({
    admin,
    db,
  }) => {
    const before = await counts(db);
    const refused = async (content: string | Uint8Array, status: number, message: RegExp, name?: string) => {
      const res = await upload(admin, content, { name });
      expect(res.status, String(message)).toBe(status);
      expect(res.json[''][0]).toMatch(message);
    };
    await refused(
      await makeTestPdf('Statement'),
      400,
      /^This file is a PDF, not a bank statement in CSV/,
      'statement.pdf',
    );
    await refused(
      'First Name,Last Name,Email,Year Left,House,Handicap,Mobile\nIan,Imported,ian@example.com,1980,Kipling,9,07700900111\n',
      400,
      /looks like a list of members, not a bank statement/,
    );
    await refused(
      new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]),
      400,
      /Excel workbook/,
      'statement.xlsx',
    );
    await refused(
      'Hello, this is a letter\nnot a statement at all\n',
      400,
      /does not look like a bank statement/,
    );
    // 20 MB: the upload stops at the reader's 2 MB and says so in its words.
    const big = new Uint8Array(20 * 1024 * 1024).fill(0x41);
    await refused(big, 413, /^The file is 20\.0 MB; a bank statement is at most 2 MB/);
    await refused(new Uint8Array(2 * 1024 * 1024 + 10).fill(0x41), 413, /a bank statement is at most 2 MB/);
    const empty = await upload(admin, '');
    expect(empty.json).toEqual({ '': ["Please choose the bank statement's CSV file"] });
    const json = await admin.post('/api/admin/payments/import/preview', { file: 'x' });
    expect(json.status).toBe(400);
    expect(await counts(db)).toEqual(before);
    expect(await db.selectFrom('bank_lines').select('line_id').execute()).toEqual([]);
  });

  test('a layout the site does not know: the columns are answered for the treasurer to name, then read as named', async ({
    admin,
    payers: { alan },
  }) => {
    const csv = [
      'When,Who,Ref,In,Out',
      `01/04/2026,A ASHBY,${alan.reference},45.00,`,
      '02/04/2026,GAS,,,60.00',
    ].join('\n');
    const asked = await upload(admin, csv);
    expect(asked.status).toBe(200);
    expect(asked.json).toMatchObject({ recognised: false, lines: [], guess: { date: 0 } });
    expect(asked.json.columns.map((c: { name: string }) => c.name)).toEqual([
      'When',
      'Who',
      'Ref',
      'In',
      'Out',
    ]);
    const read = await upload(admin, csv, {
      columns: { date: 0, description: [1, 2], paidIn: 3, paidOut: 4 },
    });
    expect(read.json).toMatchObject({ recognised: true, layout: 'the columns chosen', debitsIgnored: 1 });
    expect(read.json.lines.map((l: PreviewLine) => l.match?.memberId)).toEqual([alan.id]);
    const bad = await upload(admin, csv, { columns: { date: 0, description: [] } });
    expect(bad.status).toBe(400);
    expect(bad.json.columns).toEqual([
      'Choose the description column',
      'Choose either the one column of amounts, or the column of money paid in',
    ]);
    const outOfRange = await upload(admin, csv, { columns: { date: 0, description: [9], amount: 3 } });
    expect(outOfRange.json).toEqual({ '': ['Please choose columns that the file has'] });
  });
});

describe('POST /api/admin/payments/import', () => {
  test('records the chosen lines as bank transfers, audited; the same statement again records nothing', async ({
    admin,
    payers: { alan, brian },
    db,
  }) => {
    const csv = barclays([
      ['01/04/2026', '45.00', `A ASHBY ${alan.reference}`],
      ['02/04/2026', '30.00', 'B BROOKFIELD'],
    ]);
    const first: PreviewLine[] = (await upload(admin, csv)).json.lines;
    const res = await importLines(admin, chosen(first));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ imported: 2, alreadyImported: [], totalPence: 7500 });
    expect(
      res.json.payments.map(
        (p: { memberId: number; method: string; paidOn: string; balancePence: number }) => [
          p.memberId,
          p.method,
          p.paidOn,
          p.balancePence,
        ],
      ),
    ).toEqual([
      [alan.id, 'bank transfer', '2026-04-01', 0],
      [brian.id, 'bank transfer', '2026-04-02', 0],
    ]);
    const audited = await auditRows(db, { action: 'payment.import' });
    expect(audited.map((a) => [a.actor_id, Number(a.entity_id)])).toEqual([
      [admin.id, alan.id],
      [admin.id, brian.id],
    ]);
    expect(JSON.parse(audited[0].after_json!)).toMatchObject({ amountPence: 4500, lineId: first[0].lineId });

    // The same statement downloaded again: every line is marked, and importing them records nothing.
    const again: PreviewLine[] = (await upload(admin, csv.replace(/\r\n/g, '\n'))).json.lines;
    expect(again.map((l) => l.lineId)).toEqual(first.map((l) => l.lineId));
    expect(again.every((l) => l.alreadyImported)).toBe(true);
    const twice = await importLines(
      admin,
      first.map((l) => ({ lineId: l.lineId, memberId: l.match!.memberId })),
    );
    expect(twice.json).toMatchObject({
      imported: 0,
      alreadyImported: first.map((l) => l.lineId),
      totalPence: 0,
    });
    expect((await db.selectFrom('payments').select('id').execute()).length).toBe(2);
  });

  test('two statements that overlap record the shared lines once; two members paying the same on the same day stay two', async ({
    admin,
    payers: { alan, brian },
    db,
  }) => {
    const day2 = ['02/04/2026', '10.00', `SUBS ${alan.reference}`] as [string, string, string];
    const march = barclays([['01/04/2026', '10.00', `SUBS ${brian.reference}`], day2, day2]);
    const april = barclays([day2, day2, ['03/04/2026', '10.00', `SUBS ${brian.reference}`]]);
    const first: PreviewLine[] = (await upload(admin, march)).json.lines;
    expect(new Set(first.map((l) => l.lineId)).size).toBe(3);
    expect((await importLines(admin, chosen(first))).json.imported).toBe(3);
    const second: PreviewLine[] = (await upload(admin, april)).json.lines;
    expect(second.map((l) => l.alreadyImported)).toEqual([true, true, false]);
    const res = await importLines(
      admin,
      second.map((l) => ({ lineId: l.lineId, memberId: l.match!.memberId })),
    );
    expect(res.json).toMatchObject({ imported: 1, totalPence: 1000 });
    expect((await db.selectFrom('payments').select('id').execute()).length).toBe(4);
  });

  test('the same lines imported twice at the same moment are recorded once', async ({
    admin,
    payers: { alan },
    db,
  }) => {
    const csv = barclays(
      Array.from(
        { length: 20 },
        (_, i) =>
          [`0${1 + (i % 9)}/04/2026`, `${10 + i}.00`, `PAY ${alan.reference}`] as [string, string, string],
      ),
    );
    const lines = chosen((await upload(admin, csv)).json.lines);
    const [a, b] = await Promise.all([importLines(admin, lines), importLines(admin, lines)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.json.imported + b.json.imported).toBe(20);
    expect((await db.selectFrom('payments').select('id').execute()).length).toBe(20);
  });

  test('an imported payment undone frees its line, which may then be imported to the right member', async ({
    admin,
    payers: { alan, brian },
  }) => {
    const csv = barclays([['01/04/2026', '30.00', 'FROM A FRIEND']]);
    const [line]: PreviewLine[] = (await upload(admin, csv)).json.lines;
    const wrong = await importLines(admin, [{ lineId: line.lineId, memberId: alan.id }]);
    await admin.post('/api/admin/payments/delete', { id: wrong.json.payments[0].id });
    expect((await upload(admin, csv)).json.lines[0].alreadyImported).toBe(false);
    const right = await importLines(admin, [{ lineId: line.lineId, memberId: brian.id }]);
    expect(right.json.payments[0]).toMatchObject({ memberId: brian.id, balancePence: 0 });
  });

  test('refuses lines not previewed here, members who are not members, and bad lists, recording nothing', async ({
    admin,
    payers: { alan },
    db,
  }) => {
    const [line]: PreviewLine[] = (await upload(admin, barclays([['01/04/2026', '45.00', alan.reference]])))
      .json.lines;
    const before = await counts(db);
    const unknown = await importLines(admin, [
      { lineId: line.lineId, memberId: alan.id },
      { lineId: 'f'.repeat(32), memberId: alan.id },
    ]);
    expect(unknown.status).toBe(400);
    expect(unknown.json).toEqual({
      '': ['Nothing was imported: some lines could not be recorded'],
      lines: ['Line 2 is not from a statement previewed here: preview the statement again'],
    });
    const pending = await createMember(db, { approval: 'pending' });
    const notMember = await importLines(admin, [{ lineId: line.lineId, memberId: pending.id }]);
    expect(notMember.json.lines).toEqual(['Line 1: there is no member with that id']);
    const refusals: [unknown, Record<string, string[]>][] = [
      [{ lines: [] }, { lines: ['Choose the lines to import'] }],
      [
        { lines: [{ lineId: 'DROP TABLE', memberId: alan.id }] },
        { lines: ['Each line needs its lineId from the preview'] },
      ],
      [{ lines: [{ lineId: line.lineId, memberId: -1 }] }, { lines: ['Choose a member'] }],
      [
        {
          lines: [
            { lineId: line.lineId, memberId: alan.id },
            { lineId: line.lineId, memberId: alan.id },
          ],
        },
        { lines: ['Each line can be imported once only'] },
      ],
      [{}, { lines: ['Choose the lines to import'] }],
    ];
    for (const [body, errors] of refusals) {
      const res = await admin.post('/api/admin/payments/import', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json).toEqual(errors);
    }
    expect(await counts(db)).toEqual(before);
  });

  test('a year of 2,000 lines is taken in one import', async ({ admin, payers: { alan }, db }) => {
    const rows = Array.from({ length: 2000 }, (_, i) => {
      const day = String(1 + (i % 28)).padStart(2, '0');
      const month = String(1 + (Math.floor(i / 28) % 12)).padStart(2, '0');
      return [`${day}/${month}/2026`, `${1 + (i % 50)}.00`, `PAYMENT ${i} ${alan.reference}`] as [
        string,
        string,
        string,
      ];
    });
    const lines = chosen((await upload(admin, barclays(rows))).json.lines);
    expect(lines).toHaveLength(2000);
    const res = await importLines(admin, lines);
    expect(res.status).toBe(200);
    expect(res.json.imported).toBe(2000);
    expect((await db.selectFrom('payments').select('id').execute()).length).toBe(2000);
  }, 60_000);

  test('only administrators may preview or import', async ({
    visitor,
    member,
    manager,
    payers: { alan },
  }) => {
    const csv = barclays([['01/04/2026', '45.00', alan.reference]]);
    expect((await upload(visitor, csv)).status).toBe(401);
    expect((await upload(member, csv)).status).toBe(403);
    expect((await upload(manager, csv)).status).toBe(403);
  });
});

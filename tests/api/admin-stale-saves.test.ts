// Two administrators (or one in two tabs) edit the same row of an admin list: a save made from a copy that someone
// has changed since it was opened is refused (409) and the first change stays; a caller that sends no updatedAt
// is served as before.
import { describe, expect } from 'vitest';
import type { TestClient } from '../helpers/http-client';
import { test } from '../helpers/harness';
import { makeTestPdf, uploadForm } from '../helpers/pdf';

let pdfMade: Promise<Buffer> | undefined;
/** One small PDF for every publication of the file. */
const testPdf = () => (pdfMade ??= makeTestPdf());

interface Saved {
  id: number;
  updatedAt: string;
}

interface AdminList {
  thing: string;
  add: () => Promise<Saved>;
  save: (row: Saved, change: string, updatedAt?: string) => Promise<{ status: number; json: unknown }>;
  read: (id: number) => Promise<string | undefined>;
}

/** Reads back the `field` of the row `id` from the list at `path`, as the administrator `a` fetches it. */
function fieldIn(a: TestClient, path: string, field: string) {
  return async (id: number) => {
    const rows = (await a.get(path)).json as { id: number; [name: string]: unknown }[];
    return rows.find((row) => row.id === id)?.[field] as string | undefined;
  };
}

/** How each admin list is added to, saved and read back by the administrator `a`. */
const listsFor = (a: TestClient, pdf: Buffer): AdminList[] => [
  {
    thing: 'course',
    add: async () => (await a.post('/api/courses/add', { club: 'Rye' })).json as Saved,
    save: (row, club, updatedAt) => a.post('/api/courses/update', { id: row.id, club, updatedAt }),
    read: fieldIn(a, '/api/courses/list', 'club'),
  },
  {
    thing: 'match',
    add: async () =>
      (await a.post('/api/foursomes/add', { year: 2025, event: 'Halford Hewitt' })).json as Saved,
    save: (row, event, updatedAt) =>
      a.post('/api/foursomes/update', { id: row.id, year: 2025, event, updatedAt }),
    read: fieldIn(a, '/api/foursomes/listforedit', 'event'),
  },
  {
    thing: 'publication',
    add: async () =>
      (
        await a.post(
          '/api/publications/add',
          uploadForm({ description: 'Year Book', year: 2024 }, { content: pdf }),
        )
      ).json as Saved,
    save: (row, description, updatedAt) =>
      a.post(
        '/api/publications/update',
        uploadForm({ id: row.id, description, year: 2024, ...(updatedAt ? { updatedAt } : {}) }),
      ),
    read: fieldIn(a, '/api/publications/list', 'description'),
  },
  {
    thing: 'result',
    add: async () =>
      (await a.post('/api/results/add', uploadForm({ meetingType: 1, year: 2024, event: 'Scratch' })))
        .json as Saved,
    save: (row, event, updatedAt) =>
      a.post(
        '/api/results/update',
        uploadForm({ id: row.id, meetingType: 1, year: 2024, event, ...(updatedAt ? { updatedAt } : {}) }),
      ),
    read: fieldIn(a, '/api/results/listresultsformeeting/1', 'meetingName'),
  },
];

const things = ['course', 'match', 'publication', 'result'];
const listOf = async (a: TestClient, thing: string) =>
  listsFor(a, await testPdf()).find((l) => l.thing === thing)!;

describe.each(things)('a %s', (thing) => {
  test('saved from a copy someone changed since is refused, and the first change stays', async ({
    admin,
  }) => {
    const { add, save, read } = await listOf(admin, thing);
    const opened = await add();
    expect(opened.updatedAt).toEqual(expect.any(String));
    const first = await save(opened, 'First tab', opened.updatedAt);
    expect(first.status).toBe(200);
    const stale = await save(opened, 'Second tab', opened.updatedAt);
    expect(stale.status).toBe(409);
    expect(stale.json).toEqual({
      '': [
        `Someone else has changed this ${thing} since you opened it. Open it again to see their changes, then make yours.`,
      ],
    });
    expect(await read(opened.id)).toBe('First tab');
    // Saved again from the copy the first save answered: accepted.
    const again = await save(first.json as Saved, 'First tab again', (first.json as Saved).updatedAt);
    expect(again.status).toBe(200);
    expect(await read(opened.id)).toBe('First tab again');
  });

  test('saved without updatedAt (the spec’s caller) is written as before', async ({ admin }) => {
    const { add, save, read } = await listOf(admin, thing);
    const row = await add();
    await save(row, 'Changed', row.updatedAt);
    expect((await save(row, 'Without a stamp')).status).toBe(200);
    expect(await read(row.id)).toBe('Without a stamp');
  });
});

describe("a member's details, edited by the member and by the secretary for them", () => {
  const contact = (id: number, mobileNumber: string, version?: string) => ({
    id,
    email: 'stale@example.com',
    mobileNumber,
    version,
  });

  test('a section saved from a copy someone changed since is refused; the other section is not', async ({
    admin: a,
    member: m,
  }) => {
    const id = m.id;
    await m.post('/api/account/updatecontactdetails', contact(id, '07700 900111'));
    const opened = (await m.get(`/api/Account/GetUser/${id}`)).json;
    // The secretary changes the member's mobile from the telephone call, from a fresh copy.
    const bySecretary = (await a.get(`/api/Account/GetUser/${id}`)).json;
    const secretary = await a.post(
      '/api/account/updatecontactdetails',
      contact(id, '07700 900222', bySecretary.versions.contact),
    );
    expect(secretary.status, secretary.text).toBe(200);
    // The member's form still holds the old copy: its save is refused, and the secretary's change stays.
    const stale = await m.post(
      '/api/account/updatecontactdetails',
      contact(id, '07700 900333', opened.versions.contact),
    );
    expect(stale.status).toBe(409);
    expect(stale.json).toEqual({
      '': [
        'Someone else has changed these details since you opened them. Open them again to see their changes, then make yours.',
      ],
    });
    expect((await m.get(`/api/Account/GetUser/${id}`)).json.mobileNumber).toBe('+447700900222');
    // The membership section was not changed: a save from the same old copy goes through.
    const membership = await m.post('/api/account/updatemembershipdetails', {
      id,
      year: 1980,
      handicap: 14,
      version: opened.versions.membership,
    });
    expect(membership.status, membership.text).toBe(200);
    // Without a version (the spec's caller) a save is written as before.
    expect((await m.post('/api/account/updatecontactdetails', contact(id, '07700 900444'))).status).toBe(200);
  });
});

// The import checks houses and titles against the society's lists as its settings now have them (decision 0059):
// a house not on the list refuses the row; a title not on the list is kept as written, with a warning.
import { describe, expect } from 'vitest';
import type { TestClient } from '../helpers/http-client';
import { IMPORT_HEADER, importTest as test } from '../helpers/member-import';
import { saveSettings } from '../helpers/settings';

/** Saves the society's houses and titles, every other setting as it is. */
async function saveLists(admin: TestClient, houses: string[], titles: string[]) {
  await saveSettings(admin, { houses, titles });
}

describe("the import and the society's lists", () => {
  test('takes the houses of the settings, however a spreadsheet spaces them, and no other', async ({
    admin,
    upload,
    nothingWritten,
  }) => {
    await saveLists(admin, ['Wellington House', 'School House'], ['Mr', 'Dr']);
    const csv = [
      IMPORT_HEADER,
      'Ann,Ok,ann.ok@example.com,2001,wellington  house,14,07700900114',
      'Bob,Old,bob.old@example.com,1980,Batten,9,07700900115',
    ].join('\n');
    const res = await nothingWritten(() => upload(csv, { preview: true }));
    expect(res.status).toBe(200);
    const [ann, bob] = res.json.rows;
    expect(ann).toMatchObject({ house: 'Wellington House', problems: [], warnings: [] });
    // A house of the first list is no school house of this society.
    expect(bob.problems).toEqual(["House: 'Batten' is not a school house (Wellington House, School House)"]);
    expect(res.json).toMatchObject({ validCount: 1, problemCount: 1 });
  });

  test('keeps a title not on the list as written, with a warning in the preview, and imports the row', async ({
    admin,
    upload,
    db,
  }) => {
    await saveLists(admin, ['Kipling'], ['Mr', 'Sqn Ldr', 'Revd']);
    const csv = [
      `Title,${IMPORT_HEADER}`,
      'Rt Hon,James,Fairweather,james.f@example.com,1972,Kipling,11,07700900111',
      'sqn. ldr.,Ann,Ok,ann.ok@example.com,2001,kipling,14,07700900114',
      'Dr,Bob,Old,bob.old@example.com,1980,Kipling,9,07700900115',
      'Air Vice-Marshal of the RAF,Tom,Long,tom.long@example.com,1990,Kipling,9,07700900116',
    ].join('\n');
    const preview = await upload(csv, { preview: true });
    expect(preview.status).toBe(200);
    const [james, ann, bob, tom] = preview.json.rows;
    expect(james).toMatchObject({
      problems: [],
      warnings: ["Title: 'Rt Hon' is not one of the society's titles; it will be kept as written"],
    });
    // On the list, however the spreadsheet writes it.
    expect(ann).toMatchObject({ problems: [], warnings: [] });
    // Dr is on the first list, but not on this society's.
    expect(bob.warnings).toEqual([
      "Title: 'Dr' is not one of the society's titles; it will be kept as written",
    ]);
    // A title longer than any the list takes is still refused.
    expect(tom.problems).toEqual(['Title: Title must be 20 characters or fewer']);
    expect(preview.json).toMatchObject({ validCount: 3, problemCount: 1 });

    const imported = await upload(csv.split('\n').slice(0, 4).join('\n'));
    expect(imported.status).toBe(200);
    expect(imported.json.created).toBe(3);
    const titles = await db
      .selectFrom('members')
      .select(['email', 'title'])
      .where('email', 'in', ['james.f@example.com', 'ann.ok@example.com', 'bob.old@example.com'])
      .orderBy('email')
      .execute();
    expect(titles).toEqual([
      { email: 'ann.ok@example.com', title: 'Sqn Ldr' },
      { email: 'bob.old@example.com', title: 'Dr' },
      { email: 'james.f@example.com', title: 'Rt Hon' },
    ]);
  });
});

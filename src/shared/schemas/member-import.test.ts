import { describe, expect, it } from 'vitest';
// The server's synchronous checks, with the phone number rules at hand as the server has them (decision 0043).
import '../phone-numbers';
import { importMemberSchema } from './member-import';

const row = {
  firstName: 'Ann',
  lastName: 'Other',
  email: 'Ann@Example.com',
  yearLeft: '1984',
  house: 'kip ling',
  handicap: '12.4',
  mobile: '07700900123',
  title: 'dr.',
  homePhone: '',
  businessPhone: '',
  addressLine1: '',
  postcode: '',
  county: '',
  homeClub: '',
  society: '',
};
const problems = (cells: Partial<typeof row>) =>
  (importMemberSchema.safeParse({ ...row, ...cells }).error?.issues ?? []).map((i) => [i.path[0], i.message]);

describe('a member row of the import file, by the shared rules', () => {
  it('reads a house and a title as a spreadsheet writes them', () => {
    const member = importMemberSchema.parse(row);
    expect(member).toMatchObject({ house: 'Kipling', title: 'Dr', handicap: 12.4, yearLeft: 1984 });
    expect(importMemberSchema.parse({ ...row, title: '' }).title).toBeNull();
  });

  it('says what is missing or unknown, field by field', () => {
    expect(problems({ house: '' })).toEqual([['house', 'House is required']]);
    expect(problems({ house: 'Gryffindor' })[0]?.[1]).toMatch(/^'Gryffindor' is not a school house \(/);
    expect(problems({ handicap: '' })).toEqual([['handicap', 'Handicap is required']]);
    // A title not on the society's list is kept, with a warning in the preview (not a refusal of the row).
    expect(problems({ title: 'Archduke' })).toEqual([]);
  });
});

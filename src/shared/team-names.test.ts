import { describe, expect, it } from 'vitest';
import { initialsFromFirstName, normaliseInitials, pairLine, sheetName } from './team-names';

describe('names on the team sheet', () => {
  it('writes initials however they were typed as capitals with full stops', () => {
    expect(normaliseInitials('jrh')).toBe('J. R. H.');
    expect(normaliseInitials('J.R.H.')).toBe('J. R. H.');
    expect(normaliseInitials(' j r  h ')).toBe('J. R. H.');
    expect(normaliseInitials('')).toBeNull();
    expect(normaliseInitials('. .')).toBeNull();
    expect(normaliseInitials(null)).toBeNull();
  });

  it('takes the default initials from each first name', () => {
    expect(initialsFromFirstName('John')).toBe('J.');
    expect(initialsFromFirstName('John Robert')).toBe('J. R.');
    expect(initialsFromFirstName('  Émile  ')).toBe('É.');
    expect(initialsFromFirstName('')).toBeNull();
  });

  it('writes a player as initials and surname, his own initials first', () => {
    expect(sheetName({ firstName: 'John', lastName: 'Smith', initials: 'JRH' })).toBe('J. R. H. Smith');
    expect(sheetName({ firstName: 'John', lastName: 'Smith', initials: null })).toBe('J. Smith');
    expect(sheetName({ firstName: '', lastName: 'Smith' })).toBe('Smith');
  });

  it('writes a pair as the organisers do', () => {
    expect(
      pairLine(
        { firstName: 'John', lastName: 'Smith', initials: 'J. R. H.' },
        { firstName: 'Peter Adam', lastName: 'Jones' },
      ),
    ).toBe('J. R. H. Smith & P. A. Jones');
  });
});

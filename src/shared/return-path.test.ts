import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnPath } from './return-path';

describe('safeReturnPath: where a login may return to', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeReturnPath('/enterfixture/12')).toBe('/enterfixture/12');
    expect(safeReturnPath('/fixtureplayers/25')).toBe('/fixtureplayers/25');
    expect(safeReturnPath('/admin/approve-users')).toBe('/admin/approve-users');
    expect(safeReturnPath('/membersearch?lastName=Ash&page=2')).toBe('/membersearch?lastName=Ash&page=2');
    expect(safeReturnPath('/results#spring')).toBe('/results#spring');
    expect(safeReturnPath('/')).toBe('/');
  });

  it('refuses every address on another site, however it is written', () => {
    for (const next of [
      '//evil.example',
      '//evil.example/enterfixture/1',
      '/\\evil.example',
      '\\\\evil.example',
      '\\/evil.example',
      'https://evil.example/',
      'http://127.0.0.1:3000/home',
      'HTTPS://evil.example',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'evil.example',
      'home',
      // Encoded: the browser or a second decoding would read these as '//' or '/\'.
      '%2F%2Fevil.example',
      '/%2F/evil.example',
      '/%2f%2fevil.example',
      '/%5Cevil.example',
      '/%5cevil.example',
      '%252F%252Fevil.example',
      '/%252F%252Fevil.example',
      // White space and control characters, which browsers drop from an address ('/\t/evil' reads '//evil').
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r/evil.example',
      ' //evil.example',
      '/%09/evil.example',
      '/%0a/evil.example',
      '/%00',
      '/\u0000/evil.example',
      // Dot segments that change what the address says.
      '/./\\evil.example',
      '/a/../b',
      '/%2e%2e/admin',
    ])
      expect(safeReturnPath(next), JSON.stringify(next)).toBeNull();
  });

  it('refuses nothing at all, a very long value, and the login and logout pages themselves', () => {
    expect(safeReturnPath(null)).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
    expect(safeReturnPath('')).toBeNull();
    expect(safeReturnPath(`/${'a'.repeat(2000)}`)).toBeNull();
    expect(safeReturnPath('/loginregister')).toBeNull();
    expect(safeReturnPath('/loginregister?next=/home')).toBeNull();
    expect(safeReturnPath('/LoginRegister')).toBeNull();
    expect(safeReturnPath('/logout')).toBeNull();
  });
});

describe('loginPath: the login page that returns to a page', () => {
  it('names the page (encoded) and the reason', () => {
    expect(loginPath('/enterfixture/12')).toBe('/loginregister?next=%2Fenterfixture%2F12');
    expect(loginPath('/enterfixture/12', 'expired')).toBe(
      '/loginregister?next=%2Fenterfixture%2F12&why=expired',
    );
    expect(loginPath('/membersearch?lastName=Ash', 'login')).toBe(
      '/loginregister?next=%2Fmembersearch%3FlastName%3DAsh&why=login',
    );
  });

  it('leaves out a page it may not return to, and /home (where a login goes anyway)', () => {
    expect(loginPath('//evil.example', 'login')).toBe('/loginregister?why=login');
    expect(loginPath('/home', 'expired')).toBe('/loginregister?why=expired');
    expect(loginPath('/logout')).toBe('/loginregister');
  });
});

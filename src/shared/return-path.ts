/** Where the login page goes after a login when it was not told where (spec §2: 'Success navigates to /home'). */
export const HOME_PATH = '/home';

/** Pages a login must never return to: the login page itself, and the logout question. */
const NOT_AFTER_LOGIN = /^\/(loginregister|logout)(\/|$)/i;
/**
 * Any control character or white space (browsers drop tabs and line breaks from an address, so '/\t/evil' reads as
 * '//evil'), a backslash (read as a slash), or the same percent-encoded, or an encoded percent (double encoding).
 */
const UNSAFE = /[\p{Cc}\s\\]|%(2f|5c|25|[01][\da-f]|7f|20)/iu;

/**
 * The page a login may return to, from the `next` of /loginregister?next=…: a path on this site ('/enterfixture/12',
 * '/admin/approve-users?x=1'), else null (the caller then goes to /home). Never another site: '//evil.example',
 * '/\evil.example', 'https://…', 'javascript:…', and their encoded or white-space variants are all refused, as is
 * anything the browser would read otherwise than as written.
 */
export function safeReturnPath(next: string | null | undefined): string | null {
  if (typeof next !== 'string' || next.length === 0 || next.length > 2000) return null;
  // A local path starts with exactly one slash; '//host' and '/\host' are addresses on another site.
  if (next[0] !== '/' || next[1] === '/' || UNSAFE.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, 'http://site.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://site.invalid') return null;
  const path = url.pathname + url.search + url.hash;
  // The browser would have read it otherwise than it is written ('/a/../b' and the like): refuse rather than guess.
  if (path !== next || NOT_AFTER_LOGIN.test(url.pathname)) return null;
  return path;
}

/** The login page's address that returns to `path` after a login, saying why the page is shown. */
export function loginPath(path: string, why?: LoginReason): string {
  const params = new URLSearchParams();
  const next = safeReturnPath(path);
  if (next && next !== HOME_PATH) params.set('next', next);
  if (why) params.set('why', why);
  const query = params.toString();
  return query ? `/loginregister?${query}` : '/loginregister';
}

/** Why the login page is shown: a member's page asked for a login, the session ended, or an admin page was asked. */
export type LoginReason = 'login' | 'expired' | 'admin';
export const LOGIN_REASONS: readonly LoginReason[] = ['login', 'expired', 'admin'];

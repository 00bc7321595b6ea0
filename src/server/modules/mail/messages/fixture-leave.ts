import { composeMail } from '../layout/compose-mail';
import { fixtureNotice, type FixtureNoticeInput } from './fixture-signup';

/** Notice to a fixture's manager that a member has withdrawn (DESIGN.md gaps: e-mails). */
export function fixtureLeaveMessage(n: FixtureNoticeInput) {
  return composeMail(n, fixtureNotice(n, 'has withdrawn from'));
}

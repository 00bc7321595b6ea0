import { buildMail } from './account-mail';

/** Address change: sent to the old address when a change is asked for, and again when it takes effect. */
export function emailChangeNoticeMessage(n: {
  societyName: string;
  firstName: string;
  newEmail: string;
  contactEmail: string;
  done: boolean;
}) {
  return buildMail(`Your ${n.societyName} email address is changing`, n.societyName, [
    `Dear ${n.firstName},`,
    n.done
      ? `Your account now uses ${n.newEmail}; this address no longer signs in.`
      : `Someone signed in to your account asked to change its email address to ${n.newEmail}. The change takes effect only when the link sent to that address is followed.`,
    `If this was not you, please write to us at ${n.contactEmail} straight away, and change your password.`,
  ]);
}

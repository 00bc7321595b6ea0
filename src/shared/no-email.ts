/**
 * Members without e-mail (decision 0042): the `email` column stays required and unique, and such a member holds a
 * made-up address at a domain that can never receive mail ('.invalid' is reserved for exactly this, RFC 2606).
 * Every answer shows it as '' (no address), mail to it is never queued, and no one can sign in with it.
 */
export const NO_EMAIL_DOMAIN = 'no-email.invalid';

/** Whether this stored address is the stand-in of a member without e-mail. */
export const isNoEmailAddress = (email: string) => email.toLowerCase().endsWith(`@${NO_EMAIL_DOMAIN}`);

/** The address as answers show it: '' for a member without e-mail. */
export const shownEmail = (email: string) => (isNoEmailAddress(email) ? '' : email);

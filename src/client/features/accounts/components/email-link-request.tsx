import { useState } from 'react';
import { emailField } from '@shared/schemas/member-fields';
import { EMAIL_LINK_SENT_TEXT } from '@shared/schemas/email-link';
import { Banner, type Notice } from '@/components/banner';
import { FocusRegion } from '@/components/focus-region';
import { Spinner } from '@/components/spinner';
import { ApiError } from '@/lib/api-client';
import { firstMessage } from '@/lib/error-reader';
import { useRequestEmailLink } from '../api/request-email-link';

/**
 * 'E-mail me a link to sign in', beside the password on the login form (decision 0041): sends a link to the
 * address typed in the form, for a member who has forgotten their password. The answer is the same for any
 * address; a fourth request in an hour is told, in words, to use the newest link.
 */
export function EmailLinkRequest({
  readEmail,
  onEmailProblem,
  next,
  disabled,
}: {
  /** The address typed in the login form when the button is pressed. */
  readEmail: () => string;
  /** No valid address typed: the form points to its field (a message), or clears that (null). */
  onEmailProblem: (message: string | null) => void;
  next: string | null;
  disabled: boolean;
}) {
  const mutation = useRequestEmailLink();
  const [notice, setNotice] = useState<Notice | null>(null);

  const send = () => {
    const parsed = emailField.safeParse(readEmail());
    if (!parsed.success) {
      setNotice(null);
      onEmailProblem('Type your email address above, then press "E-mail me a link to sign in"');
      return;
    }
    onEmailProblem(null);
    mutation.mutate(
      { email: parsed.data, ...(next ? { next } : {}) },
      {
        onSuccess: () =>
          setNotice({
            kind: 'success',
            title: 'Please check your email',
            children: EMAIL_LINK_SENT_TEXT(parsed.data),
          }),
        onError: (err) =>
          setNotice({
            kind: 'error',
            title: 'No link was sent',
            children:
              (err instanceof ApiError && firstMessage(err.body)) ||
              'The link could not be sent just now. Please try again in a minute.',
          }),
      },
    );
  };

  return (
    <div className="account-email-link">
      <p className="account-email-link__lead">Forgotten your password? We can e-mail you a link instead.</p>
      <div className="button-group">
        <button
          type="button"
          className="button button--secondary"
          disabled={disabled || mutation.isPending}
          onClick={send}
        >
          E-mail me a link to sign in
        </button>
        <Spinner active={mutation.isPending} label="Sending the link" />
      </div>
      <FocusRegion focusOn={notice}>{notice && <Banner {...notice} />}</FocusRegion>
    </div>
  );
}

import { useRef, type FormEventHandler, type ReactNode } from 'react';
import { Banner } from '@/components/banner';
import { ErrorSummary, type SummaryError } from '@/components/error-summary';
import { Spinner } from '@/components/spinner';
import { useFocusWhen } from '@/components/use-focus-when';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The one form's frame (with useSchemaForm): the form's own notice (a success), the server's general message
 * (focused when it appears), the error summary (focused on each failed attempt), the fields, and the submit
 * button, disabled with a spinner while it saves.
 */
export function SchemaForm({
  label,
  onSubmit,
  problem,
  summary,
  submitLabel,
  pending,
  pendingLabel,
  heading,
  actions,
  notice,
  problemBanner,
  problemTitle,
  summaryTitle,
  submitDisabled = false,
  submitKind,
  className,
  buttonsClassName,
  role,
  footer,
  children,
}: {
  /** The form's accessible name. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  problem: string | null;
  summary: { errors: SummaryError[]; attempt: number };
  submitLabel: ReactNode;
  pending: boolean;
  pendingLabel?: string;
  heading?: ReactNode;
  /** Buttons beside the submit button (Cancel, Back). */
  actions?: ReactNode;
  /** The form's own message above the summary (a success); the form moves the focus to it. */
  notice?: ReactNode;
  /** How the server's general message reads, where the spec words it; by default 'Oops! {message}'. */
  problemBanner?: (problem: string) => ReactNode;
  /** The title of the banner that holds the server's general message below it (instead of 'Oops! {message}'). */
  problemTitle?: string;
  /** The error summary's heading; by default 'There is a problem'. */
  summaryTitle?: string;
  /** Disabled for another reason than saving (the spec's 'disabled while invalid'). */
  submitDisabled?: boolean;
  submitKind?: 'secondary' | 'warning';
  className?: string;
  buttonsClassName?: string;
  role?: 'search';
  /** What follows the buttons (a link such as 'I Forgot My Password'). */
  footer?: ReactNode;
  children: ReactNode;
}) {
  const problemRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  useFocusWhen(problemRef, problem);
  return (
    <form
      className={`form${className ? ` ${className}` : ''}`}
      // A form the server rendered can be sent before its code has run (a browser without JavaScript): by POST,
      // never with what was typed (a password) in the address.
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label={label}
      role={role}
    >
      {heading}
      {notice}
      {problem && (
        <div ref={problemRef} tabIndex={-1} className="form__problem">
          {problemBanner ? (
            problemBanner(problem)
          ) : problemTitle ? (
            <Banner kind="error" title={problemTitle}>
              {problem}
            </Banner>
          ) : (
            <Banner kind="error" title={`Oops! ${problem}`} />
          )}
        </div>
      )}
      <ErrorSummary key={summary.attempt} errors={summary.errors} title={summaryTitle} />
      {children}
      <div className={`button-group${buttonsClassName ? ` ${buttonsClassName}` : ''}`}>
        <button
          type="submit"
          className={`button${submitKind ? ` button--${submitKind}` : ''}`}
          // A form the server rendered (the login page, a member's screen) waits for its code: until then a press
          // would send it nowhere useful (a moment; the fields can be filled meanwhile).
          disabled={pending || submitDisabled || !hydrated}
        >
          {submitLabel}
        </button>
        {actions}
        <span className="spinner-slot">
          <Spinner active={pending} label={pendingLabel} />
        </span>
      </div>
      {footer}
    </form>
  );
}

import type { FormEventHandler, ReactNode } from 'react';
import { Banner } from '@/components/banner';
import { ErrorSummary, type SummaryError } from '@/components/error-summary';
import { Spinner } from '@/components/spinner';

/**
 * The one form's frame (with useSchemaForm): the server's general message, the error summary (focused on each
 * failed attempt), the fields, and the submit button, disabled with a spinner while it saves.
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
  children,
}: {
  /** The form's accessible name, or the id of its heading when `heading` is given. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  problem: string | null;
  summary: { errors: SummaryError[]; attempt: number };
  submitLabel: string;
  pending: boolean;
  pendingLabel?: string;
  heading?: ReactNode;
  /** Buttons beside the submit button (Cancel, Back). */
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label={label}>
      {heading}
      {problem && <Banner kind="error" title={`Oops! ${problem}`} />}
      <ErrorSummary key={summary.attempt} errors={summary.errors} />
      {children}
      <div className="button-group">
        <button type="submit" className="button" disabled={pending}>
          {submitLabel}
        </button>
        {actions}
        <Spinner active={pending} label={pendingLabel} />
      </div>
    </form>
  );
}

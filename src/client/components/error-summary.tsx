import { useRef } from 'react';
import { useFocusWhen } from './use-focus-when';

export interface SummaryError {
  /** The id of the field the message is about; the link moves focus there. */
  fieldId: string;
  message: string;
}

/** GOV.UK error summary: at the top of the form, focused when it appears, each message linking to its field. */
export function ErrorSummary({
  errors,
  title = 'There is a problem',
}: {
  errors: SummaryError[];
  title?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const count = errors.length;
  useFocusWhen(ref, count);
  if (!count) return null;
  return (
    <div className="error-summary" ref={ref} tabIndex={-1} role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className="error-summary__title">
        {title}
      </h2>
      <ul className="error-summary__list">
        {errors.map((e) => (
          <li key={e.fieldId + e.message}>
            <a
              href={`#${e.fieldId}`}
              onClick={(ev) => {
                ev.preventDefault();
                document.getElementById(e.fieldId)?.focus();
              }}
            >
              {e.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Spinner } from './spinner';

/**
 * The one action of a screen that is not a form (use a link, unsubscribe, make a new address): its button, which
 * cannot be pressed again while the action runs, and the spinner beside it.
 */
export function ActionButton({
  onClick,
  pending,
  pendingLabel,
  disabled = false,
  secondary = false,
  className,
  children,
}: {
  onClick: () => void;
  pending: boolean;
  /** What the spinner says to a screen reader while the action runs. */
  pendingLabel: string;
  /** Not pressable for another reason (the action is done, or the link is incomplete). */
  disabled?: boolean;
  secondary?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const classes = ['button', secondary && 'button--secondary', className].filter(Boolean).join(' ');
  return (
    <div className="button-group">
      <button type="button" className={classes} disabled={pending || disabled} onClick={onClick}>
        {children}
      </button>
      <Spinner active={pending} label={pendingLabel} />
    </div>
  );
}

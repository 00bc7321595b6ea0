import type { ReactNode } from 'react';

/** A disclosure: whether it is open, the id of what it opens and closes, and what it says. */
export interface Toggle {
  open: boolean;
  controls: string;
  onToggle: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A disclosure button that is also a link to the address showing what it opens: a page rendered on the server
 * opens it without JavaScript by following the link; with JavaScript it acts as a button (a click, Enter or Space
 * toggles in place).
 */
export function ToggleLink({
  href,
  open,
  controls,
  onToggle,
  className,
  children,
}: Toggle & { href: string }) {
  return (
    <a
      href={href}
      role="button"
      className={className}
      aria-expanded={open}
      aria-controls={controls}
      onClick={(e) => {
        e.preventDefault();
        onToggle();
      }}
      onKeyDown={(e) => {
        if (e.key !== ' ') return;
        e.preventDefault();
        onToggle();
      }}
    >
      {children}
    </a>
  );
}

/** A disclosure button: it opens and closes what `controls` names. */
export function ToggleButton({ open, controls, onToggle, className, children }: Toggle) {
  return (
    <button
      type="button"
      className={className}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      {children}
    </button>
  );
}

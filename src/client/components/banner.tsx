import type { ReactNode } from 'react';

/** A success or error banner; errors are announced at once, successes politely. */
export function Banner({
  kind,
  title,
  children,
}: {
  kind: 'success' | 'error' | 'info';
  title?: string;
  children?: ReactNode;
}) {
  return (
    <div className={`banner banner--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {title && <p className="banner__title">{title}</p>}
      {children && <div className="banner__body">{children}</div>}
    </div>
  );
}

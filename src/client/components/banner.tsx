import type { ReactNode } from 'react';

export interface BannerProps {
  kind: 'success' | 'error' | 'info';
  title?: string;
  children?: ReactNode;
}

/** A form's or a screen's message, kept in state until shown as <Banner {...notice} />. */
export type Notice = BannerProps | null;

/** A success or error banner; errors are announced at once, successes politely. */
export function Banner({ kind, title, children }: BannerProps) {
  return (
    <div className={`banner banner--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {title && <p className="banner__title">{title}</p>}
      {children && <div className="banner__body">{children}</div>}
    </div>
  );
}

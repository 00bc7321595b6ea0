import type { ReactNode } from 'react';

export interface BannerProps {
  kind: 'success' | 'error' | 'info';
  title?: string;
  children?: ReactNode;
}

/**
 * What a form, a panel or a screen says after a change (a success, 'Oops! …'): kept in state (null while there is
 * nothing to say) until shown as <Banner {...notice} />. The one such type on the site.
 */
export type Notice = BannerProps;

/** A success or error banner; errors are announced at once, successes politely. */
export function Banner({ kind, title, children }: BannerProps) {
  return (
    <div className={`banner banner--${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      {title && <p className="banner__title">{title}</p>}
      {children && <div className="banner__body">{children}</div>}
    </div>
  );
}

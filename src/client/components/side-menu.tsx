import type { ReactNode } from 'react';
import { useNarrowScreen } from './use-narrow-screen';

/**
 * A screen's side menu (the admin area's panels). On a phone it folds into one line that names the part shown,
 * so the chosen part starts at the top of the screen instead of below a long list; it folds again on each
 * choice (`current` changes).
 */
export function SideMenu({
  label,
  current,
  children,
}: {
  label: string;
  current: string;
  children: ReactNode;
}) {
  const narrow = useNarrowScreen();
  const list = <ul className="side-menu">{children}</ul>;
  return (
    <nav aria-label={label}>
      {narrow ? (
        <details key={current} className="side-menu__fold">
          <summary>
            {label} menu<span className="side-menu__current">: {current}</span>
          </summary>
          {list}
        </details>
      ) : (
        list
      )}
    </nav>
  );
}

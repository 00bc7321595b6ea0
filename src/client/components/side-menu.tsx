import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
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
  const hydrated = useHydrated();
  const fold = (list: ReactNode, className = '') => (
    <details key={current} className={`side-menu__fold${className}`}>
      <summary>
        {label} menu<span className="side-menu__current">: {current}</span>
      </summary>
      {list}
    </details>
  );
  // A page rendered on the server (My Profile, decision 0032) cannot know the screen's width: it holds both forms
  // and the style sheet shows the one that fits, so nothing moves when the page's code picks one.
  if (!hydrated)
    return (
      <nav aria-label={label}>
        {fold(<ul className="side-menu">{children}</ul>, ' side-menu--narrow-only')}
        <ul className="side-menu side-menu--wide-only">{children}</ul>
      </nav>
    );
  const list = <ul className="side-menu">{children}</ul>;
  return <nav aria-label={label}>{narrow ? fold(list) : list}</nav>;
}

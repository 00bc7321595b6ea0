import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ToggleButton } from '@/components/toggle-link';
import { useAuth } from '@/lib/auth';

interface Item {
  to: string;
  label: string;
}

/**
 * Spec §2 'Navigation menu': items by role, with the order of merit and the roll of honour after Meeting Results;
 * collapsed behind a button below 600 px. A member's own items (My Profile, Logout) sit at the right of the header
 * beside their name (header-account.tsx); a visitor's menu keeps to one row at desktop width, a member's takes
 * two (decision 0050).
 */
export function menuItems(isAuthenticated: boolean, isAdmin: boolean): Item[] {
  const items: Item[] = [
    { to: '/home', label: 'Home' },
    { to: '/fixtures', label: 'Fixtures' },
    { to: '/foursomes', label: 'Scratch Foursomes' },
    { to: '/results', label: 'Meeting Results' },
    { to: '/orderofmerit', label: 'Order of Merit' },
    { to: '/rollofhonour', label: 'Roll of Honour' },
  ];
  if (isAuthenticated) {
    items.push(
      { to: '/courses', label: 'Courses' },
      { to: '/membersearch', label: 'Member Search' },
      { to: '/publications', label: 'Publications' },
    );
    if (isAdmin) items.push({ to: '/admin', label: 'Admin' });
  } else {
    items.push({ to: '/loginregister', label: 'Login/Register' });
  }
  return items;
}

export function NavMenu() {
  const { isAuthenticated, isAdmin } = useAuth();
  const { pathname } = useLocation();
  // The page the menu was opened on: it is open only there, so it is closed in the same render that draws a new
  // page (no effect, no frame with the old menu over the new page), and on a tap on a link to the page shown.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);

  return (
    <nav
      className="nav"
      aria-label="Main"
      onKeyDown={(e) => {
        // Escape closes the open menu, and the focus goes back to its button (the disclosure pattern).
        if (e.key !== 'Escape' || !open) return;
        setOpen(false);
        e.currentTarget.querySelector<HTMLButtonElement>('.nav__toggle')?.focus();
      }}
    >
      <ToggleButton open={open} controls="main-menu" onToggle={() => setOpen(!open)} className="nav__toggle">
        <span className="nav__toggle-icon" aria-hidden="true" />
        Menu
      </ToggleButton>
      <ul id="main-menu" className={`nav__list${open ? ' nav__list--open' : ''}`}>
        {menuItems(isAuthenticated, isAdmin).map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className="nav__link" onClick={() => setOpen(false)}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

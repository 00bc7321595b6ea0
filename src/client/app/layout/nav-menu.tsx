import { useLayoutEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useAuth } from '@/lib/auth';

interface Item {
  to: string;
  label: string;
}

/**
 * Spec §2 'Navigation menu': items by role; collapsed behind a button below 600 px. A member's own items (My
 * Profile, Logout) sit at the right of the header beside their name (header-account.tsx), so the menu keeps to
 * one row at desktop width.
 */
export function menuItems(isAuthenticated: boolean, isAdmin: boolean): Item[] {
  const items: Item[] = [
    { to: '/home', label: 'Home' },
    { to: '/fixtures', label: 'Fixtures' },
    { to: '/foursomes', label: 'Scratch Foursomes' },
    { to: '/results', label: 'Meeting Results' },
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
  const [open, setOpen] = useState(false);
  const location = useLocation();
  // Closed as the new page is drawn (a layout effect: Preact runs plain effects a frame later, when a tap on the
  // menu may already have opened it again), and on a tap on a link, even one to the page already shown.
  useLayoutEffect(() => setOpen(false), [location.pathname]);

  return (
    <nav className="nav" aria-label="Main">
      <button
        type="button"
        className="nav__toggle"
        aria-expanded={open}
        aria-controls="main-menu"
        onClick={() => setOpen((o) => !o)}
      >
        <span className="nav__toggle-icon" aria-hidden="true" />
        Menu
      </button>
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

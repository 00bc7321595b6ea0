import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ToggleButton } from '@/components/toggle-link';
import { useAuth } from '@/lib/auth';

interface Link {
  to: string;
  label: string;
}

/** A menu entry: a page, or a group of pages under one name (Results). */
export type Item = Link | { label: string; id: string; items: Link[] };

/** The results pages, grouped under Results at desktop width so that the menu keeps to one row (decision 0057). */
const RESULTS: Link[] = [
  { to: '/results', label: 'Meeting Results' },
  { to: '/orderofmerit', label: 'Order of Merit' },
  { to: '/rollofhonour', label: 'Roll of Honour' },
];

/**
 * Spec §2 'Navigation menu': items by role, with the order of merit and the roll of honour after Meeting Results
 * and, for members, Teams (the scratch sides' competitions: a short word, so an administrator's menu keeps to one row);
 * collapsed behind a button below 600 px. A member's own items (My Profile, Logout) sit at the right of the header
 * beside their name (header-account.tsx). At desktop width the three results pages open from one Results entry,
 * so an administrator's menu keeps to one row; on a phone, and without JavaScript, they are links of the menu like
 * the others (decision 0057).
 */
export function menuItems(isAuthenticated: boolean, isAdmin: boolean): Item[] {
  const items: Item[] = [
    { to: '/home', label: 'Home' },
    { to: '/fixtures', label: 'Fixtures' },
    { to: '/foursomes', label: 'Scratch Foursomes' },
    { label: 'Results', id: 'results-menu', items: RESULTS },
  ];
  if (isAuthenticated) {
    items.push(
      { to: '/courses', label: 'Courses' },
      { to: '/competitions', label: 'Teams' },
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
  // A group (Results) is opened the same way.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [groupOpenOn, setGroupOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const groupOpen = groupOpenOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const setGroupOpen = (value: boolean) => setGroupOpenOn(value ? pathname : null);
  const closeAll = () => {
    setOpen(false);
    setGroupOpen(false);
  };

  return (
    <nav
      className="nav"
      aria-label="Main"
      onKeyDown={(e) => {
        // Escape closes the open group, else the open menu, and the focus goes back to its button (the disclosure
        // pattern).
        if (e.key !== 'Escape') return;
        if (groupOpen) {
          setGroupOpen(false);
          e.currentTarget.querySelector<HTMLButtonElement>('.nav__group-toggle')?.focus();
        } else if (open) {
          setOpen(false);
          e.currentTarget.querySelector<HTMLButtonElement>('.nav__toggle')?.focus();
        }
      }}
    >
      <ToggleButton open={open} controls="main-menu" onToggle={() => setOpen(!open)} className="nav__toggle">
        <span className="nav__toggle-icon" aria-hidden="true" />
        Menu
      </ToggleButton>
      <ul id="main-menu" className={`nav__list${open ? ' nav__list--open' : ''}`}>
        {menuItems(isAuthenticated, isAdmin).map((item) =>
          'items' in item ? (
            <NavGroup
              key={item.id}
              group={item}
              open={groupOpen}
              current={item.items.some((i) => i.to.toLowerCase() === pathname.toLowerCase())}
              onToggle={setGroupOpen}
              onFollow={closeAll}
            />
          ) : (
            <NavItem key={item.to} link={item} onFollow={closeAll} />
          ),
        )}
      </ul>
    </nav>
  );
}

/**
 * A group of the menu: at desktop width a button that opens its links below it (closed again by Escape, by a click
 * elsewhere or by the focus leaving it); on a phone and without JavaScript the button is hidden and its links are
 * items of the menu like the others (header.css).
 */
function NavGroup({
  group,
  open,
  current,
  onToggle,
  onFollow,
}: {
  group: { label: string; id: string; items: Link[] };
  open: boolean;
  current: boolean;
  onToggle: (open: boolean) => void;
  onFollow: () => void;
}) {
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!item.current?.contains(e.target as Node)) onToggle(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, onToggle]);
  return (
    <li
      ref={item}
      className="nav__group"
      onBlur={(e) => {
        if (open && !e.currentTarget.contains(e.relatedTarget as Node | null)) onToggle(false);
      }}
    >
      <ToggleButton
        open={open}
        controls={group.id}
        onToggle={() => onToggle(!open)}
        className={`nav__link nav__group-toggle${current ? ' active' : ''}`}
      >
        {group.label}
        <span className="nav__group-icon" aria-hidden="true" />
      </ToggleButton>
      <ul id={group.id} className={`nav__sublist${open ? ' nav__sublist--open' : ''}`}>
        {group.items.map((link) => (
          <NavItem key={link.to} link={link} onFollow={onFollow} />
        ))}
      </ul>
    </li>
  );
}

/** A page of the menu, at its top level or in a group: following it closes the menu. */
function NavItem({ link, onFollow }: { link: Link; onFollow: () => void }) {
  return (
    <li>
      <NavLink to={link.to} className="nav__link" onClick={onFollow}>
        {link.label}
      </NavLink>
    </li>
  );
}

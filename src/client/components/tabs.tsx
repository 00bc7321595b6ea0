import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import './tabs.css';

export interface Tab {
  key: string;
  label: string;
}

/**
 * WAI-ARIA tabs: one tab in the Tab order (roving tabindex); Left/Right move and select, Home/End jump.
 * Only the selected panel is rendered, so only the selected tab names it (aria-controls). Each tab is a link to its
 * own address, so a page rendered on the server can be read tab by tab without JavaScript; until the page is
 * hydrated the arrow keys do nothing, so every tab stays in the Tab order. With JavaScript, a click selects the tab
 * in place. `halves`: two tabs that share the row equally (Login and Register).
 */
export function Tabs({
  label,
  tabs,
  selected,
  onSelect,
  hrefOf,
  halves = false,
  children,
}: {
  label: string;
  tabs: Tab[];
  selected: string;
  onSelect: (key: string) => void;
  /** The address that shows the tab. */
  hrefOf: (key: string) => string;
  halves?: boolean;
  children: ReactNode;
}) {
  const refs = useRef<Record<string, HTMLAnchorElement | null>>({});
  const hydrated = useHydrated();
  const index = Math.max(
    0,
    tabs.findIndex((t) => t.key === selected),
  );

  const go = (i: number) => {
    const tab = tabs[(i + tabs.length) % tabs.length];
    onSelect(tab.key);
    refs.current[tab.key]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    // Arrows move from the tab that has the focus: a quick second press comes before the first one's page is drawn.
    const focused = tabs.findIndex((t) => refs.current[t.key] === e.target);
    const from = focused >= 0 ? focused : index;
    const moves: Record<string, () => void> = {
      ArrowRight: () => go(from + 1),
      ArrowLeft: () => go(from - 1),
      Home: () => go(0),
      End: () => go(tabs.length - 1),
    };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      move();
    }
  };

  const current = tabs[index];
  return (
    <div className={halves ? 'tabs tabs--halves' : 'tabs'}>
      <div className="tabs__list" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((t) => {
          const isSelected = t.key === current.key;
          return (
            <a
              key={t.key}
              ref={(el) => {
                refs.current[t.key] = el;
              }}
              href={hrefOf(t.key)}
              role="tab"
              id={`tab-${t.key}`}
              className="tab tabs__tab"
              aria-selected={isSelected}
              aria-controls={isSelected ? `tabpanel-${t.key}` : undefined}
              tabIndex={isSelected || !hydrated ? 0 : -1}
              onClick={(e) => {
                e.preventDefault();
                onSelect(t.key);
              }}
            >
              {t.label}
            </a>
          );
        })}
      </div>
      <div
        className="tabs__panel"
        role="tabpanel"
        id={`tabpanel-${current.key}`}
        aria-labelledby={`tab-${current.key}`}
        tabIndex={0}
      >
        {children}
      </div>
    </div>
  );
}

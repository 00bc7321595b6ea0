import './lib/zod-without-eval';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { PAGE_DATA_ID, PAGE_PARTS_ID, PAGE_SESSION_ID, type PageSession } from '@shared/page-data';
import { preloadParts } from './components/lazy-part';
import { storeSession } from './lib/session-store';
import { createQueryClient } from './app/providers';
import { preloadPages } from './app/router';
import { BrowserApp } from './app/app-trees';
import './styles/global.css';

const container = document.getElementById('root')!;
const pageData = document.getElementById(PAGE_DATA_ID);
const pageSession = document.getElementById(PAGE_SESSION_ID)?.textContent;
// A member's screen the server rendered for them (decision 0032): hydrated as theirs, and the browser's record of
// the session follows the server's, which has just been used (its end moved on).
const session = pageSession ? (JSON.parse(pageSession) as PageSession) : undefined;
if (session) {
  try {
    storeSession({ id: session.userId, isAdmin: session.isAdmin, expiresAt: session.expiresAt });
  } catch {
    // Storage may be unavailable (private mode): the page is still the member's until it is left.
  }
}
const client = createQueryClient();
const app = <BrowserApp client={client} session={session} />;

// The parts of the page the server drew whose code loads on demand (the booking form of a fixture with a dinner).
const pageParts = document.getElementById(PAGE_PARTS_ID)?.textContent;
const parts = pageParts ? (JSON.parse(pageParts) as string[]) : [];

// The first page's code is loaded before the first render, so the page is drawn (or hydrated) whole, never the
// loading line first; so is the code of each part the server drew, so the page hydrates as it was drawn, never from
// a Suspense fallback (decision 0051). Guards and redirects still decide in the render.
void preloadPages(window.location)
  .then(() => preloadParts(parts))
  .finally(() => {
    if (pageData?.textContent) {
      // A page the server rendered (decisions 0009, 0032): its data arrives with it and is as new as the page (the
      // server renders again whenever the data changes), so it counts as fetched now and is not asked for again.
      const state = JSON.parse(pageData.textContent) as DehydratedState;
      for (const query of state.queries) query.state.dataUpdatedAt = Date.now();
      hydrate(client, state);
      // As a transition, hydration runs in slices and lets the browser in between (no long task on a slow phone).
      startTransition(() => {
        hydrateRoot(container, app);
      });
    } else {
      const root = createRoot(container);
      // The first render is a transition: React renders it in slices of a few milliseconds and lets the browser in
      // between, so a slow phone never meets it as one long task (the page is not drawn any later).
      startTransition(() => root.render(app));
    }
  });

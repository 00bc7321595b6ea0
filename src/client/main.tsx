import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes } from 'react-router';
import { Providers } from './app/providers';
import { AppRoutes, routes } from './app/router';
import type { LazyPage } from './app/lazy-page';
import './styles/global.css';

const root = createRoot(document.getElementById('root')!);
// The first page's code is loaded before the first render, so the page is drawn whole, never the loading line
// first (its arrival would push the footer down). Guards and redirects still decide in the render.
const first = matchRoutes(routes, window.location) ?? [];
// The first render is a transition: React renders it in slices of a few milliseconds and lets the browser in
// between, so a slow phone never meets it as one long task (the page is not drawn any later).
Promise.all(first.map((m) => (m.route.handle as LazyPage | undefined)?.preload())).finally(() =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </StrictMode>,
    ),
  ),
);

import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BrowserApp, ServerApp } from './app-trees';
import { createQueryClient } from './providers';
import { preloadPages } from './router';

describe('the trees the server and the browser draw', () => {
  // Scratch Foursomes numbers its toggle's panel with useId: the same id from both is a hydration that matches.
  it('give a page the same useId ids, so its hydration matches', async () => {
    const location = '/foursomes';
    await preloadPages({ pathname: location });
    const server = renderToString(createElement(ServerApp, { client: createQueryClient(), location }));
    const atLocation = ({ children }: { children: ReactNode }) =>
      createElement(StaticRouter, { location }, children);
    const browser = renderToString(
      createElement(BrowserApp, { client: createQueryClient(), router: atLocation }),
    );
    expect(server).toMatch(/id="_R_/);
    expect(browser).toBe(server);
  });
});

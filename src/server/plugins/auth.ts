import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../lib/http-errors';
import { safeEqual } from '../lib/tokens';
import { SESSION_EXPIRES_HEADER } from '@shared/constants';
import {
  SESSION_COOKIE,
  createSessionLookup,
  passwordFreeUntil,
  setSessionCookies,
} from '../modules/sessions/sessions.service';
import type { RouteEntry } from '../fastify-types';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Finds the signed-in member (cookie or bearer token), checks the XSRF token on cookie writes,
 * and enforces the access each route declares, all before the body is read.
 */
export const authPlugin = fp<{ dataVersion?: () => string }>(
  async (app, { dataVersion }) => {
    const lookupSession = createSessionLookup(app.db, dataVersion);
    const secure = app.config.isProduction;
    app.decorateRequest('member', null);
    const routeTable: RouteEntry[] = [];
    app.decorate('routeTable', routeTable);

    app.addHook('onRoute', (route) => {
      const url = route.url ?? '';
      if (url.startsWith('/api/') && !route.config?.access) {
        throw new Error(`Route ${route.method} ${url} does not declare its access (public, member or admin)`);
      }
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routeTable.push({ method, url, access: route.config?.access ?? 'public' });
      }
    });

    app.addHook('onRequest', async (request, reply) => {
      const access = request.routeOptions.config?.access;
      const header = request.headers.authorization;
      const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      const cookie = request.cookies?.[SESSION_COOKIE];
      const token = bearer || cookie;
      if (token && token.length < 200) {
        const s = await lookupSession(token);
        if (s && s.approval === 'approved') {
          request.member = {
            id: s.memberId,
            isAdmin: s.isAdmin === 1,
            sessionId: s.sessionId,
            expiresAt: s.expiresAt,
            via: bearer ? 'bearer' : 'cookie',
            passwordFreeUntil: passwordFreeUntil(s),
          };
          // The session lives on an hour from this use (decision 0018): the browser's cookies are sent again with
          // the new end, and every answer tells the client when the session now ends, for its own timer.
          if (s.slid && !bearer) setSessionCookies(reply, { token, ...s }, secure);
          reply.header(SESSION_EXPIRES_HEADER, s.expiresAt);
          if (!bearer && !SAFE_METHODS.has(request.method)) {
            const sent = request.headers['x-xsrf-token'];
            if (typeof sent !== 'string' || !safeEqual(sent, s.xsrfToken)) {
              throw forbidden('Your session could not be verified, please reload the page and try again');
            }
          }
        }
      }
      if (access === 'member' && !request.member) throw unauthorized();
      if (access === 'admin') {
        if (!request.member) throw unauthorized();
        if (!request.member.isAdmin) throw forbidden();
      }
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

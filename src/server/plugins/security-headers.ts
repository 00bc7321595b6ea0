import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The headers helmet sets for the given options, worked out once. @fastify/helmet builds a new helmet middleware
 * (and parses the Content-Security-Policy again) on every request, which cost a sixth of the server's time on a
 * small answer; these options have no per-request part (no nonces), so the result is the same every time.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => (headers[name] = String(value)),
    removeHeader: (name: string) => delete headers[name],
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

/**
 * The browser features the site never uses (no camera, microphone, location, payment or USB), turned off for its
 * pages and for anything they might frame; helmet does not set this header.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

/** Sets the security headers on every answer: routes, pages, files, errors and 404s. */
export const securityHeadersPlugin = fp<HelmetOptions>(
  async (app, options) => {
    const headers = { ...securityHeaders(options), 'Permissions-Policy': PERMISSIONS_POLICY };
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);

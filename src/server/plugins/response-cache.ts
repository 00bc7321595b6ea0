import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { londonToday } from '@shared/dates';
import { now } from '../lib/clock';

/** How many answers are kept (one per URL; URLs carry ids and query strings, so the number is capped). */
const MAX_ENTRIES = 500;
/** Smaller answers go uncompressed, as @fastify/compress leaves them (its threshold in app.ts). */
const COMPRESS_THRESHOLD = 1024;

interface Entry {
  version: string;
  /** JSON for the API's lists; HTML for the public pages rendered on the server (modules/pages). */
  type: string;
  payload: string;
  /** The payload's length in UTF-8, measured once: a long list takes as long to measure as to send. */
  bytes: number;
  etag: string;
  /** The payload compressed once per encoding, on first demand. */
  encoded: Map<'br' | 'gzip', Buffer>;
}

/** The encoding to answer with: brotli, else gzip, as the client accepts (a q=0 refuses one). */
function pickEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  const accepts = (name: string) =>
    header.split(',').some((part) => {
      const [token, ...params] = part.trim().toLowerCase().split(';');
      return token === name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    });
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : undefined;
}

function encode(entry: Entry, encoding: 'br' | 'gzip'): Buffer {
  let body = entry.encoded.get(encoding);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(entry.payload, {
            params: {
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_QUALITY]: 6,
            },
          })
        : gzipSync(entry.payload);
    entry.encoded.set(encoding, body);
  }
  return body;
}

/**
 * Routes marked `cacheable: true` (public GET lists) answer with an ETag, and 304 when the client already has that
 * version. With `dataVersion` (SQLite), the answer is also kept in memory and served again, without querying,
 * mapping, serialising or compressing, until anything is committed to the database or the day changes in London (lists say
 * which fixtures are past): see docs/decisions/0003-performance-budgets.md.
 *
 * Routes marked `cacheable: 'per-member'` (a member's own fixture list, member search) are kept the same way, under
 * the signed-in member's id as well as the address, so one member's answer is never served to another: the route's
 * own checks (a member sees only their own list) run on the first request of each member and address, and only a
 * 200 is kept. They get no ETag: their answers are private and not stored by the browser (no-store).
 */
export const responseCachePlugin = fp<{ dataVersion?: () => string }>(
  async (app, { dataVersion }) => {
    const cache = new Map<string, Entry>();
    const versionOf = new WeakMap<FastifyRequest, string>();
    const served = new WeakSet<FastifyRequest>();

    const setHeaders = (reply: { header: (k: string, v: string) => unknown }, etag: string) => {
      reply.header('ETag', etag);
      // Public data may be cached by the browser but must be checked with the server each time.
      reply.header('Cache-Control', 'public, no-cache');
    };
    const matches = (request: FastifyRequest, etag: string) => {
      const inm = request.headers['if-none-match'];
      return !!inm && inm.split(',').some((t) => t.trim() === etag);
    };

    /** The key an answer is kept under: its address, and for a per-member answer the member asking. */
    const keyOf = (request: FastifyRequest): string | undefined => {
      const mode = request.routeOptions.config?.cacheable;
      if (!mode || request.method !== 'GET') return undefined;
      if (mode === true) return request.url;
      // The auth plugin's hook ran first: a per-member route without a member has already been refused.
      return request.member ? `${request.member.id} ${request.url}` : undefined;
    };

    if (dataVersion) {
      app.addHook('onRequest', async (request, reply) => {
        const key = keyOf(request);
        if (key === undefined) return;
        const version = `${dataVersion()}|${londonToday(now())}`;
        const hit = cache.get(key);
        if (hit && hit.version === version) {
          served.add(request);
          const isPublic = request.routeOptions.config?.cacheable === true;
          if (isPublic) {
            setHeaders(reply, hit.etag);
            if (matches(request, hit.etag)) return reply.code(304).send('');
          } else reply.header('Cache-Control', 'private, no-store');
          reply.type(hit.type);
          const encoding =
            hit.bytes >= COMPRESS_THRESHOLD ? pickEncoding(request.headers['accept-encoding']) : undefined;
          if (!encoding) return reply.send(hit.payload);
          // Compressed once, not per request; @fastify/compress leaves an answer that has Content-Encoding alone.
          return reply
            .header('Vary', 'accept-encoding')
            .header('Content-Encoding', encoding)
            .send(encode(hit, encoding));
        }
        versionOf.set(request, version);
      });
    }

    app.addHook('onSend', async (request, reply, payload) => {
      if (served.has(request)) return payload;
      const key = keyOf(request);
      if (key === undefined || reply.statusCode !== 200) return payload;
      // An answer that must not be kept (a page drawn by the browser because the server could not render it).
      if (reply.getHeader('cache-control') === 'no-store') return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
      const version = versionOf.get(request);
      if (version !== undefined && typeof payload === 'string') {
        // The version was read before the handler queried, so a change made meanwhile is never hidden.
        cache.delete(key);
        if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
        const type = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
        cache.set(key, {
          version,
          type,
          payload,
          bytes: Buffer.byteLength(payload),
          etag,
          encoded: new Map(),
        });
      }
      if (request.routeOptions.config?.cacheable !== true) return payload;
      setHeaders(reply, etag);
      if (matches(request, etag)) {
        reply.code(304);
        return '';
      }
      return payload;
    });
  },
  { name: 'response-cache' },
);

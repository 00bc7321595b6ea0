import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { londonToday } from '@shared/dates';
import { now } from '../lib/clock';
import { ifNoneMatchMatches, markNotModified, weakEtagOf } from '../lib/conditional-get';

/**
 * How much memory the kept answers may take, their compressed copies included. The oldest-used answers go first.
 * Counted per answer as two bytes a character (the most V8 can take for a string) plus each compressed copy, so
 * a visitor asking for many different addresses cannot grow the server's memory beyond this.
 */
export const MAX_CACHE_BYTES = 24 * 1024 * 1024;
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
  /** What the entry counts against MAX_CACHE_BYTES, its compressed copies included. */
  size: number;
}

/** An answer being made at `version`; `entry` is what it made (undefined: it failed or was not a 200). */
interface Making {
  version: string;
  entry: Promise<Entry | undefined>;
  settle: (entry: Entry | undefined) => void;
}

/** A value with its object keys in order, so that the same query gives the same key however it was written. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  return value;
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

function encode(entry: Entry, encoding: 'br' | 'gzip', grew: (bytes: number) => void): Buffer {
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
    entry.size += body.length;
    grew(body.length);
  }
  return body;
}

/**
 * Routes marked `cacheable: true` (public GET lists) answer with an ETag, and 304 when the client already has that
 * version. With `dataVersion` (SQLite), the answer is also kept in memory and served again, without querying,
 * mapping, serialising or compressing, until anything is committed to the database or the day changes in London (lists say
 * which fixtures are past): see docs/decisions/0003-performance-budgets.md.
 *
 * An answer is kept under its route, its validated params and its validated query, never its raw address: a query
 * parameter the route does not know is dropped by the schema and so makes no new entry, and the kept answers are
 * bounded in bytes (MAX_CACHE_BYTES), so a visitor asking for `?n=1`, `?n=2`... cannot fill the server's memory.
 * The look-up therefore runs once the request has been validated (preHandler).
 *
 * Routes marked `cacheable: 'per-member'` (a member's own fixture list, member search) are kept the same way, under
 * the signed-in member's id as well, so one member's answer is never served to another: the route's
 * own checks (a member sees only their own list) run on the first request of each member and address, and only a
 * 200 is kept. They get no ETag: their answers are private and not stored by the browser (no-store).
 */
export const responseCachePlugin = fp<{ dataVersion?: () => string; maxBytes?: number }>(
  async (app, { dataVersion, maxBytes = MAX_CACHE_BYTES }) => {
    /** In order of last use, oldest first. */
    const cache = new Map<string, Entry>();
    let cachedBytes = 0;
    /** The version every kept answer has: any other version is stale for good, as versions only move on. */
    let cacheVersion = '';
    const versionOf = new WeakMap<FastifyRequest, string>();
    const served = new WeakSet<FastifyRequest>();
    /** The answers being made now, by key: the first request at a version makes it, later ones wait for it. */
    const inFlight = new Map<string, Making>();
    /** The answer a request is making for the others (so it tells them when it is made or has failed). */
    const making_ = new WeakMap<FastifyRequest, Making>();
    const currentVersion = () => (dataVersion ? `${dataVersion()}|${londonToday(now())}` : '');

    const drop = (key: string) => {
      const entry = cache.get(key);
      if (!entry) return;
      cache.delete(key);
      cachedBytes -= entry.size;
    };
    const trim = () => {
      for (const key of cache.keys()) {
        if (cachedBytes <= maxBytes) break;
        drop(key);
      }
    };

    const setHeaders = (reply: FastifyReply, etag: string) => {
      reply.header('ETag', etag);
      // Public data may be cached by the browser but must be checked with the server each time.
      reply.header('Cache-Control', 'public, no-cache');
      // The same answer may go out compressed or not: a cache in between keeps one copy per encoding.
      reply.header('Vary', 'accept-encoding');
    };

    /** The key an answer is kept under: its route, validated params and query, and for a per-member answer the member. */
    const keyOf = (request: FastifyRequest): string | undefined => {
      const mode = request.routeOptions.config?.cacheable;
      if (!mode || request.method !== 'GET') return undefined;
      const schema = request.routeOptions.schema;
      const route = [
        request.routeOptions.url,
        JSON.stringify(canonical(request.params ?? {})),
        schema?.querystring ? JSON.stringify(canonical(request.query ?? {})) : '',
      ].join(' ');
      if (mode === true) return route;
      // The auth plugin's hook ran first: a per-member route without a member has already been refused.
      return request.member ? `${request.member.id} ${route}` : undefined;
    };

    if (dataVersion) {
      app.addHook('preHandler', async (request, reply) => {
        const key = keyOf(request);
        if (key === undefined) return;
        let waited = false;
        for (;;) {
          const version = currentVersion();
          const hit = cache.get(key);
          if (hit && hit.version === version) {
            // Used again: the last to go when the cache is full.
            cache.delete(key);
            cache.set(key, hit);
            return serve(request, reply, hit);
          }
          if (hit) drop(key);
          // The same answer is being made for this version: wait for it rather than make it again (a rush of
          // readers after each change would otherwise each render the same page). Made by the first request, it
          // holds what this one would have read; if that one fails, this one makes its own.
          const making = inFlight.get(key);
          if (making && making.version === version) {
            const made = await making.entry;
            if (made) return serve(request, reply, made);
          } else if (making && !waited) {
            // An answer of an older version is being made (decision 0070): wait for it to end, not to serve it (it
            // may not hold the change that moved the version on), then share the next one, made after this request
            // came. While the data changes faster than a page is made (sign-ups at the opening of a fixture), each
            // page is then made once at a time, not once more for every change, each making slower than the last.
            waited = true;
            await making.entry;
            continue;
          } else {
            let settle: (entry: Entry | undefined) => void = () => undefined;
            const entry = new Promise<Entry | undefined>((resolve) => (settle = resolve));
            const mine: Making = { version, entry, settle };
            inFlight.set(key, mine);
            making_.set(request, mine);
          }
          versionOf.set(request, version);
          return;
        }
      });
    }

    const serve = (request: FastifyRequest, reply: FastifyReply, hit: Entry) => {
      served.add(request);
      const isPublic = request.routeOptions.config?.cacheable === true;
      if (isPublic) {
        setHeaders(reply, hit.etag);
        if (ifNoneMatchMatches(request.headers['if-none-match'], hit.etag)) {
          markNotModified(reply);
          return reply.send();
        }
      } else reply.header('Cache-Control', 'private, no-store');
      reply.type(hit.type);
      const encoding =
        hit.bytes >= COMPRESS_THRESHOLD ? pickEncoding(request.headers['accept-encoding']) : undefined;
      if (!encoding) return reply.send(hit.payload);
      // Compressed once, not per request; @fastify/compress leaves an answer that has Content-Encoding alone.
      const body = encode(hit, encoding, (bytes) => {
        // An answer waited for but not kept (the data changed while it was made) counts against nothing.
        if (cache.get(keyOf(request) ?? '') !== hit) return;
        cachedBytes += bytes;
        trim();
      });
      return reply.header('Vary', 'accept-encoding').header('Content-Encoding', encoding).send(body);
    };

    /** The answer for `making` is made (or failed): those waiting for it are told, and the next one makes its own. */
    const finish = (request: FastifyRequest, entry: Entry | undefined) => {
      const mine = making_.get(request);
      if (!mine) return;
      making_.delete(request);
      const key = keyOf(request);
      if (key !== undefined && inFlight.get(key) === mine) inFlight.delete(key);
      mine.settle(entry);
    };
    // An answer that never reached onSend (the client went away): whoever waits makes his own.
    app.addHook('onResponse', async (request) => finish(request, undefined));
    app.addHook('onRequestAbort', async (request) => finish(request, undefined));

    app.addHook('onSend', async (request, reply, payload) => {
      if (served.has(request)) return payload;
      const key = keyOf(request);
      if (key === undefined || reply.statusCode !== 200) return (finish(request, undefined), payload);
      // An answer that must not be kept (a page drawn by the browser because the server could not render it).
      if (reply.getHeader('cache-control') === 'no-store') return (finish(request, undefined), payload);
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload))
        return (finish(request, undefined), payload);
      const etag = weakEtagOf(payload);
      const version = versionOf.get(request);
      if (version !== undefined && typeof payload === 'string') {
        const type = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
        const bytes = Buffer.byteLength(payload);
        const entry: Entry = {
          version,
          type,
          payload,
          bytes,
          etag,
          encoded: new Map(),
          size: payload.length * 2,
        };
        // Those who asked at the same version wait for this answer, kept or not.
        finish(request, entry);
        // The version was read before the handler queried: an answer made while something changed is not kept.
        if (version === currentVersion()) {
          if (version !== cacheVersion) {
            cache.clear();
            cachedBytes = 0;
            cacheVersion = version;
          }
          drop(key);
          // An answer bigger than a quarter of the room is served but not kept: it would push out everything else.
          if (entry.size <= maxBytes / 4) {
            cache.set(key, entry);
            cachedBytes += entry.size;
            trim();
          }
        }
      } else finish(request, undefined);
      if (request.routeOptions.config?.cacheable !== true) return payload;
      setHeaders(reply, etag);
      if (ifNoneMatchMatches(request.headers['if-none-match'], etag)) {
        markNotModified(reply);
        return null;
      }
      return payload;
    });

    /** For the tests and the bench: what the cache holds. */
    app.decorate('responseCacheStats', () => ({ entries: cache.size, bytes: cachedBytes }));
  },
  { name: 'response-cache' },
);

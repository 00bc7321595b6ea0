import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ifNoneMatchMatches } from '../lib/conditional-get';
import { responseCachePlugin } from './response-cache';

describe('the response cache', () => {
  const app = Fastify();
  afterAll(() => app.close());

  it('keeps no more bytes than its bound, the compressed copies counted, dropping the oldest-used first', async () => {
    const maxBytes = 200_000;
    await app.register(responseCachePlugin, { dataVersion: () => 'v1', maxBytes });
    // Text that compresses badly, so that each compressed copy counts too.
    const body = (id: string) =>
      `${id} ${Array.from({ length: 2000 }, (_, i) => (i * 7919 + id.length) % 9973).join(',')}`;
    app.get('/big/:id', { config: { access: 'public', cacheable: true } }, async (request) =>
      body((request.params as { id: string }).id),
    );
    await app.ready();
    for (let i = 0; i < 200; i += 1) {
      for (const encoding of ['br', 'gzip', 'identity'])
        await app.inject({ url: `/big/${i}`, headers: { 'accept-encoding': encoding } });
      expect(app.responseCacheStats().bytes).toBeLessThanOrEqual(maxBytes);
    }
    const { entries } = app.responseCacheStats();
    expect(entries).toBeGreaterThan(1);
    expect(entries).toBeLessThan(10);
    // The newest is still kept, and served from memory with the same tag.
    const newest = await app.inject({ url: '/big/199' });
    const etag = String(newest.headers.etag);
    expect((await app.inject({ url: '/big/199', headers: { 'if-none-match': etag } })).statusCode).toBe(304);
  });
});

describe('If-None-Match', () => {
  const tag = 'W/"abc"';
  it('compares weakly and takes * and lists', () => {
    expect(ifNoneMatchMatches('W/"abc"', tag)).toBe(true);
    expect(ifNoneMatchMatches('"abc"', tag)).toBe(true);
    expect(ifNoneMatchMatches('"x", W/"abc"', tag)).toBe(true);
    expect(ifNoneMatchMatches('*', tag)).toBe(true);
    expect(ifNoneMatchMatches('"abcd"', tag)).toBe(false);
    expect(ifNoneMatchMatches(undefined, tag)).toBe(false);
  });
});

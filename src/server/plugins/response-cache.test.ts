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

describe('answers being made', () => {
  it('are made once for requests that come at the same version, and again after a change', async () => {
    const app = Fastify();
    let version = 'v1';
    let made = 0;
    await app.register(responseCachePlugin, { dataVersion: () => version });
    app.get('/page', { config: { access: 'public', cacheable: true } }, async () => {
      made += 1;
      await new Promise((r) => setTimeout(r, 20));
      return `page ${made} at ${version}`;
    });
    await app.ready();
    const all = await Promise.all(Array.from({ length: 5 }, () => app.inject({ url: '/page' })));
    expect(made).toBe(1);
    expect(new Set(all.map((r) => r.body))).toEqual(new Set(['page 1 at v1']));
    expect(new Set(all.map((r) => r.headers.etag)).size).toBe(1);
    version = 'v2';
    const after = await Promise.all([app.inject({ url: '/page' }), app.inject({ url: '/page' })]);
    expect(made).toBe(2);
    expect(after.map((r) => r.body)).toEqual(['page 2 at v2', 'page 2 at v2']);
    await app.close();
  });

  it('are made one at a time while the data changes: a request waits for the older one to end, then shares the next', async () => {
    const app = Fastify();
    let version = 'v1';
    let made = 0;
    const gates: (() => void)[] = [];
    await app.register(responseCachePlugin, { dataVersion: () => version });
    app.get('/page', { config: { access: 'public', cacheable: true } }, async () => {
      made += 1;
      const mine = `page ${made} at ${version}`;
      await new Promise<void>((r) => gates.push(r));
      return mine;
    });
    await app.ready();
    const tick = () => new Promise((r) => setTimeout(r, 20));
    const first = app.inject({ url: '/page' });
    while (made < 1) await tick();
    version = 'v2';
    const later = [app.inject({ url: '/page' }), app.inject({ url: '/page' })];
    await tick();
    expect(made).toBe(1);
    gates.shift()!();
    expect((await first).body).toBe('page 1 at v1');
    while (made < 2) await tick();
    gates.shift()!();
    expect((await Promise.all(later)).map((r) => r.body)).toEqual(['page 2 at v2', 'page 2 at v2']);
    expect(made).toBe(2);
    await app.close();
  });

  it('are made by each request again when the first one fails', async () => {
    const app = Fastify();
    let calls = 0;
    await app.register(responseCachePlugin, { dataVersion: () => 'v1' });
    app.get('/flaky', { config: { access: 'public', cacheable: true } }, async (_request, reply) => {
      calls += 1;
      const mine = calls;
      await new Promise((r) => setTimeout(r, 20));
      if (mine === 1) return reply.code(500).send('failed');
      return `made by call ${mine}`;
    });
    await app.ready();
    const [first, second] = await Promise.all([app.inject({ url: '/flaky' }), app.inject({ url: '/flaky' })]);
    expect(first.statusCode).toBe(500);
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe('made by call 2');
    await app.close();
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

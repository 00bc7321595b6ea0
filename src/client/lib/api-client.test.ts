import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, setApiTransport, setUnauthorizedHandler } from './api-client';

function stubFetch(status: number, body: unknown, headers: Record<string, string> = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers });
  });
  return calls;
}

// Test files share modules: a page rendered on the server by another file may have left its own transport.
beforeEach(() => setApiTransport((input, init) => fetch(input, init)));

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(undefined);
});

describe('api client', () => {
  it('sends JSON with no-cache headers and same-origin credentials', async () => {
    const calls = stubFetch(200, { ok: true });
    expect(await api('/api/x')).toEqual({ ok: true });
    const h = calls[0].init.headers as Record<string, string>;
    expect(h['Cache-Control']).toBe('no-cache');
    expect(h.Pragma).toBe('no-cache');
    expect(calls[0].init.credentials).toBe('same-origin');
    expect(h['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('adds X-XSRF-TOKEN from the cookie on writes', async () => {
    vi.stubGlobal('document', { cookie: 'XSRF-TOKEN=tok123' });
    const calls = stubFetch(200, true);
    await api('/api/x', { method: 'POST', body: { a: 1 } });
    const h = calls[0].init.headers as Record<string, string>;
    expect(h['X-XSRF-TOKEN']).toBe('tok123');
    expect(h['Content-Type']).toBe('application/json');
    expect(calls[0].init.body).toBe('{"a":1}');
  });

  it('throws ApiError with the spec §8 message and calls the 401 handler', async () => {
    stubFetch(400, { '': ['Bad thing'] });
    await expect(api('/api/x')).rejects.toMatchObject({ status: 400, message: 'Bad thing' });
    stubFetch(500, { '': ['x'] }, { 'Application-Error': 'Header text' });
    await expect(api('/api/x')).rejects.toMatchObject({ message: 'Header text' });
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    stubFetch(401, {});
    await expect(api('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(handler).toHaveBeenCalledOnce();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver, QueryClient, QueryObserver } from '@tanstack/react-query';
import { setApiTransport } from './api-client';
import { changeOptions, post, remove, withQuery } from './endpoint';

// Test files share modules: a page rendered on the server by another file may have left its own transport.
beforeEach(() => setApiTransport((input, init) => fetch(input, init)));
afterEach(() => vi.unstubAllGlobals());

function stubFetch(answer: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(answer), { status: 200 });
  });
  return calls;
}

/** A client holding one watched query per key, counting how often each is fetched after its first load. */
async function clientWith(...keys: string[][]) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const fetched: Record<string, number> = {};
  for (const queryKey of keys) {
    const name = queryKey.join('/');
    fetched[name] = -1;
    const observer = new QueryObserver(qc, {
      queryKey,
      queryFn: async () => {
        fetched[name]++;
        return 'data';
      },
    });
    observer.subscribe(() => undefined);
    await observer.getCurrentQuery().promise;
  }
  return { qc, fetched };
}

describe('endpoint fetchers', () => {
  it('post sends its argument as the body, to the path it picks', async () => {
    const calls = stubFetch({ ok: true });
    const save = post<{ id?: number }, { ok: true }>((b) => (b.id ? '/api/x/update' : '/api/x/add'));
    expect(await save({ id: 3 })).toEqual({ ok: true });
    await save({});
    expect(calls.map((c) => [c.url, c.init.method, c.init.body])).toEqual([
      ['/api/x/update', 'POST', '{"id":3}'],
      ['/api/x/add', 'POST', '{}'],
    ]);
  });

  it('remove deletes {path}/{id}', async () => {
    const calls = stubFetch(true);
    expect(await remove('/api/x/delete')(7)).toBe(true);
    expect([calls[0].url, calls[0].init.method]).toEqual(['/api/x/delete/7', 'DELETE']);
  });

  it('withQuery keeps the values that are set, in order', () => {
    expect(withQuery('/api/x', { page: 0, search: '', status: null, memberId: 4, action: undefined })).toBe(
      '/api/x?page=0&memberId=4',
    );
  });
});

describe('changeOptions', () => {
  it('writes the answer, then fetches the named queries again before the change stops pending', async () => {
    const { qc, fetched } = await clientWith(['a', '1'], ['b'], ['c']);
    const order: string[] = [];
    const observer = new MutationObserver(
      qc,
      changeOptions(qc, async (n: number) => n * 2, {
        invalidates: (n) => [['a', String(n)], ['b']],
        update: (client, data, n) => {
          order.push(`update ${data} ${n}`);
          client.setQueryData(['c'], data);
        },
      }),
    );
    expect(await observer.mutate(1)).toBe(2);
    expect(order).toEqual(['update 2 1']);
    expect(qc.getQueryData(['c'])).toBe(2);
    expect(fetched).toEqual({ 'a/1': 1, b: 1, c: 0 });
  });

  it('on a refusal fetches again only when settled', async () => {
    const refuse = async () => {
      throw new Error('no');
    };
    for (const settled of [false, true]) {
      const { qc, fetched } = await clientWith(['a']);
      const observer = new MutationObserver(qc, changeOptions(qc, refuse, { invalidates: [['a']], settled }));
      await expect(observer.mutate(undefined)).rejects.toThrow('no');
      expect(fetched.a).toBe(settled ? 1 : 0);
    }
  });
});

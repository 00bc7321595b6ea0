// The caching and compression rules (decision 0003), checked on the running server (pass or miss, no timing).
export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export async function httpChecks(base: string, entryScript: string | undefined): Promise<Check[]> {
  const checks: Check[] = [];
  const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });

  for (const enc of ['br', 'gzip']) {
    const json = await get('/api/Fixtures/List', { 'accept-encoding': enc });
    checks.push({
      name: `JSON compressed (${enc})`,
      ok: json.headers.get('content-encoding') === enc,
      detail: `/api/Fixtures/List content-encoding: ${json.headers.get('content-encoding') ?? 'none'}`,
    });
    if (entryScript) {
      const js = await get(entryScript, { 'accept-encoding': enc });
      checks.push({
        name: `static file compressed (${enc})`,
        ok: js.headers.get('content-encoding') === enc,
        detail: `${entryScript} content-encoding: ${js.headers.get('content-encoding') ?? 'none'}`,
      });
    }
  }

  const first = await get('/api/Fixtures/List');
  const etag = first.headers.get('etag');
  const again = etag ? await get('/api/Fixtures/List', { 'if-none-match': etag }) : undefined;
  checks.push({
    name: 'public list 304 on If-None-Match',
    ok: again?.status === 304,
    detail: `ETag ${etag ?? 'missing'}, repeat answered ${again?.status ?? '-'}`,
  });

  if (entryScript) {
    const js = await get(entryScript);
    const cc = js.headers.get('cache-control') ?? '';
    checks.push({
      name: 'hashed assets cached for a year',
      ok: /max-age=31536000/.test(cc) && /immutable/.test(cc),
      detail: `${entryScript}: ${cc}`,
    });
  }
  for (const page of ['/', '/home']) {
    const html = await get(page);
    const cc = html.headers.get('cache-control') ?? '';
    checks.push({
      name: `HTML never cached stale (${page})`,
      ok:
        /no-cache|no-store|max-age=0/.test(cc) &&
        (html.headers.get('content-type') ?? '').includes('text/html'),
      detail: `${page}: ${html.status} ${cc}`,
    });
  }
  return checks;
}

/** A small HTTP client for API tests: keeps cookies like a browser and sends the XSRF header as the spec's client does. */
export class TestClient {
  cookies = new Map<string, string>();
  bearer?: string;
  constructor(readonly baseUrl: string) {}

  /**
   * The same browser talking to another server process (behind a load balancer): a client of `baseUrl` sharing
   * this one's cookies and bearer token (the cookie jar itself, so a cookie either process sets is sent to both).
   */
  at(baseUrl: string): TestClient {
    const other = new TestClient(baseUrl);
    other.cookies = this.cookies;
    other.bearer = this.bearer;
    return other;
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const h: Record<string, string> = { ...headers };
    const raw = body instanceof FormData || typeof body === 'string' || Buffer.isBuffer(body);
    if (body !== undefined && !raw && !('content-type' in h)) {
      h['content-type'] = 'application/json';
    }
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf && method !== 'GET' && !('x-xsrf-token' in h)) h['x-xsrf-token'] = decodeURIComponent(xsrf);
    if (this.bearer) h.authorization = `Bearer ${this.bearer}`;
    const res = await fetch(this.baseUrl + path, {
      method,
      headers: h,
      body:
        body === undefined
          ? undefined
          : body instanceof FormData || typeof body === 'string'
            ? body
            : JSON.stringify(body),
      redirect: 'manual',
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      const expired = attrs.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { status: res.status, headers: res.headers, text, json: json as any };
  }

  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request('POST', path, body ?? {}, headers);
  delete = (path: string, headers?: Record<string, string>) =>
    this.request('DELETE', path, undefined, headers);
}

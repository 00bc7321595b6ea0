import { SESSION_EXPIRES_HEADER } from '@shared/constants';
import { readErrorMessage } from './error-reader';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

let onUnauthorized: (() => void) | undefined;
/** Called when a signed-in request comes back 401: the session has ended on the server. */
export function setUnauthorizedHandler(handler: (() => void) | undefined) {
  onUnauthorized = handler;
}

let onSessionExpires: ((expiresAt: number) => void) | undefined;
/** Called with the end of the session each signed-in answer names: using the site keeps the session (decision 0018). */
export function setSessionExpiresHandler(handler: ((expiresAt: number) => void) | undefined) {
  onSessionExpires = handler;
}

export function readCookie(name: string, cookie = typeof document === 'undefined' ? '' : document.cookie) {
  for (const part of cookie.split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

let transport: typeof fetch = (input, init) => fetch(input, init);
/** The server's renderer answers the client's calls itself, without a network (entry-server.tsx). */
export function setApiTransport(serverTransport: typeof fetch) {
  transport = serverTransport;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** The one API client (DESIGN.md 'Client plumbing'). */
export async function api<T>(
  path: string,
  { method = 'GET', body, signal }: RequestOptions = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
  };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') {
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  }
  const res = await transport(path, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    signal,
  });
  const expires = Date.parse(res.headers.get(SESSION_EXPIRES_HEADER) ?? '');
  if (expires > 0) onSessionExpires?.(expires);
  const text = await res.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  if (!res.ok) {
    if (res.status === 401) onUnauthorized?.();
    throw new ApiError(res.status, readErrorMessage(res.headers.get('Application-Error'), data), data);
  }
  return data as T;
}

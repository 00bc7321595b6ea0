import { expect } from 'vitest';
import type { TestClient } from './http-client';

/** The route refuses the body: 400, and exactly these messages per field (DESIGN.md's error shape). */
export async function expectFieldErrors(
  c: TestClient,
  path: string,
  body: unknown,
  errors: Record<string, string[]>,
) {
  const res = await c.post(path, body);
  expect(res.status).toBe(400);
  expect(res.json).toEqual(errors);
}

/** A body that is not JSON, sent as JSON: 400, and the one message saying so. */
export async function expectNotJsonRefused(c: TestClient, path: string, body = '{not json') {
  const res = await c.request('POST', path, body, { 'content-type': 'application/json' });
  expect(res.status).toBe(400);
  expect(res.json).toEqual({ '': ['The request body is not valid JSON'] });
}

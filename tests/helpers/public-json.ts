import { expect } from 'vitest';
import type { TestClient } from './http-client';

/**
 * What a public route answers a visitor: it must be 200 with an ETag (so that a browser may keep it and ask again
 * with If-None-Match); answers its JSON.
 */
export async function publicJson(visitor: TestClient, path: string) {
  const res = await visitor.get(path);
  expect(res.status, path).toBe(200);
  expect(res.headers.get('etag'), path).toBeTruthy();
  return res.json;
}

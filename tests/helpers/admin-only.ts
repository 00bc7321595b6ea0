import { expect } from 'vitest';
import type { TestClient } from './http-client';

/** A route as a test calls it: the method, the path and a body the route would take (none for GET or DELETE). */
export type Route = readonly [method: string, path: string, body?: unknown];

/**
 * Each route is an administrator's alone: a visitor is refused with 401 and a member with 403, whatever they send;
 * a POST's body that is not JSON is refused to a member with 403 too, since the role is checked before the body
 * is read.
 */
export async function expectAdminOnly(visitor: TestClient, member: TestClient, routes: readonly Route[]) {
  for (const [method, path, body] of routes) {
    expect((await visitor.request(method, path, body)).status, `${method} ${path}`).toBe(401);
    expect((await member.request(method, path, body)).status, `${method} ${path}`).toBe(403);
    if (method === 'POST') {
      const garbled = await member.request(method, path, '{not json', { 'content-type': 'application/json' });
      expect(garbled.status, `${method} ${path} with a body that is not JSON`).toBe(403);
    }
  }
}

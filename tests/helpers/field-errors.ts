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

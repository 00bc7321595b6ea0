import { expect } from 'vitest';

/** An answer that must be 200 (its text is the failure's message otherwise); answers its JSON. */
export function okJson(res: { status: number; text: string; json: unknown }) {
  expect(res.status, res.text).toBe(200);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as TestClient's answers: a test reads any field
  return res.json as any;
}

// The society's settings as the settings screen sends them, for the tests that change a setting or two.
import { expect } from 'vitest';
import type { TestClient } from './http-client';

/** Every setting as `reader` reads them (the crest's address left out: it is saved apart), with the changes given. */
export async function currentSettings(reader: TestClient, changes: Record<string, unknown> = {}) {
  const { crestUrl: _crestUrl, ...values } = (await reader.get('/api/settings')).json;
  return { ...values, ...changes };
}

/** The administrator saves the changes, every other setting as `reader` reads it (the administrator unless said). */
export async function saveSettings(admin: TestClient, changes: Record<string, unknown>, reader = admin) {
  const saved = await admin.post('/api/admin/settings', await currentSettings(reader, changes));
  expect(saved.status).toBe(200);
}

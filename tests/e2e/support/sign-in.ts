import { expect, type Page } from '@playwright/test';
import { logIn } from './helpers';

/** Logs in through the Login form; until that screen exists, through the login API as the form would. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/loginregister');
  if (await page.getByLabel('Email / UserName').count()) return logIn(page, email, password);
  const res = await page.request.post('/api/auth/login', { data: { username: email, password } });
  expect(res.ok(), `login as ${email}`).toBe(true);
  const body = (await res.json()) as { id: number; is_admin: boolean; expires_at: string };
  await page.evaluate((b) => {
    localStorage.setItem('user_id', String(b.id));
    localStorage.setItem('is-admin', String(b.is_admin));
    localStorage.setItem('session_expires', String(Date.parse(b.expires_at)));
  }, body);
  await page.goto('/home');
}

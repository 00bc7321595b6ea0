import { expect, type Page } from '@playwright/test';

/** Signs in through the Login form, as a member does, and lands on the home page. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/loginregister');
  await page.getByLabel('Email / UserName').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/**
 * Signs in through the login API (the call the Login form makes) and records the session as the client does, for a
 * journey about something else; the page stays where it is until the journey goes on.
 */
export async function signInThroughApi(page: Page, email: string, password: string) {
  await page.goto('/home');
  const res = await page.request.post('/api/auth/login', { data: { username: email, password } });
  expect(res.status(), `login as ${email}: ${await res.text()}`).toBe(200);
  const body = (await res.json()) as { id: number; is_admin: boolean; expires_at: string };
  await page.evaluate((b) => {
    localStorage.setItem('user_id', String(b.id));
    localStorage.setItem('is-admin', String(b.is_admin));
    localStorage.setItem('session_expires', String(Date.parse(b.expires_at)));
  }, body);
}

/** Forgets the session: its cookies and what the client recorded. */
export async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

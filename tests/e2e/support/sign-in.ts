// The one way the journeys sign in. A page signs in through the Login form, as a member does: the server makes
// the session and sets its cookies, and the client records who is signed in from the login's answer, so no
// journey rebuilds the session scheme (cookie names, the token's hash, the client's stored keys) by hand and
// none can drift from it. A call made without a page (a bearer token, a refused login) goes through the login API.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_MEMBER, demoAccounts, tabTo } from './helpers';

/** Fills and sends the Login form of the login page the browser is on (with or without its `next=`). */
export async function submitLoginForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email / UserName').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

/** Signs in through the Login form, as a member does, and lands on the home page. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/loginregister');
  await submitLoginForm(page, email, password);
  await expect(page).toHaveURL(/\/home$/);
}

/** Signs in a member made by createJourneyMember (they have the demo member's password). */
export async function signInAs(page: Page, member: { email: string }) {
  await signIn(page, member.email, DEMO_MEMBER.password);
}

/** Signs in the demo administrator. */
export async function signInAsAdmin(page: Page) {
  const { adminEmail, adminPassword } = demoAccounts();
  await signIn(page, adminEmail, adminPassword);
}

/**
 * Signs in the administrator ('admin') or a member made by createJourneyMember, then opens the screen at `path`
 * (page.goto: the journeys' test waits there until React has hydrated it). Measured against signing in through
 * /loginregister?next=path: the whole load is the quicker way to an admin screen (its code arrives at once).
 */
export async function signInAndOpen(page: Page, who: 'admin' | { email: string }, path: string) {
  if (who === 'admin') await signInAsAdmin(page);
  else await signInAs(page, who);
  await page.goto(path);
}

/** Logs in on /loginregister reaching the fields with Tab, for the journeys that work the screens by keyboard. */
export async function keyboardLogin(page: Page, email: string, password: string) {
  await page.goto('/loginregister');
  await tabTo(page, page.getByLabel('Email / UserName'));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

/** The login API's answer, for a call made without a page: to see a login refused, or to take a bearer token. */
export function loginThroughApi(request: APIRequestContext, email: string, password: string) {
  return request.post('/api/auth/login', { data: { username: email, password } });
}

/** A bearer token for API calls a journey makes as another member (the spec's clients authenticate so). */
export async function bearerToken(request: APIRequestContext, email: string, password: string) {
  const res = await loginThroughApi(request, email, password);
  expect(res.status(), `login as ${email}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { auth_token: string }).auth_token;
}

/** A browser with no session, as a new one: its cookies and what the client recorded are gone. */
export async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

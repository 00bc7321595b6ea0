// Helpers for the account journeys (accounts-*.spec.ts), which work the screens by keyboard alone.
import type { Locator, Page, TestInfo } from '@playwright/test';

/** Presses Tab until the target has the focus: proves it can be reached by keyboard. */
export async function tabTo(page: Page, target: Locator, max = 90) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Could not reach ${target} with the Tab key`);
}

/** Types into the focused field, replacing what it held. */
export async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  if (text) await page.keyboard.type(text);
}

/** An address no other run or project uses. */
export const uniqueEmail = (tag: string, testInfo: TestInfo) =>
  `${tag}.${testInfo.project.name}.${Date.now()}@example.com`;

/** Logs in on /loginregister, reaching the fields with Tab. */
export async function keyboardLogin(page: Page, email: string, password: string) {
  await page.goto('/loginregister');
  await tabTo(page, page.getByLabel('Email / UserName'));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

// Helpers for the account journeys (accounts-*.spec.ts), which work the screens by keyboard alone.
import type { Page, TestInfo } from '@playwright/test';
import { tabTo } from './helpers';

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

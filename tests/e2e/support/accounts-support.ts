// Helpers for the account journeys (accounts-*.spec.ts), which work the screens by keyboard alone.
import type { Page, TestInfo } from '@playwright/test';

/** Types into the focused field, replacing what it held. */
export async function retype(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  if (text) await page.keyboard.type(text);
}

/** An address no other run or project uses. */
export const uniqueEmail = (tag: string, testInfo: TestInfo) =>
  `${tag}.${testInfo.project.name}.${Date.now()}@example.com`;

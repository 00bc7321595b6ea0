// Helpers for the fixture journeys (fixtures-*.spec.ts). Keyboard only: every control is reached with focus and
// worked with Enter, Space or typing.
import { expect, type Locator, type Page } from '@playwright/test';

/** Focuses the control and presses the key on it (Enter unless told). */
export async function press(page: Page, target: Locator, key = 'Enter') {
  await target.focus();
  await expect(target).toBeFocused();
  await page.keyboard.press(key);
}

/** Focuses the field and types the text in place of what it held. */
export async function type(page: Page, field: Locator, text: string) {
  await field.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type(text);
}

/** The button that opens or closes a year's section of the fixture list. */
export const yearButton = (page: Page, year: number) =>
  page.getByRole('button', { name: new RegExp(`^${year}\\b`) });

/** Opens a year's section by keyboard unless it is already open. */
export async function openYear(page: Page, year: number) {
  const button = yearButton(page, year);
  if ((await button.getAttribute('aria-expanded')) !== 'true') await press(page, button);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
}

// Helpers for the account journeys (accounts-*.spec.ts), which work the screens by keyboard alone, and for the
// journeys that register a visitor through the form.
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

/** What a visitor types into the Register form; the title is Mr and the house Kipling unless another is given. */
export interface RegisterAnswers {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  yearLeft: string;
  handicap: string;
  password: string;
  house?: string;
}

/** Fills the Register form that is open on /loginregister, the password twice, accepts the privacy notice and sends it. */
export async function sendRegisterForm(page: Page, answers: RegisterAnswers) {
  await page.getByLabel('Title').selectOption('Mr');
  await page.getByLabel('First Name').fill(answers.firstName);
  await page.getByLabel('Last Name').fill(answers.lastName);
  await page.getByLabel('Email', { exact: true }).fill(answers.email);
  await page.getByLabel('Mobile').fill(answers.mobile);
  await page.getByLabel('House').selectOption(answers.house ?? 'Kipling');
  await page.getByLabel('Year Left').fill(answers.yearLeft);
  await page.getByLabel('Handicap').fill(answers.handicap);
  await page.getByLabel('Password', { exact: true }).fill(answers.password);
  await page.getByLabel('Confirm Password').fill(answers.password);
  await page.getByLabel('I have read the privacy notice').check();
  await page.getByRole('button', { name: 'Register' }).click();
}

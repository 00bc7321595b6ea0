import { expect, type Page } from '@playwright/test';

/** Chooses a panel from the admin menu, unfolding it first on a phone. */
export async function openAdminPanel(page: Page, label: string) {
  const menu = page.getByRole('navigation', { name: 'Admin' });
  const fold = menu.locator('summary');
  if (await fold.isVisible()) await fold.click();
  await menu.getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('region', { name: label })).toBeVisible();
}

/** The side menu named `name` (a screen's sections), unfolded first on a phone, where it folds into one line. */
export async function unfoldSideMenu(page: Page, name: string) {
  const menu = page.getByRole('navigation', { name });
  const fold = menu.locator('details');
  if ((await fold.count()) > 0 && !(await fold.evaluate((d: HTMLDetailsElement) => d.open))) {
    await menu.locator('summary').click();
  }
  return menu;
}

/** Chooses a section of My Profile from its menu (a link to the section's address), unfolding it on a phone. */
export async function openProfileSection(page: Page, label: string) {
  const menu = await unfoldSideMenu(page, 'My Profile');
  await menu.getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
}

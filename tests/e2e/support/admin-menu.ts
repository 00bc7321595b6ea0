import { expect, type Page } from '@playwright/test';

/** Chooses a panel from the admin menu, unfolding it first on a phone. */
export async function openAdminPanel(page: Page, label: string) {
  const menu = page.getByRole('navigation', { name: 'Admin' });
  const fold = menu.locator('summary');
  if (await fold.isVisible()) await fold.click();
  await menu.getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('region', { name: label })).toBeVisible();
}

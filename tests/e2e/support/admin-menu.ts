import { expect, type Page } from '@playwright/test';

/** Chooses a panel from the admin menu, unfolding it first on a phone. */
export async function openAdminPanel(page: Page, label: string) {
  const menu = await unfoldSideMenu(page, 'Admin', label);
  await menu.getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('region', { name: label })).toBeVisible();
}

/**
 * The side menu named `name` (a screen's sections), unfolded first on a phone, where it folds into one line. The
 * menu may switch from a list to its folded form once the page knows its width: until `link` shows, unfold again.
 */
export async function unfoldSideMenu(page: Page, name: string, link?: string) {
  const menu = page.getByRole('navigation', { name });
  const fold = menu.locator('details');
  await expect(async () => {
    if ((await fold.count()) > 0 && !(await fold.evaluate((d: HTMLDetailsElement) => d.open)))
      await menu.locator('summary').click();
    if (link)
      await expect(menu.getByRole('link', { name: link, exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  return menu;
}

/** Chooses a section of My Profile from its menu (a link to the section's address), unfolding it on a phone. */
export async function openProfileSection(page: Page, label: string) {
  const menu = await unfoldSideMenu(page, 'My Profile', label);
  await menu.getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: label })).toBeVisible();
}

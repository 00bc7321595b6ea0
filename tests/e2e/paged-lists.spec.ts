import { expect, test } from './support/test';
import { ADMIN_MEMBERS_PAGE_SIZE } from '../../src/shared/schemas/admin-members';
import { createJourneyMember, runTag } from './support/fixtures-support';
import { signInAs } from './support/sign-in';

test('a paged list keeps its page in the address: reload and Back return to it; past the end shows the last page', async ({
  page,
}, testInfo) => {
  const tag = runTag(testInfo);
  // Enough members of this run's own for a second page, whatever else the journeys' database holds.
  const admin = await createJourneyMember(`${tag}-admin`, 'Pager', 'Admin', true);
  for (let i = 0; i < ADMIN_MEMBERS_PAGE_SIZE; i++)
    await createJourneyMember(`${tag}-${i}`, 'Pager', `Member ${i}`);
  await signInAs(page, admin);

  await page.goto('/admin/members');
  const where = page.locator('.pager__where');
  await expect(where).toHaveText(/^Page 1 of \d+$/);
  const pages = Number((await where.textContent())!.match(/of (\d+)/)![1]);
  expect(pages).toBeGreaterThan(1);

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/admin\/members\?page=2$/);
  await expect(where).toHaveText(`Page 2 of ${pages}`);

  await page.reload();
  await expect(where).toHaveText(`Page 2 of ${pages}`);

  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/members$/);
  await expect(where).toHaveText(`Page 1 of ${pages}`);

  await page.goto('/admin/members?page=9999');
  await expect(page).toHaveURL(new RegExp(`/admin/members\\?page=${pages}$`));
  await expect(where).toHaveText(`Page ${pages} of ${pages}`);

  // The first page leaves no parameter.
  for (let p = pages; p > 1; p--) await page.getByRole('button', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(/\/admin\/members$/);
});

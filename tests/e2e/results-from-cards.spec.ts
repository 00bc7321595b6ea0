// Results from the cards, at a phone's width: the results secretary gives a course its tees and a fixture its
// scoring; the fixture's manager enters three cards at the bar (one while the signal is gone), checks the field and
// publishes; a visitor then finds the winners on Meeting Results, the fixture's result page, the order of merit and
// the roll of honour.
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, screenshot } from './support/helpers';
import { createJourneyFixture, createJourneyMember, runTag } from './support/fixtures-support';
import { registerForFixture } from './support/informed-support';
import { signInAndOpen, signOut } from './support/sign-in';
import { cardOf, whiteTee } from './support/scoring-support';

/** Types a card's 18 holes into their boxes. */
async function typeHoles(page: Page, holes: string[]) {
  for (const [i, strokes] of holes.entries())
    await page.getByLabel(`Hole ${i + 1}`, { exact: true }).fill(strokes);
}

test('a card for each player, entered at the bar, published, and the winners seen by a visitor', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const tag = runTag(testInfo);
  // Short words (a tag of 18 characters would be a word no real name has, too long for a phone's column).
  const who = tag.replace(/\W/g, '').slice(-6);
  const club = `Heathland ${who}`;
  const prize = `Spring Cup ${who}`;
  const manager = await createJourneyMember(`${tag}-m`, 'Mina', `Manager${who}`);
  const [ann, bob, cyd] = [
    await createJourneyMember(`${tag}-ann`, 'Ann', `Golfer${who}`),
    await createJourneyMember(`${tag}-bob`, 'Bob', `Golfer${who}`),
    await createJourneyMember(`${tag}-cyd`, 'Cyd', `Golfer${who}`),
  ];
  // Played yesterday: cards are entered once a fixture has started.
  const fixture = await createJourneyFixture(
    `Spring Meeting ${who}`,
    -1,
    `captain@example.com;${manager.email}`,
  );
  for (const m of [ann, bob, cyd]) await registerForFixture(fixture.id, m.id);

  // The secretary adds the course and its White tees; a stroke index typed twice is named by its holes.
  await signInAndOpen(page, 'admin', '/admin/courses');
  await page.getByRole('textbox', { name: 'Club', exact: true }).fill(club);
  await page.getByRole('button', { name: 'Add course' }).click();
  await expect(page.getByText(`Course added: ${club}`)).toBeVisible();
  await page.getByRole('link', { name: `Tees of ${club}` }).click();
  await expect(page.getByRole('heading', { name: `Tees: ${club}` })).toBeVisible();
  const teeForm = page.getByRole('form', { name: 'Add a set of tees' });
  await teeForm.getByLabel('Name of the tees').fill('White');
  for (const [i, par] of whiteTee.par.entries()) {
    await teeForm.getByLabel(`Hole ${i + 1} par`).fill(String(par));
    // Hole 12 is stroke index 2: typed as 7, which hole 1 has already.
    await teeForm
      .getByLabel(`Hole ${i + 1} stroke index`)
      .fill(String(i === 11 ? 7 : whiteTee.strokeIndex[i]));
  }
  await expect(teeForm.getByText('Par for the course: 72')).toBeVisible();
  await teeForm.getByLabel('Course Rating').fill('71.2');
  await teeForm.getByLabel('Slope Rating').fill('125');
  await teeForm.getByRole('button', { name: 'Add these tees' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toContainText('Hole 12: stroke index 7 is also given to hole 1');
  await expect(summary).toContainText('no hole has 2');
  await screenshot(page, testInfo, 'tees-errors');
  await expectNoAxeViolations(page);
  await summary.getByRole('link', { name: 'Hole 12: stroke index 7 is also given to hole 1' }).click();
  await expect(teeForm.getByLabel('Hole 12 stroke index')).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('2');
  await teeForm.getByRole('button', { name: 'Add these tees' }).click();
  await expect(page.getByText('Tees added: White')).toBeVisible();
  await expect(page.getByRole('row', { name: /White/ })).toContainText('125');

  // The order of merit's rules for next year (this year's stay as the other journeys expect them): a place that
  // earns more than the one above it is refused, by its box.
  const nextYear = String(fixture.year + 1);
  await page.goto('/admin/order-of-merit');
  await page.getByLabel('Year', { exact: true }).selectOption(nextYear);
  const rules = page.getByRole('form', { name: `Order of merit rules for ${nextYear}` });
  await expect(rules.getByLabel('Points for 1st, 2nd, 3rd and so on')).toHaveValue('10, 8, 6, 5, 4, 3, 2, 1');
  await rules.getByLabel('Points for 1st, 2nd, 3rd and so on').fill('12, 15, 8');
  await rules.getByLabel('Results that count (optional)').fill('4');
  await rules.getByRole('button', { name: 'Save the rules' }).click();
  await expect(rules.getByRole('alert')).toContainText(
    'A place must not earn more points than the place above it',
  );
  await rules.getByLabel('Points for 1st, 2nd, 3rd and so on').fill('15 12 10 8');
  await rules.getByRole('button', { name: 'Save the rules' }).click();
  await expect(rules.getByText(`Rules saved for ${nextYear}`)).toBeVisible();

  // Edit Fixture: scored from the cards, Stableford at 95 %, one prize for everyone.
  await page.goto(`/editfixture/${fixture.id}`);
  const edit = page.getByRole('form', { name: 'Edit Fixture' });
  await edit.getByLabel("Work out the result from the players' cards").check();
  await edit.getByLabel('Course played').selectOption({ label: club });
  await edit.getByLabel('Tees played').selectOption('White');
  await expect(edit.getByLabel('Format')).toHaveValue('stableford');
  await expect(edit.getByLabel('Handicap allowance (%)')).toHaveValue('95');
  await edit.getByRole('button', { name: 'Add a prize' }).click();
  await expect(edit.getByLabel('Name of the prize')).toBeFocused();
  await page.keyboard.type(prize);
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit.getByText('Fixture Updated')).toBeVisible();
  await screenshot(page, testInfo, 'edit-fixture-scoring');
  await expectNoAxeViolations(page);
  await signOut(page);

  // The manager, at the bar: Enter cards from the Players screen.
  await signInAndOpen(page, manager, `/fixtureplayers/${fixture.id}`);
  await page.getByRole('link', { name: 'Enter cards' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Enter Cards: Spring Meeting ${who}` }),
  ).toBeVisible();
  await expect(page.getByText(`${club}, White tees: Stableford, 95 % handicap allowance.`)).toBeVisible();

  // Ann: her handicap comes from her profile (12.0): Course Handicap 12.0 × 125 ÷ 113 − 0.8 = 12.47 (12),
  // Playing Handicap 12.47 × 95 % = 11.85 (12). Par on hole 1 (stroke index 7, a shot) is 3 points.
  await page.getByLabel('Player').selectOption({ label: ann.name });
  await expect(page.getByLabel('Handicap Index')).toHaveValue('12.0');
  await expect(page.getByText('Course handicap 12, playing handicap 12 (95 %).')).toBeVisible();
  await page.getByLabel('Hole 1', { exact: true }).fill('4');
  await expect(page.getByText('Total: 3 pts after 1 hole')).toBeVisible();
  // Par everywhere: 3 points on the 12 holes with a shot, 2 on the other 6.
  await typeHoles(page, cardOf());
  await expect(page.getByText('Total: 48 pts for 18 holes')).toBeVisible();
  await screenshot(page, testInfo, 'card-typed');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText(`Card saved: ${ann.name}, 48 pts, 1st so far`)).toBeVisible();
  await expect(page.getByLabel('Player')).toHaveValue('');

  // Bob: a bogey on each of the first nine holes. Half typed, the phone reloads the page: nothing is lost.
  await page.getByLabel('Player').selectOption({ label: bob.name });
  const bogeys = cardOf({ 1: 1, 2: 1, 3: 1, 4: 1, 5: 1, 6: 1, 7: 1, 8: 1, 9: 1 });
  await typeHoles(page, bogeys.slice(0, 9));
  await page.reload();
  await expect(page.getByLabel('Player')).toHaveValue(`member:${bob.id}`);
  await expect(page.getByLabel('Hole 9', { exact: true })).toHaveValue(bogeys[8]);
  await typeHoles(page, bogeys);
  await expect(page.getByText('Total: 39 pts for 18 holes')).toBeVisible();
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText(`Card saved: ${bob.name}, 39 pts, 2nd so far`)).toBeVisible();

  // Cyd's card as the signal drops: it is kept on the phone, and sent when the signal returns.
  await page.getByLabel('Player').selectOption({ label: cyd.name });
  await typeHoles(page, cardOf({ 18: 2 }));
  await page.context().setOffline(true);
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText(`No signal: ${cyd.name}'s card is kept on this phone`)).toBeVisible();
  await expect(page.getByText('1 card is kept on this phone, not yet saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish results' })).toBeDisabled();
  await screenshot(page, testInfo, 'card-kept-offline');
  await page.context().setOffline(false);
  await expect(page.getByText('The signal is back: 1 card kept on this phone has been saved')).toBeVisible();
  const field = page.getByRole('region', { name: 'The field so far' });
  await expect(field.getByRole('row')).toHaveCount(4);
  await expect(field.getByRole('row', { name: new RegExp(cyd.name) })).toContainText('46 pts');
  const prizes = page.getByRole('region', { name: 'The prizes as they stand' });
  await expect(prizes).toContainText(`1st ${ann.name}, 48 pts`);
  await expect(page.getByText('Every player on the list has a card in.')).toBeVisible();
  await screenshot(page, testInfo, 'card-field');
  await expectNoAxeViolations(page);

  // Bob's card was typed one stroke too many on hole 18: opened again from the field, put right and saved again.
  await page.getByRole('button', { name: `Edit ${bob.name}'s card` }).click();
  await expect(page.getByLabel('Player')).toBeFocused();
  await expect(page.getByLabel('Hole 9', { exact: true })).toHaveValue(bogeys[8]);
  await expect(
    page.getByText(`${bob.name}'s card is in already: saving this one replaces it.`),
  ).toBeVisible();
  await page.getByLabel('Hole 18', { exact: true }).fill('3');
  await expect(page.getByText('Total: 40 pts for 18 holes')).toBeVisible();
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText(`Card saved: ${bob.name}, 40 pts, 3rd so far`)).toBeVisible();
  await expect(field.getByRole('row')).toHaveCount(4);

  // Publish, into the Spring Meetings (guessed from the event's name), after the question.
  await expect(page.getByLabel('Meeting results to publish in')).toHaveValue('Spring Meetings');
  await page.getByRole('button', { name: 'Publish results' }).click();
  const dialog = page.getByRole('dialog', { name: `Publish the results of Spring Meeting ${who}?` });
  await expect(dialog).toContainText('The prize winners go into the Spring Meetings results');
  await dialog.getByRole('button', { name: 'Yes, publish' }).click();
  await expect(page.getByText(`Results published in the Spring Meetings for ${fixture.year}`)).toBeVisible();
  await screenshot(page, testInfo, 'card-published');

  // A visitor, on another phone.
  const visitor = await browser.newPage({ viewport: page.viewportSize()! });
  await visitor.goto(`/results?year=${fixture.year}`);
  const results = visitor.getByRole('row', { name: new RegExp(prize) });
  await expect(results).toContainText(ann.name);
  await expect(results).toContainText('48 pts');
  await expect(results).toContainText(bob.name);
  await expect(results).toContainText('40 pts');

  await visitor.goto(`/fixtureresult/${fixture.id}`);
  await expect(visitor.getByRole('heading', { name: 'The whole field' })).toBeVisible();
  await expect(visitor.getByRole('row', { name: new RegExp(`1st ${ann.name}`) })).toContainText('48 pts');
  await expect(visitor.getByText(`1st ${ann.name}, 48 pts`)).toBeVisible();
  // axe: the screens' tour of the results from the cards checks this page, the order of merit and a name found
  // on the roll of honour, each as it is here.
  await screenshot(visitor, testInfo, 'fixture-result-field');

  await visitor.goto(`/orderofmerit?year=${fixture.year}`);
  await expect(visitor.getByRole('heading', { level: 1, name: /Order of Merit/i })).toBeVisible();
  await expect(visitor.getByText(ann.name, { exact: true })).toBeVisible();
  await screenshot(visitor, testInfo, 'order-of-merit');

  await visitor.goto('/rollofhonour');
  await expect(visitor.getByRole('heading', { level: 1, name: /Roll of Honour/i })).toBeVisible();
  await visitor.getByLabel(/name/i).fill(ann.name);
  await visitor.getByRole('button', { name: /Search|Find/ }).click();
  await expect(visitor.getByRole('heading', { name: prize })).toBeVisible();
  await expect(visitor.getByRole('row', { name: new RegExp(ann.name) })).toContainText('48 pts');
  await screenshot(visitor, testInfo, 'roll-of-honour-search');
  await visitor.close();
});
